import Synchronization

/// Several meters' lines redrawn in place as one block, one line each in the order they were added, written
/// in one piece per frame, each line framed as ``LineDisplay`` frames one: the cursor rests at the start of
/// the last line, and each frame moves up to the first line (`ESC [ A` for each line above, as pv's) and
/// draws every line again. A meter that has ended keeps its final line; once every line above it has ended
/// too, it leaves the block and stays on the screen.
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
    /// One meter's line.
    private struct Line {
        let id: Int
        var text = ""
        var final = false
        /// The width the line had when it was last drawn, or nil when it has not been drawn.
        var drawnWidth: Int?
        /// The frame given while the line was out of sight, not yet rendered into `text`.
        var unrendered: (snapshot: Snapshot, style: Style)?
    }

    private struct Block {
        var lines: [Line] = []
        var nextID = 0
        /// How many lines of the block are on the screen (the cursor rests on the last of them).
        var drawnCount = 0
        var dirty = false
        /// How many lines the terminal showed at the last frame (all of them until a frame says).
        var rowsInSight = Int.max

        /// Where line `id` is: the lines are in the order of their IDs.
        func index(of id: Int) -> Int? {
            var low = 0
            var high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if lines[middle].id < id { low = middle + 1 } else { high = middle }
            }
            return low < lines.count && lines[low].id == id ? low : nil
        }
    }

    package let target: FrameTarget
    private let block = Mutex(Block())

    package init(target: FrameTarget) { self.target = target }

    /// A display for one more line, at the bottom of the block; `animates`: whether a spinner on it turns
    /// between frames.
    package func row(style: Style, animates: Bool = true) -> Display {
        let id = block.withLock { block in
            let id = block.nextID
            block.nextID += 1
            block.lines.append(Line(id: id))
            return id
        }
        return Row(stack: self, id: id, style: style, animates: animates)
    }

    /// A frame for line `id`, rendered now if the line is in sight. The block is written again when a line in
    /// sight changed, or a line ended, or on every frame to a file or a pipe (unless motion is reduced), as
    /// one line is.
    private func set(_ id: Int, snapshot: Snapshot, style: Style, final: Bool) {
        let rewritesEveryFrame = !target.isTerminal && !style.reduceMotion
        let columns = target.columns
        block.withLock { block in
            guard let index = block.index(of: id) else { return }
            let line = block.lines[index]
            var changed = line.final != final
            if index < block.rowsInSight {
                let text = Renderer.render(snapshot, style: style, width: columns)
                changed = changed || line.text != text || line.drawnWidth == nil
                block.lines[index].text = text
                block.lines[index].unrendered = nil
            } else {
                block.lines[index].unrendered = (snapshot, style)
            }
            if changed || rewritesEveryFrame { block.dirty = true }
            block.lines[index].final = final
        }
    }

    /// Writes the block as it now stands, if a line changed. On a terminal of known height the block shows
    /// at most that many lines, as pv's does: the lines below wait out of sight and move up as lines above
    /// them end. Once every line has ended, all of them are written, the last frame of the run.
    package func flush() {
        let rows = target.rows
        let columns = target.columns
        guard let text = block.withLock({ StackedLines.frame(of: &$0, rows: rows, columns: columns) }) else { return }
        _ = target.write(text)
    }

    /// The text that draws `block` again, and the block as it then stands; nil when nothing changed.
    private static func frame(of block: inout Block, rows: Int?, columns: Int) -> String? {
        block.rowsInSight = max(rows ?? .max, 1)
        guard block.dirty else { return nil }
        block.dirty = false
        let allEnded = block.lines.allSatisfy(\.final)
        let shown = allEnded ? block.lines.count : min(block.lines.count, max(rows ?? .max, 1))
        // Up to the first line as pv goes up, one `ESC [ A` a line: scripts that parse pv's `-d` output
        // split its frames on exactly that. First back to the line's start, past anything echoed there.
        var text = block.drawnCount > 0 && max(block.drawnCount, shown) > 1 ? "\r" : ""
        text += String(repeating: "\u{1B}[A", count: max(block.drawnCount - 1, 0))
        for index in block.lines.indices {
            guard index < shown else {
                block.lines[index].drawnWidth = nil
                continue
            }
            if index > 0 { text += "\n" }
            if let (snapshot, style) = block.lines[index].unrendered {
                block.lines[index].text = Renderer.render(snapshot, style: style, width: columns)
                block.lines[index].unrendered = nil
            }
            let line = block.lines[index]
            text += LineDisplay.frame(line.text, over: line.drawnWidth ?? 0, width: columns)
            block.lines[index].drawnWidth = TerminalText.columns(line.text)
        }
        // A line taken away: what the block held below its new end goes too (from the line below the last
        // one, which the block drew before, and back up).
        // With no line left, the whole block goes, from its first line.
        if block.drawnCount > shown { text += shown > 0 ? "\n\u{1B}[J\u{1B}[A" : "\r\u{1B}[J" }
        // Lines that have ended at the top of the block leave it: they stay where they are on the screen.
        // One still out of sight stays until it has been drawn.
        let leaving = min(block.lines.prefix { $0.final }.count, shown)
        if allEnded, !block.lines.isEmpty {
            text += "\n"
            block.lines.removeAll()
            block.drawnCount = 0
        } else {
            block.lines.removeFirst(leaving)
            block.drawnCount = shown - leaving
            // A line that moves up into sight is drawn on the next frame.
            if block.lines.count > block.drawnCount { block.dirty = leaving > 0 }
        }
        return text
    }

    /// Clears the block and leaves the cursor at its start, for a message; the next frame draws the block
    /// again below the message. One line is cleared with spaces, as ``LineDisplay`` clears it.
    package func clearLine() {
        let columns = target.columns
        guard let text = block.withLock({ StackedLines.clearing(&$0, columns: columns) }) else { return }
        _ = target.write(text)
    }

    private static func clearing(_ block: inout Block, columns: Int) -> String? {
        guard block.drawnCount > 0 else { return nil }
        let text: String
        if block.drawnCount == 1, let width = block.lines.first?.drawnWidth {
            text = String(repeating: " ", count: min(width, columns)) + "\r"
        } else {
            text = "\u{1B}[\(block.drawnCount - 1)A\r\u{1B}[J"
        }
        block.drawnCount = 0
        for index in block.lines.indices { block.lines[index].drawnWidth = nil }
        block.dirty = true
        return text
    }

    /// Takes line `id` out of the block; the next flush draws the block without it.
    private func remove(_ id: Int) {
        let columns = target.columns
        let text = block.withLock { block -> String? in
            guard let index = block.index(of: id) else { return nil }
            if block.drawnCount == 1, block.lines.count == 1 {
                let cleared = StackedLines.clearing(&block, columns: columns)
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
        let written = block.withLock { block -> String in
            guard let index = block.index(of: id) else { return "" }
            guard index > 0 else {
                block.lines[index].text = text
                block.lines[index].unrendered = nil
                block.lines[index].final = true
                block.dirty = true
                return ""
            }
            let cleared = StackedLines.clearing(&block, columns: columns) ?? ""
            block.lines.remove(at: index)
            block.dirty = true
            return cleared + text + "\n"
        }
        if !written.isEmpty { _ = target.write(written) }
    }

    package func refreshSize() { target.refreshColumns() }

    /// After a stop: the block drawn before is left where it is, under what the shell wrote since, and is
    /// drawn whole again from the cursor's line at the next flush.
    package func continued() {
        block.withLock { block in
            guard block.drawnCount > 0 else { return }
            block.drawnCount = 0
            for index in block.lines.indices { block.lines[index].drawnWidth = nil }
            block.dirty = true
        }
    }

    /// One line of the block. Its style may change (`meter -R`); its place in the block stays.
    package final class Row: Display {
        let stack: StackedLines
        private let id: Int
        package var style: Style
        let animates: Bool

        fileprivate init(stack: StackedLines, id: Int, style: Style, animates: Bool) {
            self.stack = stack
            self.id = id
            self.style = style
            self.animates = animates
        }

        package var isVisible: Bool { stack.target.isVisible }

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
