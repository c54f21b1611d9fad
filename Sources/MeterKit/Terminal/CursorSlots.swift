/// The lines that the meters sharing one terminal have taken: how many lines their block has, which line
/// (counted from its top) each live meter draws on, and where the block is on the screen when the terminal
/// said. Drawn by moves, the cursor rests just below the block; at its rows, at the start of its first line.
package struct CursorSlots: Sendable, Equatable {
    /// Lines in the block, from its top to the line the cursor rests on.
    package var lines = 0
    /// Each live meter's line, by process ID.
    package var rows: [Int32: Int] = [:]
    /// How many times the block has been moved below the cursor (after a stop, ``moveToBottom()``): a
    /// meter that saw this count before its stop, and sees it again after, is the first to go on.
    package var moves = 0
    /// Where the block is on the screen, once the first meter to draw on it asked the terminal; nil while
    /// the meters draw by moves from below the block.
    package var anchor: BlockAnchor?
    /// How each meter's name fits its width alone (a final line's: as drawn), so that the block's names
    /// line up; kept after a meter leaves, while its final line stays in the block.
    package var names: [Int32: NameFit] = [:]

    package init() {}

    /// Reads the state from the lock file's text (`lines N`, `moves N`, `top ROW TYPED`, `name PID COLUMNS
    /// cut|whole`, then `PID ROW` lines); anything unreadable counts as an empty block.
    package init(text: String) {
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 4, words[0] == "name", let pid = Int32(words[1]), let columns = Int(words[2]), columns >= 0 {
                names[pid] = NameFit(columns: columns, shortened: words[3] == "cut")
            } else if words.count == 3, words[0] == "top", let top = Int(words[1]), top >= 1, let typed = Int(words[2]), typed >= 0 {
                anchor = BlockAnchor(top: top, typed: typed)
            } else if words.count == 2, words[0] == "lines", let value = Int(words[1]), value >= 0 {
                lines = value
            } else if words.count == 2, words[0] == "moves", let value = Int(words[1]), value >= 0 {
                moves = value
            } else if words.count == 2, let pid = Int32(words[0]), let row = Int(words[1]), row >= 0 {
                rows[pid] = row
            }
        }
        if rows.values.contains(where: { $0 >= lines }) { self = CursorSlots() }
    }

    /// The state as the lock file's text.
    package var text: String {
        var text = "lines \(lines)\n" + (moves > 0 ? "moves \(moves)\n" : "")
        if let anchor { text += "top \(anchor.top) \(anchor.typed)\n" }
        for (pid, fit) in names.sorted(by: { $0.key < $1.key }) {
            text += "name \(pid) \(fit.columns) \(fit.shortened ? "cut" : "whole")\n"
        }
        for (pid, row) in rows.sorted(by: { $0.value < $1.value }) { text += "\(pid) \(row)\n" }
        return text
    }

    /// Gives `pid` the next line at the bottom of the block, and returns it.
    package mutating func join(_ pid: Int32) -> Int {
        let row = lines
        rows[pid] = row
        lines += 1
        return row
    }

    /// The block starts again on the line where the cursor rests (after a stop, below what the shell wrote
    /// meanwhile), every live meter in the same order as before; returns how many lines it has. The lines
    /// above are left as they are. At `row`, when the terminal said where the cursor is: the block is drawn
    /// at its rows from there; else by moves, below the lines it had.
    package mutating func moveToBottom(row: Int? = nil) -> Int {
        let order = rows.sorted { $0.value < $1.value }.map(\.key)
        let first = row == nil ? lines : 0
        for (index, pid) in order.enumerated() { rows[pid] = first + index }
        lines = first + order.count
        anchor = row.map { BlockAnchor(top: $0) }
        moves += 1
        return order.count
    }

    /// Forgets the meters that no longer run (killed before they could leave); a block with no live meter
    /// is over, and the next one starts where the cursor rests.
    package mutating func prune(isAlive: (Int32) -> Bool) {
        rows = rows.filter { isAlive($0.key) }
        if rows.isEmpty {
            lines = 0
            anchor = nil
            names = [:]
        }
    }
}
