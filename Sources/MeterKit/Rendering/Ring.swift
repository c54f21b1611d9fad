/// The circular indicator: one cell that fills clockwise from twelve o'clock as the fraction grows, and
/// a spinner that turns while the total is unknown.
package enum Ring {
    /// The glyph for `fraction` (clamped to 0...1): the first state below the first step, the last only
    /// when the transfer is complete. With a palette, tinted.
    package static func fill(fraction: Double, glyphs: RingGlyphs, palette: Palette? = nil) -> String {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let steps = glyphs.states.count - 1
        let state = min(Int((clamped * Double(steps)).rounded(.down)), steps)
        let glyph = glyphs.states[state]
        return palette?.filled(glyph) ?? glyph
    }

    /// The spinner's glyph for frame number `frame` (any integer; frames repeat). With a palette, tinted.
    package static func spinner(frame: Int, glyphs: RingGlyphs, palette: Palette? = nil) -> String {
        let count = glyphs.spinner.count
        let glyph = glyphs.spinner[((frame % count) + count) % count]
        return palette?.filled(glyph) ?? glyph
    }

    /// The spinner standing still (reduce motion). With a palette, tinted.
    package static func still(glyphs: RingGlyphs, palette: Palette? = nil) -> String {
        palette?.filled(glyphs.still) ?? glyphs.still
    }
}

/// The glyphs of the circular indicator.
package struct RingGlyphs: Sendable, Equatable {
    /// Fill states from empty to full.
    package var states: [String]
    /// The spinner's frames, in order.
    package var spinner: [String]
    /// The one glyph shown instead of the spinner when motion is reduced.
    package var still: String

    package init(states: [String], spinner: [String], still: String) {
        precondition(states.count >= 2 && !spinner.isEmpty)
        self.states = states
        self.spinner = spinner
        self.still = still
    }

    /// Braille dots in the order they light as the ring fills: clockwise from twelve o'clock, starting top
    /// right. Braille numbers its dots 1 2 3 7 down the left column and 4 5 6 8 down the right one.
    static let clockwiseDots: [UInt32] = [4, 5, 6, 8, 7, 3, 2, 1]

    /// The braille character with `dots` raised.
    static func braille(_ dots: some Sequence<UInt32>) -> String {
        var bits: UInt32 = 0
        for dot in dots { bits |= 1 << (dot - 1) }
        // U+2800 to U+28FF: every one is a Unicode scalar.
        return Unicode.Scalar(0x2800 + bits).map { String(Character($0)) } ?? ""
    }

    /// One braille cell, 9 states (no dot to all eight): `⠀⠈⠘⠸⢸⣸⣼⣾⣿`; the spinner is an arc of three
    /// dots going round clockwise: `⠸⢰⣠⣄⡆⠇⠋⠙`. Braille is one cell wide everywhere, so this is the default.
    package static let braille = RingGlyphs(
        states: (0...8).map { Self.braille(clockwiseDots.prefix($0)) },
        spinner: (0..<8).map { start in Self.braille((0..<3).map { clockwiseDots[(start + $0) % 8] }) },
        still: Self.braille([2, 3, 5, 6]))

    /// Pie quarters: `○◔◑◕●`, spinning as `◓◑◒◐`. Two cells wide in some CJK locales, so never the default.
    package static let pie = RingGlyphs(
        states: ["○", "◔", "◑", "◕", "●"], spinner: ["◓", "◑", "◒", "◐"], still: "◍")

    /// ASCII: `.oO@`, spinning as `|/-\`.
    package static let ascii = RingGlyphs(
        states: [".", "o", "O", "@"], spinner: ["|", "/", "-", "\\"], still: "*")
}

extension Style {
    /// The glyphs of the circular indicator (`--ring`): the look of a ring that fills clockwise from twelve
    /// o'clock; where Unicode cannot be shown, both are ASCII (`.oO@`).
    public enum Ring: String, Sendable, Equatable, CaseIterable {
        /// One braille cell that fills dot by dot in 9 states (`⠀⠈⠘⠸⢸⣸⣼⣾⣿`), spinning as an arc of three dots
        /// while the total is unknown: one cell wide everywhere, the default.
        case braille
        /// A pie that fills in quarters (`○◔◑◕●`); two cells wide in some CJK locales.
        case pie

        /// The glyphs of this style, or ASCII where Unicode cannot be shown.
        package func glyphs(unicode: Bool) -> RingGlyphs {
            guard unicode else { return .ascii }
            switch self {
            case .braille: return .braille
            case .pie: return .pie
            }
        }
    }
}
