import MeterKit

/// The command options: `--exec`, `--remember`, `-M`, `-d`.
extension Configuration {
    mutating func takeCommand(_ id: OptionID, value: String, option: String) throws(UsageError) {
        switch id {
        case .exec: break  // the parser takes everything after it as the command
        case .remember: remember = true
        case .monitor:
            guard let streams = MonitoredStreams(rawValue: value) else {
                throw UsageError("\(option): invalid value '\(SafeText(value))' (expected in, out or both)")
            }
            monitor = streams
        case .watchfd: watch = (watch ?? []) + (try WatchTarget.parse(value, option: option))
        default: break
        }
    }
}
