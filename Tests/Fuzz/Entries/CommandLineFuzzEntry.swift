@testable import MeterCLI
@testable import MeterKit

/// Entry points for the command line's fuzz targets in `Tests/Fuzz`, one function a target, as
/// ``FuzzEntry`` is for the library's: each returns what the input broke, empty when everything held.
/// They exist for the fuzzers and for the tests that replay their corpora and crash inputs.
package enum CommandLineFuzzEntry {
    /// The input as a command line (arguments split at NUL bytes), through the parser, the configuration
    /// and the style a terminal would get, a frame drawn in it: a usage error is one line, safe to show in every language;
    /// a configuration keeps its values in their documented ranges and draws within its width.
    package static func options(_ input: UnsafeRawBufferPointer) -> [String] {
        let arguments = input.isEmpty ? [] : input.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let configuration: Configuration
        do {
            configuration = try Configuration.from(CommandLineParser.parse(arguments))
        } catch {
            // In every language: a translation must quote outside text as safely as English does.
            return Language.allCases.flatMap { language in
                let message = error.text(in: language)
                return message.isEmpty
                    ? ["an empty usage error in \(language)"] : FuzzEntry.unsafeParts(of: message, "the usage error in \(language)")
            }
        }
        var violations: [String] = []
        let timing = configuration.display.timing
        if !(0.1...600).contains(timing.interval) { violations.append("interval \(timing.interval)") }
        if !(timing.averageWindow > 0) { violations.append("window \(timing.averageWindow)") }
        if let width = configuration.display.width, !(1...100_000).contains(width) {
            violations.append("width \(width)")
        }
        if let stream = configuration.job.stream, stream.stopAtSize, !stream.sizeGiven, configuration.replays {
            violations.append("-S --replay without a size")
        }
        let style = DisplayFactory.makeStyle(configuration, look: configuration.look, capabilities: terminal)
        let width = min(configuration.display.width ?? 80, 1000)
        let snapshot = Snapshot(
            count: 1 << 20, total: 3 << 20, unit: configuration.look.unit, elapsed: 2, rate: 524_288,
            averageRate: 524_288, remaining: 4, isFinal: false)
        let frame = Renderer.render(snapshot, style: style, width: width)
        if TerminalText.columns(frame) > width { violations.append("a frame wider than \(width): \(frame.debugDescription)") }
        return violations
    }

    /// A colour terminal in a UTF-8 locale, so that every glyph set and the palette are used.
    private static let terminal = TerminalCapabilities.detect(
        isTerminal: true, environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "COLORTERM": "truecolor"])

    /// `ValueParsers.size` (for `-s`, `-L`, `-B`) on the input, in both units, and a replay script's amount
    /// (``FuzzEntry/replayAmount(_:)``): a whole number with `K`, `KiB` or `kb` after it is 1024 times
    /// itself (1000 with `--si`) while that is exact in a `Double`.
    package static func sizes(_ input: UnsafeRawBufferPointer) -> [String] {
        let text = String(decoding: input, as: UTF8.self)
        var violations = FuzzEntry.replayAmount(input)
        for (si, base) in [(false, UInt64(1024)), (true, UInt64(1000))] {
            let plain = try? ValueParsers.size(text, option: "-s", si: si)
            guard let plain, plain < 1 << 43, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
            for suffix in ["K", "KiB", "kb"] {
                let suffixed = try? ValueParsers.size(text + suffix, option: "-s", si: si)
                if suffixed != plain * base { violations.append("\(text)\(suffix) is \(suffixed.map(String.init) ?? "refused") with si \(si)") }
            }
        }
        return violations
    }
}
