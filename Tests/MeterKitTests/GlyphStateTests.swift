import Testing
@testable import MeterKit

/// Every glyph state of the ring and the bar, as exact strings, in UTF-8 and ASCII.
@Suite struct GlyphStateTests {
    // MARK: Ring

    @Test func brailleRingLightsTheEightDotsClockwiseFromTopRight() {
        let states = (0...8).map { Ring.fill(fraction: Double($0) / 8, glyphs: .braille) }
        #expect(states == ["⠀", "⠈", "⠘", "⠸", "⢸", "⣸", "⣼", "⣾", "⣿"])
    }

    @Test func brailleRingIsFullOnlyAtTheEnd() {
        #expect(Ring.fill(fraction: 0.999, glyphs: .braille) == "⣾")
        #expect(Ring.fill(fraction: 0.124, glyphs: .braille) == "⠀")
        #expect(Ring.fill(fraction: 0.125, glyphs: .braille) == "⠈")
        #expect(Ring.fill(fraction: 2.5, glyphs: .braille) == "⣿")
        #expect(Ring.fill(fraction: -1, glyphs: .braille) == "⠀")
        #expect(Ring.fill(fraction: .nan, glyphs: .braille) == "⠀")
    }

    @Test func pieRingHasFiveStates() {
        let states = [0, 0.25, 0.5, 0.75, 1].map { Ring.fill(fraction: $0, glyphs: .pie) }
        #expect(states == ["○", "◔", "◑", "◕", "●"])
        #expect(Ring.fill(fraction: 0.74, glyphs: .pie) == "◑")
    }

    @Test func asciiRingHasFourStates() {
        let states = [0, 1.0 / 3, 2.0 / 3, 1].map { Ring.fill(fraction: $0 + 1e-9, glyphs: .ascii) }
        #expect(states == [".", "o", "O", "@"])
    }

    @Test func spinnersGoRoundAndRepeat() {
        #expect((0..<8).map { Ring.spinner(frame: $0, glyphs: .braille) }.joined() == "⠸⢰⣠⣄⡆⠇⠋⠙")
        #expect((0..<4).map { Ring.spinner(frame: $0, glyphs: .pie) }.joined() == "◓◑◒◐")
        #expect((0..<4).map { Ring.spinner(frame: $0, glyphs: .ascii) }.joined() == "|/-\\")
        #expect(Ring.spinner(frame: 9, glyphs: .braille) == "⢰")
        #expect(Ring.spinner(frame: -1, glyphs: .braille) == "⠙")
        #expect(Ring.still(glyphs: .braille) == "⠶")
        #expect(Ring.still(glyphs: .ascii) == "*")
    }

    @Test func ringStylesFallBackToASCII() {
        #expect(Style.Ring.braille.glyphs(unicode: false) == .ascii)
        #expect(Style.Ring.pie.glyphs(unicode: false) == .ascii)
        #expect(Style.Ring.pie.glyphs(unicode: true) == .pie)
    }

    // MARK: Bar

    @Test func granularBarHasEveryEighth() {
        let states = (0...16).map { LinearBar.determinate(fraction: Double($0) / 16, width: 4, glyphs: .unicode) }
        #expect(states == [
            "▕  ▏", "▕▏ ▏", "▕▎ ▏", "▕▍ ▏", "▕▌ ▏", "▕▋ ▏", "▕▊ ▏", "▕▉ ▏", "▕█ ▏",
            "▕█▏▏", "▕█▎▏", "▕█▍▏", "▕█▌▏", "▕█▋▏", "▕█▊▏", "▕█▉▏", "▕██▏",
        ])
    }

    @Test func shadedBarDarkensEachCell() {
        let states = (0...8).map { LinearBar.determinate(fraction: Double($0) / 8, width: 4, glyphs: .shaded) }
        #expect(states == ["▕  ▏", "▕░ ▏", "▕▒ ▏", "▕▓ ▏", "▕█ ▏", "▕█░▏", "▕█▒▏", "▕█▓▏", "▕██▏"])
    }

    @Test func blockBarMovesInWholeCells() {
        let states = (0...3).map { LinearBar.determinate(fraction: Double($0) / 3 + 1e-9, width: 5, glyphs: .block) }
        #expect(states == ["▕   ▏", "▕█  ▏", "▕██ ▏", "▕███▏"])
    }

    /// pv 1.10.5 draws a 3-cell plain bar at 0 to 6 thirds as `>  `, `>  `, `=> `, `==>`, `===`, `===`, `===`.
    @Test func plainBarIsPVs() {
        let states = (0...6).map { LinearBar.determinate(fraction: Double($0) / 3 + 1e-9, width: 5, glyphs: .ascii) }
        #expect(states == ["[>  ]", "[>  ]", "[=> ]", "[==>]", "[===]", "[===]", "[===]"])
    }

    /// Each style at several widths: every state is the full cells, then at most one partial cell, then
    /// the empty ones, and always exactly `width` columns.
    @Test(arguments: [Style.Bar.ascii, .block, .granular, .shaded], [true, false])
    func everyStateAtSeveralWidths(style: Style.Bar, unicode: Bool) {
        let glyphs = style.glyphs(unicode: unicode)
        let steps = glyphs.partials.count + 1
        for width in [3, 4, 7, 12, 40] {
            let inner = width - 2
            for units in 0...(inner * steps) {
                let fraction = (Double(units) + 0.5) / Double(inner * steps)
                let bar = LinearBar.determinate(fraction: min(fraction, 1), width: width, glyphs: glyphs)
                #expect(TerminalText.columns(bar) == width)
                let full = min(units, inner * steps) / steps
                var expected = glyphs.barStart
                if let head = glyphs.head {
                    // pv's tip takes the last filled cell, so a full bar still ends in it.
                    let filled = min(max(full - 1, 0), inner)
                    expected += String(repeating: glyphs.full, count: filled)
                    if filled < inner {
                        expected += head + String(repeating: glyphs.empty, count: inner - filled - 1)
                    }
                } else {
                    expected += String(repeating: glyphs.full, count: full)
                    let partial = units % steps
                    var used = full
                    if partial > 0, used < inner {
                        expected += glyphs.partials[partial - 1]
                        used += 1
                    }
                    expected += String(repeating: glyphs.empty, count: inner - used)
                }
                expected += glyphs.barEnd
                #expect(bar == expected, "\(style) width \(width) units \(units)")
            }
        }
    }

    @Test func barStylesFallBackToASCII() {
        for style in Style.Bar.allCases { #expect(style.glyphs(unicode: false) == .ascii) }
        #expect(Style.Bar.plain.glyphs(unicode: true) == .ascii)
        #expect(Style.Bar.granular.glyphs(unicode: true) == .unicode)
        #expect(Style.Bar.block.glyphs(unicode: true) == .block)
        #expect(Style.Bar.shaded.glyphs(unicode: true) == .shaded)
    }

    @Test func bouncingBlocksForEachStyle() {
        #expect(LinearBar.indeterminate(position: 0, width: 8, glyphs: .unicode) == "▕███   ▏")
        #expect(LinearBar.indeterminate(position: 2, width: 8, glyphs: .ascii) == "[  <=> ]")
        #expect(LinearBar.indeterminate(position: 4, width: 8, glyphs: .block) == "▕  ███ ▏")
        #expect(LinearBar.indeterminate(position: 1, width: 8, glyphs: .shaded) == "▕ ▒▓█▓▒▏")
        #expect(LinearBar.middlePosition(width: 8, glyphs: .unicode) == 1)
        #expect(LinearBar.indeterminate(position: 1, width: 8, glyphs: .unicode) == "▕ ███  ▏")
    }

    @Test func terminalLinuxOrANonUTF8LocaleMeansASCII() {
        let utf8 = TerminalCapabilities.detect(isTerminal: true, environment: ["LANG": "en_US.UTF-8", "TERM": "xterm"])
        let linux = TerminalCapabilities.detect(isTerminal: true, environment: ["LANG": "en_US.UTF-8", "TERM": "linux"])
        let latin = TerminalCapabilities.detect(isTerminal: true, environment: ["LANG": "de_DE.ISO-8859-1", "LC_ALL": "C"])
        #expect(utf8.unicode)
        #expect(!linux.unicode)
        #expect(!latin.unicode)
    }
}
