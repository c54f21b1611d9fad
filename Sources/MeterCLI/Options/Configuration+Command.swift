import MeterKit

/// The command options: `--exec`, `--remember`, `-M`, `-d`.
extension Configuration {
    mutating func takeCommand(_ id: OptionID, value: String, option: String) throws(UsageError) {
        switch id {
        case .exec: break  // the parser takes everything after it as the command
        case .remember: remember = true
        case .monitor:
            guard let streams = MonitoredStreams(rawValue: value) else {
                throw UsageError(option, .invalidChoice(SafeText(value), choices: MonitoredStreams.allCases.map(\.rawValue)))
            }
            monitor = streams
        case .watchfd: watch = (watch ?? []) + (try WatchTarget.parse(value, option: option))
        default: break
        }
    }
}
