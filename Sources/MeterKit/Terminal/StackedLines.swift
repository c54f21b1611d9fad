import Synchronization

/// Several meters' lines redrawn in place as one block, one line each in the order they were added, written
/// in one piece per frame, each line framed as ``LineDisplay`` frames one: each frame moves up to the first
/// line (`ESC [ A` for each line above, as pv's) or, on a terminal that said where the block is, to its
/// row, and draws every line again (see ``StackedBlock``). A meter that has ended keeps its final line; once
/// every line above it has ended too, it leaves the block and stays on the screen.
///
/// With one line it writes what ``LineDisplay`` writes, and no escape sequence: only a block of several
/// lines needs a cursor movement. A redraw of several lines starts with a carriage return, so that what the
/// terminal echoed meanwhile on the cursor's line (typed-ahead keys, a `^C`) never shifts a line.
///
/// A line below the terminal's last row is not rendered: its snapshot waits, and is rendered only if the
/// line comes into sight (`meter -d` over a thousand processes renders forty lines a frame, not a thousand).
///
/// Its state is behind a lock of its own, so that a board may hold it and hand out its rows from any task.
package final class StackedLines: Sendable {
    package let target: FrameTarget
    /// The terminal, when it can say where its cursor is: the block is then drawn at its rows.
    private let terminal: RowAddressedTerminal?
    private let block = Mutex(StackedBlock())

    package init(target: FrameTarget) {
        self.target = target
        terminal = target.isTerminal ? target as? RowAddressedTerminal : nil
    }

    /// A display for one more line, at the bottom of the block, or just above the line of `row` when it is
    /// one of the block's; `animates`: whether a spinner on it turns between frames.
    package func row(style: Style, animates: Bool = true, above row: Display? = nil) -> Display {
        let above = (row as? Row).flatMap { $0.stack === self ? $0.id : nil }
        let id = block.withLock { block in
            let id = block.nextID
            block.nextID += 1
            block.insert(StackedBlock.Line(id: id), above: above)
            return id
        }
        return Row(stack: self, id: id, style: style, animates: animates)
    }

    /// A frame for line `id`, rendered at the next flush if the line is in sight then. The block is written
    /// again when a line in sight changed, or a line ended, or on every frame to a file or a pipe (unless
    /// motion is reduced), as one line is.
    private func set(_ id: Int, snapshot: Snapshot, style: Style, final: Bool) {
        let rewritesEveryFrame = !target.isTerminal && !style.reduceMotion
        block.withLock { block in
            guard let index = block.index(of: id) else { return }
            if block.lines[index].final != final || rewritesEveryFrame { block.dirty = true }
            block.lines[index].latest = (snapshot, style)
            block.lines[index].stale = true
            block.lines[index].final = final
        }
    }

    /// Writes the block as it now stands, if a line changed (``StackedBlock/frame(rows:columns:terminal:)``).
    package func flush() {
        let rows = target.rows
        let columns = target.columns
        guard let text = block.withLock({ $0.frame(rows: rows, columns: columns, terminal: terminal) }) else { return }
        _ = target.write(text)
    }

    /// Clears the block and leaves the cursor at its start, for a message; the next frame draws the block
    /// again below the message. One line is cleared with spaces, as ``LineDisplay`` clears it.
    package func clearLine() {
        let columns = target.columns
        let text = block.withLock { block in
            defer { block.forgetPlace() }
            return block.clearing(columns: columns)
        }
        if let text { _ = target.write(text) }
    }

    /// Takes line `id` out of the block; the next flush draws the block without it.
    private func remove(_ id: Int) {
        let columns = target.columns
        let text = block.withLock { block -> String? in
            guard let index = block.index(of: id) else { return nil }
            if block.drawnCount == 1, block.lines.count == 1 {
                let cleared = block.clearing(columns: columns)
                block.lines.removeAll()
                return cleared
            }
            block.lines.remove(at: index)
            block.dirty = true
            return nil
        }
        if let text { _ = target.write(text) }
    }

    /// Takes line `id` out of the block with `text` as its final line, written above the block: the block is
    /// cleared, the line written where it began, and the rest drawn again below it at the next flush. The
    /// first line of the block leaves it in place, as every ended line at the top does.
    fileprivate func leave(_ id: Int, finalText text: String) {
        let columns = target.columns
        let rows = target.rows
        let written = block.withLock { block -> String in
            guard let index = block.index(of: id) else { return "" }
            guard index > 0 else {
                block.lines[index].text = text
                block.lines[index].latest = nil
                block.lines[index].stale = false
                block.lines[index].final = true
                block.dirty = true
                return ""
            }
            let cleared = block.clearing(columns: columns) ?? ""
            block.lines.remove(at: index)
            block.dirty = true
            block.startBelowOneLine(rows: rows)
            return cleared + text + "\n"
        }
        if !written.isEmpty { _ = target.write(written) }
    }

    /// After a resize: the width is read again (``StackedBlock/resized()``).
    package func refreshSize() {
        target.refreshColumns()
        block.withLock { $0.resized() }
    }

    /// After a stop: the block drawn before is left where it is, under what the shell wrote since, and is
    /// drawn whole again from the cursor's line at the next flush.
    package func continued() {
        block.withLock { block in
            block.forgetPlace()
            guard block.drawnCount > 0 else { return }
            block.drawnCount = 0
            for index in block.lines.indices { block.lines[index].drawnWidth = nil }
            block.dirty = true
        }
    }

    /// Before a stop: the cursor goes to the block's last line, so that the shell writes below the block.
    package func park() {
        if let text = block.withLock({ $0.parking() }) { _ = target.write(text) }
    }

    /// One line of the block. Its style may change (`meter -R`); its place in the block stays.
    package final class Row: Display {
        let stack: StackedLines
        fileprivate let id: Int
        package var style: Style
        let animates: Bool

        fileprivate init(stack: StackedLines, id: Int, style: Style, animates: Bool) {
            self.stack = stack
            self.id = id
            self.style = style
            self.animates = animates
        }

        package var isVisible: Bool { stack.target.isVisible }
        package var visibilityTarget: FrameTarget? { stack.target }

        package var target: FrameTarget { stack.target }

        package func show(_ snapshot: Snapshot) {
            stack.set(id, snapshot: snapshot, style: style, final: false)
        }

        package func finish(_ snapshot: Snapshot) {
            stack.set(id, snapshot: snapshot, style: style, final: true)
        }

        /// The final frame, taken off the block and left above it (``StackedLines/leave(_:finalText:)``).
        package func finishAbove(_ snapshot: Snapshot) {
            stack.leave(id, finalText: Renderer.render(snapshot, style: style, width: stack.target.columns))
        }

        package func clearLine() { stack.clearLine() }
        package func remove() { stack.remove(id) }
        package func refreshSize() {}
        package func continued() { stack.continued() }
        package func animationInterval(for snapshot: Snapshot) -> Double? {
            animates ? Renderer.animationInterval(for: snapshot, style: style) : nil
        }
    }
}
