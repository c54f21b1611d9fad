/// One line redrawn in place with a carriage return, padded with spaces over the previous frame; the final
/// frame ends with a newline. Changes no terminal setting; writes no escape sequence unless the style has
/// colours, and then resets every colour within the frame.
package final class LineDisplay: Display {
    package let target: FrameTarget
    private let style: Style
    private var previousColumns = 0
    private var previousLine: String?
    private var lineOpen = false

    package init(target: FrameTarget, style: Style) {
        self.target = target
        self.style = style
    }

    package var isVisible: Bool { target.isVisible }

    package func show(_ snapshot: Snapshot) { draw(snapshot, ending: "") }

    package func finish(_ snapshot: Snapshot) { draw(snapshot, ending: "\n") }

    package func animationInterval(for snapshot: Snapshot) -> Double? {
        Renderer.animationInterval(for: snapshot, style: style)
    }

    private func draw(_ snapshot: Snapshot, ending: String) {
        let line = Renderer.render(snapshot, style: style, width: target.columns)
        // With reduced motion a frame is drawn only when a value on it changed: an identical line is not
        // written again (the final one just ends the line).
        if style.reduceMotion, lineOpen, line == previousLine {
            if !ending.isEmpty {
                _ = target.write(ending)
                previousColumns = 0
                previousLine = nil
                lineOpen = false
            }
            return
        }
        let width = Renderer.columns(line)
        let padding = previousColumns > width ? String(repeating: " ", count: previousColumns - width) : ""
        _ = target.write("\r" + line + padding + ending)
        previousColumns = ending.isEmpty ? width : 0
        previousLine = ending.isEmpty ? line : nil
        lineOpen = ending.isEmpty
    }

    package func clearLine() {
        guard lineOpen else { return }
        _ = target.write("\r" + String(repeating: " ", count: previousColumns) + "\r")
        previousColumns = 0
        previousLine = nil
        lineOpen = false
    }

    package func refreshSize() { target.refreshColumns() }
}
