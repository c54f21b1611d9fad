/// The progress field and the bars: what `%p`, `%{progress-…}` and `%{bar-…}` draw.
extension Renderer {
    /// The progress field. Linear: the bar and the number beside it in exactly `width` columns (the number
    /// alone when the bar has no room): the percentage with a total, the peak rate for the gauge (`-g`), or
    /// with neither an indicator moving one step per frame. Circular: the ring and percentage (the spinner
    /// with no total), padded on the left to `width` when one is given.
    static func progress(_ snapshot: Snapshot, style: Style, width: Int?) -> String {
        if style.indicator == .circular { return ring(snapshot, style: style, width: width) }
        let width = width ?? 0
        let glyphs = style.reduceMotion ? style.glyphs.wholeCells : style.glyphs
        guard let percentage = barPercentage(snapshot, style: style) else {
            return indeterminate(snapshot, style: style, glyphs: glyphs, width: width, ends: true)
        }
        guard style.showsPercentage else {
            return LinearBar.determinate(percentage: percentage, width: width, glyphs: glyphs, palette: style.palette)
        }
        let number = progressNumber(snapshot, style: style)
        // pv puts one space between the bar and a percentage, none before the gauge's `/peak`.
        let gap = snapshot.total == nil ? "" : " "
        let barWidth = width - columns(number) - gap.count
        guard barWidth >= 3 else { return NumberFormat.padLeft(number, to: max(width, 0)) }
        return LinearBar.determinate(percentage: percentage, width: barWidth, glyphs: glyphs, palette: style.palette)
            + gap + number
    }

    /// The number beside the bar: the whole percentage in at least 4 columns (` 50%`, `100%`; ` 5 %`, `%50`
    /// as the style's language writes it), the gauge's peak rate after a slash (`/25.0MiB/s`), or nothing.
    static func progressNumber(_ snapshot: Snapshot, style: Style) -> String {
        if let percent = snapshot.wholePercent { return NumberFormat.padLeft(style.language.percent(percent), to: 4) }
        guard style.gauge else { return "" }
        return "/" + rate(snapshot.peakRate, snapshot, style: style)
    }

    /// How full the bar is, in percent: the percentage done (only whole percents with reduced motion, so the
    /// bar changes only with the number), the rate against the peak for the gauge, or `nil` for neither.
    static func barPercentage(_ snapshot: Snapshot, style: Style) -> Double? {
        if let percentage = snapshot.percentDone {
            guard style.reduceMotion, let percent = snapshot.wholePercent else { return percentage }
            return Double(percent)
        }
        guard style.gauge else { return nil }
        return snapshot.peakRate > 0 ? 100 * snapshot.rate / snapshot.peakRate : 0
    }

    /// The indicator with no total: one step further on each frame taken while data moved, as pv's `<=>`;
    /// standing still in the middle when motion is reduced.
    static func indeterminate(_ snapshot: Snapshot, style: Style, glyphs: GlyphSet, width: Int, ends: Bool) -> String {
        guard style.reduceMotion else {
            return LinearBar.bouncing(
                step: snapshot.indicatorStep, width: width, glyphs: glyphs, palette: style.palette, ends: ends)
        }
        let middle = LinearBar.middlePosition(width: width, glyphs: glyphs, ends: ends)
        return LinearBar.indeterminate(position: middle, width: width, glyphs: glyphs, palette: style.palette, ends: ends)
    }

    /// `%{progress-bar-only}` and `%{bar-…}`: the bar alone, without its ends or a number, in `width` columns.
    static func barOnly(_ field: Template.Field, _ snapshot: Snapshot, style: Style, width: Int) -> String {
        var glyphs = barGlyphs(field, style: style)
        if style.reduceMotion { glyphs = glyphs.wholeCells }
        guard let percentage = barPercentage(snapshot, style: style) else {
            return indeterminate(snapshot, style: style, glyphs: glyphs, width: width, ends: false)
        }
        return LinearBar.determinate(percentage: percentage, width: width, glyphs: glyphs, palette: style.palette, ends: false)
    }

    /// The glyphs a bar field names: the style's own for `%{progress-bar-only}`, else that bar style's (ASCII
    /// where Unicode cannot be shown).
    static func barGlyphs(_ field: Template.Field, style: Style) -> GlyphSet {
        switch field.kind {
        case .plainBar: return Style.Bar.ascii.glyphs(unicode: style.unicode)
        case .blockBar: return Style.Bar.block.glyphs(unicode: style.unicode)
        case .granularBar: return Style.Bar.granular.glyphs(unicode: style.unicode)
        case .shadedBar: return Style.Bar.shaded.glyphs(unicode: style.unicode)
        default: return style.glyphs
        }
    }

    /// The circular indicator: `⣸  62%`, or the spinner alone with no total.
    static func ring(_ snapshot: Snapshot, style: Style, width: Int?) -> String {
        var text: String
        if let percentage = barPercentage(snapshot, style: style) {
            text = Ring.fill(fraction: percentage / 100, glyphs: style.ring, palette: style.palette)
            if style.showsPercentage { text += (snapshot.total == nil ? "" : " ") + progressNumber(snapshot, style: style) }
        } else if style.reduceMotion {
            text = Ring.still(glyphs: style.ring, palette: style.palette)
        } else {
            let frame = animationFrame(at: snapshot.animationTime, perSecond: style.spinnerRate * style.spinnerSpeed)
            text = Ring.spinner(frame: frame, glyphs: style.ring, palette: style.palette)
        }
        guard let width else { return text }
        let columns = TerminalText.columns(text)
        return columns >= width ? text : String(repeating: " ", count: width - columns) + text
    }
}
