import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// `-U FILE`: everything is read into FILE, then FILE is written out with its size as the total.
    /// `-U -` stores in a file with no name in `$TMPDIR`: nothing there before, during or after the run,
    /// however it ends.
    @Suite("-U stores, then forwards") struct StoreAndForward {
        static let data = TestData.random(700_001, seed: 71)

        /// The names in `path`.
        static func entries(_ path: String) -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? ["(unreadable)"]
        }

        /// A runner of `meter ARGS` fed `data` in bursts, with `$TMPDIR` an empty directory of its own.
        static func runner(_ arguments: [String], temporary: String) -> Runner {
            var runner = Runner.meter(arguments)
            runner.environment["TMPDIR"] = temporary
            runner.stdin = .script(WriterStep.chunks(of: data, cycling: [100_000, 65_537, 1]) + [.pause(0.2)])
            return runner
        }

        @Test("-U -: the bytes whole, and the temporary directory as empty as before", arguments: [["-q"], ["-q", "-C"], ["-q", "-l"]])
        func temporaryStore(options: [String]) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let temporary = directory.file("tmp")
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
            let result = Self.runner(options + ["-U", "-"], temporary: temporary).run()
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty, "\(result.stderrText)")
            expectSameBytes(result.stdout, Self.data)
            #expect(Self.entries(temporary) == [])
        }

        @Test("-U FILE: FILE holds the input afterwards, and the output is the same")
        func namedStore() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let store = directory.file("store")
            let result = Self.runner(["-q", "-U", store], temporary: directory.path).run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, Self.data)
            expectSameBytes(directory.read("store"), Self.data)
        }

        @Test("two meters: the store's, named (input), then the forward's, whose total is what was stored")
        func twoMeters() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let result = Self.runner(["-f", "-p", "-w", "60", "-U", "-"], temporary: directory.path).run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, Self.data)
            let lines = result.stderrLines.map { Frames.last($0) ?? "" }
            #expect(lines.count == 2, "\(result.stderrText.debugDescription)")
            #expect(lines.first?.hasPrefix("  (input):") == true, "\(lines)")
            #expect(lines.last?.hasSuffix("100%") == true, "\(lines)")
        }

        @Test("Ctrl-C while storing: meter dies of SIGINT, nothing is forwarded, nothing is left in TMPDIR",
              arguments: [["-f"], ["-q"]])
        func interrupted(options: [String]) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = Runner.meter(options + ["-U", "-"])
            runner.environment["TMPDIR"] = directory.path
            runner.stdin = .script([.write(TestData.random(100_000, seed: 72)), .pause(20)])
            // Once meter stores (its nameless file in TMPDIR is open).
            runner.actions = [RunAction(trigger: .hasOpen(directory.path), effect: .signal(SIGINT))]
            runner.timeout = 15
            let before = Self.entries(directory.path)
            let result = runner.run()
            #expect(result.termination == .signaled(SIGINT))
            #expect(result.stdout.isEmpty)
            #expect(Self.entries(directory.path) == before)
        }

        /// The input stays open until the store has been seen among meter's open files (however slowly a
        /// sanitized meter starts), so that `ls` looks while meter is storing, not before or after.
        @Test("while it stores, the temporary file has no name in TMPDIR")
        func nameless() throws {
            let directory = TemporaryDirectory()
            let pipes = TemporaryDirectory()
            defer { directory.remove(); pipes.remove() }
            let script = """
                mkfifo "$2/in"
                TMPDIR="$1" "$METER" -q -U - < "$2/in" > /dev/null &
                meter=$!
                exec 3> "$2/in"
                head -c 1000 /dev/zero >&3
                store=$(cd "$1" && pwd -P)
                tries=0
                until ls -l /proc/$meter/fd 2> /dev/null | grep -q -e "-> $store/.*(deleted)"; do
                    tries=$((tries + 1)); [ $tries -lt 1200 ] || { echo "no store among meter's files"; break; }
                    sleep 0.05
                done
                echo stored
                ls -A "$1"
                exec 3>&-
                wait $meter
                """
            var runner = Runner.shell(script, [directory.path, pipes.path])
            runner.timeout = 90
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutText == "stored\n")
        }

        @Test("a store that is an input is refused before anything moves (status 4), the input intact")
        func storeIsAnInput() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", Self.data)
            let result = Runner.meter(["-q", "-U", input, input]).run()
            #expect(result.termination == .exited(4))
            #expect(result.stdout.isEmpty)
            #expect(result.stderrText == "meter: \(input): input file is output file\n")
            expectSameBytes(directory.read("in"), Self.data)
        }

        @Test("a store that is the output is a usage error before either is touched")
        func storeIsTheOutput() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", Self.data)
            let output = directory.write("out", Array("old".utf8))
            let result = Runner.meter(["-q", "-U", output, "-o", output, input]).run()
            #expect(result.termination == .exited(64))
            #expect(result.stderrLines.first == "meter: -o and -U name the same file '\(output)': give each its own")
            #expect(directory.read("out") == Array("old".utf8))
        }
    }
}
