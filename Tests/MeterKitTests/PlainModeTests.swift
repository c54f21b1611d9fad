import TestSupport
import Testing
@testable import MeterKit

/// Plain mode: append-only lines in words, from scripted counts on a manual clock.
@Suite struct PlainModeTests {
    /// Runs a meter over `counts` (units added in each second) and returns what plain mode wrote.
    func run(
        total: UInt64?, counts: [UInt64], name: String? = "backup", unit: CountingUnit = .bytes, interval: Double = 1,
        quietSeconds: Double = PlainDisplay.defaultQuietSeconds, words: PlainText = PlainText(), heartbeat: Double? = nil
    ) -> String {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 80)
        let meter = DrawnMeter(
            total: total, unit: unit, display: PlainDisplay(target: target, words: words, pace: .init(quietSeconds: quietSeconds, heartbeat: heartbeat)),
            clock: clock,
            timing: .init(interval: interval))
        meter.meter.name = name
        meter.update()
        for count in counts {
            let steps = Int((1 / interval).rounded())
            for _ in 0..<steps {
                meter.add(count / UInt64(steps))
                clock.advance(by: interval)
                meter.update()
            }
        }
        meter.finish()
        return target.text
    }

    @Test func aLineAtTheStartAtEachTenthAndAtTheEnd() {
        let mib: UInt64 = 1 << 20
        let text = run(total: 1 << 30, counts: Array(repeating: 40 * mib, count: 25) + [24 * mib])
        // 40 MiB a second, 24 in the last: each line is the first frame past a tenth (89.8 % is not 90).
        #expect(text == """
            backup: 0% 0B of 1.0GiB
            backup: 11% 120MiB of 1.0GiB, 40MiB/s, 0:00:23 left
            backup: 23% 240MiB of 1.0GiB, 40MiB/s, 0:00:20 left
            backup: 31% 320MiB of 1.0GiB, 40MiB/s, 0:00:18 left
            backup: 42% 440MiB of 1.0GiB, 40MiB/s, 0:00:15 left
            backup: 50% 520MiB of 1.0GiB, 40MiB/s, 0:00:13 left
            backup: 62% 640MiB of 1.0GiB, 40MiB/s, 0:00:10 left
            backup: 70% 720MiB of 1.0GiB, 40MiB/s, 0:00:08 left
            backup: 82% 840MiB of 1.0GiB, 40MiB/s, 0:00:05 left
            backup: 93% 960MiB of 1.0GiB, 40MiB/s, 0:00:02 left
            backup: 100% 1.0GiB of 1.0GiB, 24MiB/s, 0:00:00 left
            backup: 100% 1.0GiB of 1.0GiB, 39MiB/s average, took 0:00:26

            """)
    }

    @Test func aQuickCopyWritesTheStartAndTheSummary() {
        let text = run(total: 500, counts: [], name: nil)
        #expect(text == "0% 0B of 500B\n0% 0B of 500B, 0B/s average, took 0:00:00\n")
    }

    @Test func withNoTotalAtMostOneLineEveryThirtySecondsWhileDataMoves() {
        // 70 s of data, a line at the start and one every 30 s, the first frame 30 s after the last line.
        let text = run(total: nil, counts: Array(repeating: 1000, count: 70), name: "logs", unit: .lines, interval: 0.5)
        #expect(text == """
            logs: 0 lines
            logs: 30k lines, 1.0k lines/s, 0:00:30 elapsed
            logs: 60k lines, 1.0k lines/s, steady, 0:01:00 elapsed
            logs: 70k lines, 1.0k lines/s average, took 0:01:10

            """)
    }

    @Test func aPaceOfItsOwnWithAnInterval() {
        // 25 s of data, a 20 s stall, then 5 s more, a line every 10 s (`-i 10`'s pace) while data moves.
        let counts: [UInt64] = Array(repeating: 1000, count: 25) + Array(repeating: 0, count: 20) + Array(repeating: 2000, count: 5)
        let text = run(total: nil, counts: counts, name: "logs", unit: .lines, interval: 0.5, quietSeconds: 10)
        // Lines at 10, 20 and 30 s (data moved since the one at 20 s); the stall said once, 10 s after the
        // last frame that saw data move (25 s); and when the data moves again, a line that says so.
        #expect(text == """
            logs: 0 lines
            logs: 10k lines, 1.0k lines/s, 0:00:10 elapsed
            logs: 20k lines, 1.0k lines/s, 0:00:20 elapsed
            logs: 25k lines, 0 lines/s, 0:00:30 elapsed
            logs: stalled at 25k lines, nothing for 0:00:10
            logs: moving again, 26k lines, 2.0k lines/s, 0:00:45 elapsed
            logs: 35k lines, 700 lines/s average, took 0:00:50

            """)
    }

    @Test func aStallIsSaidOnceAndItsEndToo() {
        let mib: UInt64 = 1 << 20
        // 10 s at 10 MiB/s, 15 s of nothing, then the rest at 20 MiB/s (the ETA from the 30 s window's average).
        let counts = Array(repeating: 10 * mib, count: 10) + Array(repeating: 0, count: 15) + Array(repeating: 20 * mib, count: 5)
        let text = run(total: 200 * mib, counts: counts)
        #expect(text == """
            backup: 0% 0B of 200MiB
            backup: 10% 20MiB of 200MiB, 10MiB/s, 0:00:18 left
            backup: 20% 40MiB of 200MiB, 10MiB/s, 0:00:16 left
            backup: 30% 60MiB of 200MiB, 10MiB/s, 0:00:14 left
            backup: 40% 80MiB of 200MiB, 10MiB/s, 0:00:12 left
            backup: 50% 100MiB of 200MiB, 10MiB/s, 0:00:10 left
            backup: stalled at 50% 100MiB of 200MiB, nothing for 0:00:10
            backup: moving again, 60% 120MiB of 200MiB, 20MiB/s, 0:00:18 left
            backup: 70% 140MiB of 200MiB, 20MiB/s, 0:00:12 left
            backup: 80% 160MiB of 200MiB, 20MiB/s, 0:00:07 left
            backup: 90% 180MiB of 200MiB, 20MiB/s, 0:00:04 left
            backup: 100% 200MiB of 200MiB, 20MiB/s, 0:00:00 left
            backup: 100% 200MiB of 200MiB, 6.7MiB/s average, took 0:00:30

            """)
    }

    @Test func theStallAndItsEndAreSaidInTheLanguage() {
        let counts: [UInt64] = Array(repeating: 1000, count: 25) + Array(repeating: 0, count: 20) + Array(repeating: 2000, count: 5)
        let words = PlainText(language: .german, separator: .comma)
        let text = run(total: nil, counts: counts, name: "logs", unit: .lines, interval: 0.5, quietSeconds: 10, words: words)
        #expect(text.contains("logs: stockt bei 25k Zeilen, 0:00:10 lang nichts\n"), "\(text)")
        #expect(text.contains("logs: läuft wieder, 26k Zeilen, 2,0k Zeilen/s, 0:00:45 vergangen\n"), "\(text)")
        #expect(!text.contains("stalled") && !text.contains("moving"))
    }

    /// Off a terminal, a log's heartbeat: a line whenever none came for a minute, a stall with how long it
    /// has lasted. On a terminal (no heartbeat) the stall is said once.
    @Test func aHeartbeatKeepsALogFromFallingSilent() {
        let counts: [UInt64] = Array(repeating: 1000, count: 10) + Array(repeating: 0, count: 180)
        #expect(run(total: nil, counts: counts, heartbeat: 60) == """
            backup: 0B
            backup: stalled at 9.8KiB, nothing for 0:00:10
            backup: stalled at 9.8KiB, nothing for 0:01:10
            backup: stalled at 9.8KiB, nothing for 0:02:10
            backup: 9.8KiB, 52B/s average, took 0:03:10

            """)
        #expect(run(total: nil, counts: counts) == """
            backup: 0B
            backup: stalled at 9.8KiB, nothing for 0:00:10
            backup: 9.8KiB, 52B/s average, took 0:03:10

            """)
    }

    /// Data that moves slowly with a total takes long to reach each tenth: the heartbeat says where it is.
    @Test func aHeartbeatBetweenSlowSteps() {
        #expect(run(total: 100_000, counts: Array(repeating: 100, count: 250), heartbeat: 60) == """
            backup: 0% 0B of 98KiB
            backup: 6% 5.9KiB of 98KiB, 100B/s, steady, 0:15:40 left
            backup: 10% 9.8KiB of 98KiB, 100B/s, steady, 0:15:00 left
            backup: 16% 16KiB of 98KiB, 100B/s, steady, 0:14:00 left
            backup: 20% 20KiB of 98KiB, 100B/s, steady, 0:13:20 left
            backup: 25% 24KiB of 98KiB, 100B/s average, took 0:04:10

            """)
    }

    @Test func noCarriageReturnNoEscapeNoGlyph() {
        let text = run(total: 1 << 20, counts: Array(repeating: 1 << 16, count: 20))
        #expect(!text.contains("\r"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII && ($0.value >= 0x20 || $0 == "\n") })
        #expect(text.split(separator: "\n").count == 12)
    }

    @Test func amountsInWords() {
        #expect(PlainText(si: false).amount(0, unit: .bytes).text == "0B")
        #expect(PlainText(si: false).amount(999, unit: .bytes).text == "999B")
        #expect(PlainText(si: false).amount(1000, unit: .bytes).text == "1.0KiB")
        #expect(PlainText(si: false).amount(9.96 * 1024, unit: .bytes).text == "10KiB")
        #expect(PlainText(si: false).amount(400 * 1_048_576, unit: .bytes).text == "400MiB")
        #expect(PlainText(si: true).amount(1_500_000, unit: .bytes).text == "1.5MB")
        #expect(PlainText(si: false).amount(37, unit: .records).text == "37")
        #expect(PlainText().rate(12, unit: .records) == "12 records/s")
    }
}
