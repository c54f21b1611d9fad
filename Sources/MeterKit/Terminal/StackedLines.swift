/// Several meters' lines redrawn in place as one block, one line each in the order they were added, written
/// in one piece per frame, each line framed as ``LineDisplay`` frames one: the cursor rests at the start of
/// the last line, and each frame moves up to the first line (`ESC [ A` for each line above, as pv's) and
/// draws every line again. A meter that has ended keeps its final line; once every line above it has ended
/// too, it leaves the block and stays on the screen.
///
/// With one line it writes what ``LineDisplay`` writes, and no escape sequence: only a block of several
/// lines needs a cursor movement. A redraw of several lines starts with a carriage return, so that what the
/// terminal echoed meanwhile on the cursor's line (typed-ahead keys, a `^C`) never shifts a line.
package final class StackedLines {
    /// One meter's line.
    fileprivate final class Line {
        var text = ""
        var final = false
        /// The width the line had when it was last drawn, or nil when it has not been drawn.
        var drawnWidth: Int?
    }

    package let target: FrameTarget
    private var lines: [Line] = []
    /// How many lines of the block are on the screen (the cursor rests on the last of them).
    private var drawnCount = 0
    private var dirty = false

    package init(target: FrameTarget) { self.target = target }

    /// A display for one more line, at the bottom of the block; `animates`: whether a spinner on it turns
    /// between frames.
    package func row(style: Style, animates: Bool = true) -> Display {
        let line = Line()
        lines.append(line)
        return Row(stack: self, line: line, style: style, animates: animates)
    }

    /// A frame for `line`. The block is written again when a line changed, or on every frame to a file or
    /// a pipe (unless motion is reduced), as one line is.
    private func set(_ line: Line, text: String, final: Bool, reduceMotion: Bool) {
        let changed = line.text != text || line.final != final || line.drawnWidth == nil
        if changed || (!target.isTerminal && !reduceMotion) { dirty = true }
        line.text = text
        line.final = final
    }

    /// Writes the block as it now stands, if a line changed. On a terminal of known height the block shows
    /// at most that many lines, as pv's does: the lines below wait out of sight and move up as lines above
    /// them end. Once every line has ended, all of them are written, the last frame of the run.
    package func flush() {
        guard dirty else { return }
        dirty = false
        let allEnded = lines.allSatisfy(\.final)
        let shown = allEnded ? lines.count : min(lines.count, max(target.rows ?? .max, 1))
        // Up to the first line as pv goes up, one `ESC [ A` a line: scripts that parse pv's `-d` output
        // split its frames on exactly that. First back to the line's start, past anything echoed there.
        var text = drawnCount > 0 && max(drawnCount, shown) > 1 ? "\r" : ""
        text += String(repeating: "\u{1B}[A", count: max(drawnCount - 1, 0))
        for (index, line) in lines.enumerated() {
            guard index < shown else {
                line.drawnWidth = nil
                continue
            }
            if index > 0 { text += "\n" }
            text += LineDisplay.frame(line.text, over: line.drawnWidth ?? 0, width: target.columns)
            line.drawnWidth = TerminalText.columns(line.text)
        }
        // A line taken away: what the block held below its new end goes too (from the line below the last
        // one, which the block drew before, and back up).
        // With no line left, the whole block goes, from its first line.
        if drawnCount > shown { text += shown > 0 ? "\n\u{1B}[J\u{1B}[A" : "\r\u{1B}[J" }
        // Lines that have ended at the top of the block leave it: they stay where they are on the screen.
        // One still out of sight stays until it has been drawn.
        let leaving = min(lines.prefix { $0.final }.count, shown)
        if allEnded, !lines.isEmpty {
            text += "\n"
            lines.removeAll()
            drawnCount = 0
        } else {
            lines.removeFirst(leaving)
            drawnCount = shown - leaving
            // A line that moves up into sight is drawn on the next frame.
            if lines.count > drawnCount { dirty = leaving > 0 }
        }
        _ = target.write(text)
    }

    /// Clears the block and leaves the cursor at its start, for a message; the next frame draws the block
    /// again below the message. One line is cleared with spaces, as ``LineDisplay`` clears it.
    package func clearLine() {
        guard drawnCount > 0 else { return }
        if drawnCount == 1, let width = lines.first?.drawnWidth {
            _ = target.write(String(repeating: " ", count: min(width, target.columns)) + "\r")
        } else {
            _ = target.write("\u{1B}[\(drawnCount - 1)A\r\u{1B}[J")
        }
        drawnCount = 0
        for line in lines { line.drawnWidth = nil }
        dirty = true
    }

    /// Takes `line` out of the block; the next flush draws the block without it.
    private func remove(_ line: Line) {
        guard let index = lines.firstIndex(where: { $0 === line }) else { return }
        if drawnCount == 1, lines.count == 1 {
            clearLine()
            lines.removeAll()
            return
        }
        lines.remove(at: index)
        dirty = true
    }

    package func refreshSize() { target.refreshColumns() }

    /// After a stop: the block drawn before is left where it is, under what the shell wrote since, and is
    /// drawn whole again from the cursor's line at the next flush.
    package func continued() {
        guard drawnCount > 0 else { return }
        drawnCount = 0
        for line in lines { line.drawnWidth = nil }
        dirty = true
    }

    /// One line of the block. Its style may change (`meter -R`); its place in the block stays.
    package final class Row: Display {
        unowned let stack: StackedLines
        private let line: Line
        package var style: Style
        let animates: Bool

        fileprivate init(stack: StackedLines, line: Line, style: Style, animates: Bool) {
            self.stack = stack
            self.line = line
            self.style = style
            self.animates = animates
        }

        package var isVisible: Bool { stack.target.isVisible }
        package var target: FrameTarget { stack.target }

        package func show(_ snapshot: Snapshot) {
            stack.set(line, text: Renderer.render(snapshot, style: style, width: stack.target.columns), final: false, reduceMotion: style.reduceMotion)
        }

        package func finish(_ snapshot: Snapshot) {
            stack.set(line, text: Renderer.render(snapshot, style: style, width: stack.target.columns), final: true, reduceMotion: style.reduceMotion)
        }

        package func clearLine() { stack.clearLine() }
        package func remove() { stack.remove(line) }
        package func refreshSize() {}
        package func animationInterval(for snapshot: Snapshot) -> Double? {
            animates ? Renderer.animationInterval(for: snapshot, style: style) : nil
        }
    }
}
