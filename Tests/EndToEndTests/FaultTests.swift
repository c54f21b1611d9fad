import Glibc
import Testing

extension EndToEnd {
    /// Outputs that fail or go away.
    @Suite("Output faults") struct OutputFaults {
        /// `meter INPUT | head -c 100`: meter stops at once, quietly, with status 0.
        @Test("a reader that closes early ends meter at once and quietly",
              arguments: ["/dev/zero", "bigfile", "stdin"], [["-q"], ["-f", "-i", "0.1"]])
        func readerClosesEarly(input: String, options: [String]) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var arguments = options
            var runner = Runner.meter([])
            switch input {
            case "bigfile": arguments.append(directory.write("big", TestData.random(8 << 20, seed: 71)))
            case "stdin": runner.stdin = .bytes(TestData.random(8 << 20, seed: 72))
            default: arguments.append(input)
            }
            runner.arguments = arguments
            runner.actions = [RunAction(trigger: .stdoutCount(100), effect: .closeStdout)]
            runner.timeout = 30
            let result = runner.run()
            #expect(!result.timedOut, "meter went on after its reader closed")
            #expect(result.termination == .exited(0))
            if let closed = result.stdoutClosedAt {
                #expect(result.duration - closed < 5, "meter took \(result.duration - closed) s to notice")
            }
            if options.contains("-q") {
                #expect(result.stderr.isEmpty, "\(result.stderrText)")
            } else {
                // The final frame only: no message.
                #expect(!result.stderrText.contains("meter:"), "\(result.stderrText)")
                #expect(!result.stderrText.contains("Broken pipe"), "\(result.stderrText)")
                #expect(result.stderrText.hasSuffix("\r\n"))
                #expect(result.stderrLines.count == 1)
            }
        }

        /// The reader goes away while meter waits for more input: meter notices it while it waits, not at its
        /// next write, which here would be ten seconds away. With a display it watches its output in poll and
        /// notices at once; a quiet meter waits in splice and notices within the timer's second.
        @Test("a reader that closes while meter waits for input", arguments: [["-q"], ["-q", "-C"], ["-q", "-l"], ["-f", "-i", "0.1"]])
        func readerClosesWhileInputIdle(options: [String]) {
            var runner = Runner.meter(options)
            runner.stdin = .script([.write(TestData.random(300, seed: 76)), .pause(10), .write([1])])
            runner.actions = [RunAction(trigger: .stdoutCount(300), effect: .closeStdout)]
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.duration < EndToEnd.prompt, "meter waited \(result.duration) s for input before noticing its reader had gone")
            #expect(!result.stderrText.contains("meter:"), "\(result.stderrText)")
        }

        @Test("a full device: one message naming the output, status 16")
        func fullDevice() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(100_000, seed: 73))

            var toStdout = Runner.meter(["-q", input])
            toStdout.stdout = .file("/dev/full", append: false)
            let result = toStdout.run()
            #expect(result.termination == .exited(16))
            #expect(result.stderrText == "meter: (standard output): write failed: No space left on device\n")

            var piped = Runner.meter(["-q"])
            piped.stdin = .bytes(TestData.random(100_000, seed: 74))
            piped.stdout = .file("/dev/full", append: false)
            let pipedResult = piped.run()
            #expect(pipedResult.termination == .exited(16))
            #expect(pipedResult.stderrText == "meter: (standard output): write failed: No space left on device\n")

            let named = Runner.meter(["-q", "-o", "/dev/full", input]).run()
            #expect(named.termination == .exited(16))
            #expect(named.stderrText == "meter: /dev/full: write failed: No space left on device\n")
            #expect(named.stdoutCount == 0)

            // A forced display is cleared for the message, and still ends its line.
            var drawn = Runner.meter(["-f", "-w", "60", input])
            drawn.stdout = .file("/dev/full", append: false)
            let drawnResult = drawn.run()
            #expect(drawnResult.termination == .exited(16))
            #expect(drawnResult.stderrText.contains("meter: (standard output): write failed: No space left on device\n"))
            #expect(drawnResult.stderrText.hasSuffix("\r\n"))
        }

        /// A slow reader never stalls the display. Standard output is not read for 1.5 s; frames keep
        /// coming every interval while meter's write is blocked.
        @Test("frames keep coming while the output is blocked")
        func blockedOutputKeepsDrawing() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(6 << 20, seed: 75)
            var runner = Runner.meter(["-f", "-i", "0.1", "-w", "60", directory.write("in", data)])
            runner.stdoutReadingStartsAt = 1.5
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            let framesWhileBlocked = result.stderrArrivals.filter { $0.time < 1.5 }
                .reduce(0) { $0 + $1.bytes.filter { $0 == 13 }.count }
            // About 14 are due; a loaded machine may lose several, but not most.
            #expect(framesWhileBlocked >= 4, "only \(framesWhileBlocked) frames in the 1.5 s the output was blocked")
        }
    }

    /// Inputs that are missing, wrong or the output itself.
    @Suite("Input faults") struct InputFaults {
        @Test("a missing FILE: one message, the others still flow, status 2")
        func missingFile() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let a = TestData.random(10_000, seed: 81)
            let b = TestData.random(20_000, seed: 82)
            directory.write("a", a)
            directory.write("b", b)
            var runner = Runner.meter(["-q", "a", "nope", "b"])
            runner.directory = directory.path
            let result = runner.run()
            #expect(result.termination == .exited(2))
            expectSameBytes(result.stdout, a + b)
            #expect(result.stderrText == "meter: nope: No such file or directory\n")
        }

        /// The tests run as root, which can read anything, so this one runs meter as user `nobody` with
        /// util-linux's setpriv (skipped only where setpriv is missing or cannot change user).
        @Test("an unreadable FILE: Permission denied, the others still flow, status 2", .enabled(if: access("/usr/bin/setpriv", X_OK) == 0 && getuid() == 0, "needs root and util-linux's setpriv"))
        func unreadableFile() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            chmod(directory.path, 0o755)
            let a = TestData.random(10_000, seed: 86)
            directory.write("a", a)
            directory.write("secret", TestData.random(100, seed: 87))
            chmod(directory.file("a"), 0o644)
            chmod(directory.file("secret"), 0o600)
            // The binary must be reachable by nobody: copy it next to the files.
            let meter = directory.file("meter")
            let copied = Runner.shell("cp \"$METER\" \"$1\" && chmod 755 \"$1\"", [meter]).run()
            try #require(copied.termination == .exited(0))
            var runner = Runner(
                executable: "/usr/bin/setpriv",
                arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", meter, "-q", "a", "secret", "a"])
            runner.directory = directory.path
            runner.environment["HOME"] = directory.makeHome(for: 65534)
            let result = runner.run()
            if result.stderrText.contains("setpriv:") { return }  // no way to change user here
            #expect(result.termination == .exited(2))
            expectSameBytes(result.stdout, a + a)
            #expect(result.stderrText == "meter: secret: Permission denied\n")
        }

        @Test("a directory as FILE: a message, the others still flow, status 16")
        func directoryAsFile() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let a = TestData.random(10_000, seed: 83)
            directory.write("a", a)
            mkdir(directory.file("sub"), 0o755)
            var runner = Runner.meter(["-q", "a", "sub", "a"])
            runner.directory = directory.path
            let result = runner.run()
            #expect(result.termination == .exited(16))
            expectSameBytes(result.stdout, a + a)
            #expect(result.stderrLines.count == 1)
            #expect(result.stderrText.hasPrefix("meter: sub: "))
            #expect(result.stderrText.contains("Is a directory"))
        }

        @Test("an output file that cannot be created: one message, status 2")
        func unopenableOutput() {
            var runner = Runner.meter(["-q", "-o", "/nonexistent-dir/out"])
            runner.stdin = .bytes(Array("data".utf8))
            let result = runner.run()
            #expect(result.termination == .exited(2))
            #expect(result.stderrText == "meter: /nonexistent-dir/out: No such file or directory\n")
            #expect(result.stdoutCount == 0)
        }

        @Test("both faults at once: the status bits add up")
        func statusBitsCombine() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            mkdir(directory.file("sub"), 0o755)
            var runner = Runner.meter(["-q", "nope", "sub"])
            runner.directory = directory.path
            let result = runner.run()
            #expect(result.termination == .exited(2 | 16))
            #expect(result.stderrLines.count == 2)
        }

        /// `meter f >> f` would grow forever; it is refused with status 4 and `f` is left as it was.
        @Test("the input is the output: refused, status 4, the file unchanged")
        func inputIsOutput() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let f = TestData.random(50_000, seed: 84)
            let other = TestData.random(7_000, seed: 85)
            directory.write("f", f)
            directory.write("other", other)

            var runner = Runner.meter(["-q", "f"])
            runner.directory = directory.path
            runner.stdout = .file(directory.file("f"), append: true)
            runner.timeout = 20
            let result = runner.run()
            #expect(!result.timedOut)
            #expect(result.termination == .exited(4))
            #expect(directory.size("f") == UInt64(f.count))
            #expect(result.stderrText.hasPrefix("meter: f: "))
            #expect(result.stderrLines.count == 1)

            // Among other inputs: they are copied, f is skipped.
            var mixed = Runner.meter(["-q", "other", "f", "other"])
            mixed.directory = directory.path
            mixed.stdout = .file(directory.file("f"), append: true)
            mixed.timeout = 20
            let mixedResult = mixed.run()
            #expect(mixedResult.termination == .exited(4))
            expectSameBytes(directory.read("f"), f + other + other)
        }

        /// A FIFO operand is opened once, by the copy: measuring its size must not open it (that would wait for
        /// the writer, then close on it, leaving the writer with EPIPE and meter with part of the data). The
        /// writer writes the moment its open returns, so a meter that closed the FIFO again would catch it
        /// mid-write. Each round: the data whole and the writer's status 0.
        @Test("a FIFO as FILE is read like a pipe, its writer undisturbed", arguments: [["-q"], ["-f"], ["-f", "-l"]])
        func fifo(options: [String]) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(3_000_000, seed: 86)
            let input = directory.write("in", data)
            let fifo = directory.file("fifo")
            #expect(mkfifo(fifo, 0o644) == 0)
            let writer = directory.write("writer.py", Array("""
                import os, sys
                data = open(sys.argv[2], "rb").read()
                fd = os.open(sys.argv[1], os.O_WRONLY)
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
                """.utf8))
            let script = #"""
                writer=$1; fifo=$2; input=$3; shift 3
                "$METER" "$@" "$fifo" & meter=$!
                python3 "$writer" "$fifo" "$input"; status=$?
                wait $meter; echo "writer $status meter $?" >&2
                """#
            for round in 0..<6 {
                let result = Runner.shell(script, [writer, fifo, input] + options).run()
                #expect(result.termination == .exited(0), "round \(round)")
                expectSameBytes(result.stdout, data, "round \(round): \(result.stdoutCount) bytes")
                #expect(result.stderrLines.last == "writer 0 meter 0", "round \(round): \(result.stderrText.debugDescription)")
            }
        }

        /// Waiting for a FIFO's writer is interruptible: a signal ends meter, which draws its last line and dies of it.
        @Test("a signal while waiting for a FIFO's writer")
        func signalWhileOpeningFIFO() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let fifo = directory.file("fifo")
            #expect(mkfifo(fifo, 0o644) == 0)
            var runner = Runner.meter(["-f", "-i", "0.1", fifo])
            // Once meter waits in the open for the FIFO's writer.
            runner.actions = [RunAction(trigger: .waitsIn("wait_for_partner"), effect: .signal(SIGTERM))]
            runner.timeout = 30
            let result = runner.run()
            #expect(!result.timedOut)
            #expect(result.termination == .signaled(SIGTERM))
            #expect(result.duration < EndToEnd.prompt)
            // Signals are events of the loop from the start, so the final line is drawn even here.
            #expect(result.stderrText.hasSuffix("\r\n"), "\(result.stderrText.debugDescription)")
        }
    }
}
