import Synchronization

/// pv's `-c`: each meter of a pipeline keeps a line of its own on the terminal, in one block that the meters
/// share through a lock file (``CursorBoard``), each frame written under its lock.
///
/// On a terminal that says where its cursor is, the first meter to draw asks it, as pv does, and every
/// meter then draws at its line's row (`ESC [ row ; 1 H`) and leaves the cursor at the start of the block's
/// first line: keys typed meanwhile (Enter) move the cursor, not the block. When the block's lines would go
/// past the last row, the screen is scrolled first (pv's way), and the block with it.
///
/// Otherwise it draws by moves: the first frame is drawn where the cursor rests and followed by a newline,
/// so the meters' lines stack up and the cursor stays below them; later frames move up to their line and
/// back (`ESC [ n A`, `ESC [ n B`). Either way, when the last meter ends the cursor is on a clean line below
/// the block.
package final class CursorDisplay: Display {
    package let target: FrameTarget
    /// How the line looks: `meter -R` may change it while the meter runs.
    package var style: Style
    private let board: CursorBoard
    /// The terminal, when it can say where its cursor is.
    private let terminal: RowAddressedTerminal?
    /// Used instead once the board cannot be (its lock file unusable): one line redrawn in place.
    private var fallback: LineDisplay?
    private var joined = false
    /// Set after a stop: the block is drawn afresh where the cursor rests, below what the shell wrote, in
    /// the same order; the first of its meters to go on moves it (``CursorSlots/moveToBottom(row:)``).
    private var rejoins = false
    /// The block's move count when this meter last drew.
    private var movesSeen = 0
    /// Set by a resize: the terminal is asked where the block is before the next frame.
    private var asksAfterResize = false
    private var previousLine: String?
    private var ended = false
    /// Whether this meter's line is the first of the block: only that meter shows the terminal's own
    /// progress indicator, which asks it from its own side (hence a flag that may be shared).
    package let holdsFirstSlot = SharedFlag()

    package init(target: FrameTarget, style: Style, board: CursorBoard) {
        self.target = target
        self.style = style
        self.board = board
        terminal = target.isTerminal ? target as? RowAddressedTerminal : nil
    }

    package var isVisible: Bool { target.isVisible }
    package var visibilityTarget: FrameTarget? { target }

    package func show(_ snapshot: Snapshot) { draw(snapshot, final: false) }

    package func finish(_ snapshot: Snapshot) { draw(snapshot, final: true) }

    package func animationInterval(for snapshot: Snapshot) -> Double? {
        Renderer.animationInterval(for: snapshot, style: style)
    }

    private func draw(_ snapshot: Snapshot, final: Bool) {
        if let fallback { return final ? fallback.finish(snapshot) : fallback.show(snapshot) }
        guard !ended else { return }
        // One column spare, so a full line never leaves the cursor waiting to wrap.
        let width = max(1, target.columns - 1)
        let fit = Renderer.nameFit(snapshot, style: style, width: width)
        let rows = target.rows
        let done = board.update { slots -> Bool in
            let line = render(snapshot, fit: fit, width: width, final: final, slots: &slots)
            let unchanged = !rejoins && style.reduceMotion && joined && line == previousLine
            previousLine = line
            if unchanged, !final { return true }
            var text = place(&slots, rows: rows)
            if let row = slots.rows[board.pid] {
                holdsFirstSlot.value = row == 0
                if !unchanged { text += redraw(line, at: row, of: slots, rows: rows) }
            } else {
                holdsFirstSlot.value = slots.join(board.pid) == 0
                text += joining(line, slots: &slots, rows: rows)
            }
            if final { text += leave(&slots, rows: rows) }
            if !text.isEmpty { _ = target.write(text) }
            return true
        }
        guard done != nil else {
            let display = LineDisplay(target: target, style: style)
            fallback = display
            return final ? display.finish(snapshot) : display.show(snapshot)
        }
        joined = true
        rejoins = false
        ended = final
    }

    /// The line, its name as wide as the block's others (``Renderer/alignedNameColumns(_:)``): this meter's
    /// fit is kept in the slots with theirs, a final line's as it is drawn, for as long as the block lasts.
    private func render(_ snapshot: Snapshot, fit: NameFit?, width: Int, final: Bool, slots: inout CursorSlots) -> String {
        slots.names[board.pid] = fit
        var aligned = style
        aligned.nameColumns = Renderer.alignedNameColumns(Array(slots.names.values))
        if final, let fit, let columns = aligned.nameColumns {
            slots.names[board.pid] = NameFit(columns: min(fit.columns, columns), shortened: fit.shortened)
        }
        return Renderer.render(snapshot, style: aligned, width: width)
    }

    /// Where the block is: after a stop, the first of its meters to go on moves it below the cursor (at the
    /// row the terminal says, else by moves, each line cleared); a new block asks the terminal where it
    /// starts. At its rows, the lines typed since the last frame are followed.
    private func place(_ slots: inout CursorSlots, rows: Int?) -> String {
        var text = ""
        if rejoins, slots.rows[board.pid] != nil, slots.moves == movesSeen {
            let row = terminal?.cursorRow()
            let count = slots.moveToBottom(row: row)
            if row == nil { text = String(repeating: "\r\u{1B}[K\n", count: count) }
            if var anchor = slots.anchor {
                text += anchor.makeRoom(lines: count, rows: rows)
                slots.anchor = anchor
            }
        }
        movesSeen = slots.moves
        if slots.rows.isEmpty, slots.lines == 0, let row = terminal?.cursorRow() {
            slots.anchor = BlockAnchor(top: row)
        } else if asksAfterResize, slots.anchor != nil, let row = terminal?.cursorRow() {
            // A shorter screen may have taken rows below the cursor: room for the block again; what a
            // narrower one wrapped of the block's lines below it goes.
            var anchor = BlockAnchor(top: row)
            text += anchor.makeRoom(lines: slots.lines, rows: rows)
            if anchor.top + slots.lines <= rows ?? .max { text += BlockAnchor.moveTo(row: anchor.top + slots.lines) + "\u{1B}[J" }
            slots.anchor = anchor
        }
        asksAfterResize = false
        slots.anchor?.follow(typedAhead: terminal?.typedAhead, rows: rows)
        return text
    }

    /// This meter's line drawn again at `row` of the block: at its screen row, else by moves up from below
    /// the block and back (not when the line has scrolled off the top of the screen).
    private func redraw(_ line: String, at row: Int, of slots: CursorSlots, rows: Int?) -> String {
        if let anchor = slots.anchor {
            return BlockAnchor.moveTo(row: anchor.top + row) + "\u{1B}[K" + line + BlockAnchor.moveTo(row: anchor.top)
        }
        let up = slots.lines - row
        guard up >= 1, rows.map({ up < $0 }) ?? true else { return "" }
        return "\u{1B}[\(up)A\r\u{1B}[K" + line + "\u{1B}[\(up)B\r"
    }

    /// This meter's first line, at the bottom of the block (which it just joined): at its screen row, the
    /// screen scrolled first if the row is below the last; else where the cursor rests, and a newline.
    private func joining(_ line: String, slots: inout CursorSlots, rows: Int?) -> String {
        guard var anchor = slots.anchor else { return "\r\u{1B}[K" + line + "\n" }
        let room = anchor.makeRoom(lines: slots.lines, rows: rows)
        slots.anchor = anchor
        return room + BlockAnchor.moveTo(row: anchor.top + slots.lines - 1) + "\u{1B}[K" + line
            + BlockAnchor.moveTo(row: anchor.top)
    }

    /// The meter leaves the block; the last one to leave puts the cursor below it (at its rows: by moves, it
    /// is there already).
    private func leave(_ slots: inout CursorSlots, rows: Int?) -> String {
        slots.rows[board.pid] = nil
        guard slots.rows.isEmpty, var anchor = slots.anchor else { return "" }
        let room = anchor.makeRoom(lines: slots.lines + 1, rows: rows)
        return room + BlockAnchor.moveTo(row: anchor.top + slots.lines)
    }

    package func continued() {
        if let fallback { return fallback.continued() }
        if joined, !ended { rejoins = true }
    }

    /// Before a stop: at its rows, the cursor goes to the block's last line, so that the shell's job message
    /// comes below the block (drawn by moves, the cursor is below it already).
    package func stopping() {
        guard fallback == nil, joined, !ended else { return }
        _ = board.update { slots in
            guard let anchor = slots.anchor, slots.lines > 0 else { return }
            _ = target.write(BlockAnchor.moveTo(row: anchor.top + slots.lines - 1))
        }
    }

    /// A message is about to be written where the cursor rests, taking that line: the block grows by one
    /// so every meter still finds its own. At its rows, the cursor goes below the block first.
    package func clearLine() {
        if let fallback { return fallback.clearLine() }
        let rows = target.rows
        _ = board.update { slots in
            guard !slots.rows.isEmpty else { return }
            if var anchor = slots.anchor {
                let room = anchor.makeRoom(lines: slots.lines + 1, rows: rows)
                slots.anchor = anchor
                _ = target.write(room + BlockAnchor.moveTo(row: anchor.top + slots.lines))
            }
            slots.lines += 1
        }
    }

    /// After a resize: the width is read again, and at its next frame the meter asks the terminal where the
    /// block is (a terminal moves its lines as its height changes; the cursor rests on the block's first row).
    package func refreshSize() {
        target.refreshColumns()
        asksAfterResize = true
    }
}

/// A flag that one side sets and another reads, from any thread.
package final class SharedFlag: Sendable {
    private let flag = Atomic(false)

    package init() {}

    package var value: Bool {
        get { flag.load(ordering: .relaxed) }
        set { flag.store(newValue, ordering: .relaxed) }
    }
}
