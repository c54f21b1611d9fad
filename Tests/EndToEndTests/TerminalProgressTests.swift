import Glibc
import Testing

extension EndToEnd {
    /// The terminal's own progress indicator (OSC 9;4), byte for byte on a pseudo-terminal: each state and
    /// each way out, and none where it must not be written.
    @Suite("The terminal's progress indicator") struct TerminalProgressIndicator {
        static func osc(_ state: Int, _ percent: Int) -> String { "\u{1B}]9;4;\(state);\(percent)\u{1B}\\" }

        /// Every OSC 9;4 sequence on `screen`, in order (tmux's wrapping included, when there is one).
        static func sequences(_ screen: String) -> [String] {
            var found: [String] = []
            var rest = Substring(screen)
            let starts = ["\u{1B}Ptmux;\u{1B}\u{1B}]9;4;", "\u{1B}]9;4;"]
            while let start = starts.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
                let wrapped = rest[start].hasPrefix("\u{1B}P")
                let end = wrapped ? "\u{1B}\u{1B}\\\u{1B}\\" : "\u{1B}\\"
                guard let stop = rest[start.upperBound...].range(of: end) else { break }
                found.append(String(rest[start.lowerBound..<stop.upperBound]))
                rest = rest[stop.upperBound...]
            }
            return found
        }

        /// `sequences` with each run of one sequence written once.
        static func distinct(_ sequences: [String]) -> [String] {
            sequences.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
        }

        /// `meter ARGUMENTS` on a pseudo-terminal with `environment`, fed `stdin`; what the terminal showed.
        static func run(
            _ arguments: [String], environment: [String: String] = [:], stdin: StandardInput = .null,
            mode: PseudoTerminal.Mode = .foreground, event: PseudoTerminal.Event = .none, actions: [RunAction] = []
        ) -> (capture: PseudoTerminal.Capture, result: RunResult) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = PseudoTerminal.runner(in: directory, mode: mode, event: event, command: [MeterBinary.path] + arguments)
            runner.environment.merge(environment) { $1 }
            runner.stdin = stdin
            runner.actions = actions
            let result = runner.run()
            return (PseudoTerminal.capture(in: directory), result)
        }

        static let steady = ReplayGoldenTests.golden.appendingPathComponent("steady.script").path
        static let unknown = ReplayGoldenTests.golden.appendingPathComponent("unknown.script").path

        @Test("a replay with a total: the percentage at each frame, then the indicator removed")
        func normalState() {
            let (capture, _) = Self.run(["--replay", Self.steady, "-s", "640K", "--terminal-progress", "always"])
            #expect(capture.status == "exited 0")
            #expect(Self.sequences(capture.screenText) == [20, 40, 60, 80, 100].map { Self.osc(1, $0) } + [Self.osc(0, 0)])
            #expect(capture.screenText.hasSuffix(Self.osc(0, 0)))
        }

        @Test("without a total: indeterminate")
        func indeterminateState() {
            let (capture, _) = Self.run(["--replay", Self.unknown, "--terminal-progress", "always"])
            #expect(Self.sequences(capture.screenText) == Array(repeating: Self.osc(3, 0), count: 3) + [Self.osc(0, 0)])
        }

        @Test("auto: only where the terminal is known to show it, and not inside tmux", arguments: [
            (["WT_SESSION": "5b1c"], true), (["TERM_PROGRAM": "WezTerm"], true), (["VTE_VERSION": "8201"], true),
            (["TERM_PROGRAM": "iTerm.app", "TERM_FEATURES": "T3LrMSc7UUw9Ts3BFGsSyHNoSxFP"], true),
            ([:], false), (["TERM_PROGRAM": "iTerm.app", "TERM_FEATURES": "T3LrMSc7"], false), (["VTE_VERSION": "7600"], false),
            (["WT_SESSION": "5b1c", "TMUX": "/tmp/tmux-1000/default,4242,0"], false),
            (["WT_SESSION": "5b1c", "METER_TERMINAL_PROGRESS": "never"], false), (["METER_TERMINAL_PROGRESS": "always"], true),
        ] as [([String: String], Bool)])
        func allowList(environment: [String: String], shown: Bool) {
            let (capture, _) = Self.run(["--replay", Self.unknown], environment: environment)
            #expect(Self.sequences(capture.screenText).isEmpty != shown, "\(capture.screenText.debugDescription)")
        }

        @Test("never under TERM=dumb, off a terminal, with never, or with -q, even when asked for")
        func neverWhereItMustNot() {
            let dumb = Self.run(["--replay", Self.unknown, "--terminal-progress", "always"], environment: ["TERM": "dumb"])
            #expect(!dumb.capture.screenText.contains("\u{1B}]9"))
            let never = Self.run(["--replay", Self.unknown, "--terminal-progress", "never"], environment: ["WT_SESSION": "1"])
            #expect(!never.capture.screenText.contains("\u{1B}]9"))
            let quiet = Self.run(["-q", "--terminal-progress", "always"], stdin: .bytes(Array(repeating: 1, count: 100)))
            #expect(quiet.capture.screen.isEmpty)
            var pipe = Runner.meter(["--replay", Self.unknown, "--terminal-progress", "always"])
            pipe.environment["WT_SESSION"] = "1"
            let offTerminal = pipe.run()
            #expect(offTerminal.termination == .exited(0))
            #expect(!offTerminal.stderr.contains(0x1B))
        }

        @Test("inside tmux, always wraps it for tmux's passthrough")
        func tmuxPassthrough() {
            let (capture, _) = Self.run(
                ["--replay", Self.unknown, "--terminal-progress", "always"], environment: ["TMUX": "/tmp/tmux-1000/default,4242,0"])
            let wrapped = { (state: Int, percent: Int) in "\u{1B}Ptmux;\u{1B}\u{1B}]9;4;\(state);\(percent)\u{1B}\u{1B}\\\u{1B}\\" }
            #expect(Self.sequences(capture.screenText) == Array(repeating: wrapped(3, 0), count: 3) + [wrapped(0, 0)])
        }

        /// A trickle far from its 1 GiB total: 0 % at every frame, whatever the timing.
        static let live = ["-i", "0.1", "-s", "1G", "--terminal-progress", "always"]

        @Test("Ctrl-C: removed after the last line, before meter dies of SIGINT")
        func controlC() {
            let (capture, _) = Self.run(Self.live, stdin: .script(Signals.trickle(TestData.random(100_000, seed: 191))), event: .controlC)
            #expect(capture.status == "signaled \(SIGINT)")
            #expect(Self.distinct(Self.sequences(capture.drawnText)) == [Self.osc(1, 0), Self.osc(0, 0)])
            #expect(capture.drawnText.hasSuffix("\r\n" + Self.osc(0, 0)), "\(capture.screenText.suffix(80).debugDescription)")
        }

        @Test("SIGTERM: removed after the last line, before meter dies of it")
        func terminated() {
            let (capture, _) = Self.run(Self.live, stdin: .script(Signals.trickle(TestData.random(100_000, seed: 195))), event: .terminate)
            #expect(capture.status == "signaled \(SIGTERM)")
            #expect(Self.distinct(Self.sequences(capture.screenText)) == [Self.osc(1, 0), Self.osc(0, 0)])
            #expect(capture.screenText.hasSuffix("\r\n" + Self.osc(0, 0)), "\(capture.screenText.suffix(80).debugDescription)")
        }

        /// An input that cannot be opened: the others are copied, the indicator in error from the first
        /// frame, removed when meter ends with pv's status for it.
        @Test("an input that cannot be opened: the error state while the rest is copied, removed at the end")
        func anErrorEnd() {
            let data = TestData.random(20_000, seed: 196)
            let (capture, result) = Self.run(
                ["-i", "0.1", "-s", "1G", "--terminal-progress", "always", "/nonexistent/input", "-"],
                stdin: .script(Signals.trickle(data, seconds: 1.5)))
            #expect(capture.status == "exited 2")
            expectSameBytes(result.stdout, data)
            #expect(Self.distinct(Self.sequences(capture.screenText)) == [Self.osc(2, 0), Self.osc(0, 0)])
            #expect(capture.screenText.hasSuffix(Self.osc(0, 0)))
        }

        @Test("Ctrl-Z and fg: paused while stopped, running again at once after")
        func stopAndContinue() {
            let data = TestData.random(30_000, seed: 192)
            let (capture, result) = Self.run(Self.live, stdin: .script(Signals.trickle(data, seconds: 2.5)), event: .controlZ)
            #expect(capture.status == "exited 0")
            expectSameBytes(result.stdout, data)
            #expect(Self.distinct(Self.sequences(capture.screenText)) == [Self.osc(1, 0), Self.osc(4, 0), Self.osc(1, 0), Self.osc(0, 0)])
        }

        @Test("a background job: nothing while in the background, shown in the foreground, removed from the background")
        func backgroundJob() {
            let data = TestData.random(30_000, seed: 193)
            let (capture, result) = Self.run(
                Self.live, stdin: .script(Signals.trickle(data, seconds: 3)), mode: .background, event: .foregroundUntilAFrame)
            #expect(capture.status == "exited 0")
            expectSameBytes(result.stdout, data)
            #expect(Self.distinct(Self.sequences(capture.screenText)) == [Self.osc(1, 0), Self.osc(0, 0)])
            // The last thing written: the removal, from the background, right after the last frame's line.
            #expect(capture.screenText.hasSuffix("\r" + Self.osc(0, 0)), "\(capture.screenText.suffix(80).debugDescription)")
            #expect(!capture.screenText.hasSuffix("\n" + Self.osc(0, 0)), "a final frame was drawn from the background")
        }

        @Test("a reader that closes early: removed as meter ends quietly")
        func readerGone() {
            let (capture, result) = Self.run(
                Self.live, stdin: .script(Signals.trickle(TestData.random(100_000, seed: 194))),
                actions: [RunAction(trigger: .stdoutCount(5_000), effect: .closeStdout)])  // about a second in, frames drawn
            #expect(capture.status == "exited 0")
            #expect(result.duration < 15)
            #expect(Self.distinct(Self.sequences(capture.screenText)) == [Self.osc(1, 0), Self.osc(0, 0)])
            #expect(capture.screenText.hasSuffix(Self.osc(0, 0)))
        }

        /// `-E` skips an unreadable part and goes on: from then on the indicator shows an error.
        @Test("a run that goes on after an error: the error state until the end", .enabled(if: PreloadedShim.meterCanLoadOne, PreloadedShim.unloadable))
        func errorState() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (runner, _, file) = try SkipErrors.setUp([], in: directory)
            let (capture, _) = Self.run(
                ["-E", "-i", "0.1", "-L", "10K", "--terminal-progress", "always", file],
                environment: ["LD_PRELOAD": runner.environment["LD_PRELOAD"] ?? ""])
            #expect(capture.status == "exited 16")
            let states = Self.sequences(capture.screenText).map { $0.dropFirst("\u{1B}]9;4;".count).prefix(1) }
            #expect(states.first == "1" && states.last == "0", "\(states)")
            // Normal until the error, then an error, never normal again.
            let firstError = try #require(states.firstIndex(of: "2"))
            #expect(states[..<firstError].allSatisfy { $0 == "1" })
            #expect(states[firstError...].dropLast().allSatisfy { $0 == "2" })
        }
    }
}
