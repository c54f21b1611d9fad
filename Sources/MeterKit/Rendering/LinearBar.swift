/// The linear bar: `▕██████▍    ▏` with eighth-cell steps, or `[=====>    ]` in ASCII.
public enum LinearBar {
    /// A bar of exactly `width` cells (ends included) filled to `fraction` (clamped to 0...1).
    public static func determinate(fraction: Double, width: Int, glyphs: GlyphSet) -> String {
        guard width >= 3 else { return String(repeating: glyphs.full, count: max(0, width)) }
        let inner = width - 2
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let steps = glyphs.partials.count + 1
        let units = Int((clamped * Double(inner * steps)).rounded(.down))
        var fullCells = units / steps
        var text = glyphs.barStart
        if let head = glyphs.head {
            // pv's form: the head marks the edge of the fill, and is dropped once the bar is full.
            if fullCells >= inner {
                text += String(repeating: glyphs.full, count: inner)
            } else {
                fullCells = min(fullCells, inner - 1)
                text += String(repeating: glyphs.full, count: fullCells) + head
                text += String(repeating: glyphs.empty, count: inner - fullCells - 1)
            }
        } else {
            text += String(repeating: glyphs.full, count: fullCells)
            var used = fullCells
            let remainder = units % steps
            if remainder > 0, used < inner {
                text += glyphs.partials[remainder - 1]
                used += 1
            }
            text += String(repeating: glyphs.empty, count: inner - used)
        }
        return text + glyphs.barEnd
    }

    /// A bar of `width` cells with a block bouncing from end to end; `position` counts cells travelled.
    public static func indeterminate(position: Int, width: Int, glyphs: GlyphSet) -> String {
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
        return glyphs.barStart + String(repeating: " ", count: offset) + shown
            + String(repeating: " ", count: inner - block - offset) + glyphs.barEnd
    }
}
