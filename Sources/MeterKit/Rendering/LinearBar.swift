/// The linear bar: `▕██████▍    ▏` with eighth-cell steps, or pv's `[====>     ]` in ASCII.
package enum LinearBar {
    /// A bar of exactly `width` cells (ends included unless `ends` is false) filled to `fraction`. With a
    /// palette, the fill is tinted and the ends and the empty cells dimmed.
    package static func determinate(
        fraction: Double, width: Int, glyphs: GlyphSet, palette: Palette? = nil, ends: Bool = true
    ) -> String {
        let inner = innerWidth(width, ends: ends)
        let steps = glyphs.head == nil ? glyphs.partials.count + 1 : 1
        let units = truncated(fraction * Double(inner * steps))
        return draw(units: units, width: width, ends: ends, glyphs: glyphs, palette: palette)
    }

    /// A bar of exactly `width` cells filled to `percentage` (may exceed 100), computed in pv's order
    /// (cells × percentage ÷ 100) so that the ASCII bar's tip lands exactly where pv's does.
    package static func determinate(
        percentage: Double, width: Int, glyphs: GlyphSet, palette: Palette? = nil, ends: Bool = true
    ) -> String {
        let inner = innerWidth(width, ends: ends)
        let steps = glyphs.head == nil ? glyphs.partials.count + 1 : 1
        let units = truncated(Double(inner) * percentage / 100 * Double(steps))
        return draw(units: units, width: width, ends: ends, glyphs: glyphs, palette: palette)
    }

    /// The cells between the ends.
    static func innerWidth(_ width: Int, ends: Bool) -> Int { max(0, ends ? width - 2 : width) }

    /// `value` rounded down to a whole number of units, 0 for anything not finite or negative.
    static func truncated(_ value: Double) -> Int {
        value.isFinite && value > 0 ? Int(min(value, 1e9)) : 0
    }

    /// The bar with `units` filled: cells × steps for glyphs with partial cells, whole cells for the ASCII
    /// bar. The ASCII bar follows pv: its tip `>` takes the last filled cell (so 0 % shows `>` alone and
    /// 100 % still ends in `>`), and the bar is all `=` only once the fill overflows it.
    static func draw(units: Int, width: Int, ends: Bool, glyphs: GlyphSet, palette: Palette?) -> String {
        if ends, width < 3 {
            let cells = String(repeating: glyphs.full, count: max(0, width))
            return palette?.filled(cells) ?? cells
        }
        let inner = innerWidth(width, ends: ends)
        var filled: String
        var used: Int
        if let head = glyphs.head {
            used = min(max(units - 1, 0), inner)
            filled = String(repeating: glyphs.full, count: used)
            if used < inner {
                filled += head
                used += 1
            }
        } else {
            let steps = glyphs.partials.count + 1
            let clamped = min(units, inner * steps)
            used = clamped / steps
            filled = String(repeating: glyphs.full, count: used)
            if clamped % steps > 0 {
                filled += glyphs.partials[clamped % steps - 1]
                used += 1
            }
        }
        let empty = String(repeating: glyphs.empty, count: inner - used)
        let (start, end) = ends ? (glyphs.barStart, glyphs.barEnd) : ("", "")
        guard let palette else { return start + filled + empty + end }
        return palette.dimmed(start) + palette.filled(filled) + palette.dimmed(empty + end)
    }

    /// A bar of `width` cells with a block bouncing from end to end; `position` counts cells travelled.
    /// With a palette, the block is tinted and the rest dimmed.
    package static func indeterminate(
        position: Int, width: Int, glyphs: GlyphSet, palette: Palette? = nil, ends: Bool = true
    ) -> String {
        if ends, width < 3 { return String(repeating: " ", count: max(0, width)) }
        let inner = innerWidth(width, ends: ends)
        let block = min(glyphs.bouncer.count, inner)
        let travel = inner - block
        var offset = 0
        if travel > 0 {
            let cycle = travel * 2
            let step = ((position % cycle) + cycle) % cycle
            offset = step <= travel ? step : cycle - step
        }
        let shown = String(glyphs.bouncer.prefix(block))
        let before = (ends ? glyphs.barStart : "") + String(repeating: " ", count: offset)
        let after = String(repeating: " ", count: inner - block - offset) + (ends ? glyphs.barEnd : "")
        guard let palette else { return before + shown + after }
        return palette.dimmed(before) + palette.filled(shown) + palette.dimmed(after)
    }

    /// The indeterminate bar after `step` moving frames, as pv moves its `<=>`: each frame takes it 2 % of
    /// its track further, so it crosses in 50 frames and comes back in 50 more; its offset is rounded down.
    package static func bouncing(
        step: Int, width: Int, glyphs: GlyphSet, palette: Palette? = nil, ends: Bool = true
    ) -> String {
        let inner = innerWidth(width, ends: ends)
        let track = max(0, inner - min(glyphs.bouncer.count, inner))
        let counter = ((step % 100) + 100) % 100 * 2
        let percent = counter <= 100 ? counter : 200 - counter
        return indeterminate(position: track * percent / 100, width: width, glyphs: glyphs, palette: palette, ends: ends)
    }

    /// The `position` at which the bouncing block stands still in the middle (reduce motion).
    package static func middlePosition(width: Int, glyphs: GlyphSet, ends: Bool = true) -> Int {
        let inner = innerWidth(width, ends: ends)
        return max(0, inner - min(glyphs.bouncer.count, inner)) / 2
    }
}
