import TestSupport
import Testing
@testable import MeterKit

@Suite struct MeterTests {
    func make(total: UInt64? = 100, timing: Meter.Timing = .init(), columns: Int = 40) -> (DrawnMeter, VirtualClock, CapturedTarget) {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: columns)
        let style = Style(template: Template(fields: [.amount, .progress]), glyphs: .ascii)
        let meter = DrawnMeter(total: total, display: LineDisplay(target: target, style: style), clock: clock, timing: timing)
        return (meter, clock, target)
    }

    @Test func framesComeEveryIntervalAndTheLastEndsTheLine() {
        let (meter, clock, target) = make()
        meter.add(10)
        meter.update()
        #expect(target.text == "")
        clock.advance(by: 1)
        meter.update()
        meter.add(40)
        clock.advance(by: 0.5)
        meter.update()
        clock.advance(by: 0.5)
        meter.update()
        meter.add(50)
        meter.finish()
        #expect(target.text == [
            "10.0  B [=>                       ]  10%\r",
            "50.0  B [===========>             ]  50%\r",
            " 100  B [========================>] 100%\r\n",
        ].joined())
    }

    @Test func aShorterFrameErasesTheLongerOneBeforeIt() {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 40)
        let display = LineDisplay(target: target, style: Style(template: Template(fields: [.amount]), glyphs: .ascii))
        let meter = DrawnMeter(total: nil, display: display, clock: clock)
        meter.add(2000)
        clock.advance(by: 1)
        meter.update()
        #expect(target.text == "1.95KiB\r")
        target.isVisible = true
        meter.clearLine()
        #expect(target.text == "1.95KiB\r       \r")
    }

    @Test func waitShowsNothingUntilDataAndStartsTheTimerThen() {
        let (meter, clock, target) = make(timing: .init(interval: 1, waitForData: true))
        clock.advance(by: 5)
        meter.update()
        #expect(target.text == "")
        #expect(meter.nextDeadline == nil)
        meter.add(1)
        meter.update()
        #expect(target.text == "1.00  B [>                        ]   1%\r")
    }

    @Test func waitWithNoDataDrawsNothingAtAll() {
        let (meter, clock, target) = make(timing: .init(interval: 1, waitForData: true))
        clock.advance(by: 3)
        meter.finish()
        #expect(target.text == "")
    }

    @Test func delayStartHidesEarlyFramesAndAShortRun() {
        let (meter, clock, target) = make(timing: .init(interval: 1, delayStart: 3))
        meter.add(10)
        clock.advance(by: 2)
        meter.update()
        meter.finish()
        #expect(target.text == "")
    }

    @Test func anHourOfFramesAfterAStallSkipsTheMissedOnes() {
        let (meter, clock, target) = make(timing: .init(interval: 1))
        clock.advance(by: 3600)
        meter.update()
        meter.update()
        #expect(target.text.filter { $0 == "\r" }.count == 1)
        #expect(meter.nextDeadline == Instant(nanoseconds: 3601_000_000_000))
    }

    @Test func hiddenTargetsGetNoFrames() {
        let (meter, clock, target) = make()
        target.isVisible = false
        clock.advance(by: 1)
        meter.update()
        meter.finish()
        #expect(target.text == "")
    }

    @Test func numericDisplayPrintsPercentagesOrCounts() {
        let clock = VirtualClock()
        let target = CapturedTarget()
        let percentage = Style(template: Template(segments: [.field(.progressAmountOnly, width: nil)]))
        let meter = DrawnMeter(total: 200, display: NumericDisplay(target: target, style: percentage), clock: clock)
        meter.add(50)
        clock.advance(by: 1)
        meter.update()
        meter.add(150)
        meter.finish()
        #expect(target.text == "25\n100\n")

        let counts = CapturedTarget()
        let timerAndCount = Style(template: Template(segments: [.field(.timer, width: nil), .text(" "), .field(.amount, width: nil)]))
        let second = DrawnMeter(total: nil, display: NumericDisplay(target: counts, style: timerAndCount), clock: clock)
        second.add(1234)
        clock.advance(by: 2)
        second.finish()
        #expect(counts.text == "2.0000 1234\n")
    }

    /// `-M both`'s two meters are made a moment apart; sharing their start, they show one elapsed time at
    /// every frame, whichever side of a second the frame falls on.
    @Test func metersThatShareAStartShowOneElapsedTime() {
        let clock = VirtualClock()
        let input = Meter(total: nil, clock: clock, timing: .init())
        clock.advance(by: 0.004)
        let output = Meter(total: nil, clock: clock, timing: .init())
        let start = SharedStart()
        input.startTogether(start)
        output.startTogether(start)
        clock.advance(by: 1.998)
        #expect(input.frame(at: clock.now()).elapsedSeconds == output.frame(at: clock.now()).elapsedSeconds)
        #expect(NumberFormat.duration(output.frame(at: clock.now()).elapsedSeconds) == "0:00:02")
    }

    /// With `-W` each meter waits for its first unit: the second to get one counts from the first's start.
    @Test func aWaitingMeterStartsWhereTheOtherStarted() {
        let clock = VirtualClock()
        let timing = Meter.Timing(waitForData: true)
        let input = Meter(total: nil, clock: clock, timing: timing)
        let output = Meter(total: nil, clock: clock, timing: timing)
        let start = SharedStart()
        input.startTogether(start)
        output.startTogether(start)
        clock.advance(by: 1)
        input.add(10)
        clock.advance(by: 1.5)
        output.add(5)
        #expect(output.started)
        #expect(output.elapsed(at: clock.now()) == input.elapsed(at: clock.now()))
        #expect(output.elapsed(at: clock.now()) == 1.5)
    }
}
