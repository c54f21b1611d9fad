import MeterKit

/// The command options: `--exec`, `--remember`, `-M`, `--progress-from`, `-d`: each part of the job.
extension JobRequest {
    mutating func takeCommand(_ id: OptionID, value argument: Argument, option: String) throws(UsageError) {
        let value = argument.text
        switch id {
        case .exec: break  // the parser takes everything after it as the command
        case .remember: remember = true
        case .monitor:
            guard let streams = MonitoredStreams(rawValue: value) else {
                throw UsageError(option, .invalidChoice(SafeText(value), choices: MonitoredStreams.allCases.map(\.rawValue)))
            }
            monitor = streams
        case .watchfd: watch = (watch ?? []) + (try WatchTarget.parse(argument, option: option))
        case .copies: copies = true
        case .progressFrom: progressPatterns += try Configuration.progressPatterns(value, option: option)
        case .execWait: exitWait = try ValueParsers.seconds(value, option: option, maximum: 31_536_000)
        default: break
        }
    }

}

extension Configuration {
    /// The patterns of one `--progress-from`: a preset's, or the expression given, compiled here so that a
    /// wrong one is a usage error before the command starts.
    static func progressPatterns(_ value: String, option: String) throws(UsageError) -> [ProgressPattern] {
        do throws(ProgressPattern.Problem) {
            return try ProgressPattern.patterns(from: value)
        } catch {
            let pattern = SafeText(value)
            switch error {
            case .invalid(let reason): throw UsageError(option, .invalidProgressPattern(pattern, reason: SafeText(reason)))
            case .backReference(let reference):
                throw UsageError(option, .progressPatternBackReference(pattern, reference: reference))
            case .noCapture:
                throw UsageError(option, .progressPatternWithoutCapture(pattern, presets: ProgressPreset.allCases.map(\.rawValue)))
            case .unnamedCaptures: throw UsageError(option, .progressCapturesUnnamed(pattern))
            case .rolesMismatch(let roles, let captures):
                let expression = SafeText(String(value.drop { $0 != ":" }.dropFirst()))
                throw UsageError(option, .progressRolesMismatch(SafeText(roles), pattern: expression, captures: captures))
            case .invalidRoles(let roles): throw UsageError(option, .progressRolesInvalid(SafeText(roles)))
            }
        }
    }
}
