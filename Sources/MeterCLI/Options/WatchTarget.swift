import MeterKit

/// What one `-d` value names, as pv reads it: a process and optionally one of its descriptors
/// (`PID[:FD]`), every process whose name an extended regular expression matches, as pgrep's (`=NAME`),
/// or a file of more targets, one a line (`@LISTFILE`).
enum WatchTarget: Sendable, Equatable {
    case process(pid: Int32, descriptor: Int32?)
    /// The processes whose name the expression matches, checked when it was read.
    case named(String)
    case list(path: FilePath)

    /// How messages name it: `-d 4242`, `-d 4242:3`, `-d =gzip`, `-d @pids`.
    var displayName: String {
        switch self {
        case .process(let pid, let descriptor): return "-d \(pid)" + (descriptor.map { ":\($0)" } ?? "")
        case .named(let name): return "-d =\(SafeText(name: name))"
        case .list(let path): return "-d @\(SafeText(path))"
        }
    }
}

extension WatchTarget {
    /// The targets of one `-d` value or operand: `=NAME` and `@LISTFILE` whole; otherwise `PID` or `PID:FD`,
    /// several of them separated by spaces as `pidof` prints them (`-d "$(pidof gzip)"`). The expression of
    /// `=NAME` is compiled here, so that a wrong one is a usage error before anything is watched.
    static func parse(_ argument: Argument, option: String) throws(UsageError) -> [WatchTarget] {
        if argument.hasPrefix("@") {
            guard argument.bytes.count > 1 else { throw UsageError(option, .atNeedsListName) }
            return [.list(path: argument.dropFirst().path)]
        }
        return try parse(argument.text, option: option)
    }

    /// The targets of one `-d` value read as text: `=NAME`, or `PID` and `PID:FD` words.
    static func parse(_ text: String, option: String) throws(UsageError) -> [WatchTarget] {
        if text.first == "=" {
            let rest = String(text.dropFirst())
            guard !rest.isEmpty else { throw UsageError(option, .equalsNeedsProcessName) }
            do throws(ExtendedRegex.Invalid) {
                _ = try ExtendedRegex(rest)
            } catch {
                throw UsageError(option, .invalidProcessPattern(SafeText(rest), reason: SafeText(error.reason)))
            }
            return [.named(rest)]
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard !words.isEmpty else { throw UsageError(option, .expectedWatchTarget(SafeText(text))) }
        var targets: [WatchTarget] = []
        for word in words { targets.append(try process(String(word), option: option)) }
        return targets
    }

    /// `PID` or `PID:FD`, both whole numbers.
    static func process(_ text: String, option: String) throws(UsageError) -> WatchTarget {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, !text.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else {
            throw UsageError(option, .expectedWatchTarget(SafeText(text)))
        }
        let pid = Int32(try ValueParsers.integer(parts[0], option: option, range: 1...Int(Int32.max)))
        let descriptor = try parts.count == 2 ? Int32(ValueParsers.integer(parts[1], option: option, range: 0...Int(Int32.max))) : nil
        return .process(pid: pid, descriptor: descriptor)
    }

    /// The targets of a list file's text, as pv reads one: a target a line (`PID`, `PID:FD` or `=NAME`),
    /// leading spaces and tabs ignored, blank lines and lines starting with `#` skipped. A list cannot
    /// name another list. Errors name the file and the line.
    static func targets(inList text: String, path: FilePath) throws(UsageError) -> [WatchTarget] {
        var targets: [WatchTarget] = []
        // "\r\n" is one Character: a line ends at either.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }.prefix { $0 != "\r" }
            let trimmed = String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let place = UsageError.Place.listLine(SafeText(path), line: index + 1)
            if trimmed.hasPrefix("@") { throw UsageError(at: place, .listNamesList(SafeText(trimmed))) }
            do {
                targets += trimmed.hasPrefix("=") ? try parse(trimmed, option: "-d") : [try process(trimmed, option: "-d")]
            } catch {
                throw UsageError(at: place, error.problem)
            }
        }
        return targets
    }
}
