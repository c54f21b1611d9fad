/// The linear bar: `▕██████▍    ▏` with eighth-cell steps, or `[=====>    ]` in ASCII.
public enum LinearBar {
    /// A bar of exactly `width` cells (ends included) filled to `fraction` (clamped to 0...1). With a
    /// palette, the fill is tinted and the ends and the empty cells dimmed.
    public static func determinate(fraction: Double, width: Int, glyphs: GlyphSet, palette: Palette? = nil) -> String {
        guard width >= 3 else {
            let cells = String(repeating: glyphs.full, count: max(0, width))
            return palette?.filled(cells) ?? cells
        }
        let inner = width - 2
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let steps = glyphs.partials.count + 1
        let units = Int((clamped * Double(inner * steps)).rounded(.down))
        var fullCells = units / steps
        var filled = ""
        var empty = ""
        if let head = glyphs.head {
            // pv's form: the head marks the edge of the fill, and is dropped once the bar is full.
            if fullCells >= inner {
                filled = String(repeating: glyphs.full, count: inner)
            } else {
                fullCells = min(fullCells, inner - 1)
                filled = String(repeating: glyphs.full, count: fullCells) + head
                empty = String(repeating: glyphs.empty, count: inner - fullCells - 1)
            }
        } else {
            filled = String(repeating: glyphs.full, count: fullCells)
            var used = fullCells
            let remainder = units % steps
            if remainder > 0, used < inner {
                filled += glyphs.partials[remainder - 1]
                used += 1
            }
            empty = String(repeating: glyphs.empty, count: inner - used)
        }
        guard let palette else { return glyphs.barStart + filled + empty + glyphs.barEnd }
        return palette.dimmed(glyphs.barStart) + palette.filled(filled) + palette.dimmed(empty + glyphs.barEnd)
    }

    /// A bar of `width` cells with a block bouncing from end to end; `position` counts cells travelled.
    /// With a palette, the block is tinted and the rest dimmed.
    public static func indeterminate(position: Int, width: Int, glyphs: GlyphSet, palette: Palette? = nil) -> String {
        guard width >= 3 else { return String(repeating: " ", count: max(0, width)) }
        let inner = width - 2
        let block = min(glyphs.bouncer.count, inner)
        let travel = inner - block
        var offset = 0
        if travel > 0 {
            let cycle = travel * 2
            let step = ((position % cycle) + cycle) % cycle
            offset = step <= travel ? step : cycle - step
        }
        let shown = String(glyphs.bouncer.prefix(block))
        let before = glyphs.barStart + String(repeating: " ", count: offset)
        let after = String(repeating: " ", count: inner - block - offset) + glyphs.barEnd
        guard let palette else { return before + shown + after }
        return palette.dimmed(before) + palette.filled(shown) + palette.dimmed(after)
    }

    /// The `position` at which the bouncing block stands still in the middle (reduce motion).
    public static func middlePosition(width: Int, glyphs: GlyphSet) -> Int {
        let inner = max(0, width - 2)
        return max(0, inner - min(glyphs.bouncer.count, inner)) / 2
    }
}
