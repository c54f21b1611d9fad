import MeterKit
import Testing
@testable import MeterCLI

/// `--progress-from PATTERN`: a preset or an extended regular expression, checked before the command
/// starts, only with `--exec`.
@Suite struct ProgressFromOptionTests: CommandLineTesting {
    @Test func aPresetOrAnExpressionEachTimeItIsGiven() throws {
        let parsed = try configuration(
            "--progress-from", "ffmpeg", "--progress-from=([0-9]+) of ([0-9]+)", "--exec", "./job", "--progress-from", "x")
        #expect(parsed.exec?.progressPatterns == ProgressPreset.ffmpeg.patterns + [try ProgressPattern("([0-9]+) of ([0-9]+)")])
        #expect(parsed.command == ["./job", "--progress-from", "x"])
        #expect(try configuration("--exec", "./job").exec?.progressPatterns.isEmpty == true)
    }

    @Test(arguments: [
        (["--progress-from", "[0-9+ of", "--exec", "./job"],
         "--progress-from: invalid regular expression '[0-9+ of': Unmatched [, [^, [:, [., or [="),
        (["--progress-from", "done", "--exec", "./job"],
         "--progress-from: 'done' has no capture to read: put the number in parentheses, as in '([0-9]+)%', or name a preset (percent, count, rsync, ffmpeg or curl)"),
        (["--progress-from", "(a|b) ([0-9]+) of ([0-9]+)", "--exec", "./job"],
         "--progress-from: '(a|b) ([0-9]+) of ([0-9]+)' has more than two captures: say what each is with a letter before a colon, as in 'dt-:' (p percentage, d done, t total, - not read)"),
        (["--progress-from", "dt:(a|b) ([0-9]+) of ([0-9]+)", "--exec", "./job"],
         "--progress-from: the roles 'dt' need a letter for each capture of '(a|b) ([0-9]+) of ([0-9]+)', which has 3"),
        (["--progress-from", "pp:([0-9]+) ([0-9]+)", "--exec", "./job"],
         "--progress-from: invalid roles 'pp': name p, d and t at most once each, and at least one of them"),
        (["--progress-from", #"t:^(.*) of \1$"#, "--exec", "./job"],
         #"--progress-from: 't:^(.*) of \1$' has a back-reference ('\1'): extended regular expressions have none, and one can take minutes to match a line"#),
        (["--progress-from", "percent"], "--progress-from needs a command: give one with --exec"),
        (["-M", "both", "--progress-from", "percent", "--exec", "gzip"],
         "--progress-from cannot be used with -M: the command's progress drives one meter"),
        (["--progress-from", "\u{1B}[2J(", "--exec", "./job"],
         "--progress-from: invalid regular expression '\\033[2J(': Unmatched [, [^, [:, [., or [="),
    ] as [([String], String)])
    func aPatternThatCannotBeReadIsAUsageError(arguments: [String], message: String) {
        var found: String?
        do { _ = try Configuration.from(CommandLineParser.parse(arguments)) } catch { found = error.message }
        #expect(found == message)
    }

    @Test func itsMessagesAreSaidInTheUsersLanguage() {
        let error = UsageError("--progress-from", .progressPatternWithoutCapture(SafeText("done"), presets: ["percent", "count"]))
        #expect(error.text(in: .german)
            == "--progress-from: „done“ hat keine Gruppe zum Lesen: die Zahl in Klammern setzen, wie in „([0-9]+)%“, oder eine Vorgabe nennen (percent oder count)")
    }

    @Test func theHelpLineAndTheCompletionsNameThePresets() throws {
        let spec = try #require(optionTable.first { $0.id == .progressFrom })
        #expect(spec.label == "    --progress-from <PATTERN>")
        #expect(spec.group == .command)
        #expect(spec.completion == .choices(["percent", "count", "rsync", "ffmpeg", "curl"]))
        let bash = CompletionScript.render(.bash)
        #expect(bash.contains("percent count rsync ffmpeg curl"))
    }
}
