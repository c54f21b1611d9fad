import Foundation
import Testing

/// Everything a run produced.
struct RunResult {
    var stdout: [UInt8]
    var stdoutCount: Int
    var stderr: [UInt8]
    var termination: Termination
    /// Whether the runner had to kill the child because it ran past its time limit.
    var timedOut: Bool
    /// Seconds from spawn to the end of the child's output and exit.
    var duration: Double
    /// Seconds from spawn at which each stdout chunk arrived, with the running total after it.
    var stdoutArrivals: [(time: Double, total: Int)]
    /// Seconds from spawn at which each stderr chunk arrived.
    var stderrArrivals: [(time: Double, bytes: [UInt8])]
    /// When a `closeStdout` action fired.
    var stdoutClosedAt: Double?

    var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard error cut into lines, as a terminal shows them: without their newlines, or the carriage
    /// return a frame ends with before one (a last unterminated piece is kept). Cut by Unicode scalars: as a
    /// `Character`, a frame's `\r\n` is one.
    var stderrLines: [String] {
        var lines = stderrText.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(String.UnicodeScalarView(line.last == "\r" ? line.dropLast() : line))
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

extension RunResult: CustomTestStringConvertible {
    /// A short summary for failure messages, instead of every byte of the output.
    var testDescription: String {
        var stderrExcerpt = stderrText
        if stderrExcerpt.unicodeScalars.count > 300 {
            stderrExcerpt = "…" + String(String.UnicodeScalarView(stderrExcerpt.unicodeScalars.suffix(300)))
        }
        return "run: \(termination)\(timedOut ? " (timed out)" : ""), \(String(format: "%.2f", duration)) s, "
            + "\(stdoutCount) bytes on stdout, stderr \(stderrExcerpt.debugDescription)"
    }
}
