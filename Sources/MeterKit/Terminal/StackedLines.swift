/// Several meters' lines redrawn in place as one block, one line each in the order they were added, written
/// in one piece per frame: the cursor rests at the end of the last line, as with one meter, and each frame
/// moves up to the first line (`ESC [ n A`) and draws every line again. A meter that has ended keeps its
/// final line; once every line above it has ended too, it leaves the block and stays on the screen.
///
/// With one line it writes exactly what ``LineDisplay`` writes; only a block of several lines needs a
/// cursor movement.
public final class StackedLines {
    private struct Line {
        var text = ""
        var final = false
    }

    private let target: FrameTarget
    private var lines: [Line] = []
    /// How many of the lines (from the top) are on the screen, and the width each had when drawn.
    private var drawnWidths: [Int] = []
    private var dirty = false

    public init(target: FrameTarget) { self.target = target }

    /// A display for one more line, at the bottom of the block.
    public func row(style: Style) -> Display {
        lines.append(Line())
        return Row(stack: self, index: lines.count - 1, style: style)
    }

    fileprivate func set(_ index: Int, text: String, final: Bool) {
        lines[index] = Line(text: text, final: final)
        dirty = true
    }

    fileprivate var columns: Int { target.columns }
    fileprivate var isVisible: Bool { target.isVisible }

    /// Writes the block as it now stands, if a line changed.
    public func flush() {
        guard dirty else { return }
        dirty = false
        var text = drawnWidths.count > 1 ? "\u{1B}[\(drawnWidths.count - 1)A" : ""
        var widths: [Int] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { text += "\n" }
            let width = TerminalText.columns(line.text)
            let previous = index < drawnWidths.count ? drawnWidths[index] : 0
            text += "\r" + line.text + String(repeating: " ", count: max(0, previous - width))
            widths.append(width)
        }
        // Lines that have ended at the top of the block leave it: they stay where they are on the screen.
        var leaving = 0
        while leaving < lines.count, lines[leaving].final { leaving += 1 }
        if leaving == lines.count {
            text += "\n"
            lines.removeAll()
            drawnWidths.removeAll()
        } else {
            lines.removeFirst(leaving)
            drawnWidths = Array(widths.dropFirst(leaving))
            renumber(after: leaving)
        }
        _ = target.write(text)
    }

    /// Clears the block and leaves the cursor at its start, for a message; the next frame draws the block
    /// again below the message.
    func clearLine() {
        guard !drawnWidths.isEmpty else { return }
        let up = drawnWidths.count > 1 ? "\u{1B}[\(drawnWidths.count - 1)A" : ""
        _ = target.write(up + "\r\u{1B}[J")
        drawnWidths.removeAll()
        dirty = true
    }

    func refreshSize() { target.refreshColumns() }

    private var rowsByIndex: [Int: Row] = [:]

    private func renumber(after removed: Int) {
        guard removed > 0 else { return }
        var moved: [Int: Row] = [:]
        for (index, row) in rowsByIndex where index >= removed {
            row.index = index - removed
            moved[index - removed] = row
        }
        rowsByIndex = moved
    }

    /// One line of the block.
    private final class Row: Display {
        unowned let stack: StackedLines
        var index: Int
        let style: Style

        init(stack: StackedLines, index: Int, style: Style) {
            self.stack = stack
            self.index = index
            self.style = style
            stack.rowsByIndex[index] = self
        }

        var isVisible: Bool { stack.isVisible }

        func show(_ snapshot: Snapshot) {
            stack.set(index, text: Renderer.render(snapshot, style: style, width: stack.columns), final: false)
        }

        func finish(_ snapshot: Snapshot) {
            stack.set(index, text: Renderer.render(snapshot, style: style, width: stack.columns), final: true)
        }

        func clearLine() { stack.clearLine() }
        func refreshSize() {}
        func animationInterval(for snapshot: Snapshot) -> Double? { Renderer.animationInterval(for: snapshot, style: style) }
    }
}
