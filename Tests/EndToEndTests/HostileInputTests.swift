import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// Text from outside never drives the terminal; a file that is both input and output is never destroyed;
    /// a file meter cannot write is reported before anything moves; a remembered count never lies.
    @Suite("hostile input") struct HostileInput {
        static let escape = "\u{1B}[?1049h\u{1B}[8m"

        /// With NO_COLOR, meter writes no escape sequence of its own: any ESC on standard error came from
        /// outside text that was not made safe.
        func expectNoEscape(_ result: RunResult, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(!result.stderr.contains(0x1B), "an ESC reached standard error: \(result.stderrText)", sourceLocation: sourceLocation)
            #expect(!result.stderr.contains(0x07), "a BEL reached standard error", sourceLocation: sourceLocation)
        }

        func run(_ arguments: [String], in directory: TemporaryDirectory, stdin: StandardInput = .null) -> RunResult {
            var runner = Runner.meter(arguments)
            runner.directory = directory.path
            runner.environment["NO_COLOR"] = "1"
            runner.stdin = stdin
            runner.timeout = 20
            return runner.run()
        }

        @Test("names, file names and script lines with escape sequences reach the terminal as text")
        func outsideTextIsShownAsText() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let name = "no\(Self.escape)file"
            // A missing FILE whose name holds escapes.
            let missing = run(["-f", name], in: directory)
            #expect(missing.termination == .exited(2))
            #expect(missing.stderrText.contains("no\\033[?1049h\\033[8mfile: No such file or directory"))
            expectNoEscape(missing)
            // A -N name, drawn on every frame, and a name with a DEL and a NUL-free control.
            let named = run(["-f", "-N", "a\(Self.escape)\u{7F}\u{0E}b"], in: directory, stdin: .bytes(Array(repeating: 65, count: 1000)))
            #expect(named.termination == .exited(0))
            #expect(named.stderrText.contains("a\\033[?1049h\\033[8m\\177\\016b"))
            expectNoEscape(named)
            // A -F string quoted in a usage error, and an output path that cannot be opened.
            let output = run(["-q", "-o", "/nonexistent/\(Self.escape)"], in: directory)
            #expect(output.termination == .exited(2))
            expectNoEscape(output)
            // A replay script's malformed line.
            directory.write("esc.replay", Array("\(Self.escape) 1\n".utf8))
            let replay = run(["--replay", "esc.replay"], in: directory)
            #expect(replay.termination == .exited(2))
            expectNoEscape(replay)
        }

        @Test("a wrapped command's output line shown by %L carries no escape sequence")
        func latestLineIsSafe() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let script = "printf 'one\\033]0;title\\007 \\033[31mred\\033[0m\\016\\n'; sleep 1.5"
            let result = run(["-f", "-F", "%L", "--exec", "sh", "-c", script], in: directory)
            #expect(result.termination == .exited(0))
            #expect(result.stderrText.contains("one red\\016"))
            expectNoEscape(result)
        }

        @Test("-o naming an input: refused with status 4 before the file is touched")
        func outputThatIsAnInputIsRefused() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(30_000, seed: 141)
            directory.write("p.txt", data)
            directory.write("other", [1, 2, 3])
            for arguments in [["-q", "-o", "p.txt", "p.txt"], ["-q", "-o", "p.txt", "other", "./p.txt"]] {
                let result = run(arguments, in: directory)
                #expect(result.termination == .exited(4))
                #expect(result.stderrText == "meter: p.txt: input file is output file\n")
                #expect(result.stdout.isEmpty)
                #expect(directory.read("p.txt") == data)
            }
            // Standard input redirected from the output file.
            let fromStdin = run(["-q", "-o", "p.txt"], in: directory, stdin: .file(directory.file("p.txt")))
            #expect(fromStdin.termination == .exited(4))
            #expect(fromStdin.stderrText == "meter: (standard input): input file is output file\n")
            #expect(directory.read("p.txt") == data)
            // The same goes for --record and for a replay's own script.
            let record = run(["-q", "--record", "p.txt", "p.txt"], in: directory)
            #expect(record.termination == .exited(4))
            #expect(directory.read("p.txt") == data)
            directory.write("s.replay", Array("0 10\n".utf8))
            let replay = run(["-q", "--replay", "s.replay", "-o", "s.replay"], in: directory)
            #expect(replay.termination == .exited(4))
            #expect(directory.read("s.replay") == Array("0 10\n".utf8))
        }

        @Test("a --record path that cannot be written is reported before anything is copied")
        func badRecordPathFailsAtOnce() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let result = run(
                ["-q", "-L", "2K", "--record", "/nonexistent/dir/x.replay"], in: directory,
                stdin: .bytes(Array(repeating: 66, count: 20_000)))
            #expect(result.termination == .exited(2))
            #expect(result.stdout.isEmpty)
            #expect(result.stderrText == "meter: /nonexistent/dir/x.replay: No such file or directory\n")
            // The copy never began: nothing reached the output (at 2 KiB/s it would have taken ten seconds).
            #expect(result.duration < EndToEnd.prompt)
        }

        @Test("a remembered count that the run passes is unknown from then on, never 100 % while work goes on")
        func passedRememberedTotalIsUnknown() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            // The same command line both times (the count is kept per command line): it prints as many lines
            // as the file n says.
            func wrapped(_ lines: Int) -> RunResult {
                directory.write("n", Array("\(lines)".utf8))
                var runner = Runner.meter([
                    "-f", "-l", "-i", "0.1", "--remember", "-F", "%p", "-w", "30", "--exec", "sh", "-c",
                    "i=0; while [ $i -lt $(cat n) ]; do echo $i; i=$((i+1)); sleep 0.05; done",
                ])
                runner.directory = directory.path
                runner.environment["XDG_CACHE_HOME"] = directory.file("cache")
                runner.timeout = 30
                return runner.run()
            }
            #expect(wrapped(10).termination == .exited(0))
            let second = wrapped(30)
            #expect(second.termination == .exited(0))
            let frames = Frames.all(second.stderrText)
            // While the count is within the remembered ten lines there is a percentage; after it, none.
            #expect(frames.contains { $0.contains("%") })
            #expect(!frames.dropLast().contains { $0.contains("100%") })
            #expect(frames.last.map { !$0.contains("%") } ?? false)
        }
    }
}
