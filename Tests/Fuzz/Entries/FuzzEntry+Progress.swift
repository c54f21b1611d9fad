@testable import MeterKit

extension FuzzEntry {
    /// `--progress-from` on a command's output: the input's first line is the option's value (a preset's
    /// name, or `[ROLES:]EXPRESSION`), the rest the command's output, read whole and again in chunks of 7
    /// bytes. Every report is sound (a finite, non-negative percentage; a percentage alone counted of
    /// 10,000) and the same without the byte every match holds looked for first, a capture's amount is finite and non-negative, and what the terminal is given of the output
    /// with the progress lines left out is the output with bytes removed, never added or moved (but for the
    /// newline that ends an open line at the end).
    package static func progressLines(_ input: UnsafeRawBufferPointer) -> [String] {
        let newline = input.firstIndex(of: UInt8(ascii: "\n")) ?? input.count
        let spec = String(decoding: input[..<newline], as: UTF8.self)
        let output = Array(input.dropFirst(min(newline + 1, input.count)))
        var violations = amountsHold(output)
        guard compilesCheaply(spec), let patterns = try? ProgressPattern.patterns(from: spec) else { return violations }
        for size in [max(output.count, 1), 7] {
            var reader = ProgressReader(patterns: patterns)
            var unfiltered = ProgressReader(patterns: patterns, prefilter: false)
            for start in stride(from: 0, to: output.count, by: size) {
                let chunk = Array(output[start..<min(start + size, output.count)])
                let report = chunk.withUnsafeBytes { reader.observe($0, stream: start % 2) }
                violations += soundness(of: report)
                if report != chunk.withUnsafeBytes({ unfiltered.observe($0, stream: start % 2) }) {
                    violations.append("the byte every match holds (\(patterns.map(\.requiredByte))) left a match out")
                }
            }
            violations += soundness(of: reader.finish(stream: 0)) + soundness(of: reader.finish(stream: 1))
        }
        return violations + terminalKeepsOrder(output, patterns: patterns)
    }

    /// Whether the C library compiles `spec` in little time. glibc's `regcomp` copies the tree under a
    /// repetition for each repetition of it, so `a++++…` doubles its size with each `+` and nested
    /// intervals multiply theirs: `ExtendedRegex` refuses those past its bound (the `options` target and
    /// the unit tests hold it to that), and this target leaves out expressions with an interval or more
    /// than eight repetitions, so that its time goes to the lines rather than to large compiled
    /// expressions.
    static func compilesCheaply(_ spec: String) -> Bool {
        !spec.contains("{") && spec.filter { "*+?".contains($0) }.count <= 8
    }

    /// What is wrong with `report`.
    private static func soundness(of report: ProgressReport?) -> [String] {
        guard let report else { return [] }
        var violations: [String] = []
        if let percent = report.percent, !(percent.isFinite && percent >= 0) { violations.append("a percentage of \(percent)") }
        if report.unit == .percent, report.total != 10_000 { violations.append("a percentage alone of a total of \(String(describing: report.total))") }
        return violations
    }

    /// Every piece of `output` between blanks, read as a capture would be.
    private static func amountsHold(_ output: [UInt8]) -> [String] {
        output.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }).prefix(200).compactMap { piece in
            guard let amount = ReportedAmount.parse(piece, si: piece.count % 2 == 0) else { return nil }
            return amount.value.isFinite && amount.value >= 0 && amount.scale >= 1 ? nil : "'\(piece)' reads as \(amount)"
        }
    }

    /// Whether the terminal, told the progress lines of `patterns`, writes a subsequence of `output`, but for
    /// the newline it puts after a line of the command's that ended with a lone carriage return, which a
    /// progress line left out would otherwise be drawn over.
    private static func terminalKeepsOrder(_ output: [UInt8], patterns: [ProgressPattern]) -> [String] {
        final class Screen: IndicatorLine {
            func clearLine() {}
            func redraw() {}
        }
        let screen = Screen()
        let reader = ProgressReader(patterns: patterns)
        var written: [UInt8] = []
        let terminal = SharedTerminal(indicator: screen, isProgressLine: { reader.readsProgress(from: $0) }) { _, bytes in
            written.append(contentsOf: bytes)
        }
        for start in stride(from: 0, to: output.count, by: 5) {
            let chunk = Array(output[start..<min(start + 5, output.count)])
            chunk.withUnsafeBytes { terminal.receive($0, from: .error, at: Instant(nanoseconds: Int64(start) * 1_000_000)) }
        }
        terminal.finish()
        if written.last == UInt8(ascii: "\n"), output.last != UInt8(ascii: "\n") { written.removeLast() }
        var rest = output[...]
        var previous: UInt8?
        for byte in written {
            defer { previous = byte }
            let (newline, carriageReturn) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"))
            if byte == newline, previous == carriageReturn, rest.first != newline { continue }
            guard let found = rest.firstIndex(of: byte) else { return ["the terminal was given bytes the output does not hold in that order"] }
            rest = rest[(found + 1)...]
        }
        return []
    }
}
