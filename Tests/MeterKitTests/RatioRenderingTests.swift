import TestSupport
import Testing
@testable import MeterKit

/// `%{ratio}`: a wrapped command's output over its input, `ratio 0.42`, from the two meters of `-M both`.
@Suite struct RatioRenderingTests {
    func snapshot(ratio: CountRatio?) -> Snapshot {
        var snapshot = Snapshot(
            count: 420, total: nil, unit: .bytes, elapsed: 5, rate: 84, averageRate: 84, remaining: nil, isFinal: false)
        snapshot.ratio = ratio
        return snapshot
    }

    @Test(arguments: [
        (CountRatio?.some(.value(0.42)), "<ratio 0.42>"),
        (.some(.value(2.345)), "<ratio 2.35>"),
        (.some(.value(0.004)), "<ratio 0.00>"),
        (.some(.value(1234.5)), "<ratio 1234.50>"),
        (.some(.unknown), "<ratio -.-->"),
        (nil, "<>"),
    ] as [(CountRatio?, String)])
    func theRatioInTwoDecimals(ratio: CountRatio?, expected: String) {
        let style = Style(template: Template.lenient("<%{ratio}>"), glyphs: .ascii)
        #expect(Renderer.render(snapshot(ratio: ratio), style: style, width: 80) == expected)
    }

    @Test func outputOverInput() {
        #expect(CountRatio(output: 42, input: 100) == .value(0.42))
        #expect(CountRatio(output: 42, input: 0) == .unknown)
        #expect(Template.lenient("%{ratio}").segments == [.field(.ratio, width: nil)])
        #expect(Template.lenient("%5{ratio}").segments == [.field(.ratio, width: 5)])
    }

    /// In a layout from switches it follows the finish time, and an empty one takes its space with it; when
    /// the line is narrow it goes after the average rate, before the finish time.
    @Test func inALayoutFromSwitches() {
        let style = Style(template: Template(fields: [.amount, .timer, .ratio, .message]), glyphs: .ascii)
        #expect(Renderer.render(snapshot(ratio: .value(0.5)), style: style, width: 80) == " 420  B 0:00:05 ratio 0.50")
        #expect(Renderer.render(snapshot(ratio: nil), style: style, width: 80) == " 420  B 0:00:05")
        #expect(Renderer.render(snapshot(ratio: .value(0.5)), style: style, width: 20) == " 420  B 0:00:05")
    }

    /// A meter hands its ratio to each frame.
    @Test func aMeterCarriesItsRatio() {
        let meter = Meter(total: nil, clock: VirtualClock())
        #expect(meter.snapshot().ratio == nil)
        meter.ratio = .value(0.25)
        #expect(meter.snapshot().ratio == .value(0.25))
    }
}
