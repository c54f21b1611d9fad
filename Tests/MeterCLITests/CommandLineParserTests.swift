import MeterKit
import Testing
@testable import MeterCLI

@Suite struct CommandLineParserTests: CommandLineTesting {
    @Test func shortOptionsCombine() throws {
        let parsed = try configuration("-ptebf")
        #expect(parsed.display.fields == [.progress, .timer, .eta, .amount])
        #expect(parsed.display.force)
    }

    @Test func valuesAttachOrFollow() throws {
        for arguments in [["-s10M"], ["-s", "10M"], ["--size=10M"], ["--size", "10M"], ["-ls10M"]] {
            let parsed = try Configuration.from(CommandLineParser.parse(arguments))
            #expect(parsed.stream.size == .value(10 << 20), "\(arguments)")
        }
    }

    @Test func operandsMixWithOptionsAndDoubleDashEndsOptions() throws {
        let parsed = try configuration("a", "-q", "-", "--", "-f", "--size")
        #expect(parsed.stream.inputs == [.file("a"), .standardInput, .file("-f"), .file("--size")])
        #expect(parsed.display.quiet)
        #expect(!parsed.display.force)
    }

    /// Every word keeps its bytes: a Latin-1 path, value or command argument is what reaches the kernel.
    @Test func wordsKeepTheirBytes() throws {
        let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9]
        let word = Argument(bytes: latin1)
        let words: [Argument] = [
            "-o", word, "-P", word, "--json-file=" + word, "-U" + word, "-s", "@" + word, "-N", word, word,
        ]
        let parsed = try Configuration.from(CommandLineParser.parse(words))
        let path = FilePath(bytes: latin1)
        #expect(parsed.stream.inputs == [.file(path)])
        #expect(parsed.stream.outputPath == path)
        #expect(parsed.pidFile == path)
        #expect(parsed.display.jsonFile == path)
        #expect(parsed.stream.storePath == path)
        #expect(parsed.stream.size == .file(path))
        #expect(parsed.look.name == "caf\\xE9")
        #expect(parsed.display.name?.text == "caf\u{FFFD}")
        let replay = try Configuration.from(CommandLineParser.parse(["--replay", word]))
        #expect(replay.replayPath == path)
        let exec = try Configuration.from(CommandLineParser.parse(["--exec", "cat", word]))
        #expect(exec.exec?.command == [Array("cat".utf8), latin1])
        let watch = try Configuration.from(CommandLineParser.parse(["-d", "@" + word]))
        #expect(watch.watch == [.list(path: path)])
    }

    @Test func anUnknownOptionIsShownByteForByte() {
        #expect(usageError(bytes: [0x2D, 0x2D, 0x66, 0xE9]) == "unknown option '--f\\xE9'")
        #expect(usageError(bytes: [0x2D, 0xE9]) == "unknown option '-\\xE9'")
        #expect(usageError(bytes: Array("-é".utf8)) == "unknown option '-é'")
    }

    /// As pv: `-k` makes powers of 1000 of the sizes given after it; a size before it keeps 1024.
    @Test func siAppliesToTheSizesAfterIt() throws {
        #expect(try configuration("-k", "-s", "1M").stream.size == .value(1_000_000))
        #expect(try configuration("-s", "1M", "-k").stream.size == .value(1 << 20))
        #expect(try configuration("-s", "1K", "-k", "-L", "1K").stream.transfer.maximumRate == 1000)
        // -s 0 means no size, as in pv; -w 0 the terminal's width.
        #expect(try configuration("-s", "0").stream.explicitTotal() == nil)
        #expect(try configuration("-s", "0").stream.sizeGiven == false)
        #expect(try configuration("-w", "0").display.width == nil)
        #expect(try configuration("-s", "@file").stream.size == .file("file"))
    }

    /// The sizes shown follow `-k` in every job that draws, `-Q`'s and `--meters'` too, which hold no data
    /// options of their own.
    @Test func siShowsSizesInEveryJob() throws {
        #expect(try configuration("-k").display.si)
        #expect(try configuration().display.si == false)
        for line in [["-Q", "17", "-k"], ["--meters", "-k"]] {
            let parsed = try Configuration.from(CommandLineParser.parse(line))
            #expect(parsed.display.si, "\(line)")
            #expect(parsed.job.stream == nil, "\(line)")
        }
    }

    @Test func intervalIsClampedAsPVDoes() throws {
        #expect(try configuration("-i", "0.01").display.timing.interval == 0.1)
        #expect(try configuration("-i", "5000").display.timing.interval == 600)
        #expect(try configuration("-i", "2.5").display.timing.interval == 2.5)
    }

    @Test func nullImpliesLineModeWhateverTheOrder() throws {
        #expect(try configuration("-0", "-l").stream.transfer.unit == .records)
        #expect(try configuration("-l", "-0").stream.transfer.unit == .records)
        #expect(try configuration("-l").stream.transfer.unit == .lines)
    }

    @Test func skipErrorsCounts() throws {
        #expect(try configuration().stream.transfer.readErrors == .stop)
        #expect(try configuration("-E").stream.transfer.readErrors == .skipReportingEach)
        #expect(try configuration("-EE").stream.transfer.readErrors == .skipReportingOncePerFile)
        #expect(try configuration("-E", "-E", "-E").stream.transfer.readErrors == .skipReportingOncePerFile)
    }

    @Test func formatAndNameBuildTheTemplate() throws {
        let named = try configuration("-N", "in", "-b")
        #expect(named.template == Template(fields: [.name, .amount]))
        let formatted = try configuration("-F", "%b|%p")
        #expect(formatted.template == Template(segments: [.field(.amount, width: nil), .text("|"), .field(.progress, width: nil)]))
    }

    /// A value pv 1.10.5 takes never stops a pipeline: each has pv's meaning (or the nearest meter can show).
    @Test func pvValuesAtTheirEdgesAreTaken() throws {
        #expect(try configuration("-L", "0").stream.transfer.maximumRate == nil)
        #expect(try configuration("-L", "0").stream.rateLimitGiven)
        #expect(try configuration("-L", "99999999999999999999999").stream.transfer.maximumRate == UInt64.max)
        #expect(try configuration("-B", "0").stream.transfer.bufferSize == nil)
        #expect(try configuration("-B", "2G").stream.transfer.bufferSize == 1 << 30)
        #expect(try configuration("-m", "0").display.timing.averageWindow == 1)
        #expect(try configuration("-m", "0.5").display.timing.averageWindow == 1)
        #expect(try configuration("-m", "99999999").display.timing.averageWindow == 86_400)
        #expect(try configuration("-w", "100001").display.width == 100_000)
        #expect(try configuration("-w", "99999999999999999999999").display.width == 100_000)
        #expect(try configuration("-H", "99999999").action == .run)
        #expect(try configuration("-D", "99999999").display.timing.delayStart == 31_536_000)
        #expect(try configuration("-i", "99999999999").display.timing.interval == 600)
        #expect(try configuration("-s", "99999999999999999999").stream.size == .value(UInt64.max))
        #expect(try configuration("-S").stream.stopAtSize)
        #expect(try configuration("-S", "-s", "0").stream.stopAtSize)
        #expect(try configuration("-u", "fancy").warnings
            == [.ignoredValue("-u", .invalidChoice(SafeText("fancy"), choices: ["plain", "block", "granular", "shaded"]))])
        #expect(usageError("-S", "--replay", "x.replay") == "-S needs a size: give one with -s (not every input has a known size)")
    }

    @Test func usageErrorsNameTheOptionAndTheValue() throws {
        #expect(usageError("--frobnicate") == "unknown option '--frobnicate'")
        #expect(usageError("-j") == "unknown option '-j'")
        #expect(usageError("-s") == "option '-s' needs a value <SIZE>")
        #expect(usageError("--size") == "option '--size' needs a value <SIZE>")
        #expect(usageError("--quiet=yes") == "option '--quiet' takes no value")
        #expect(usageError("-i", "abc") == "-i: invalid number of seconds 'abc'")
        #expect(usageError("-i", "-1") == "-i: invalid number of seconds '-1'")
        #expect(usageError("-i", "nan") == "-i: invalid number of seconds 'nan'")
        #expect(usageError("-w", "12x") == "-w: invalid whole number '12x'")
        #expect(usageError("-L", "-5") == "-L: invalid size '-5' (expected a number with an optional K, M, G, T, P or E suffix)")
        // As in pv, a format never fails: an unknown sequence is written as it is.
        #expect(usageError("-F", "%q") == nil)
        #expect(
            try Configuration.from(CommandLineParser.parse(["-F", "%q"])).display.format
                == Template(segments: [.text("%q")]))
        #expect(usageError("-s", "@") == "-s: '@' needs a file name")
        #expect(usageError("-s", "1\n2\u{1b}[31m") == "-s: invalid size '1\\0122\\033[31m' (expected a number with an optional K, M, G, T, P or E suffix)")
    }

    @Test func remoteSendsWhatARunningMeterTakesAndNamesTheRest() throws {
        let remote = try configuration("-R", "4242", "-l", "-p", "-k", "-L", "1M", "-N", "disk", "-f", "-s", "2K", "-l")
        #expect(remote.remote == 4242)
        #expect(remote.remoteArguments == ["--progress", "--si", "--rate-limit", "1M", "--name", "disk"])
        #expect(remote.remoteIgnored == ["-l", "-f"])
        guard case .remote(let job) = remote.job else {
            Issue.record("not a job of -R: \(remote.job)")
            return
        }
        #expect(try job.size?.total(in: job.sizeUnit) == 2000)
        // A file's size is counted here, in the unit of -l, which is not sent.
        #expect(job.sizeUnit == .lines)
    }

    @Test func controlOptionsAreCheckedAsPVChecksThem() throws {
        #expect(try configuration("-Q", "17", "-pte").query == 17)
        #expect(try configuration("-P", "/tmp/meter.pid", "-q").pidFile == "/tmp/meter.pid")
        #expect(usageError("-R", "0") == "-R: '0' is out of range (1 to 2147483647)")
        #expect(usageError("-Q", "x") == "-Q: invalid whole number 'x'")
        #expect(usageError("-P", "") == "-P: the file name is empty")
        #expect(usageError("-R", "5", "-Q", "6") == "-R and -Q cannot be used together")
        #expect(usageError("-R", "5", "file") == "'file': FILE operands cannot be used with -R: the files are the other meter's")
        #expect(usageError("-Q", "5", "-d", "7") == "-d cannot be used with -Q: -Q copies nothing, it talks to another meter")
        #expect(usageError("-R", "5", "-P", "p") == "-P cannot be used with -R: -R copies nothing, it talks to another meter")
    }

    @Test func helpAndVersion() throws {
        #expect(try configuration("-h").action == .help)
        #expect(try configuration("--version").action == .version)
        #expect(try configuration("-V", "-h").action == .help)
    }

    @Test func helpHasTheArgumentParserLayoutAndFitsIn80Columns() {
        let help = HelpText.render(width: 80)
        #expect(help.hasPrefix("OVERVIEW: "))
        #expect(help.contains("\nUSAGE: meter [OPTIONS] [FILE ...]\n"))
        #expect(help.contains("\nARGUMENTS:\n"))
        #expect(help.contains("\nOPTIONS:\n"))
        for line in help.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        for spec in optionTable { #expect(help.contains("--\(spec.long)")) }
    }
}
