import TestSupport
import Testing
@testable import MeterKit

@Suite struct OutsideTextRenderingTests {
    private let snapshot = Snapshot(
        count: 0, total: nil, unit: .bytes, elapsed: 0, rate: 0, averageRate: 0, remaining: nil, isFinal: false)

    @Test func aNameWithControlsIsShownEscaped() {
        let style = Style(template: Template(segments: [.field(.name, width: nil)]), glyphs: .ascii)
        var named = snapshot
        named.name = "\u{1B}[?1049h"
        #expect(Renderer.render(named, style: style, width: 80) == "\\033[?1049h:")
        #expect(PlainText().progress(snapshot, name: "a\u{1B}]0;x\u{7}") == "a\\033]0;x\\007: 0B")
    }

    @Test func aLatestLineSetByAnEmbeddingToolIsShownEscaped() {
        var snapshot = snapshot
        snapshot.message = "\u{9B}2J\u{1B}[2J"
        let style = Style(template: Template(segments: [.field(.message, width: nil)]), glyphs: .ascii)
        #expect(Renderer.render(snapshot, style: style, width: 80) == "\\u{9B}2J\\033[2J")
    }
}
