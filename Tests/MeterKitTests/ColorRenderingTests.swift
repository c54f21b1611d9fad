import TestSupport
import Testing
@testable import MeterKit

/// Colour: the tint at each colour depth, where the escapes go, that every colour is reset within its
/// frame, that widths ignore escapes, and the precedence of flag and environment.
@Suite struct ColorRenderingTests {
    let esc = "\u{1B}"

    @Test func defaultTintAtEachDepth() {
        #expect(Palette(tint: .orange, depth: .trueColor).fill == "38;2;255;87;51")
        #expect(Palette(tint: .orange, depth: .ansi256).fill == "38;5;203")
        #expect(Palette(tint: .orange, depth: .ansi16).fill == "91")
        #expect(Palette(tint: .orange, depth: .ansi16).track == "2")
    }

    @Test func nearestColours() {
        #expect(Palette.nearest256(Style.Tint(red: 0, green: 0, blue: 0)) == 16)
        #expect(Palette.nearest256(Style.Tint(red: 255, green: 255, blue: 255)) == 231)
        #expect(Palette.nearest256(Style.Tint(red: 128, green: 128, blue: 128)) == 244)
        #expect(Palette.nearest16(Style.Tint(red: 0, green: 0, blue: 230)) == 4)
        #expect(Palette(tint: Style.Tint(red: 0, green: 0, blue: 230), depth: .ansi16).fill == "34")
        #expect(Palette(tint: Style.Tint(red: 250, green: 250, blue: 250), depth: .ansi16).fill == "97")
    }

    @Test func tintsByNameOrHex() {
        #expect(Style.Tint("#FF5733") == .orange)
        #expect(Style.Tint("#ff5733") == .orange)
        #expect(Style.Tint("orange") == .orange)
        #expect(Style.Tint("Blue") == Style.Tint(red: 0x35, green: 0x84, blue: 0xE4))
        #expect(Style.Tint("#f53") == Style.Tint(red: 0xFF, green: 0x55, blue: 0x33))
        for bad in ["", "#", "#12345", "#1234567", "#GG0000", "FF5733", "chartreuse", "#+12345"] {
            #expect(Style.Tint(bad) == nil, "\(bad)")
        }
    }

    @Test func colourDepthFromTheEnvironment() {
        #expect(TerminalCapabilities.colorDepth(["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(TerminalCapabilities.colorDepth(["COLORTERM": "24bit"]) == .trueColor)
        #expect(TerminalCapabilities.colorDepth(["COLORTERM": "yes", "TERM": "xterm-256color"]) == .ansi256)
        #expect(TerminalCapabilities.colorDepth(["TERM": "screen-256color"]) == .ansi256)
        #expect(TerminalCapabilities.colorDepth(["TERM": "xterm"]) == .ansi16)
        #expect(TerminalCapabilities.colorDepth([:]) == .ansi16)
    }

    @Test func theFillIsTintedAndTheTrackDimmed() {
        let palette = Palette(tint: .orange, depth: .ansi16)
        // pv's tip takes the last filled cell: half of 5 cells is `=>`, a full bar still ends in `>`.
        #expect(LinearBar.determinate(fraction: 0.5, width: 7, glyphs: .ascii, palette: palette)
            == "\(esc)[2m[\(esc)[0m\(esc)[91m=>\(esc)[0m\(esc)[2m   ]\(esc)[0m")
        #expect(LinearBar.determinate(fraction: 1, width: 5, glyphs: .ascii, palette: palette)
            == "\(esc)[2m[\(esc)[0m\(esc)[91m==>\(esc)[0m\(esc)[2m]\(esc)[0m")
        #expect(LinearBar.determinate(fraction: 2, width: 5, glyphs: .ascii, palette: palette)
            == "\(esc)[2m[\(esc)[0m\(esc)[91m===\(esc)[0m\(esc)[2m]\(esc)[0m")
        #expect(LinearBar.indeterminate(position: 0, width: 6, glyphs: .ascii, palette: palette)
            == "\(esc)[2m[\(esc)[0m\(esc)[91m<=>\(esc)[0m\(esc)[2m ]\(esc)[0m")
        #expect(Ring.fill(fraction: 0.5, glyphs: .braille, palette: palette) == "\(esc)[91m⢸\(esc)[0m")
    }

    @Test func colouredLinesAreLaidOutLikePlainOnes() {
        let palette = Palette(tint: .orange, depth: .trueColor)
        for indicator in Style.Indicator.allCases {
            for (count, total) in [(UInt64(0), UInt64?(100)), (37, 100), (100, 100), (37, nil)] {
                let snapshot = makeSnapshot(count: count, total: total, elapsed: 2, rate: 10, average: 10, remaining: 3)
                for width in [20, 47, 80] {
                    let plain = Style(indicator: indicator)
                    let coloured = Style(indicator: indicator, palette: palette)
                    let line = Renderer.render(snapshot, style: coloured, width: width)
                    #expect(TerminalText.stripped(line) == Renderer.render(snapshot, style: plain, width: width))
                    #expect(Renderer.columns(line) == TerminalText.columns(TerminalText.stripped(line)))
                    if width == 80 { #expect(line.contains(esc)) }
                    #expect(everyColourIsReset(line), "\(line)")
                }
            }
        }
    }

    @Test func aCutColouredLineStillResetsItsColour() {
        let palette = Palette(tint: .orange, depth: .ansi256)
        let style = Style(template: Template(fields: [.progress]), palette: palette)
        let line = Renderer.render(makeSnapshot(count: 50, total: 100), style: style, width: 30)
        for columns in 0...30 {
            let cut = TerminalText.prefix(line, columns: columns)
            #expect(Renderer.columns(cut) == columns)
            #expect(everyColourIsReset(cut))
        }
    }

    @Test func widthsIgnoreEscapeSequences() {
        #expect(TerminalText.columns("\(esc)[38;2;1;2;3mab\(esc)[0mc") == 3)
        // A carriage return moves the cursor and draws nothing: no column, as wcwidth counts controls.
        #expect(TerminalText.columns("\(esc)[2A\r\(esc)[Kx") == 1)
        #expect(TerminalText.stripped("a\(esc)[91m▏\(esc)[0m") == "a▏")
        #expect(TerminalText.prefix("ab\(esc)[91mcd\(esc)[0mef", columns: 3) == "ab\(esc)[91mc\(esc)[0m")
    }

    /// Whether every SGR sequence that sets a colour is followed, later in `text`, by a reset.
    func everyColourIsReset(_ text: String) -> Bool {
        var open = false
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "\u{1B}") {
            guard let end = rest[start...].firstIndex(of: "m") else { return false }
            open = rest[start...end] != "\u{1B}[0m"
            rest = rest[rest.index(after: end)...]
        }
        return !open
    }

    // MARK: Precedence

    /// Every combination of flag, `NO_COLOR`, `FORCE_COLOR`, `CLICOLOR_FORCE`, terminal, `TERM` and locale.
    @Test(arguments: Style.Color.allCases, [nil, "", "1"] as [String?])
    func precedence(mode: Style.Color, noColor: String?) {
        for force in [nil, "", "0", "1"] as [String?] {
            for cliForce in [nil, "", "0", "yes"] as [String?] {
                for isTerminal in [true, false] {
                    for (term, locale) in [("xterm-256color", "C.UTF-8"), ("dumb", "C.UTF-8"), ("xterm-256color", "C")] {
                        var environment = ["TERM": term, "LANG": locale]
                        environment["NO_COLOR"] = noColor
                        environment["FORCE_COLOR"] = force
                        environment["CLICOLOR_FORCE"] = cliForce
                        let capabilities = TerminalCapabilities.detect(isTerminal: isTerminal, environment: environment)
                        let forced = [force, cliForce].contains { $0 != nil && $0 != "" && $0 != "0" }
                        let expected: Bool
                        switch mode {
                        case .always: expected = true
                        case .never: expected = false
                        case .auto:
                            if let noColor, !noColor.isEmpty { expected = false }
                            else if forced { expected = true }
                            // Outside UTF-8, pv's own look: no colour unless asked for.
                            else { expected = isTerminal && term != "dumb" && locale != "C" }
                        }
                        #expect(capabilities.usesColor(mode) == expected, "\(mode) \(environment) tty=\(isTerminal)")
                    }
                }
            }
        }
    }

    @Test func noColourMeansNotOneEscapeOnTheTarget() {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 60)
        let style = Style(indicator: .circular, palette: nil)
        let meter = DrawnMeter(total: nil, display: LineDisplay(target: target, style: style), clock: clock)
        for _ in 0..<40 {
            meter.add(1000)
            clock.advance(by: 0.05)
            meter.update()
        }
        meter.finish()
        #expect(!target.text.isEmpty)
        #expect(!target.text.contains("\u{1B}"))
    }
}
