/// The characters a frame is drawn with: Unicode block elements, or plain ASCII where the terminal or
/// locale cannot show them (a non-UTF-8 codeset, or the Linux console).
public struct GlyphSet: Sendable, Equatable {
    /// The bar's left and right ends.
    public var barStart: String
    public var barEnd: String
    /// A fully filled cell.
    public var full: String
    /// Partly filled cells, from 1/n to (n-1)/n filled; empty for whole-cell bars.
    public var partials: [String]
    /// The cell that leads the fill (ASCII `>`), if any.
    public var head: String?
    /// An unfilled cell.
    public var empty: String
    /// The block that moves back and forth while the total is unknown.
    public var bouncer: String

    /// Eighth-cell blocks: `▕███▍   ▏`.
    public static let unicode = GlyphSet(
        barStart: "▕", barEnd: "▏", full: "█", partials: ["▏", "▎", "▍", "▌", "▋", "▊", "▉"], head: nil, empty: " ",
        bouncer: "███")

    /// pv's ASCII bar: `[===>    ]` and `<=>`.
    public static let ascii = GlyphSet(
        barStart: "[", barEnd: "]", full: "=", partials: [], head: ">", empty: " ", bouncer: "<=>")

    /// The same glyphs moving in whole cells only (reduce motion).
    public var wholeCells: GlyphSet {
        var copy = self
        copy.partials = []
        return copy
    }
}
