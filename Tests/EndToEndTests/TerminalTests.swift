import Glibc
import Testing

extension EndToEnd {
    /// meter with standard error on a pseudo-terminal (no `-f`): drawn in the foreground, silent in the background.
    @Suite("Pseudo-terminal") struct Terminal {
        static func slowWriter(_ data: [UInt8]) -> [WriterStep] {
            let half = data.count / 2
            return [.write(Array(data[0..<half])), .pause(0.6), .write(Array(data[half...]))]
        }

        @Test("in the foreground: frames at the terminal's width, and the last one ends its line")
        func foregroundDraws() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(500_000, seed: 131)
            var runner = PseudoTerminal.runner(in: directory, mode: .foreground, columns: 72,
                                               command: [MeterBinary.path, "-i", "0.1", "-s", "500000"])
            runner.stdin = .script(Self.slowWriter(data))
            let result = runner.run()
            #expect(result.termination == .exited(0), "\(result.stderrText)")
            expectSameBytes(result.stdout, data)
            let capture = PseudoTerminal.capture(in: directory)
            #expect(capture.status == "exited 0")
            let screen = capture.screenText
            #expect(screen.contains("\r"), "nothing drawn: \(screen.debugDescription)")
            // The terminal turns meter's final "\n" into "\r\n".
            #expect(screen.hasSuffix("\r\n"), "\(screen.debugDescription)")
            let frames = Frames.all(screen)
            #expect(frames.count >= 3, "\(frames)")
            // The width comes from the terminal (TIOCGWINSZ): every frame fills exactly its 72 columns.
            // The terminal gets colour; meter changes no terminal state: its only control sequences are colours
            // (SGR, `ESC [ … m`), and every frame that sets one resets it before it ends.
            for frame in frames {
                let (sequences, visible) = Frames.escapes(frame)
                #expect(Frames.columns(visible) == 72, "\(visible.debugDescription)")
                let nonColour = sequences.filter { !($0.hasPrefix("\u{1B}[") && $0.hasSuffix("m")) }
                #expect(nonColour.isEmpty, "control sequences other than colour: \(nonColour.map(\.debugDescription))")
                if let last = sequences.last { #expect(last == "\u{1B}[0m" || last == "\u{1B}[m", "\(frame.debugDescription)") }
            }
            let last = try #require(frames.last)
            #expect(Frames.escapes(last).visible.contains("100%"))

            // With NO_COLOR, plain text only.
            let plainDirectory = TemporaryDirectory()
            defer { plainDirectory.remove() }
            var plain = PseudoTerminal.runner(in: plainDirectory, mode: .foreground, columns: 72,
                                              command: [MeterBinary.path, "-i", "0.1", "-s", "500000"])
            plain.environment["NO_COLOR"] = "1"
            plain.stdin = .script(Self.slowWriter(data))
            let plainResult = plain.run()
            #expect(plainResult.termination == .exited(0))
            expectSameBytes(plainResult.stdout, data)
            let plainScreen = PseudoTerminal.capture(in: plainDirectory).screenText
            #expect(plainScreen.hasSuffix("\r\n"))
            #expect(!plainScreen.contains("\u{1B}"), "\(plainScreen.debugDescription)")
            for frame in Frames.all(plainScreen) { #expect(Frames.columns(frame) == 72, "\(frame.debugDescription)") }
        }

        @Test("in a background process group: nothing drawn, never stopped, even with stty tostop")
        func backgroundDrawsNothing() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(500_000, seed: 132)
            var runner = PseudoTerminal.runner(in: directory, mode: .background,
                                               command: [MeterBinary.path, "-i", "0.1", "-s", "500000"])
            runner.stdin = .script(Self.slowWriter(data))
            let result = runner.run()
            #expect(result.termination == .exited(0), "\(result.stderrText)")
            expectSameBytes(result.stdout, data)
            let capture = PseudoTerminal.capture(in: directory)
            #expect(capture.status == "exited 0", "a background meter was \(capture.status)")
            #expect(capture.screen.isEmpty, "drawn from the background: \(capture.screenText.debugDescription)")
        }

        @Test("Ctrl-C typed on the terminal: the final line ends, then meter dies of SIGINT")
        func controlC() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(200_000, seed: 133)
            var runner = PseudoTerminal.runner(in: directory, mode: .foreground, event: .controlC,
                                               command: [MeterBinary.path, "-i", "0.1"])
            runner.stdin = .script(Signals.trickle(data))
            let result = runner.run()
            #expect(result.termination == .exited(0), "\(result.stderrText)")
            #expect(result.duration < 15)
            let capture = PseudoTerminal.capture(in: directory)
            #expect(capture.status == "signaled \(SIGINT)")
            #expect(capture.screenText.hasSuffix("\r\n"), "\(capture.screenText.debugDescription)")
            expectSameBytes(result.stdout, Array(data[0..<result.stdoutCount]))
        }

        /// The terminal goes away mid-transfer (a closed terminal window): meter gets SIGHUP, its writes to the
        /// terminal fail from then on, and it must still end promptly, dying of SIGHUP.
        @Test("the terminal hangs up: meter dies of SIGHUP, promptly")
        func hangUp() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(200_000, seed: 134)
            var runner = PseudoTerminal.runner(in: directory, mode: .foreground, event: .hangUp,
                                               command: [MeterBinary.path, "-i", "0.1"])
            runner.stdin = .script(Signals.trickle(data))
            let result = runner.run()
            #expect(result.termination == .exited(0), "\(result.stderrText)")
            #expect(result.duration < 15)
            #expect(PseudoTerminal.capture(in: directory).status == "signaled \(SIGHUP)")
            expectSameBytes(result.stdout, Array(data[0..<result.stdoutCount]))
        }
    }
}
