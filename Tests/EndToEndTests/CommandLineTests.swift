import Foundation
import Testing

extension EndToEnd {
    /// The command line as a user meets it: errors, help, version and the forms options take.
    @Suite("Command line") struct CommandLine {
        /// A mistake on the command line, and the option its message must name.
        struct Mistake: Sendable, CustomTestStringConvertible {
            var arguments: [String]
            var names: String
            var testDescription: String { arguments.joined(separator: " ") }
        }

        static let mistakes: [Mistake] = [
            .init(arguments: ["--bogus"], names: "--bogus"),
            .init(arguments: ["-j"], names: "-j"),
            .init(arguments: ["-pj"], names: "-j"),
            .init(arguments: ["-s", "10XB"], names: "-s"),
            .init(arguments: ["-i", "abc"], names: "-i"),
            .init(arguments: ["-s", "-5"], names: "-s"),
            .init(arguments: ["--size=nan"], names: "-s"),
            .init(arguments: ["-s", ""], names: "-s"),
            .init(arguments: ["-s"], names: "-s"),
            .init(arguments: ["--size"], names: "--size"),
            .init(arguments: ["-q", "-L"], names: "-L"),
            .init(arguments: ["-L", "-1"], names: "-L"),
            .init(arguments: ["-w", "-1"], names: "-w"),
            .init(arguments: ["-w", "12x"], names: "-w"),
            .init(arguments: ["-i", "-1"], names: "-i"),
            .init(arguments: ["--quiet=yes"], names: "--quiet"),
            .init(arguments: ["-R", "0"], names: "-R"),
            .init(arguments: ["--remote", "x"], names: "-R"),
            .init(arguments: ["-R", "1", "-Q", "2"], names: "-R and -Q"),
            .init(arguments: ["-P", ""], names: "-P"),
        ]

        @Test("usage errors: nothing on stdout, 'meter: ' naming the option, usage, pointer to help, 64",
              arguments: mistakes)
        func usageError(mistake: Mistake) {
            var runner = Runner.meter(mistake.arguments)
            // Input is there to be read, and must not be: a usage error copies nothing.
            runner.stdin = .bytes(Array("data\n".utf8))
            runner.timeout = 20
            expectUsageError(runner.run(), naming: mistake.names)
        }

        /// A pv command line never stops the copy for a value pv 1.10.5 takes: each has pv's meaning, and
        /// what pv ignores silently (an unknown bar style or place of `-x`) meter ignores with a warning.
        @Test("values pv takes at their edges: the data passes, status 0, a warning only for what is ignored")
        func pvEdgeValues() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(100_000, seed: 5)
            let input = directory.write("in", data)
            let result = Runner.meter([
                "-q", "-L", "0", "-B", "0", "-m", "0", "-A", "999999", "-w", "99999999", "-H", "99999999", "-D", "99999999",
                "-i", "99999999999", "-Z", "0", "-s", "99999999999999999999999", "-u", "fancy", "-x", "window,nowhere", "-S", input,
            ]).run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            #expect(result.stderrLines == [
                "meter: warning: -u: invalid value 'fancy' (expected plain, block, granular or shaded); ignored",
                "meter: warning: -x: unknown display 'nowhere' (expected windowtitle or processtitle); ignored",
            ])
        }

        /// Not a usage error any more: like pv, a format never stops the data.
        @Test("an unknown -F sequence is written as it is and the data passes")
        func unknownFormatSequence() {
            var runner = Runner.meter(["-f", "-i", "600", "-F", "%z|%b"])
            runner.stdin = .bytes(Array("data\n".utf8))
            runner.timeout = 20
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdout == Array("data\n".utf8))
            #expect(result.stderrText == "%z|5.00  B\r\n")
        }

        /// Every option `pv --help` lists (pv 1.10.5) is one of meter's: none is an unknown option, and none
        /// is named as not supported.
        @Test("every option of pv is known")
        func everyPVOptionIsKnown() {
            for letter in "pteIrabTAFnq8kWDsglm0iwHNuxvfcoLBCEZSYKOXUdRQPhV" {
                let result = Runner.meter(["-\(letter)"]).run()
                let first = result.stderrLines.first ?? ""
                #expect(!first.contains("unknown option") && !first.contains("not supported"), "-\(letter): \(first)")
            }
        }

        @Test("--help: the overview on stdout, status 0", arguments: [["--help"], ["-h"], ["-q", "--help", "nope"]])
        func help(arguments: [String]) {
            let result = Runner.meter(arguments).run()
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty)
            #expect(result.stdoutText.hasPrefix("OVERVIEW: "))
            for heading in ["\nUSAGE: meter [OPTIONS] [FILE ...]\n", "\nARGUMENTS:\n", "\nOPTIONS:\n", "--size <SIZE>"] {
                #expect(result.stdoutText.contains(heading), "no \(heading.debugDescription)")
            }
            #expect(result.stdoutText.hasSuffix("\n"))
        }

        @Test("-V and --version print the name and the version, as pv does", arguments: ["-V", "--version"])
        func version(flag: String) throws {
            let result = Runner.meter([flag]).run()
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty)
            let text = result.stdoutText
            #expect(text.hasPrefix("meter "))
            #expect(text.hasSuffix("\n"))
            let parts = text.dropFirst("meter ".count).dropLast().split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) },
                    "not 'meter X.Y.Z': \(text.debugDescription)")
        }

        /// `-ptebf` means `-p -t -e -b -f`: the same frame as the separate switches.
        @Test("short options combine")
        func combinedShortOptions() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(1000, seed: 91))
            var frames: [String] = []
            for arguments in [["-ptebf"], ["-p", "-t", "-e", "-b", "-f"], ["-pte", "-bf"]] {
                let result = Runner.meter(arguments + ["-w", "60", "-i", "600", input]).run()
                #expect(result.termination == .exited(0))
                #expect(result.stdoutCount == 1000)
                let frame = try #require(Frames.last(result.stderrText))
                // The timer may read 0:00:00 or, on a very slow machine, a second or two more.
                frames.append(frame.replacingOccurrences(of: #"0:00:0\d"#, with: "T", options: .regularExpression))
            }
            // amount, timer, bar, and the ETA's place kept blank on the final line.
            let expected = "1000  B T " + Frames.asciiBar(inner: 25, filled: 25, percent: 100) + " " + String(repeating: " ", count: 11)
            #expect(frames == [expected, expected, expected])
        }

        /// `-s10M`, `-s 10M`, `--size=10M`, `--size 10M` are the same; 1 MiB of 10 MiB ends at 10%.
        @Test("values attach or follow", arguments: [["-s10M"], ["-s", "10M"], ["--size=10M"], ["--size", "10M"], ["-ns10M"],
                                                      ["-s", "10MiB"], ["-s", "10mb"], ["-s", "0.009765625G"]])
        func valueForms(arguments: [String]) {
            var runner = Runner.meter(["-n"] + arguments)
            runner.stdin = .bytes(TestData.random(1 << 20, seed: 92))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutCount == 1 << 20)
            #expect(result.stderrLines.last == "10")
        }

        @Test("-- ends the options")
        func doubleDashEndsOptions() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(5000, seed: 93)
            directory.write("-X", data)
            directory.write("-", Array("not stdin".utf8))
            let fromStdin = Array("from stdin".utf8)
            var runner = Runner.meter(["-q", "--", "-X"])
            runner.directory = directory.path
            runner.stdin = .bytes(fromStdin)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)

            // After `--`, `-` still means standard input.
            var dash = Runner.meter(["-q", "--", "-X", "-"])
            dash.directory = directory.path
            dash.stdin = .bytes(fromStdin)
            let dashResult = dash.run()
            #expect(dashResult.termination == .exited(0))
            expectSameBytes(dashResult.stdout, data + fromStdin)
        }

        @Test("options and operands mix, as getopt allows")
        func optionsAfterOperands() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(5000, seed: 94)
            let input = directory.write("in", data)
            let result = Runner.meter([input, "-q"]).run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            #expect(result.stderr.isEmpty)
        }
    }
}
