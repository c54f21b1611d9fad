/// The lines of a ``StackedLines`` block and how much of them the screen shows, with the text that draws
/// them again. Drawn two ways:
///
/// - **By moves** (as pv's `-d`): the cursor rests at the start of the block's last line; a frame goes back
///   to the line's start (past anything echoed there), up to the first line (`ESC [ A` for each line above),
///   and draws every line again.
/// - **At its rows** (``BlockAnchor``), once the terminal has said where the block starts: a frame goes to
///   the first line's row (`ESC [ row ; 1 H`), draws every line, and leaves the cursor at that row's start.
///   Keys typed meanwhile move the cursor, never the block.
///
/// The terminal is asked where the block starts when it is first drawn with several lines, after a stop
/// (SIGCONT), after a resize, and after a message written where the block was (no sooner than a second after
/// the last question: the block is drawn by moves meanwhile); when it may not be asked (something typed is
/// waiting, the background, no answer) the block is drawn by moves until the next of those.
struct StackedBlock {
    /// One meter's line.
    struct Line {
        let id: Int
        var text = ""
        var final = false
        /// The width the line had when it was last drawn, or nil when it has not been drawn.
        var drawnWidth: Int?
        /// The latest frame given, and whether it is yet to be rendered into `text` (a line out of sight
        /// waits until it comes into sight).
        var latest: (snapshot: Snapshot, style: Style)?
        var stale = false
        /// How the name fits alone in the frame last rendered, and the block's name width it was given.
        var fit: NameFit?
        var alignedTo: Int?
    }

    var lines: [Line] = []
    var nextID = 0
    /// How many lines of the block are on the screen (the cursor rests on the last of them).
    var drawnCount = 0
    var dirty = false
    /// How many lines the terminal showed at the last frame (all of them until a frame says).
    var rowsInSight = Int.max
    /// Where the block is on the screen, once the terminal has said; nil while it is drawn by moves.
    var anchor: BlockAnchor?
    /// Whether to ask the terminal where the block starts, at its next frame of several lines.
    var wantsAnchor = true
    /// Whether the next frame first clears what is below the cursor (the block as it was before a resize).
    var clearsFirst = false

    /// Whether the lines are in the order of their IDs: they are unless a line was put above another.
    var inOrderOfIDs = true

    /// Puts `line` at the bottom of the block, or just above the line `id` when it is in the block.
    mutating func insert(_ line: Line, above id: Int?) {
        guard let id, let index = index(of: id) else { return lines.append(line) }
        lines.insert(line, at: index)
        inOrderOfIDs = false
        dirty = true
    }

    /// Where line `id` is: found by halves while the lines are in the order of their IDs (a block of a
    /// thousand `-d` lines sets each line every frame), else looked for.
    func index(of id: Int) -> Int? {
        guard inOrderOfIDs else { return lines.firstIndex { $0.id == id } }
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low].id == id ? low : nil
    }

    /// The text that draws the block again, and the block as it then stands; nil when nothing changed. On a
    /// terminal of known height the block shows at most that many lines; once every line has ended, all of
    /// them are written, the last frame of the run.
    mutating func frame(rows: Int?, columns: Int, terminal: RowAddressedTerminal?) -> String? {
        rowsInSight = max(rows ?? .max, 1)
        let allEnded = lines.allSatisfy(\.final)
        let shown = allEnded ? lines.count : min(lines.count, max(rows ?? .max, 1))
        render(shown: shown, columns: columns)
        guard dirty else { return nil }
        dirty = false
        locate(shown: shown, rows: rows, terminal: terminal)
        var text = start(shown: shown, rows: rows)
        if clearsFirst { text += "\r\u{1B}[J" }
        clearsFirst = false
        text += drawLines(shown: shown, columns: columns)
        if drawnCount > shown {
            // A line taken away: what the block held below its new end goes too (from the line below the
            // last one, which the block drew before, and back up). With no line left, the whole block goes.
            text += shown > 0 ? "\n\u{1B}[J\u{1B}[A" : "\r\u{1B}[J"
        }
        return text + settle(shown: shown, allEnded: allEnded)
    }

    /// Renders the frames of the first `shown` lines that are yet to be, their names as wide as the block's
    /// others (``Renderer/alignedNameColumns(_:)``): when that width changes, every line is rendered again.
    /// A line whose text changed, or that was never drawn, makes the block due.
    private mutating func render(shown: Int, columns: Int) {
        for index in 0..<shown where lines[index].stale {
            guard let (snapshot, style) = lines[index].latest else { continue }
            lines[index].fit = Renderer.nameFit(snapshot, style: style, width: columns)
        }
        let aligned = Renderer.alignedNameColumns(lines.prefix(shown).compactMap(\.fit))
        for index in 0..<shown where lines[index].stale || lines[index].alignedTo != aligned {
            guard let (snapshot, style) = lines[index].latest else { continue }
            var lined = style
            lined.nameColumns = aligned
            let text = Renderer.render(snapshot, style: lined, width: columns)
            if text != lines[index].text || lines[index].drawnWidth == nil { dirty = true }
            lines[index].text = text
            lines[index].stale = false
            lines[index].alignedTo = aligned
        }
    }

    /// Asks the terminal where the block starts, if it is time to; at its rows, follows what was typed.
    private mutating func locate(shown: Int, rows: Int?, terminal: RowAddressedTerminal?) {
        guard let terminal else { return }
        if anchor != nil { return anchor?.follow(typedAhead: terminal.typedAhead, rows: rows) ?? () }
        guard wantsAnchor, max(shown, drawnCount) > 1, terminal.mayAskCursorRow else { return }
        wantsAnchor = false
        guard let row = terminal.cursorRow() else { return }
        // Drawn by moves so far, the cursor rests at the start of the last line drawn.
        let top = row - max(drawnCount - 1, 0)
        if top >= 1 { anchor = BlockAnchor(top: top) }
    }

    /// Where a frame starts: the block's first row, or up from the cursor's line to it.
    private mutating func start(shown: Int, rows: Int?) -> String {
        if var anchor {
            let room = anchor.makeRoom(lines: shown, rows: rows)
            self.anchor = anchor
            return room + BlockAnchor.moveTo(row: anchor.top)
        }
        // Up to the first line as pv goes up, one `ESC [ A` a line: scripts that parse pv's `-d` output
        // split its frames on exactly that. First back to the line's start, past anything echoed there.
        let text = drawnCount > 0 && max(drawnCount, shown) > 1 ? "\r" : ""
        return text + String(repeating: "\u{1B}[A", count: max(drawnCount - 1, 0))
    }

    /// The first `shown` lines, one below the other, each framed as ``LineDisplay`` frames one.
    private mutating func drawLines(shown: Int, columns: Int) -> String {
        var text = ""
        for index in lines.indices {
            guard index < shown else {
                lines[index].drawnWidth = nil
                continue
            }
            if index > 0 { text += "\n" }
            let line = lines[index]
            text += LineDisplay.frame(line.text, over: line.drawnWidth ?? 0, width: columns)
            lines[index].drawnWidth = TerminalText.columns(line.text)
        }
        return text
    }

    /// After a frame: lines that have ended at the top of the block leave it and stay where they are on the
    /// screen (one still out of sight stays until it has been drawn); once all have ended, the cursor goes
    /// below them. At its rows, the cursor goes back to the block's first row.
    private mutating func settle(shown: Int, allEnded: Bool) -> String {
        let leaving = min(lines.prefix { $0.final }.count, shown)
        if allEnded, !lines.isEmpty {
            lines.removeAll()
            drawnCount = 0
            anchor = nil
            wantsAnchor = true
            return "\n"
        }
        lines.removeFirst(leaving)
        drawnCount = shown - leaving
        // A line that moves up into sight is drawn on the next frame.
        if lines.count > drawnCount { dirty = leaving > 0 }
        guard var anchor else { return "" }
        anchor.move(to: anchor.top + leaving)
        self.anchor = anchor
        return shown > 1 || leaving > 0 ? BlockAnchor.moveTo(row: anchor.top) : ""
    }

    /// Clears the block and leaves the cursor at its start; the next frame draws it again from there. One
    /// line is cleared with spaces, as ``LineDisplay`` clears it.
    mutating func clearing(columns: Int) -> String? {
        guard drawnCount > 0 else { return nil }
        let text: String
        if drawnCount == 1, let width = lines.first?.drawnWidth {
            text = String(repeating: " ", count: min(width, columns)) + "\r"
        } else if let anchor {
            text = BlockAnchor.moveTo(row: anchor.top) + "\u{1B}[J"
        } else {
            text = "\u{1B}[\(drawnCount - 1)A\r\u{1B}[J"
        }
        drawnCount = 0
        for index in lines.indices { lines[index].drawnWidth = nil }
        dirty = true
        return text
    }

    /// Something of unknown height is about to be written where the cursor rests (a message, the shell's
    /// lines while meter was stopped): the block is drawn afresh below it, wherever the terminal then says.
    mutating func forgetPlace() {
        anchor = nil
        wantsAnchor = true
    }

    /// After a resize, a block drawn at its rows may be elsewhere on the screen (a terminal moves its lines
    /// as its height changes, the cursor with them): it is drawn afresh from the cursor, which rests on its
    /// first row, at the row the terminal then says, what was below cleared first.
    mutating func resized() {
        guard anchor != nil, drawnCount > 0 else { return }
        forgetPlace()
        drawnCount = 0
        for index in lines.indices { lines[index].drawnWidth = nil }
        dirty = true
        clearsFirst = true
    }

    /// The block's first row holds a line of text now, written over it: the block starts a row lower.
    mutating func startBelowOneLine(rows: Int?) {
        guard var anchor else { return }
        anchor.move(to: min(anchor.top + 1, rows ?? .max))
        self.anchor = anchor
    }

    /// Before a stop: at its rows, the cursor goes to the block's last line, where it rests when the block is
    /// drawn by moves, so that what the shell writes next goes below the block.
    func parking() -> String? {
        guard let anchor, drawnCount > 1 else { return nil }
        return BlockAnchor.moveTo(row: anchor.top + drawnCount - 1)
    }
}
