import Foundation
import Testing

extension EndToEnd {
    /// Plain lines at a listener's pace, replayed on the virtual clock: a hundred seconds of a stream that
    /// stalls for 25 of them, compared line for line with Golden/long.*.stderr (`METER_UPDATE_GOLDEN=1`
    /// writes them afresh).
    @Suite("An accessible pace") struct AccessiblePace {
        static let script = ReplayGoldenTests.golden.appendingPathComponent("long.script").path

        static func replay(_ arguments: [String], environment: [String: String] = [:]) -> RunResult {
            let result = ReplayGoldenTests.runMeter(
                ["--replay", script, "-N", "replay"] + arguments, environment: ["LANG": "C.UTF-8"].merging(environment) { $1 })
            #expect(result.termination == .exited(0))
            #expect(result.stdout == ReplayGoldenTests.seqText(bytes: 750 << 10))
            return result
        }

        static func expectGolden(_ result: RunResult, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let file = ReplayGoldenTests.golden.appendingPathComponent("long.\(name).stderr")
            if ProcessInfo.processInfo.environment["METER_UPDATE_GOLDEN"] == "1" { try Data(result.stderr).write(to: file) }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(result.stderrText == expected, sourceLocation: sourceLocation)
        }

        /// Without a total: a line at the start, one every 30 seconds while data moves, the stall said once 10
        /// seconds after the data stopped, the moment it moves again, and the summary. After 40 seconds a line
        /// says how the rate goes: the last 10 s at 10 KiB/s against 30 s that held the stall, speeding up.
        @Test func withoutATotalALineEveryThirtySecondsAndTheStall() throws {
            let result = Self.replay(["--plain"])
            try Self.expectGolden(result, "plain")
            #expect(result.stderrLines == [
                "replay: 0B",
                "replay: 300KiB, 10KiB/s, 0:00:30 elapsed",
                "replay: stalled at 400KiB, nothing for 0:00:10",
                "replay: moving again, 410KiB, 10KiB/s, 0:01:06 elapsed",
                "replay: 710KiB, 10KiB/s, speeding up, 0:01:36 elapsed",
                "replay: 750KiB, 7.5KiB/s average, took 0:01:40",
            ])
        }

        /// With a total: a line at each tenth, and the stall and its end between them.
        @Test func withATotalEachTenthAndTheStall() throws {
            let result = Self.replay(["--plain", "-s", "750K"])
            try Self.expectGolden(result, "plain-total")
            let lines = result.stderrLines
            #expect(lines.count == 14)
            #expect(lines[6] == "replay: stalled at 53% 400KiB of 750KiB, nothing for 0:00:10")
            #expect(lines[7].hasPrefix("replay: moving again, 54% 410KiB of 750KiB, 10KiB/s, "))
        }

        /// The pace and the stall in the reader's language, with the decimal comma of the locale.
        @Test func theStallIsSaidInTheLanguageOfTheLocale() {
            let result = Self.replay(["--plain"], environment: ["LANG": "fr_FR.UTF-8", "LANGUAGE": "fr"])
            #expect(result.stderrLines == [
                "replay: 0B",
                "replay: 300KiB, 10KiB/s, écoulé 0:00:30",
                "replay: bloqué à 400KiB, rien pendant 0:00:10",
                "replay: reprise, 410KiB, 10KiB/s, écoulé 0:01:06",
                "replay: 710KiB, 10KiB/s, en accélération, écoulé 0:01:36",
                "replay: 750KiB, 7,5KiB/s en moyenne, durée 0:01:40",
            ])
        }

        /// An interval given sets a pace of its own: a line every 10 seconds while data moves.
        @Test func anIntervalSetsAPaceOfItsOwn() throws {
            let result = Self.replay(["--plain", "-i", "10"])
            try Self.expectGolden(result, "plain-interval")
            #expect(result.stderrLines.count == 11)
        }

        /// `ACCESSIBLE=1` is `--plain` where meter draws (a replay draws, as `-f`); `--no-plain` and `-n` win.
        @Test func accessibleIsPlainUnlessAFlagSaysOtherwise() {
            let plain = Self.replay(["--plain"])
            #expect(Self.replay([], environment: ["ACCESSIBLE": "1"]).stderr == plain.stderr)
            #expect(Self.replay(["-s", "750K"], environment: ["ACCESSIBLE": "1"]).stderr == Self.replay(["--plain", "-s", "750K"]).stderr)
            let drawn = Self.replay(["--no-plain"], environment: ["ACCESSIBLE": "1"])
            #expect(drawn.stderrText.contains("\r"))
            #expect(Self.replay(["-n"], environment: ["ACCESSIBLE": "1"]).stderrLines.allSatisfy { Int($0) != nil })
            #expect(Self.replay([], environment: ["ACCESSIBLE": "0"]).stderrText.contains("\r"))
        }

        /// Off a terminal, `ACCESSIBLE` draws nothing that would not be drawn without it.
        @Test func accessibleDoesNotDrawOffATerminal() {
            var runner = Runner.meter(["-s", "1000"])
            runner.environment["ACCESSIBLE"] = "1"
            runner.stdin = .bytes(Array(repeating: 65, count: 1000))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty)
        }
    }
}
