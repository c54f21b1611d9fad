import TestSupport
import Testing
@testable import MeterCLI

/// Random argument vectors through the parser: never a crash or trap, every failure a one-line message,
/// every success within the documented ranges.
@Suite struct ParserFuzzTests {
    static let words: [String] = {
        var words: [String] = ["-", "--", "-0", "--null", "file", "@", "@/dev/null", "", " ", "=", "-=", "--=", "%", "\u{0}", "é", "-é"]
        for spec in optionTable {
            words.append("--\(spec.long)")
            words.append("--\(spec.long)=")
            if let short = spec.short { words.append("-\(short)") }
        }
        return words
    }()

    static let values: [String] = [
        "0", "1", "-1", "-5", "1.5", "1.5G", "10XB", "1e9", "nan", "NaN", "inf", "-inf", "", " ", "99999999999999999999",
        "18446744073709551615", "18446744073709551616", "17179869184G", "0.0000001", "600.1", "0.01", "1k", "1Ki", "1KiB",
        "2T", "3P", "4E", "5Z", "abc", "%p", "%", "%%", "%99999p", "%20p %N %b", "1.2.3", ".", "..", "١٢", "0x10", "+5",
        "auto", "always", "never", "bash", "zsh", "fish", "ksh",
    ]

    @Test func hundredThousandRandomArgumentVectors() {
        var generator = SeededGenerator(seed: 0x6d65_7465_72)
        var failures = 0
        for _ in 0..<100_000 {
            var arguments: [String] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<4: arguments.append(Self.words.randomElement(using: &generator)!)
                case 4..<7: arguments.append(Self.values.randomElement(using: &generator)!)
                case 7:
                    // A cluster of short options with an attached value.
                    let letters = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                        optionTable.compactMap(\.short).randomElement(using: &generator)!
                    }
                    arguments.append("-" + String(letters) + Self.values.randomElement(using: &generator)!)
                case 8:
                    let word = Self.words.randomElement(using: &generator)!
                    arguments.append(word + "=" + Self.values.randomElement(using: &generator)!)
                default:
                    let scalars = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                        Character(Unicode.Scalar(UInt8.random(in: 1...126, using: &generator)))
                    }
                    arguments.append(String(scalars))
                }
            }
            do {
                let configuration = try Configuration.from(CommandLineParser.parse(arguments))
                let timing = configuration.display.timing
                #expect(timing.interval >= 0.1 && timing.interval <= 600, "\(arguments)")
                #expect(timing.averageWindow >= 1, "\(arguments)")
                #expect(configuration.display.width.map { $0 >= 1 } ?? true, "\(arguments)")
                // A copy's -S may stop at its inputs' size; a replay has none.
                if configuration.replayPath != nil, configuration.stream.stopAtSize {
                    #expect(configuration.stream.sizeGiven, "\(arguments)")
                }
            } catch {
                failures += 1
                #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(arguments)")
            }
        }
        // Most random vectors are wrong somewhere; some must still parse, or the test checks nothing.
        #expect(failures > 10_000 && failures < 99_000)
    }
}
