import MeterKit
import TestSupport
import Testing
@testable import MeterCLI

@Suite struct ExecOptionTests {
    func configuration(_ arguments: String...) throws -> Configuration {
        try Configuration.from(CommandLineParser.parse(arguments))
    }


    @Test func everythingAfterExecIsTheCommand() throws {
        let parsed = try configuration("-l", "--exec", "make", "-j8", "--size", "1", "--", "-q", "--exec")
        #expect(parsed.command == ["make", "-j8", "--size", "1", "--", "-q", "--exec"])
        #expect(parsed.transfer.unit == .lines)
        #expect(parsed.size == nil)
        #expect(!parsed.quiet)
    }

    @Test func aDoubleDashRightAfterExecIsDropped() throws {
        #expect(try configuration("--exec", "--", "-weird-name", "x").command == ["-weird-name", "x"])
    }

    @Test func rememberGoesWithExec() throws {
        let parsed = try configuration("--remember", "--exec", "true")
        #expect(parsed.remember)
        #expect(try configuration("--exec", "true").remember == false)
        #expect(try configuration("-q").command == nil)
    }

    @Test(arguments: [
        (["--exec"], "--exec needs a command"),
        (["--exec", "--"], "--exec needs a command"),
        (["--exec=make"], "option '--exec' takes no value: put the command after it"),
        (["--remember"], "--remember needs a command: give one with --exec"),
        (["file", "--exec", "cat"], "'file': FILE operands cannot be used with --exec (everything after --exec is the command)"),
        (["-S", "-s", "1", "--exec", "cat"], "-S cannot be used with --exec"),
        (["-L", "1M", "--exec", "cat"], "-L cannot be used with --exec"),
    ])
    func refusesWhatCannotGoWithACommand(arguments: [String], message: String) {
        var found: String?
        do { _ = try Configuration.from(CommandLineParser.parse(arguments)) } catch { found = error.message }
        #expect(found == message)
    }

    @Test func theDefaultLayoutOfACommandShowsItsLatestLine() throws {
        #expect(try configuration("--exec", "make").template.contains(.message))
        #expect(!(try configuration("-pt", "--exec", "make").template.contains(.message)))
        #expect(!(try configuration("-q").template.contains(.message)))
        #expect(try configuration("-F", "%t %L", "--exec", "make").template.contains(.message))
    }

    @Test func helpShowsTheCommandForm() {
        let help = HelpText.render(width: 80)
        #expect(help.contains("       meter [OPTIONS] --exec COMMAND [ARG ...]\n"))
        #expect(help.contains("COMMAND OPTIONS:\n      --exec <COMMAND>      Run COMMAND"))
        #expect(help.contains("      --remember            With --exec:"))
        #expect(help.contains("%N %L %%"))
    }
}

/// `-d PID[:FD]`: parsed, and refused with what cannot go with it.
@Suite struct WatchOptionTests {
    @Test func processAndDescriptor() throws {
        #expect(try Configuration.from(CommandLineParser.parse(["-d", "4242:3"])).watch == WatchTarget(pid: 4242, descriptor: 3))
        #expect(try Configuration.from(CommandLineParser.parse(["--watchfd=17"])).watch == WatchTarget(pid: 17, descriptor: nil))
        #expect(try Configuration.from(CommandLineParser.parse(["-q"])).watch == nil)
    }

    @Test(arguments: [
        (["-d", "x"], "-d: invalid whole number 'x'"),
        (["-d", "0"], "-d: '0' is out of range (1 to 2147483647)"),
        (["-d", "12:"], "-d: invalid whole number ''"),
        (["-d", "12:3:4"], "-d: invalid whole number '3:4'"),
        (["-d", "12", "file"], "'file': FILE operands cannot be used with -d (the watched file is the input)"),
        (["-d", "12", "-l"], "-l cannot be used with -d: meter copies nothing then, it follows a byte position"),
        (["-d", "12", "-0"], "-0 cannot be used with -d: meter copies nothing then, it follows a byte position"),
        (["-d", "12", "-L", "1M"], "-L cannot be used with -d: meter copies nothing then, it follows a byte position"),
        (["-d", "12", "-o", "out"], "-o cannot be used with -d: meter copies nothing then, it follows a byte position"),
        (["-d", "12", "--exec", "true"], "--exec cannot be used with -d: meter copies nothing then, it follows a byte position"),
    ])
    func refusesWhatCannotGoWithWatching(arguments: [String], message: String) {
        var found: String?
        do { _ = try Configuration.from(CommandLineParser.parse(arguments)) } catch { found = error.message }
        #expect(found == message)
    }
}
