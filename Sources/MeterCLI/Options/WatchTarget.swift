import MeterKit

/// `-d PID[:FD]`: the process, and the descriptor when one is named.
struct WatchTarget: Sendable, Equatable {
    var pid: Int32
    var descriptor: Int32?

    /// How messages name it: `-d 4242` or `-d 4242:3`.
    var displayName: String { "-d \(pid)" + (descriptor.map { ":\($0)" } ?? "") }
}

extension WatchTarget {
    /// `PID` or `PID:FD`, both whole numbers.
    init(parsing text: String, option: String) throws(UsageError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, !text.isEmpty else { throw UsageError("\(option): expected PID or PID:FD, not '\(SafeText(text))'") }
        pid = Int32(try ValueParsers.integer(parts[0], option: option, range: 1...Int(Int32.max)))
        descriptor = try parts.count == 2 ? Int32(ValueParsers.integer(parts[1], option: option, range: 0...Int(Int32.max))) : nil
    }
}
