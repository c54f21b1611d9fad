import Glibc
import Testing

extension EndToEnd {
    /// meter with standard error on a pseudo-terminal (no `-f`): drawn in the foreground, silent in the background.
    @Suite("Pseudo-terminal") struct Terminal {
        static func slowWriter(_ data: [UInt8]) -> [WriterStep] {
            let half = data.count / 2
            return [.write(Array(data[0..<half])), .pause(0.6), .write(Array(data[half...]))]
        }

        /// `meter -i 0.1 -s 500000` on a pseudo-terminal `columns` wide, in `mode`, fed `data` by `slowWriter`,
        /// `environment` added: expects a clean copy and returns what the terminal showed.
        static func drawn(
            mode: PseudoTerminal.Mode, columns: Int = 60, environment: [String: String] = [:], data: [UInt8],
            sourceLocation: SourceLocation = #_sourceLocation
        ) -> PseudoTerminal.Capture {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = PseudoTerminal.runner(in: directory, mode: mode, columns: columns,
                                               command: [MeterBinary.path, "-i", "0.1", "-s", "500000"])
            runner.environment.merge(environment) { $1 }
            runner.stdin = .script(Self.slowWriter(data))
            let result = runner.run()
            #expect(result.termination == .exited(0), "\(result.stderrText)", sourceLocation: sourceLocation)
            expectSameBytes(result.stdout, data, sourceLocation: sourceLocation)
            return PseudoTerminal.capture(in: directory)
        }

        @Test("in the foreground: frames at the terminal's width, and the last one ends its line")
        func foregroundDraws() throws {
            let data = TestData.random(500_000, seed: 131)
            let capture = Self.drawn(mode: .foreground, columns: 72, data: data)
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
            let plainScreen = Self.drawn(mode: .foreground, columns: 72, environment: ["NO_COLOR": "1"], data: data).screenText
            #expect(plainScreen.hasSuffix("\r\n"))
            #expect(!plainScreen.contains("\u{1B}"), "\(plainScreen.debugDescription)")
            for frame in Frames.all(plainScreen) { #expect(Frames.columns(frame) == 72, "\(frame.debugDescription)") }
        }

        @Test("in a background process group: nothing drawn, never stopped, even with stty tostop")
        func backgroundDrawsNothing() {
            let capture = Self.drawn(mode: .background, data: TestData.random(500_000, seed: 132))
            #expect(capture.status == "exited 0", "a background meter was \(capture.status)")
            #expect(capture.screen.isEmpty, "drawn from the background: \(capture.screenText.debugDescription)")
        }

        /// `meter -i 0.1` in the foreground, fed a trickle of `data`, with `event` once it has drawn a frame: the
        /// runner's side ends cleanly and promptly, and what came out is what went in, up to where it stopped.
        static func interrupted(
            by event: PseudoTerminal.Event, data: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
        ) -> PseudoTerminal.Capture {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = PseudoTerminal.runner(in: directory, mode: .foreground, event: event,
                                               command: [MeterBinary.path, "-i", "0.1"])
            runner.stdin = .script(Signals.trickle(data))
            let result = runner.run()
            #expect(result.termination == .exited(0), "\(result.stderrText)", sourceLocation: sourceLocation)
            #expect(result.duration < 15, sourceLocation: sourceLocation)
            expectSameBytes(result.stdout, Array(data[0..<result.stdoutCount]), sourceLocation: sourceLocation)
            return PseudoTerminal.capture(in: directory)
        }

        @Test("Ctrl-C typed on the terminal: the final line ends, then meter dies of SIGINT")
        func controlC() {
            let capture = Self.interrupted(by: .controlC, data: TestData.random(200_000, seed: 133))
            #expect(capture.status == "signaled \(SIGINT)")
            #expect(capture.drawnText.hasSuffix("\r\n"), "\(capture.screenText.debugDescription)")
        }

        /// The terminal goes away mid-transfer (a closed terminal window): meter gets SIGHUP, its writes to the
        /// terminal fail from then on, and it must still end promptly, dying of SIGHUP.
        @Test("the terminal hangs up: meter dies of SIGHUP, promptly")
        func hangUp() {
            let capture = Self.interrupted(by: .hangUp, data: TestData.random(200_000, seed: 134))
            #expect(capture.status == "signaled \(SIGHUP)")
        }
    }
}
