import Testing

/// The end-to-end tests: the built `meter` binary run on pipes, files and a pseudo-terminal.
///
/// The suites and their tests run side by side: most of their time is spent waiting for meter's real-time
/// behaviour (an interval, a stall, a rate limit), so on two CPUs three or four at once take half the
/// time of one after another. Each test is written for that: its own files and folders, a bound on time
/// only from below (a rate limit's) or wide enough for a loaded machine (``prompt``), and every wait for a
/// condition rather than for a fixed time.
@Suite struct EndToEnd {
    /// The most a test lets "at once" take, in seconds: what is at once on a quiet machine takes a tenth of a
    /// second, but the same run under AddressSanitizer, beside a build on two CPUs, has been seen to take
    /// several; a bound closer to the quiet time would fail there now and then, and one this wide still tells
    /// a prompt run from one that waited for a timeout (the runner's are 30 s and more).
    static let prompt = 20.0
}

/// Reading what meter drew on standard error.
enum Frames {
    /// The frames in `text`: the pieces after each carriage return, the final line end removed from the last
    /// (a terminal shows meter's `\n` as `\r\n`). Works on Unicode scalars: as a `Character`, `\r\n` is one.
    static func all(_ text: String) -> [String] {
        var scalars = Substring(text).unicodeScalars
        if scalars.last == "\n" { scalars.removeLast() }
        if scalars.last == "\r" { scalars.removeLast() }
        return scalars.split(separator: "\r", omittingEmptySubsequences: true).map { String(String.UnicodeScalarView($0)) }
    }

    /// The control sequences (`ESC [ … final`) in `text`, and the text without them.
    static func escapes(_ text: String) -> (sequences: [String], visible: String) {
        var sequences: [String] = []
        var visible = String.UnicodeScalarView()
        var scalars = Substring(text).unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "\u{1B}" else {
                visible.append(scalar)
                continue
            }
            var sequence = String.UnicodeScalarView([scalar])
            if scalars.first == "[" {
                sequence.append(scalars.removeFirst())
                while let next = scalars.first {
                    sequence.append(scalars.removeFirst())
                    if (0x40...0x7E).contains(next.value) { break }
                }
            }
            sequences.append(String(sequence))
        }
        return (sequences, String(visible))
    }

    /// How many line feeds `text` holds.
    static func newlines(_ text: String) -> Int { text.unicodeScalars.filter { $0 == "\n" }.count }

    /// The last frame in `text`.
    static func last(_ text: String) -> String? { all(text).last }

    /// Terminal columns of a frame (every glyph meter draws is one column).
    static func columns(_ frame: String) -> Int { frame.unicodeScalars.count }

    /// pv's ASCII bar and percentage: `[====>     ]  50%` with `inner` cells between the brackets, `filled`
    /// of them (⌊inner × percentage ÷ 100⌋) drawn as pv does: its tip `>` takes the last filled cell, and the
    /// bar is all `=` only once the fill passes its end.
    static func asciiBar(inner: Int, filled: Int, percent: Int) -> String {
        let equals = min(max(filled - 1, 0), inner)
        let cells = equals >= inner
            ? String(repeating: "=", count: inner)
            : String(repeating: "=", count: equals) + ">" + String(repeating: " ", count: inner - equals - 1)
        let percentText = "\(percent)%"
        return "[" + cells + "] " + String(repeating: " ", count: max(0, 4 - percentText.count)) + percentText
    }
}

/// Checks that shared by all usage errors: nothing on stdout, three lines on stderr, status 64.
func expectUsageError(_ result: RunResult, naming option: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.termination == .exited(64), sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, "stdout must stay untouched", sourceLocation: sourceLocation)
    let lines = result.stderrLines
    #expect(lines.count == 3, "stderr: \(result.stderrText)", sourceLocation: sourceLocation)
    guard lines.count == 3 else { return }
    #expect(lines[0].hasPrefix("meter: "), sourceLocation: sourceLocation)
    #expect(lines[0].contains(option), "'\(lines[0])' should name \(option)", sourceLocation: sourceLocation)
    #expect(lines[1] == "Usage: meter [OPTIONS] [FILE ...]", sourceLocation: sourceLocation)
    #expect(lines[2] == "See 'meter --help'.", sourceLocation: sourceLocation)
}

/// Expects `actual` to be exactly `expected`, reporting sizes and the first difference rather than every byte.
func expectSameBytes(
    _ actual: [UInt8], _ expected: [UInt8], _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard !actual.sameBytes(as: expected) else { return }
    let common = min(actual.count, expected.count)
    let firstDifference = (0..<common).first { actual[$0] != expected[$0] } ?? common
    let message = (comment.isEmpty ? "" : comment + ": ") + "got \(actual.count) bytes, expected \(expected.count); "
        + "they differ from offset \(firstDifference)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
