/// How a frame's name fits its width, laid out alone: the columns it takes before its colon, and whether
/// the width made it shorter than it is. A block of lines gathers its lines' fits to give every name one
/// width (``Renderer/alignedNameColumns(_:)``).
package struct NameFit: Equatable, Sendable {
    package var columns: Int
    package var shortened: Bool

    package init(columns: Int, shortened: Bool) {
        self.columns = columns
        self.shortened = shortened
    }
}

extension Renderer {
    /// How the name of `snapshot`'s frame at `width` fits, laid out alone; nil when the frame shows no name.
    package static func nameFit(_ snapshot: Snapshot, style: Style, width: Int) -> NameFit? {
        var alone = style
        alone.nameColumns = nil
        var layout = FrameLayout(snapshot: snapshot, style: alone)
        guard let natural = layout.nameColumns else { return nil }
        if width > 0 { layout.fit(width) }
        guard let fitted = layout.nameColumns else { return nil }
        return NameFit(columns: fitted, shortened: fitted < natural)
    }

    /// The one width of a block's names: once the width has shortened any of them, the narrowest name's,
    /// so that every name lines up with it; nil while none is shortened (each then keeps its own width,
    /// pv's frames byte for byte).
    package static func alignedNameColumns(_ fits: [NameFit]) -> Int? {
        guard fits.contains(where: \.shortened) else { return nil }
        return fits.map(\.columns).min()
    }
}
