import MeterKit

/// The command options: `--exec`, `--remember`, `-d`.
extension Configuration {
    mutating func takeCommand(_ id: OptionID, value: String, option: String) throws(UsageError) {
        switch id {
        case .exec: break  // the parser takes everything after it as the command
        case .remember: remember = true
        case .watchfd: watch = (watch ?? []) + (try WatchTarget.parse(value, option: option))
        default: break
        }
    }
}
