import TestSupport
import Testing
@testable import MeterKit

/// Plain mode: append-only lines in words, from scripted counts on a manual clock.
@Suite struct PlainModeTests {
    /// Runs a meter over `counts` (units added in each second) and returns what plain mode wrote.
    func run(total: UInt64?, counts: [UInt64], name: String? = "backup", unit: CountingUnit = .bytes, interval: Double = 1) -> String {
        let clock = ManualClock()
        let target = CapturedTarget(columns: 80)
        let meter = DrawnMeter(
            total: total, unit: unit, display: PlainDisplay(target: target), clock: clock,
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

    @Test func withNoTotalAtMostOneLineEveryTenSecondsWhileDataMoves() {
        // 25 s of data, a 20 s stall, then 5 s more.
        let counts: [UInt64] = Array(repeating: 1000, count: 25) + Array(repeating: 0, count: 20) + Array(repeating: 2000, count: 5)
        let text = run(total: nil, counts: counts, name: "logs", unit: .lines, interval: 0.5)
        // A line at 30 s (data moved since the one at 20 s), none through the stall, and the next as soon as
        // data moves again, 15.5 s after the last.
        #expect(text == """
            logs: 0 lines
            logs: 10k lines, 1.0k lines/s, 0:00:10 elapsed
            logs: 20k lines, 1.0k lines/s, 0:00:20 elapsed
            logs: 25k lines, 0 lines/s, 0:00:30 elapsed
            logs: 26k lines, 2.0k lines/s, 0:00:45 elapsed
            logs: 35k lines, 700 lines/s average, took 0:00:50

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
