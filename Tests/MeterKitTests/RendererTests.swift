import TestSupport
import Testing
@testable import MeterKit

@Suite struct RendererTests {
    func snapshot(count: UInt64 = 512 << 20, total: UInt64? = 1 << 30, final: Bool = false) -> Snapshot {
        Snapshot(
            count: count, total: total, unit: .bytes, elapsed: 65, rate: 12.5 * 1_048_576, averageRate: 10 * 1_048_576,
            remaining: final ? nil : 51.2, finishWallTime: 1_767_270_896, isFinal: final)
    }

    @Test func pvsDefaultLayoutFillsTheWidth() {
        let line = Renderer.render(snapshot(), style: Style(glyphs: .ascii), width: 80)
        // pv 1.10.5 draws this frame with `ETA 0:00:51` (it rounds the seconds left down; meter, up).
        #expect(line == " 512MiB 0:01:05 [12.5MiB/s] [===============>                 ]  50% ETA 0:00:52")
        #expect(Renderer.columns(line) == 80)
    }

    @Test func finalLineBlanksTheETAAndKeepsTheLayout() {
        let line = Renderer.render(snapshot(count: 1 << 30, final: true), style: Style(glyphs: .ascii), width: 80)
        // Byte for byte pv 1.10.5's final frame: the tip stays at 100 %, the ETA becomes spaces.
        #expect(line == "1.00GiB 0:01:05 [12.5MiB/s] [================================>] 100%            ")
    }

    @Test func unknownTotalShowsABouncerAndNoETA() {
        let line = Renderer.render(snapshot(total: nil), style: Style(glyphs: .ascii), width: 50)
        #expect(line.hasPrefix(" 512MiB 0:01:05 [12.5MiB/s] ["))
        #expect(line.hasSuffix("]"))
        #expect(line.contains("<=>"))
        #expect(!line.contains("ETA"))
        #expect(Renderer.columns(line) == 50)
    }

    @Test func nameAndEveryField() {
        var style = Style(glyphs: .ascii, utcClock: true)
        style.template = Template(fields: [.name, .amount, .timer, .rate, .averageRate, .progress, .eta, .finishTime, .message])
        var named = snapshot()
        named.name = "backup"
        let line = Renderer.render(named, style: style, width: 100)
        #expect(line == "   backup:  512MiB 0:01:05 [12.5MiB/s] (10.0MiB/s) [=======>         ]  50% ETA 0:00:52 FIN 12:34:56")
    }

    @Test func formatStringsKeepTheirTextAndWidths() throws {
        // pv reads a width only for the bar, %A, %L and %N: `%8t` is `%t`.
        let style = Style(template: Template.lenient("<%b> %8t|%p|%%"), glyphs: .ascii)
        let line = Renderer.render(snapshot(), style: style, width: 40)
        #expect(line == "< 512MiB> 0:01:05|[=====>       ]  50%|%")
        #expect(Renderer.columns(line) == 40)
    }

    @Test func unknownSequencesAreWrittenAsTheyAre() {
        #expect(Template.lenient("%b %z").segments == [.field(.amount, width: nil), .text(" %z")])
        #expect(Template.lenient("%b %").segments == [.field(.amount, width: nil), .text(" %")])
    }

    @Test func tooNarrowForABarShowsThePercentage() {
        let style = Style(template: Template(fields: [.progress]), glyphs: .ascii)
        #expect(Renderer.render(snapshot(), style: style, width: 6) == "   50%")
        #expect(Renderer.render(snapshot(), style: style, width: 8) == "[>]  50%")
    }

    @Test func overshootShowsThePercentageAsItIsWithAFullBar() {
        let style = Style(template: Template(fields: [.progress]), glyphs: .ascii)
        #expect(Renderer.render(snapshot(count: 3 << 29), style: style, width: 17) == "[==========] 150%")
    }

    @Test func linesCountAndRate() {
        let lines = Snapshot(count: 100_000, total: nil, unit: .lines, elapsed: 2, rate: 50_000, averageRate: 50_000, remaining: nil, isFinal: true)
        let style = Style(template: Template(fields: [.amount, .rate]), glyphs: .ascii)
        #expect(Renderer.render(lines, style: style, width: 80) == " 100k [50.0k/s]")
    }
}
