import TestSupport
import Testing
@testable import MeterKit

@Suite struct TerminalWidthTests {
    @Test(arguments: [
        ("日本語データ", 12),
        ("e\u{301}", 1),
        ("👍", 2),
        ("plain ASCII text", 16),
        ("", 0),
        ("ｱｲｳ", 3),  // halfwidth katakana
        ("ＡＢ", 4),  // fullwidth Latin
        ("zero\u{200B}width\u{FEFF}", 9),
        ("soft\u{AD}hyphen", 11),
        ("\u{1100}\u{1161}\u{11A8}", 2),  // a Hangul syllable from conjoining jamo
        ("한국어", 6),
        ("a\u{20DD}", 1),  // an enclosing mark
        ("\u{0600}1", 2),  // an Arabic number sign is drawn
        ("\u{1F1EB}\u{1F1F7}", 2),  // regional indicators are narrow one by one
        ("\u{3400}\u{2A6DF}", 4),
    ] as [(String, Int)])
    func columnsAreTerminalWidths(text: String, expected: Int) {
        #expect(TerminalText.columns(text) == expected)
    }

    @Test func escapeSequencesStillTakeNoColumns() {
        #expect(TerminalText.columns("\u{1B}[31m日本\u{1B}[0m") == 4)
    }

    /// Found by the options fuzz target: a `-F` format that ends in a stray ESC, with colour on. The frame
    /// was cut to its width, then meter's reset was put after it, and the stray ESC took the reset's own
    /// ESC as its second character: "[m" counted as text, and the frame as two columns too wide. On a
    /// terminal an ESC inside a sequence starts a new one.
    @Test func anEscapeInsideAnEscapeStartsANewOne() {
        #expect(TerminalText.columns("\u{1B}\u{1B}[m") == 0)
        #expect(TerminalText.columns("ab\u{1B}[3\u{1B}[mcd") == 4)
        #expect(TerminalText.prefix("ab\u{1B}\u{1B}[31mcd", columns: 3) == "ab\u{1B}\u{1B}[31mc")
        var style = Style(glyphs: .ascii, palette: Palette(tint: .orange, depth: .ansi16))
        style.template = Template.lenient("%{sgr:red}%b and some text\u{1B}")
        let snapshot = Snapshot(count: 100, total: nil, unit: .bytes, elapsed: 0, rate: 0, averageRate: 0, remaining: nil, isFinal: false)
        for width in 1...30 {
            #expect(TerminalText.columns(Renderer.render(snapshot, style: style, width: width)) <= width, "width \(width)")
        }
    }

    @Test(arguments: [
        ("日本語", 3, "日"),
        ("日本語", 4, "日本"),
        ("日本語", 1, ""),
        ("日本語", 6, "日本語"),
        ("ab日", 3, "ab"),
        ("ae\u{301}\u{302}x", 2, "ae\u{301}\u{302}"),
        ("e\u{301}", 0, ""),
        ("日x", 1, ""),  // a wide character that does not fit ends the text: `x` is not taken after it
    ] as [(String, Int, String)])
    func prefixNeverSplitsACharacter(text: String, columns: Int, expected: String) {
        #expect(TerminalText.prefix(text, columns: columns) == expected)
    }

    @Test func prefixKeepsEscapesAroundWideText() {
        let esc = "\u{1B}"
        #expect(TerminalText.prefix("\(esc)[31m日本\(esc)[0m", columns: 3) == "\(esc)[31m日\(esc)[0m")
    }

    @Test func printableASCIIIsOneColumnEach() {
        for value in UInt32(0x20)..<0x7F {
            let scalar = Unicode.Scalar(value)!
            #expect(CharacterWidth.columns(of: scalar) == 1, "\(value)")
        }
        for value in [UInt32](0..<0x20) + [0x7F, 0x85, 0x9B] {
            #expect(CharacterWidth.columns(of: Unicode.Scalar(value)!) == 0, "\(value)")
        }
    }

    /// The generated table agrees with the Swift library's own Unicode data on the marks and format
    /// characters that were assigned in the table's Unicode version.
    @Test func marksAndFormatCharactersTakeNoColumns() {
        let notDrawnAsNothing: Set<UInt32> = [0xAD, 0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891,
                                              0x8E2, 0x110BD, 0x110CD]
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age, age.major <= 14 else { continue }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format:
                let expected = notDrawnAsNothing.contains(value) ? 1 : 0
                #expect(CharacterWidth.columns(of: scalar) == expected, "U+\(String(value, radix: 16))")
            default:
                continue
            }
        }
    }

    @Test func theTableIsSortedAndDisjoint() {
        let spans = CharacterWidth.spans
        for (before, after) in zip(spans, spans.dropFirst()) {
            #expect(before.first <= before.last && before.last < after.first)
        }
        #expect(spans.allSatisfy { $0.columns == 0 || $0.columns == 2 })
    }

    @Test func everyGlyphMeterDrawsIsOneColumn() {
        let glyphSets: [GlyphSet] = [.unicode, .ascii, .block, .shaded]
        for glyphs in glyphSets {
            for glyph in [glyphs.barStart, glyphs.barEnd, glyphs.full, glyphs.empty] + glyphs.partials {
                #expect(TerminalText.columns(glyph) == 1, "\(glyph)")
            }
            #expect(TerminalText.columns(glyphs.bouncer) == glyphs.bouncer.unicodeScalars.count)
        }
        let rings: [RingGlyphs] = [.braille, .pie, .ascii]
        for ring in rings {
            for glyph in ring.states + ring.spinner + [ring.still] { #expect(TerminalText.columns(glyph) == 1, "\(glyph)") }
        }
    }

    @Test func padLeftCountsColumns() {
        #expect(NumberFormat.padLeft("日本", to: 6) == "  日本")
        #expect(NumberFormat.padLeft("e\u{301}", to: 3) == "  e\u{301}")
        #expect(NumberFormat.padLeft("abc", to: 5) == "  abc")
    }

    @Test func aWideNameKeepsTheNameFieldAligned() {
        var snapshot = Snapshot(
            count: 1, total: nil, unit: .bytes, elapsed: 0, rate: 0, averageRate: 0, remaining: nil, finishWallTime: nil,
            isFinal: false)
        snapshot.name = "日本語"
        let style = Style(template: Template(segments: [.field(.name, width: nil)]), glyphs: .ascii)
        #expect(Renderer.render(snapshot, style: style, width: 80) == "   日本語:")
    }

    @Test func aWideLatestLineIsCutBetweenCharacters() {
        var snapshot = Snapshot(
            count: 1, total: nil, unit: .bytes, elapsed: 0, rate: 0, averageRate: 0, remaining: nil, finishWallTime: nil,
            isFinal: false)
        snapshot.message = "日本語データ"
        let style = Style(template: Template(segments: [.field(.message, width: 5), .text("|")]), glyphs: .ascii)
        #expect(Renderer.render(snapshot, style: style, width: 80) == "日本 |")
    }
}
