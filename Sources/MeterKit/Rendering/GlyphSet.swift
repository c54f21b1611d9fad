/// The characters a frame is drawn with: Unicode block elements, or plain ASCII where the terminal or
/// locale cannot show them (a non-UTF-8 codeset, or the Linux console).
package struct GlyphSet: Sendable, Equatable {
    /// The bar's left and right ends.
    package var barStart: String
    package var barEnd: String
    /// A fully filled cell.
    package var full: String
    /// Partly filled cells, from 1/n to (n-1)/n filled; empty for whole-cell bars.
    package var partials: [String]
    /// The cell that leads the fill (ASCII `>`), if any.
    package var head: String?
    /// An unfilled cell.
    package var empty: String
    /// The block that moves back and forth while the total is unknown.
    package var bouncer: String
    /// A sparkline's cells, lowest to highest: block heights, or ASCII marks of growing weight.
    package var sparks: [Character]

    /// Block heights, eight of them.
    package static let blockSparks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// ASCII marks of growing weight, eight of them, for a terminal or locale without block elements.
    package static let asciiSparks: [Character] = ["_", ".", ":", "-", "=", "+", "*", "#"]

    package init(
        barStart: String, barEnd: String, full: String, partials: [String], head: String?, empty: String,
        bouncer: String, sparks: [Character] = GlyphSet.blockSparks
    ) {
        self.barStart = barStart
        self.barEnd = barEnd
        self.full = full
        self.partials = partials
        self.head = head
        self.empty = empty
        self.bouncer = bouncer
        self.sparks = sparks
    }

    /// Eighth-cell blocks: `▕███▍   ▏` (pv's `granular`, and meter's default in a UTF-8 locale).
    package static let unicode = GlyphSet(
        barStart: "▕", barEnd: "▏", full: "█", partials: ["▏", "▎", "▍", "▌", "▋", "▊", "▉"], head: nil, empty: " ",
        bouncer: "███")

    /// pv's ASCII bar: `[===>    ]` and `<=>`.
    package static let ascii = GlyphSet(
        barStart: "[", barEnd: "]", full: "=", partials: [], head: ">", empty: " ", bouncer: "<=>", sparks: GlyphSet.asciiSparks)

    /// Whole blocks only: `▕████    ▏` (pv's `block`).
    package static let block = GlyphSet(
        barStart: "▕", barEnd: "▏", full: "█", partials: [], head: nil, empty: " ", bouncer: "███")

    /// Shades that darken as a cell fills: `▕███▒    ▏` (pv's `shaded`).
    package static let shaded = GlyphSet(
        barStart: "▕", barEnd: "▏", full: "█", partials: ["░", "▒", "▓"], head: nil, empty: " ", bouncer: "▒▓█▓▒")

    /// The same glyphs moving in whole cells only (reduce motion).
    package var wholeCells: GlyphSet {
        var copy = self
        copy.partials = []
        return copy
    }
}

extension Style {
    /// The look of the linear bar (`-u`, `--bar-style`), as pv names its styles.
    public enum Bar: String, Sendable, Equatable, CaseIterable {
        /// `[=====>    ]`, in ASCII everywhere: pv's `plain` (`-u plain`).
        case ascii = "plain"
        /// Whole blocks: `▕█████     ▏`.
        case block
        /// Eighth-cell blocks that move smoothly: `▕█████▍    ▏`.
        case granular
        /// Shaded blocks: `▕█████▒    ▏`.
        case shaded

        /// The glyphs of this style; with `unicode` false (a non-UTF-8 locale, or `TERM=linux`) every style
        /// falls back to ASCII, so nothing prints as `?` or mojibake.
        package func glyphs(unicode: Bool) -> GlyphSet {
            guard unicode else { return .ascii }
            switch self {
            case .ascii: return .ascii
            case .block: return .block
            case .granular: return .unicode
            case .shaded: return .shaded
            }
        }
    }
}

extension Style.Bar {
    /// The ASCII bar, by pv's name for it, which read like the sentences of ``Style/sentences``.
    @available(*, deprecated, renamed: "ascii")
    public static var plain: Style.Bar { .ascii }
}
