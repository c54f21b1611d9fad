import Testing
@testable import MeterKit

@Suite struct LinearBarTests {
    @Test(arguments: 1...200)
    func everyWidthIsExact(width: Int) {
        for fraction in [0.0, 0.01, 0.333, 0.5, 0.999, 1.0, 1.7] {
            #expect(Renderer.columns(LinearBar.determinate(fraction: fraction, width: width, glyphs: .unicode)) == width)
            #expect(Renderer.columns(LinearBar.determinate(fraction: fraction, width: width, glyphs: .ascii)) == width)
        }
        for position in [0, 1, 7, 100, 1001] {
            #expect(Renderer.columns(LinearBar.indeterminate(position: position, width: width, glyphs: .unicode)) == width)
            #expect(Renderer.columns(LinearBar.indeterminate(position: position, width: width, glyphs: .ascii)) == width)
        }
    }

    /// As pv 1.10.5 draws a 10-cell plain bar at 0 %, 50 %, 100 % and 250 %: the tip takes the last filled
    /// cell and stays at 100 %.
    @Test func asciiBarIsPVs() {
        #expect(LinearBar.determinate(fraction: 0, width: 12, glyphs: .ascii) == "[>         ]")
        #expect(LinearBar.determinate(fraction: 0.5, width: 12, glyphs: .ascii) == "[====>     ]")
        #expect(LinearBar.determinate(fraction: 1, width: 12, glyphs: .ascii) == "[=========>]")
        #expect(LinearBar.determinate(fraction: 2.5, width: 12, glyphs: .ascii) == "[==========]")
    }

    @Test func unicodeBarMovesInEighths() {
        // 10 inner cells, 80 eighths: each eighth of a cell is a distinct frame.
        let expected = ["▕          ▏", "▕▏         ▏", "▕▎         ▏", "▕▍         ▏", "▕▌         ▏",
                        "▕▋         ▏", "▕▊         ▏", "▕▉         ▏", "▕█         ▏", "▕█▏        ▏"]
        for (eighths, bar) in expected.enumerated() {
            #expect(LinearBar.determinate(fraction: Double(eighths) / 80, width: 12, glyphs: .unicode) == bar)
        }
        #expect(LinearBar.determinate(fraction: 1, width: 12, glyphs: .unicode) == "▕██████████▏")
        #expect(LinearBar.determinate(fraction: 1, width: 12, glyphs: GlyphSet.unicode.wholeCells) == "▕██████████▏")
        #expect(LinearBar.determinate(fraction: 0.07, width: 12, glyphs: GlyphSet.unicode.wholeCells) == "▕          ▏")
    }

    @Test func bouncerGoesEndToEndAndBack() {
        #expect(LinearBar.indeterminate(position: 0, width: 9, glyphs: .ascii) == "[<=>    ]")
        #expect(LinearBar.indeterminate(position: 4, width: 9, glyphs: .ascii) == "[    <=>]")
        #expect(LinearBar.indeterminate(position: 5, width: 9, glyphs: .ascii) == "[   <=> ]")
        #expect(LinearBar.indeterminate(position: 8, width: 9, glyphs: .ascii) == "[<=>    ]")
    }
}
