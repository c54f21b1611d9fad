import MeterKit

/// The options around a running meter: `-R PID`, `-Q PID`, `-P FILE`.
extension Configuration {
    mutating func takeControl(_ id: OptionID, value: Argument, option: String, into request: inout JobRequest) throws(UsageError) {
        switch id {
        case .remote: request.remote = try Configuration.processID(value.text, option: option)
        case .query: request.query = try Configuration.processID(value.text, option: option)
        case .meters: request.meters = true
        case .pidFile:
            guard !value.isEmpty else { throw UsageError(option, .fileNameEmpty) }
            pidFile = value.path
        default: break
        }
    }

    /// A process ID: a whole number from 1.
    private static func processID(_ text: String, option: String) throws(UsageError) -> Int32 {
        Int32(try ValueParsers.integer(text, option: option, range: 1...Int(Int32.max)))
    }

    /// The options a running meter takes from `-R`: what is shown and how, the rate, the size, the
    /// interval and the width. (`-k` is taken here, where the sizes after it are read.)
    static let remoteOptions: Set<OptionID> = Set(DisplaySettings.fieldSwitches.keys).union([
        .name, .format, .width, .height, .interval, .rateLimit, .size, .si, .bits, .gauge, .lastWritten,
        .indicatorStyle, .ring, .barStyle, .spinnerSpeed, .layout, .color, .tint, .reduceMotion, .noReduceMotion,
    ])

    /// Refuses two of `-R`, `-Q` and `--meters` together: each is a job of its own.
    static func checkControl(_ request: JobRequest) throws(UsageError) {
        if request.remote != nil, request.query != nil { throw UsageError(.remoteAndQuery) }
        if request.meters, let other = request.remote != nil ? "-R" : request.query != nil ? "-Q" : nil {
            throw UsageError(.notWithControl(other, option: "--meters"))
        }
    }

    /// What `-R` sends the meter of `process`, and what it leaves out (``JobKind`` has refused what
    /// cannot go with it); the size of `stream`, the data options given, is sent as a number.
    func remoteJob(_ parsed: ParsedCommandLine, process: Int32, stream: StreamSettings) -> RemoteJob {
        var remote = RemoteJob(process: process, size: stream.size, sizeUnit: stream.transfer.unit)
        for (spec, value) in parsed.options where spec.group != .general && spec.id != .remote && spec.id != .pidFile {
            guard Configuration.remoteOptions.contains(spec.id) else {
                if !remote.ignored.contains(spec.displayName) { remote.ignored.append(spec.displayName) }
                continue
            }
            // A size is sent as the number it stands for here (`-s @FILE` names a file of this directory).
            if spec.id != .size { remote.arguments += ["--" + spec.long] + (value.map { [$0.text] } ?? []) }
        }
        return remote
    }
}
