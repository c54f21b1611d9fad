/// A recording of a wrapped command (`--record` with `--exec`), in version 2 of the replay script: a header
/// line, the settings of the live run that its frames depend on, then one event a line, each after its
/// offset in seconds. Standard output is counted, never kept; standard error is kept as it was read.
///
/// ```
/// meter-replay 2 command
/// unit lines
/// total 120
/// progress-from "p:([0-9]+)%"
/// 0.012 out 3
/// 0.015 err "copying\r\n"
/// 0.200 progress percent 4500 10000 45
/// 1.520 exit 3
/// 1.521 end
/// ```
///
/// A meter that reads only two-column scripts stops at the header, naming it; this one reads both.
package struct RecordedCommand: Equatable, Sendable {
    /// What the standard output's counts count (`-l`, `-0`).
    package var unit: CountingUnit = .bytes
    /// The expected total of the output (`-s`).
    package var total: UInt64?
    /// Whether sizes are in powers of 1000 (`-k`).
    package var si = false
    /// The patterns the progress was read with (`--progress-from`), each as `ROLES:EXPRESSION`: the replay
    /// takes the reports as they were read, and the patterns tell which lines of standard error give way to
    /// the indicator.
    package var progressPatterns: [String] = []

    package init(unit: CountingUnit = .bytes, total: UInt64? = nil, si: Bool = false, progressPatterns: [String] = []) {
        self.unit = unit
        self.total = total
        self.si = si
        self.progressPatterns = progressPatterns
    }

    /// The words of the header line.
    static let header = ["meter-replay", "2", "command"]

    /// The header and the settings, a line each.
    var text: String {
        var lines = [Self.header.joined(separator: " "), "unit " + unit.name]
        if let total { lines.append("total \(total)") }
        if si { lines.append("si") }
        for pattern in progressPatterns { lines.append("progress-from " + ScriptWords.quoted(pattern.utf8)) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Takes a settings line; false when `words` are not one, or name a pattern that `isPattern` refuses.
    mutating func take(_ words: [ScriptWords.Word], isPattern: (String) -> Bool) -> Bool {
        switch (words.first?.text, words.count) {
        case ("unit", 2):
            guard let name = words[1].text, let unit = CountingUnit(fileName: name), unit.delimiter != nil || unit == .bytes else {
                return false
            }
            self.unit = unit
        case ("total", 2):
            guard let total = words[1].text.flatMap({ UInt64($0) }), total > 0 else { return false }
            self.total = total
        case ("si", 1):
            si = true
        case ("progress-from", 2):
            guard case .quoted(let bytes) = words[1], let text = String(validating: bytes, as: UTF8.self), isPattern(text)
            else { return false }
            progressPatterns.append(text)
        default:
            return false
        }
        return true
    }
}

extension CommandEvent {
    /// The event's line after its offset (`out 4096`, `err "…"`, `progress percent 4500 10000 45`,
    /// `exit 3`, `killed 15`, `not-started 127`), without the newline.
    var scriptText: String {
        switch self {
        case .output(let units): return "out \(units)"
        case .error(let bytes): return "err " + ScriptWords.quoted(bytes)
        case .progress(let report):
            let total = report.total.map { String($0) } ?? "-"
            let percent = report.percent.map { $0.description } ?? "-"
            return "progress \(report.unit.name) \(report.count) \(total) \(percent)"
        case .exited(.exited(let code)): return "exit \(code)"
        case .exited(.signaled(let signal)): return "killed \(signal.rawValue)"
        case .notStarted(let code): return "not-started \(code)"
        case .notice(let notice): return "notice " + notice.rawValue
        case .ended: return "end"
        }
    }

    /// The event `words` (after the offset) say, or `nil`.
    init?(scriptWords words: ArraySlice<ScriptWords.Word>) {
        guard let kind = words.first?.text else { return nil }
        let values = words.dropFirst()
        switch (kind, values.count) {
        case ("out", 1):
            guard let units = values.first?.text.flatMap({ UInt64($0) }) else { return nil }
            self = .output(units)
        case ("err", 1):
            guard case .quoted(let bytes)? = values.first else { return nil }
            self = .error(bytes)
        case ("progress", 4):
            guard let report = Self.report(values.compactMap(\.text)) else { return nil }
            self = .progress(report)
        case ("exit", 1):
            guard let code = values.first?.text.flatMap({ Int32($0) }), (0...255).contains(code) else { return nil }
            self = .exited(.exited(code))
        case ("not-started", 1):
            guard let code = values.first?.text.flatMap({ Int32($0) }), (126...127).contains(code) else { return nil }
            self = .notStarted(code)
        case ("killed", 1):
            guard let number = values.first?.text.flatMap({ Int32($0) }), (1...64).contains(number) else { return nil }
            self = .exited(.signaled(Signal(rawValue: number)))
        case ("notice", 1):
            guard let notice = values.first?.text.flatMap({ CommandNotice(rawValue: String($0)) }) else { return nil }
            self = .notice(notice)
        case ("end", 0):
            self = .ended
        default:
            return nil
        }
    }

    /// A report's words: its unit, count, total (`-` for none) and percentage (`-` for none).
    private static func report(_ words: [Substring]) -> ProgressReport? {
        guard words.count == 4, let unit = CountingUnit(fileName: words[0]), let count = UInt64(words[1]) else { return nil }
        let total = words[2] == "-" ? nil : UInt64(words[2])
        let percent = words[3] == "-" ? nil : Double(words[3])
        guard words[2] == "-" || total != nil, words[3] == "-" || percent.map({ $0.isFinite && $0 >= 0 }) == true else {
            return nil
        }
        return ProgressReport(unit: unit, count: count, total: total, percent: percent)
    }
}
