import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// SIGINT, SIGTERM and SIGHUP mid-transfer: the final line and its newline, then death by that signal.
    @Suite("Signals") struct Signals {
        /// A writer that trickles `data` for about `seconds`, far longer than any test waits.
        static func trickle(_ data: [UInt8], seconds: Double = 20) -> [WriterStep] {
            let pieces = 200
            let size = max(1, data.count / pieces)
            var steps: [WriterStep] = []
            for step in WriterStep.chunks(of: data, size: size) { steps += [step, .pause(seconds / Double(pieces))] }
            return steps
        }

        @Test("a signal mid-transfer: the final frame ends its line, then meter dies of the signal",
              arguments: [SIGTERM, SIGINT, SIGHUP])
        func diesOfTheSignal(signal: Int32) throws {
            let data = TestData.random(200_000, seed: 111)
            var runner = Runner.meter(["-f", "-w", "60", "-i", "0.1", "-F", "%b %p"])
            runner.stdin = .script(Self.trickle(data))
            runner.actions = [RunAction(trigger: .stderrContains("\r"), effect: .signal(signal))]
            runner.timeout = 30
            let result = runner.run()
            #expect(!result.timedOut)
            #expect(result.termination == .signaled(signal))
            #expect(result.duration < EndToEnd.prompt, "meter went on for \(result.duration) s after the signal")
            #expect(result.stderrText.hasSuffix("\r\n"), "\(result.stderrText.debugDescription)")
            #expect(Frames.newlines(result.stderrText) == 1)
            // The last frame is a whole, unpadded 60-column frame.
            let last = try #require(Frames.last(result.stderrText))
            #expect(Frames.columns(last) == 60)
            expectSameBytes(result.stdout, Array(data[0..<result.stdoutCount]))
        }

        /// Nothing that was read and counted is left unwritten: the count on the last line equals what came out.
        @Test("after a signal, the last count equals the bytes written", arguments: [SIGTERM, SIGINT])
        func countMatchesOutput(signal: Int32) {
            let data = TestData.random(400_000, seed: 112)
            var runner = Runner.meter(["-n", "-b", "-i", "0.1"])
            runner.stdin = .script(Self.trickle(data))
            runner.actions = [RunAction(trigger: .stdoutCount(20_000), effect: .signal(signal))]
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .signaled(signal))
            #expect(result.stdoutCount >= 20_000)
            expectSameBytes(result.stdout, Array(data[0..<result.stdoutCount]))
            #expect(result.stderrLines.last == String(result.stdoutCount))
        }

        @Test("a quiet meter dies of the signal too, silently")
        func quietDiesOfTheSignal() {
            var runner = Runner.meter(["-q"])
            runner.stdin = .script(Self.trickle(TestData.random(100_000, seed: 113)))
            runner.actions = [RunAction(trigger: .stdoutCount(1000), effect: .signal(SIGTERM))]
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .signaled(SIGTERM))
            #expect(result.stderr.isEmpty)
        }

        /// Without a display a quiet meter waits for input inside splice; a signal still ends it at once (caught,
        /// for the control channel's socket file, by a handler that interrupts the splice). With `--record`
        /// meter reads the signal in its loop, so it waits in poll instead, and writes the record before it dies.
        @Test("a quiet meter waiting for input dies of the signal promptly", arguments: [false, true])
        func quietIdleDiesOfTheSignal(records: Bool) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = Runner.meter(records ? ["-q", "--record", directory.file("stream.replay")] : ["-q"])
            runner.stdin = .script([.write(TestData.random(5000, seed: 116)), .pause(20), .write([1])])
            runner.actions = [RunAction(trigger: .stdoutCount(5000), effect: .signal(SIGTERM))]
            runner.timeout = 30
            let result = runner.run()
            #expect(!result.timedOut)
            #expect(result.termination == .signaled(SIGTERM))
            #expect(result.duration < 5, "meter took \(result.duration) s to die of the signal")
            #expect(result.stderr.isEmpty, "\(result.stderrText)")
            if records {
                let text = String(decoding: directory.read("stream.replay"), as: UTF8.self)
                let total = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
                    .compactMap { UInt64($0.split(separator: " ")[1]) }.reduce(0, +)
                #expect(total == 5000, "\(text)")
            }
        }

        /// A storm of window-size signals changes nothing but the width.
        @Test("SIGWINCH storms change nothing")
        func windowChangeStorm() {
            let data = TestData.random(300_000, seed: 114)
            var runner = Runner.meter(["-f", "-w", "60", "-i", "0.1"])
            runner.stdin = .script(Self.trickle(data, seconds: 1))
            runner.actions = (0..<300).map { RunAction(trigger: .after(0.05 + Double($0) * 0.003), effect: .signal(SIGWINCH)) }
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            #expect(result.stderrText.hasSuffix("\r\n"))
            for frame in Frames.all(result.stderrText) { #expect(Frames.columns(frame) == 60) }
        }

        /// Ctrl-Z then `fg` (SIGTSTP, later SIGCONT): meter stops, and the stopped time is not counted as elapsed.
        @Test("stopped time is not counted")
        func stopAndContinue() throws {
            let data = TestData.random(3000, seed: 115)
            var runner = Runner.meter(["-n", "-t", "-b", "-i", "0.2"])
            runner.stdin = .script(WriterStep.chunks(of: data, size: 100).flatMap { [$0, .pause(0.05)] })
            // Stopped once its first line is out, for 2 s (the stop's length is the test's input).
            runner.actions = [
                RunAction(trigger: .stderrContains("\n"), effect: .signal(SIGTSTP)),
                RunAction(trigger: .stderrContains("\n"), effect: .signal(SIGCONT), delay: 2),
            ]
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            let last = try #require(result.stderrLines.last)
            let fields = last.split(separator: " ")
            #expect(fields.last == "3000")
            let elapsed = try #require(fields.first.flatMap { Double($0) })
            // Wall time includes the 2 s stop; elapsed must not.
            #expect(result.duration >= 2)
            #expect(elapsed <= result.duration - 1.5, "elapsed \(elapsed) s of a \(result.duration) s run with 2 s stopped")
        }
    }
}

extension EndToEnd {
    /// The other signals whose default action ends a process: where meter has something to put right (a
    /// window title, the terminal's indicator, a PID file, a socket file) it does so, then dies of the signal.
    @Suite("Signals that end meter by default") struct EndingSignals {
        static let signals: [Int32] = [
            SIGQUIT, SIGUSR1, SIGUSR2, SIGPWR, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSTKFLT, SIGIO, SIGSYS, SIGTRAP,
        ]

        static let saveTitle = "\u{1B}[22;2t"
        static let restoreTitle = "\u{1B}[23;2t"

        /// `meter ARGUMENTS` through `sh`, without core files (several of these signals dump core), its
        /// process ID written to DIRECTORY/seen and its home DIRECTORY/home.
        static func command(_ arguments: [String], in directory: TemporaryDirectory) -> [String] {
            mkdir(directory.file("home"), 0o700)
            return ["/bin/sh", "-c", "ulimit -c 0; echo $$ > \"$0/seen\"; HOME=\"$0/home\" exec \"$@\"", directory.path, MeterBinary.path]
                + arguments
        }

        /// Whether DIRECTORY still holds the PID file, or the socket file of the meter that ran there.
        static func leftovers(in directory: TemporaryDirectory) -> [String] {
            let pid = String(decoding: directory.read("seen"), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !pid.isEmpty else { return ["no process ID in \(directory.file("seen"))"] }
            let folder = Control.hasRuntimeFolder ? "/run/user/\(geteuid())" : directory.file("home/.meter")
            return [directory.file("pid"), "\(folder)/meter-\(pid).socket"].filter { FileManager.default.fileExists(atPath: $0) }
        }

        @Test("on a terminal: the last line, the title put back and the indicator removed, then death by the signal",
              arguments: signals)
        func drawn(signal: Int32) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = PseudoTerminal.runner(
                in: directory, mode: .foreground, event: .signal(signal),
                command: Self.command(
                    ["-i", "0.1", "-s", "1G", "-F", "%b", "-x", "windowtitle", "--terminal-progress", "always",
                     "-P", directory.file("pid")], in: directory))
            runner.stdin = .script(Signals.trickle(TestData.random(100_000, seed: 117)))
            runner.run()
            let capture = PseudoTerminal.capture(in: directory)
            #expect(capture.status == "signaled \(signal)")
            let text = capture.screenText
            #expect(text.components(separatedBy: Self.saveTitle).count == 2, "saved once: \(text.debugDescription)")
            #expect(text.components(separatedBy: Self.restoreTitle).count == 2, "restored once: \(text.debugDescription)")
            let indicator = TerminalProgressIndicator.self
            #expect(indicator.distinct(indicator.sequences(text)) == [indicator.osc(1, 0), indicator.osc(0, 0)])
            // After the last line and its newline: the last title, the one saved put back, the indicator removed.
            let tail = text.components(separatedBy: "\r\n").last ?? ""
            #expect(tail.range(of: "^\u{1B}\\]2;[^\u{1B}]*\u{1B}\\\\\u{1B}\\[23;2t\u{1B}\\]9;4;0;0\u{1B}\\\\$", options: .regularExpression) != nil,
                    "\(tail.debugDescription)")
            #expect(Self.leftovers(in: directory) == [])
        }

        /// Watching has no timer of its own: SIGALRM ends it as the others do. A copy's timer is SIGALRM, so one
        /// sent from outside only interrupts a wait, as the timer's own do.
        @Test("SIGALRM ends -d, titles put back; a copy, whose timer it is, goes on")
        func alarm() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.write("data", TestData.random(1000, seed: 118))
            let sleeper = try Watch.Background(#"exec sleep 20 < "$DIR/data""#, environment: ["DIR": directory.path])
            defer { sleeper.stop() }
            var runner = PseudoTerminal.runner(
                in: directory, mode: .foreground, event: .signal(SIGALRM),
                command: Self.command(["-d", "\(sleeper.pid)", "-i", "0.1", "-x", "windowtitle", "-P", directory.file("pid")], in: directory))
            runner.run()
            let capture = PseudoTerminal.capture(in: directory)
            #expect(capture.status == "signaled \(SIGALRM)")
            #expect(capture.screenText.components(separatedBy: Self.restoreTitle).count == 2, "\(capture.screenText.debugDescription)")
            #expect(Self.leftovers(in: directory) == [])

            var copy = Runner.meter(["-q"])
            copy.stdin = .script([.write([1, 2, 3]), .pause(1), .write([4])])
            copy.actions = [RunAction(trigger: .stdoutCount(3), effect: .signal(SIGALRM))]
            let copied = copy.run()
            #expect(copied.termination == .exited(0))
            #expect(copied.stdout == [1, 2, 3, 4])
        }

        /// A signal ignored when meter starts (a background job's SIGQUIT, here SIGUSR1) stays ignored.
        @Test("a signal inherited as ignored stays ignored")
        func inheritedIgnored() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = Runner.shell(#"trap '' USR1; exec "$METER" -q -P "$1/pid""#, [directory.path])
            runner.stdin = .script([.write([1, 2, 3]), .pause(1.5), .write([4])])
            runner.actions = [RunAction(trigger: .stdoutCount(3), effect: .signal(SIGUSR1), delay: 0.3)]
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdout == [1, 2, 3, 4])
            #expect(!FileManager.default.fileExists(atPath: directory.file("pid")))
        }
    }
}
