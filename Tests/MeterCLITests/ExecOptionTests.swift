import MeterKit
import TestSupport
import Testing
@testable import MeterCLI

@Suite struct ExecOptionTests: CommandLineTesting {
    @Test func everythingAfterExecIsTheCommand() throws {
        let parsed = try configuration("-l", "--exec", "make", "-j8", "--size", "1", "--", "-q", "--exec")
        #expect(parsed.command == ["make", "-j8", "--size", "1", "--", "-q", "--exec"])
        #expect(parsed.stream.transfer.unit == .lines)
        #expect(parsed.stream.size == nil)
        #expect(!parsed.display.quiet)
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

    /// A replay runs no command: a command given beside it, and the options of one, would be dropped.
    @Test(arguments: [
        (["--replay", "s", "--progress-from", "percent", "--exec", "sh", "-c", "exit 7"], "--exec cannot be used with --replay"),
        (["--replay", "s", "-M", "both", "--exec", "cat"], "--exec cannot be used with --replay"),
        (["--replay", "s", "-M", "both"], "-M cannot be used with --replay"),
        (["--replay", "s", "--remember"], "--remember cannot be used with --replay"),
        (["--replay", "s", "--progress-from", "percent"], "--progress-from cannot be used with --replay"),
        (["--replay", "s", "--exec-wait", "5"], "--exec-wait cannot be used with --replay"),
        (["--record", "r", "-M", "in", "--exec", "cat"], "-M cannot be used with --record"),
        (["--record", "r", "--remember", "--exec", "cat"], "--remember cannot be used with --record"),
    ] as [([String], String)])
    func replayAndRecordRefuseWhatTheyCannotHold(arguments: [String], message: String) {
        #expect(usageMessage { try Configuration.from(CommandLineParser.parse(arguments)) } == message)
    }

    @Test func aWrappedCommandIsRecorded() throws {
        let parsed = try configuration("--record", "run.replay", "--progress-from", "percent", "--exec", "rsync")
        #expect(parsed.recordPath == "run.replay")
        #expect(parsed.command == ["rsync"])
    }

    @Test func monitorTakesWhatToMeter() throws {
        #expect(try configuration("-M", "in", "--exec", "cat").monitor == .input)
        #expect(try configuration("--monitor=out", "--exec", "cat").monitor == .output)
        #expect(try configuration("-M", "both", "--exec", "cat").monitor == .both)
        #expect(try configuration("--exec", "cat").monitor == nil)
        // -F and -N given twice are kept in order, for the two meters of -M both; the last one is the one.
        let two = try configuration("-M", "both", "-N", "a", "-F", "%b", "-N", "b", "--exec", "cat")
        #expect(two.display.namesGiven == ["a", "b"])
        #expect(two.display.name == "b")
        #expect(two.display.formatsGiven == [Template.lenient("%b")])
    }

    @Test(arguments: [
        (["-M", "in"], "-M needs a command: give one with --exec"),
        (["-M", "both", "-q"], "-M needs a command: give one with --exec"),
        (["-M", "all", "--exec", "cat"], "-M: invalid value 'all' (expected in, out or both)"),
        (["-M", "in", "--remember", "--exec", "cat"], "--remember cannot be used with -M in: it keeps the count of the command's output"),
        (["-M", "both", "-N", "a", "-N", "b", "-N", "c", "--exec", "cat"],
         "-N is given 3 times: with -M both, give it once for both meters, or twice (the input's, then the output's)"),
    ] as [([String], String)])
    func refusesWhatCannotGoWithMonitor(arguments: [String], message: String) {
        var found: String?
        do { _ = try Configuration.from(CommandLineParser.parse(arguments)) } catch { found = error.message }
        #expect(found == message)
    }

    /// `-M both`'s output line shows the ratio where `--exec` alone shows the latest line.
    @Test func aCommandsMeterAddsWhatItIsGiven() throws {
        var parsed = try configuration("--exec", "gzip")
        parsed.display.commandFields = [.ratio]
        #expect(parsed.template.contains(.ratio))
        #expect(!parsed.template.contains(.message))
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

/// `-d TARGET`: parsed as pv reads it, and refused with what cannot go with it.
@Suite struct WatchOptionTests {
    func watch(_ arguments: [String]) throws -> [WatchTarget]? {
        try Configuration.from(CommandLineParser.parse(arguments)).watch
    }

    @Test func targets() throws {
        #expect(try watch(["-d", "4242:3"]) == [.process(pid: 4242, descriptor: 3)])
        #expect(try watch(["--watchfd=17"]) == [.process(pid: 17, descriptor: nil)])
        #expect(try watch(["-q"]) == nil)
        // -d again, and the operands after it, are more targets, as in pv; pidof's list in one value too.
        #expect(try watch(["-d", "1", "-d", "=gzip", "5:3", "@pids", "-f"]) == [
            .process(pid: 1, descriptor: nil), .named("gzip"), .process(pid: 5, descriptor: 3), .list(path: "pids"),
        ])
        #expect(try watch(["-d", "12 13:4\t14"]) == [
            .process(pid: 12, descriptor: nil), .process(pid: 13, descriptor: 4), .process(pid: 14, descriptor: nil),
        ])
        // A name is taken whole, spaces and all; it is a pattern, kept as typed.
        #expect(try watch(["-d", "=my job"]) == [.named("my job")])
        #expect(try watch(["-d", "=^sha(1|256)sum$"]) == [.named("^sha(1|256)sum$")])
        #expect(try Configuration.from(CommandLineParser.parse(["-d", "1", "2"])).stream.inputs.isEmpty)
    }

    @Test(arguments: [
        (["-d", "x"], "-d: invalid whole number 'x'"),
        (["-d", "0"], "-d: '0' is out of range (1 to 2147483647)"),
        (["-d", "12:"], "-d: expected PID, PID:FD, =NAME or @LISTFILE, not '12:'"),
        (["-d", ":3"], "-d: expected PID, PID:FD, =NAME or @LISTFILE, not ':3'"),
        (["-d", ""], "-d: expected PID, PID:FD, =NAME or @LISTFILE, not ''"),
        (["-d", "="], "-d: '=' needs a process name after it"),
        // =NAME is an extended regular expression, as pgrep's: one the C library refuses is a usage error.
        (["-d", "=a("], #"-d: invalid regular expression 'a(' after '=': Unmatched ( or \("#),
        (["-d", "=[z-a]"], "-d: invalid regular expression '[z-a]' after '=': Invalid range end"),
        (["--watchfd", "=x{2"], #"-d: invalid regular expression 'x{2' after '=': Unmatched \{"#),
        // One whose repeats of repeats would take gigabytes to compile is refused before it is compiled.
        (["-d", "=p++++++++++++++++++++"],
         "-d: invalid regular expression 'p++++++++++++++++++++' after '=': too complex: its repeats would make more than 20000 states"),
        // So is one that repeats a repeat (POSIX leaves it undefined), or that would take seconds to compile.
        (["-d", "=x+*"],
         "-d: invalid regular expression 'x+*' after '=': a repeat of a repeat (such as 'x+*') is undefined; put the first in parentheses"),
        (["-d", "=x{0,20000}"],
         "-d: invalid regular expression 'x{0,20000}' after '=': too complex: its optional repeats would take more than 4000000 steps to compile"),
        (["-d", "@"], "-d: '@' needs a file name after it"),
        (["-d", "12:3:4"], "-d: invalid whole number '3:4'"),
        (["-d", "12", "file"], "-d: invalid whole number 'file'"),
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

    /// A list file as pv reads one: a target a line, leading blanks, blank lines and comments ignored.
    @Test func listFiles() throws {
        let text = "# the backups\n\n  4242\n\t4243:3  \r\n=rsync\n"
        #expect(try WatchTarget.targets(inList: text, path: "pids") == [
            .process(pid: 4242, descriptor: nil), .process(pid: 4243, descriptor: 3), .named("rsync"),
        ])
        #expect(try WatchTarget.targets(inList: "", path: "pids") == [])
    }

    @Test(arguments: [
        ("1\n@more\n", "-d @pids: line 2: a list file cannot name another list ('@more')"),
        ("1\n\nzz\n", "-d @pids: line 3: invalid whole number 'zz'"),
        ("1 2\n", "-d @pids: line 1: invalid whole number '1 2'"),
        ("=\n", "-d @pids: line 1: '=' needs a process name after it"),
        ("1\n=gz(ip\n", #"-d @pids: line 2: invalid regular expression 'gz(ip' after '=': Unmatched ( or \("#),
    ])
    func malformedListLinesAreNamed(text: String, message: String) {
        var found: String?
        do { _ = try WatchTarget.targets(inList: text, path: "pids") } catch { found = error.message }
        #expect(found == message)
    }
}
