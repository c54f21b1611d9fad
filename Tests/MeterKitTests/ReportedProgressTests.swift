import TestSupport
import Testing
@testable import MeterKit

/// A meter that follows what a wrapped command reported (`--progress-from`), on a manual clock: its counts,
/// rates and ETA, and how frames, `--json`, plain lines, `-n` and the terminal's indicator show them.
@Suite struct ReportedProgressTests {
    static func percent(_ value: Double) -> ProgressReport {
        ProgressReport(unit: .percent, count: UInt64((value * 100).rounded()), total: 10_000, percent: value)
    }

    /// `drawn` follows `report`, and draws a frame a second later.
    static func follow(_ report: ProgressReport, on drawn: DrawnMeter, _ clock: VirtualClock) {
        drawn.meter.follow(report)
        clock.advance(by: 1.0)
        drawn.update()
    }

    @Test func untilTheFirstReportTheMeterCountsTheOutput() {
        let clock = VirtualClock()
        let meter = Meter(total: nil, clock: clock, timing: .init())
        meter.awaitReports()
        meter.add(512)
        let before = meter.frame(at: clock.now())
        #expect(before.unit == .bytes && before.count == 512 && before.progressReported == false && before.percentDone == nil)
        clock.advance(by: 1.0)
        meter.follow(Self.percent(10))
        let after = meter.frame(at: clock.now())
        #expect(after.unit == .percent && after.count == 1_000 && after.total == 10_000)
        #expect(after.progressReported == true && after.percentDone == 10)
        #expect(Meter(total: 5).snapshot().progressReported == nil)
    }

    @Test func rateAndETAAreMeasuredFromTheReports() {
        let clock = VirtualClock()
        let meter = Meter(total: nil, clock: clock, timing: .init())
        meter.add(1 << 20)
        clock.advance(by: 5.0)
        meter.follow(Self.percent(10))
        _ = meter.frame(at: clock.now())
        clock.advance(by: 2.0)
        meter.follow(Self.percent(30))
        let snapshot = meter.frame(at: clock.now())
        // 20 % in 2 s: 10 % a second (1000 hundredths), 70 % left: 7 s; the output's megabyte is forgotten.
        #expect(snapshot.rate == 1_000)
        #expect(snapshot.remainingSeconds == 7)
        #expect(snapshot.elapsedSeconds == 7)
    }

    @Test func aCountThatGoesBackStartsTheMeasureAgain() {
        let clock = VirtualClock()
        let meter = Meter(total: nil, clock: clock, timing: .init())
        meter.follow(ProgressReport(unit: .items, count: 90, total: 100))
        clock.advance(by: 1.0)
        meter.follow(ProgressReport(unit: .items, count: 3, total: 10))
        clock.advance(by: 1.0)
        meter.follow(ProgressReport(unit: .items, count: 5, total: 10))
        let snapshot = meter.frame(at: clock.now())
        #expect(snapshot.count == 5 && snapshot.total == 10 && snapshot.rate == 2)
    }

    @Test func thePrintedPercentageIsShownAsPrinted() {
        let clock = VirtualClock()
        let meter = Meter(total: nil, clock: clock, timing: .init())
        // rsync's 45 % of a total made from it: the percentage is rsync's, not the count over that total.
        meter.follow(ProgressReport(unit: .bytes, count: 1, total: 2, percent: 45))
        let snapshot = meter.frame(at: clock.now())
        #expect(snapshot.percentDone == 45 && snapshot.wholePercent == 45 && snapshot.fraction == 0.45)
        #expect(meter.indicatorProgress == (count: 4_500, total: 10_000) as (UInt64, UInt64?))
        meter.follow(ProgressReport(unit: .bytes, count: 1, total: 2))
        #expect(meter.indicatorProgress == (count: 1, total: 2) as (UInt64, UInt64?))
    }

    @Test func theTerminalsIndicatorShowsTheReportedPercentage() {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 80)
        let drawn = DrawnMeter(total: nil, display: UnseenDisplay(), clock: clock)
        drawn.board.showTerminalProgress(TerminalProgress(target: target, route: .direct))
        Self.follow(ProgressReport(unit: .bytes, count: 1, total: 2, percent: 45), on: drawn, clock)
        Self.follow(ProgressReport(unit: .bytes, count: 1, total: 1, percent: 100), on: drawn, clock)
        #expect(target.text == "\u{1B}]9;4;1;45\u{1B}\\\u{1B}]9;4;1;100\u{1B}\\")
    }

    // MARK: - How they are shown

    static func snapshot(_ unit: CountingUnit, count: UInt64, total: UInt64?, rate: Double, percent: Double? = nil) -> Snapshot {
        var snapshot = Snapshot(
            count: count, total: total, unit: unit, elapsed: 12.5, rate: rate, averageRate: rate, remaining: 37.5, isFinal: false)
        snapshot.reportedPercent = percent
        snapshot.progressReported = true
        return snapshot
    }

    @Test(arguments: [
        (snapshot(.percent, count: 4_520, total: 10_000, rate: 150, percent: 45.2), "45.2% [1.50%/s]  45% ETA 0:00:38"),
        (snapshot(.seconds, count: 83_450, total: 300_000, rate: 1_520), "0:01:23 [1.52x]  27% ETA 0:00:38"),
        (snapshot(.items, count: 37, total: 120, rate: 2.5), "  37  [2.50 /s]  30% ETA 0:00:38"),
        (snapshot(.bytes, count: 1_238_099_968, total: 2_751_333_262, rate: 60_534_046, percent: 45), "1.15GiB [57.7MiB/s]  45% ETA 0:00:38"),
    ] as [(Snapshot, String)])
    func framesShowTheReportsUnits(snapshot: Snapshot, frame: String) {
        var style = Style(glyphs: .ascii)
        style.template = Template.lenient("%b %r %{progress-amount-only} %e")
        #expect(Renderer.render(snapshot, style: style, width: 80) == frame)
    }

    @Test func jsonCarriesTheReportedValues() {
        #expect(JSONRecord.progress(Self.snapshot(.percent, count: 4_520, total: 10_000, rate: 150, percent: 45.2), id: nil)
            == #"{"v":1,"type":"progress","elapsed":12.5,"unit":"percent","count":45.2,"total":100.0,"percent":45.2,"reported":true,"rate":1.5,"average_rate":1.5,"eta":37.5,"name":null}"#)
        #expect(JSONRecord.progress(Self.snapshot(.seconds, count: 83_450, total: 300_000, rate: 1_520), id: nil)
            == #"{"v":1,"type":"progress","elapsed":12.5,"unit":"seconds","count":83.45,"total":300.0,"percent":27.8,"reported":true,"rate":1.52,"average_rate":1.52,"eta":37.5,"name":null}"#)
        var waiting = Snapshot(count: 6, total: nil, unit: .bytes, elapsed: 1, rate: 6, averageRate: 6, remaining: nil, isFinal: true)
        waiting.progressReported = false
        #expect(JSONRecord.summary(waiting, id: nil, status: 0, ending: .done)
            == #"{"v":1,"type":"summary","elapsed":1.0,"unit":"bytes","count":6,"total":null,"percent":null,"reported":false,"min_rate":null,"average_rate":6.0,"max_rate":null,"status":0,"end":"done","signal":null,"name":null,"stalls":0,"longest_stall":0.0,"history":["#
                + Array(repeating: "0.0", count: 60).joined(separator: ",") + "]}")
        // The history is in the unit of the rates: percent a second for a percentage.
        var percentage = Self.snapshot(.percent, count: 10_000, total: 10_000, rate: 200, percent: 100)
        percentage.isFinal = true
        var history = RateHistory()
        history.record(time: 12.5, count: 10_000, rate: 800, final: true)
        percentage.history = history
        let summary = JSONRecord.summary(percentage, id: nil, status: 0, ending: .done)
        #expect(summary.hasSuffix(#""history":["# + Array(repeating: "8.000", count: 60).joined(separator: ",") + "]}"))
    }

    @Test func numericLinesSayTheReportsInTheirUnits() {
        var style = Style(glyphs: .ascii)
        style.template = Template.lenient("%b %r %{progress-amount-only}")
        #expect(Renderer.numeric(Self.snapshot(.percent, count: 4_520, total: 10_000, rate: 150, percent: 45.2), style: style)
            == "45.20 1.5000 45")
        #expect(Renderer.numeric(Self.snapshot(.seconds, count: 83_450, total: 300_000, rate: 1_520), style: style)
            == "83.450 1.5200 27")
    }

    @Test func plainLinesSpeakTheReports() {
        let words = PlainText()
        #expect(words.progress(Self.snapshot(.percent, count: 4_520, total: 10_000, rate: 150, percent: 45.2), name: "copy")
            == "copy: 45%, 1.5%/s, 0:00:38 left")
        #expect(words.progress(Self.snapshot(.seconds, count: 83_450, total: 300_000, rate: 1_520), name: nil)
            == "27% 0:01:23 of 0:05:00, 1.5x, 0:00:38 left")
        #expect(words.progress(Self.snapshot(.items, count: 37, total: 120, rate: 2.5), name: nil)
            == "30% 37 of 120, 2/s, 0:00:38 left")
    }

    @Test func plainModeSaysOnceAtTheEndThatNothingWasReported() {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 80)
        let drawn = DrawnMeter(total: nil, display: PlainDisplay(target: target), clock: clock)
        drawn.meter.awaitReports()
        drawn.update()
        drawn.add(12)
        clock.advance(by: 1.0)
        drawn.update()
        drawn.finish()
        // No amount before a report: the output's 0B would claim what the command never said.
        #expect(target.text == """
            no progress read from the command's output; its output was counted instead
            12B, 12B/s average, took 0:00:01

            """)
    }

    /// With `--progress-from`, the first plain line is the first report's; until then, only a heartbeat
    /// says that the command's progress is awaited.
    @Test func plainModeSaysNoAmountBeforeTheFirstReport() {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 80)
        let drawn = DrawnMeter(total: nil, display: PlainDisplay(target: target, pace: .init(heartbeat: 60)), clock: clock)
        drawn.meter.awaitReports()
        drawn.update()
        for _ in 0..<90 {
            drawn.add(100)
            clock.advance(by: 1.0)
            drawn.update()
        }
        Self.follow(ProgressReport(unit: .percent, count: 4_500, total: 10_000, percent: 45), on: drawn, clock)
        Self.follow(ProgressReport(unit: .percent, count: 10_000, total: 10_000, percent: 100), on: drawn, clock)
        drawn.finish()
        #expect(target.text == """
            waiting for the command's progress, 0:01:00 elapsed
            45%, 0.0%/s
            100%, 55.0%/s, 0:00:00 left
            100%, 27.5%/s average, took 0:01:32

            """)
    }
}
