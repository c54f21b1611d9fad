/// pv's `-n` lines: the template's fields as plain numbers, for `dialog --gauge`, scripts and JSON lines.
extension Renderer {
    /// The line `-n` writes for `snapshot` (without its newline): the style's template with the counts,
    /// rates and times as bare numbers, as pv 1.10.5 writes them. `%t` is seconds with four decimals
    /// (`12.0451`); `%b` the count, a whole number (bits with `bits`; a number of percent or seconds in the
    /// units a wrapped command reports); `%r` and `%a` units a second with four
    /// decimals (bits a second with `bits`); `%{progress-amount-only}` the whole percentage (at most 100000),
    /// or without a total the number pv writes instead, which moves while data moves: 2 more at each frame
    /// for which data moved (the steps of the moving block), up to 198, then 0 again. The bars are empty; every other field (`%e`, `%I`, `%T`, `%A`, `%N`, `%L`) is
    /// what a frame shows, and the text between the fields is kept as written, so that
    /// `{"bytes":%b,"rate":%r}` makes one JSON object a line.
    /// The words and numbers never follow the locale (`ETA`, `1.5`): scripts parse these lines.
    package static func numeric(_ snapshot: Snapshot, style: Style) -> String {
        var style = style
        style.language = .english
        style.decimalSeparator = .point
        var line = ""
        for segment in style.template.segments {
            switch segment {
            case .text(let text): line += text
            case .graphicRendition(let codes): if style.palette != nil { line += GraphicRendition.sequences(codes) }
            case .field(let field, let width): line += numericText(of: field, snapshot, style: style, width: width)
            }
        }
        return line
    }

    /// One field of a `-n` line.
    static func numericText(of field: Template.Field, _ snapshot: Snapshot, style: Style, width: Int?) -> String {
        // Bits count bytes eight times; lines and records stay counts.
        let inBits = style.bits && snapshot.unit == .bytes
        switch field.kind {
        case .timer: return NumberFormat.fixed(snapshot.elapsedSeconds, decimals: 4)
        case .amount:
            let steps = snapshot.unit.steps
            if steps > 1 { return NumberFormat.fixed(Double(snapshot.count) / Double(steps), decimals: steps == 100 ? 2 : 3) }
            guard inBits else { return String(snapshot.count) }
            let (bits, overflow) = snapshot.count.multipliedReportingOverflow(by: 8)
            return String(overflow ? UInt64.max : bits)
        case .rate: return NumberFormat.fixed(snapshot.rate * numericScale(snapshot, inBits), decimals: 4)
        case .averageRate: return NumberFormat.fixed(snapshot.averageRate * numericScale(snapshot, inBits), decimals: 4)
        case .progressAmountOnly: return String(min(snapshot.wholePercent ?? snapshot.indicatorStep % 100 * 2, 100_000))
        case .progress, .progressBarOnly, .plainBar, .blockBar, .granularBar, .shadedBar: return ""
        default: return text(of: field, snapshot, style: style, width: width)
        }
    }

    /// What a rate of `snapshot` is multiplied by on a `-n` line: 8 for bits, the inverse of a reported
    /// unit's steps (percent or seconds a second), else 1.
    private static func numericScale(_ snapshot: Snapshot, _ inBits: Bool) -> Double {
        inBits ? 8 : 1 / Double(snapshot.unit.steps)
    }
}
