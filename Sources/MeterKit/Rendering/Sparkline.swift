/// A row of rates as heights: one cell a rate, newest on the right, scaled to the highest of them, with
/// an empty cell where nothing moved (a stall shows as a gap, not as the lowest block).
enum Sparkline {
    /// The cells of a sparkline field without a width of its own.
    static let defaultCells = 20

    /// `rates` drawn in `width` cells with `levels`, lowest first; fewer rates than cells leave the first
    /// cells empty (the run has not lasted that long yet).
    static func cells(_ rates: [Double], width: Int, levels: [Character]) -> String {
        let shown = rates.suffix(max(width, 0))
        let highest = shown.max() ?? 0
        var text = String(repeating: " ", count: max(width, 0) - shown.count)
        for rate in shown {
            guard rate > 0, highest > 0, let top = levels.indices.last else {
                text.append(" ")
                continue
            }
            let level = Int((rate / highest * Double(levels.count)).rounded(.up)) - 1
            text.append(levels[min(max(level, 0), top)])
        }
        return text
    }
}
