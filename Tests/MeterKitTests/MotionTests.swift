import TestSupport
import Testing
@testable import MeterKit

/// A display that records what it was asked to show and whether its line display wrote anything.
final class RecordingDisplay: Display {
    let inner: LineDisplay
    let screen: CapturedTarget
    let style: Style
    /// Each snapshot shown, with whether a frame was written for it.
    var shown: [(snapshot: Snapshot, wrote: Bool)] = []

    init(style: Style, columns: Int = 60) {
        self.style = style
        screen = CapturedTarget(columns: columns)
        inner = LineDisplay(target: screen, style: style)
    }

    var isVisible: Bool { true }
    var target: FrameTarget { screen }
    func show(_ snapshot: Snapshot) {
        let before = screen.text.utf8.count
        inner.show(snapshot)
        shown.append((snapshot, screen.text.utf8.count != before))
    }
    func finish(_ snapshot: Snapshot) { inner.finish(snapshot) }
    func clearLine() { inner.clearLine() }
    func refreshSize() {}
    func animationInterval(for snapshot: Snapshot) -> Double? { inner.animationInterval(for: snapshot) }

    /// The frames written, in order (each write starts with a carriage return).
    var frames: [String] { screen.text.split(separator: "\r").map(String.init) }
}

/// The spinner's pace, and reduce motion: no decorative animation, and frames that change only with
/// the values they show.
@Suite struct MotionTests {
    // MARK: Spinner pace

    @Test func aSpinnerRedrawsTenTimesASecondBetweenIntervals() {
        let clock = VirtualClock()
        let style = Style(template: Template(fields: [.timer, .progress]), indicator: .circular)
        let display = RecordingDisplay(style: style)
        let meter = DrawnMeter(total: nil, display: display, clock: clock)
        meter.add(10)
        #expect(meter.nextDeadline == Instant(nanoseconds: 1_000_000_000))
        var time = 0.0
        while time < 3 - 1e-9 {
            clock.advance(by: 0.05)
            time += 0.05
            meter.add(1)
            meter.update()
        }
        // Frames at 1.0, 1.1, … 3.0: the interval's three and the spinner's eighteen between them.
        #expect(display.shown.count == 21)
        #expect(display.frames.prefix(4) == ["0:00:01 ⣠", "0:00:01 ⣄", "0:00:01 ⡆", "0:00:01 ⠇"])
        // The values keep the interval's pace: the same snapshot until the next interval.
        let values = display.shown.map(\.snapshot.count)
        #expect(Set(values.prefix(10)).count == 1)
        #expect(values[10] > values[9])
    }

    @Test func theNextDeadlineIsTheSpinnersNextFrame() {
        let clock = VirtualClock()
        let display = RecordingDisplay(style: Style(indicator: .circular, spinnerSpeed: 0.5))
        let meter = DrawnMeter(total: nil, display: display, clock: clock, timing: .init(interval: 2))
        meter.add(1)
        clock.advance(by: 2.125)
        meter.update()
        // At 5 frames a second the next frame is due at 2.2 s, long before the next interval at 4 s.
        #expect(meter.nextDeadline == Instant(nanoseconds: 2_200_000_000))
        clock.advance(by: 0.0625)
        meter.update()
        #expect(display.shown.count == 1)
        clock.advance(by: 0.0125)
        meter.update()
        #expect(display.shown.count == 2)
        #expect(meter.nextDeadline == Instant(nanoseconds: 2_400_000_000))
    }

    @Test func withATotalOnlyTheIntervalDraws() {
        let clock = VirtualClock()
        let display = RecordingDisplay(style: Style(indicator: .circular))
        let meter = DrawnMeter(total: 100, display: display, clock: clock)
        meter.add(1)
        for _ in 0..<60 {
            clock.advance(by: 0.05)
            meter.update()
            #expect(meter.nextDeadline.map { $0.nanoseconds % 1_000_000_000 == 0 } == true)
        }
        #expect(display.shown.count == 3)
    }

    // MARK: Reduce motion

    @Test(arguments: Style.Indicator.allCases)
    func aSpinnerStandsStillAndHasNoFrameRate(indicator: Style.Indicator) {
        let clock = VirtualClock()
        let style = Style(
            template: Template(fields: [.amount, .progress]), glyphs: .ascii, indicator: indicator, ring: .ascii,
            reduceMotion: true)
        let display = RecordingDisplay(style: style, columns: 20)
        let meter = DrawnMeter(total: nil, display: display, clock: clock, timing: .init(interval: 0.1))
        meter.add(100)
        for _ in 0..<50 {
            clock.advance(by: 0.1)
            meter.update()
            // Only the interval's grid: no spinner frames in between.
            #expect(meter.nextDeadline.map { ($0.nanoseconds + 1000) % 100_000_000 < 2000 } == true)
        }
        // Nothing on the frame changes after the first one, so nothing more is drawn: one still frame.
        let amount = NumberFormat.amount(100, unit: .bytes, si: false)
        let barWidth = 20 - amount.count - 1
        let indicatorText = indicator == .circular
            ? "*" : LinearBar.indeterminate(position: LinearBar.middlePosition(width: barWidth, glyphs: .ascii), width: barWidth, glyphs: .ascii)
        #expect(display.frames == [amount + " " + indicatorText])
        #expect(indicator == .circular || indicatorText.contains("   <=>   "))
    }

    @Test func equalValuesMakeIdenticalFrames() {
        let template = Template(fields: [.timer, .rate, .progress, .eta])
        let style = Style(template: template, indicator: .linear, reduceMotion: true)
        let circular = Style(template: template, indicator: .circular, reduceMotion: true)
        // Same count, rate and ETA; different elapsed fractions of a second, animation times, and (with no
        // total) no percentage at all.
        let pairs: [(Snapshot, Snapshot)] = [
            (makeSnapshot(count: 5, total: nil, elapsed: 3.1, rate: 2, animationTime: 3.1),
             makeSnapshot(count: 5, total: nil, elapsed: 3.9, rate: 2, animationTime: 3.85)),
            (makeSnapshot(count: 4010, total: 10_000, elapsed: 3.1, rate: 2, remaining: 9.2),
             makeSnapshot(count: 4099, total: 10_000, elapsed: 3.9, rate: 2, remaining: 9.9)),
        ]
        for (first, second) in pairs {
            for style in [style, circular] {
                for width in [30, 80, 200] {
                    #expect(Renderer.render(first, style: style, width: width) == Renderer.render(second, style: style, width: width))
                }
            }
        }
        // Without reduced motion the spinner turns and the bar creeps within the percentage.
        let moving = Style(template: template, indicator: .linear)
        #expect(Renderer.render(pairs[1].0, style: moving, width: 200) != Renderer.render(pairs[1].1, style: moving, width: 200))
        #expect(Renderer.render(pairs[0].0, style: Style(indicator: .circular), width: 80)
            != Renderer.render(pairs[0].1, style: Style(indicator: .circular), width: 80))
    }

    @Test func theBarMovesInWholeCells() {
        let style = Style(template: Template(fields: [.progress]), reduceMotion: true, showsPercentage: false)
        for count in stride(from: UInt64(0), through: 1000, by: 7) {
            let bar = Renderer.render(makeSnapshot(count: count, total: 1000), style: style, width: 22)
            #expect(bar.allSatisfy { "▕▏█ ".contains($0) }, "\(bar)")
            let inner = bar.dropFirst().dropLast()
            #expect(!inner.contains("▏"))
        }
    }

    /// A scripted, uneven transfer: a frame is written exactly when a value shown on it changed, and
    /// frames whose values are equal are never drawn twice.
    @Test(arguments: Style.Indicator.allCases, [UInt64?(50_000), nil])
    func framesChangeOnlyWithTheirValues(indicator: Style.Indicator, total: UInt64?) {
        let clock = VirtualClock()
        let template = Template(fields: [.amount, .timer, .progress, .eta])
        let style = Style(template: template, indicator: indicator, reduceMotion: true)
        let display = RecordingDisplay(style: style, columns: 70)
        let meter = DrawnMeter(total: total, display: display, clock: clock, timing: .init(interval: 0.1))
        var generator = SeededGenerator(seed: 42)
        for step in 0..<600 {
            // Bursts, trickles and stalls.
            let phase = (step / 50) % 3
            let amount: UInt64 = phase == 0 ? UInt64.random(in: 0...300, using: &generator) : phase == 1 ? (step % 7 == 0 ? 3 : 0) : 0
            meter.add(amount)
            clock.advance(by: 0.1)
            meter.update()
        }
        func values(_ snapshot: Snapshot) -> [String] {
            [.amount, .timer, .eta].map { Renderer.text(of: $0, snapshot, style: style) } + ["\(snapshot.wholePercent ?? -1)"]
        }
        var previous: [String]?
        for (snapshot, wrote) in display.shown {
            let current = values(snapshot)
            #expect(wrote == (current != previous), "\(current) after \(previous ?? [])")
            if wrote { previous = current }
        }
        let frames = display.frames
        #expect(frames.count > 10)
        for index in frames.indices.dropFirst() { #expect(frames[index] != frames[index - 1]) }
    }

    @Test func theFinalFrameOnlyEndsTheLineWhenNothingChanged() {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 40)
        let style = Style(template: Template(fields: [.amount, .progress]), glyphs: .ascii, reduceMotion: true)
        let meter = DrawnMeter(total: 100, display: LineDisplay(target: target, style: style), clock: clock)
        meter.add(100)
        clock.advance(by: 1)
        meter.update()
        meter.finish()
        // One frame, and the final one only ends its line.
        let amount = NumberFormat.amount(100, unit: .bytes, si: false)
        #expect(target.text.hasPrefix(amount + " [==="))
        #expect(target.text.hasSuffix("==>] 100%\r\n"))
        #expect(target.text.unicodeScalars.filter { $0 == "\r" }.count == 1)
        // The frame fills the 40 columns; its carriage return and newline take none, but are there.
        #expect(Renderer.columns(target.text) == 40)
        #expect(target.text.unicodeScalars.count == 40 + 2)
    }

    @Test func reduceMotionComesFromTheFlagThenTheEnvironment() {
        let on = TerminalCapabilities.detect(isTerminal: true, environment: ["REDUCE_MOTION": "1"])
        let zero = TerminalCapabilities.detect(isTerminal: true, environment: ["REDUCE_MOTION": "0"])
        let empty = TerminalCapabilities.detect(isTerminal: true, environment: ["REDUCE_MOTION": ""])
        let unset = TerminalCapabilities.detect(isTerminal: true, environment: [:])
        #expect(on.reducesMotion(nil))
        #expect(!on.reducesMotion(false))
        #expect(!zero.reducesMotion(nil))
        #expect(!empty.reducesMotion(nil))
        #expect(!unset.reducesMotion(nil))
        #expect(unset.reducesMotion(true))
    }
}
