import Testing
@testable import MeterCLI

/// What the user typed comes back in usage errors only as safe text: escapes visible, nothing for the
/// terminal to obey.
@Suite struct OutsideTextInErrorsTests {
    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try Configuration.from(CommandLineParser.parse(arguments))
            return nil
        } catch {
            return error.message
        }
    }

    @Test func anUnknownOptionWithAnEscapeIsShownEscaped() {
        #expect(usageError(["-\u{1B}"]) == "unknown option '-\\033'")
        #expect(usageError(["-\u{9B}"]) == "unknown option '-\\u{9B}'")
        #expect(usageError(["--\u{1B}[?1049h"]) == "unknown option '--\\033[?1049h'")
    }

    @Test(arguments: [
        (["-s", "\u{1B}[8m"], "-s: invalid size '\\033[8m' (expected a number with an optional K, M, G, T, P or E suffix)"),
        (["-i", "1\n"], "-i: invalid number of seconds '1\\012'"),
        (["-w", "\u{7F}"], "-w: invalid whole number '\\177'"),
        (["-d", "1:2:\u{202E}"], "-d: invalid whole number '2:\\u{202E}'"),
        (["--completion-script", "\u{7}"], "--completion-script: invalid shell '\\007' (expected bash, zsh or fish)"),
        (["--tint", "\u{1B}]0;x"], "--tint: invalid color '\\033]0;x' (expected #RRGGBB, #RGB or one of "),
        (["--spinner-speed", "\u{0}"], "--spinner-speed: invalid factor '\\000' (expected a number such as 0.5 or 2)"),
        (["--layout", "\u{1B}c"], "--layout: invalid value '\\033c' (expected mini, small, regular or large)"),
        (["a\u{1B}b", "--exec", "true"], "'a\\033b': FILE operands cannot be used with --exec"),
    ] as [([String], String)])
    func optionValuesAreQuotedSafely(arguments: [String], expected: String) {
        let message = usageError(arguments)
        #expect(message?.hasPrefix(expected) == true, "\(message.debugDescription)")
        #expect(message.map { !$0.utf8.contains { $0 < 0x20 || $0 == 0x7F } } == true)
    }

    @Test func anUnmeasurableSizeFileIsQuotedSafely() throws {
        let configuration = try Configuration.from(CommandLineParser.parse(["-s", "@/nonexistent/\u{1B}[2J"]))
        #expect(usageMessage { try configuration.stream.explicitTotal() }
            == "-s: cannot take the size of '/nonexistent/\\033[2J': No such file or directory")
    }

    @Test func safeMessagesPassThroughUsageErrorUnchanged() {
        // A payload that is not safe text (an option's name) is still made safe with the whole message.
        #expect(UsageError(.takesNoValue("a \\033 b 日本")).message == "option 'a \\033 b 日本' takes no value")
        #expect(UsageError(.takesNoValue("raw \u{1B}")).message == "option 'raw \\033' takes no value")
    }
}
