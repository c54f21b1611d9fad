import Testing
@testable import MeterKit

/// A snapshot with the values a frame shows; everything not given is zero or absent.
func makeSnapshot(
    count: UInt64, total: UInt64?, elapsed: Double = 0, rate: Double = 0, average: Double = 0,
    remaining: Double? = nil, isFinal: Bool = false, animationTime: Double? = nil, unit: CountingUnit = .bytes
) -> Snapshot {
    Snapshot(
        count: count, total: total, unit: unit, elapsed: elapsed, rate: rate, averageRate: average,
        remaining: remaining, isFinal: isFinal, animationTime: animationTime)
}

/// Whole frames with the ring, the layouts' progress field, and the spinners' frames in time.
@Suite struct RingAndLayoutRenderingTests {
    let progressOnly = Template(fields: [.progress])

    @Test func circularShowsTheRingBesideThePercentage() {
        let style = Style(template: progressOnly, indicator: .circular)
        let frames = [0, 125, 400, 999, 1000].map {
            Renderer.render(makeSnapshot(count: $0, total: 1000), style: style, width: 40)
        }
        #expect(frames == ["⠀   0%", "⠈  12%", "⠸  40%", "⣾  99%", "⣿ 100%"])
    }

    @Test func circularTakesOnlyItsOwnWidthBesideOtherFields() {
        let style = Style(template: Template(fields: [.amount, .timer, .progress, .eta]), indicator: .circular)
        let snapshot = makeSnapshot(count: 400, total: 1000, elapsed: 5, rate: 80, average: 80, remaining: 7.5)
        let amount = NumberFormat.amount(400, unit: .bytes, si: false)
        #expect(Renderer.render(snapshot, style: style, width: 80) == amount + " 0:00:05 ⠸  40% ETA 0:00:08")
    }

    @Test func circularInAFormatWithAWidthIsPaddedOnTheLeft() throws {
        let style = Style(template: Template.lenient("[%8p]"), indicator: .circular, ring: .pie)
        #expect(Renderer.render(makeSnapshot(count: 1, total: 2), style: style, width: 80) == "[  ◑  50%]")
    }

    @Test func miniShowsTheIndicatorAlone() {
        let circular = Style(template: progressOnly, indicator: .circular, showsPercentage: false)
        #expect(Renderer.render(makeSnapshot(count: 1, total: 2), style: circular, width: 20) == "⢸")
        let linear = Style(template: progressOnly, showsPercentage: false)
        #expect(Renderer.render(makeSnapshot(count: 1, total: 2), style: linear, width: 10) == "▕████    ▏")
    }

    /// `--layout large` keeps its bar where its sparkline no longer fits beside a bar of ten cells: the
    /// sparkline goes first.
    @Test func largeKeepsItsBarBeforeItsSparkline() {
        let style = Style(template: Template(fields: Style.Layout.large.fields))
        let snapshot = makeSnapshot(count: 400, total: 1000, elapsed: 5, rate: 80, average: 80, remaining: 7.5)
        for width in [80, 100] {
            let frame = Renderer.render(snapshot, style: style, width: width)
            #expect(frame.contains("▕█") && frame.contains("▏  40%"), "no bar at \(width): \(frame)")
            #expect(TerminalText.columns(frame) == width)
        }
        // Wide enough, the sparkline (20 cells, empty without a history) stands before the bar again.
        let wide = Renderer.render(snapshot, style: style, width: 160)
        #expect(wide.contains(") " + String(repeating: " ", count: 20) + " ▕"), "\(wide)")
    }

    @Test func smallShowsTheIndicatorAndPercentage() {
        let linear = Style(template: progressOnly, glyphs: .ascii)
        #expect(Renderer.render(makeSnapshot(count: 1, total: 2), style: linear, width: 15) == "[===>    ]  50%")
    }

    @Test func circularSpinnerTurnsTenTimesASecond() {
        let style = Style(template: progressOnly, indicator: .circular)
        let frames = (0..<10).map {
            Renderer.render(makeSnapshot(count: 5, total: nil, animationTime: Double($0) * 0.1 + 0.05), style: style, width: 20)
        }
        #expect(frames.joined() == "⠸⢰⣠⣄⡆⠇⠋⠙⠸⢰")
        #expect(Renderer.animationInterval(for: makeSnapshot(count: 5, total: nil), style: style) == 0.1)
    }

    @Test func spinnerSpeedScalesThePace() {
        let style = Style(template: progressOnly, indicator: .circular, spinnerSpeed: 2)
        #expect(Renderer.render(makeSnapshot(count: 5, total: nil, animationTime: 0.15), style: style, width: 20) == "⠸⢰⣠⣄"[3])
        #expect(Renderer.animationInterval(for: makeSnapshot(count: 5, total: nil), style: style) == 0.05)
        // The linear bar's indicator moves once per frame, as pv's, never between frames.
        let linear = Style(template: progressOnly, spinnerSpeed: 0.5)
        #expect(Renderer.animationInterval(for: makeSnapshot(count: 5, total: nil), style: linear) == nil)
    }

    /// pv moves `<=>` 2 % of its track per frame that moved data (25 frames: half way), whatever the time.
    @Test func linearBouncerMovesOneStepPerMovingFrameNotWithTime() {
        let style = Style(template: progressOnly, glyphs: .ascii)
        var still = makeSnapshot(count: 5, total: nil, elapsed: 3, animationTime: 3)
        var later = makeSnapshot(count: 5, total: nil, elapsed: 3, animationTime: 3.125)
        still.indicatorStep = 25
        later.indicatorStep = 25
        #expect(Renderer.render(still, style: style, width: 10) == "[  <=>   ]")
        #expect(Renderer.render(later, style: style, width: 10) == "[  <=>   ]")
        later.indicatorStep = 50
        #expect(Renderer.render(later, style: style, width: 10) == "[     <=>]")
    }

    @Test func nothingAnimatesWithATotalOrOnTheFinalFrame() {
        let style = Style(template: progressOnly, indicator: .circular)
        #expect(Renderer.animationInterval(for: makeSnapshot(count: 5, total: 10), style: style) == nil)
        #expect(Renderer.animationInterval(for: makeSnapshot(count: 5, total: nil, isFinal: true), style: style) == nil)
        let noIndicator = Style(template: Template(fields: [.timer]))
        #expect(Renderer.animationInterval(for: makeSnapshot(count: 5, total: nil), style: noIndicator) == nil)
    }
}

extension String {
    /// The character at `offset`, as a string (test shorthand).
    subscript(offset: Int) -> String { String(self[index(startIndex, offsetBy: offset)]) }
}
