/// One line redrawn in place, framed as pv frames it: the line, spaces over what is left of a longer line
/// before it (never past the width), and a carriage return, so the cursor rests at the start of the line
/// (a `^C` echoed there stays on one line); the final frame adds a newline, and on a terminal also starts
/// with a carriage return, so that it is drawn over such an echo. On a terminal a frame identical
/// to the one before is not written again; a file or pipe gets every frame. Changes no terminal setting;
/// writes no escape sequence unless the style has colours, and then resets every colour within the frame.
package final class LineDisplay: Display {
    package let target: FrameTarget
    private let style: Style
    private let animates: Bool
    private var previous: (line: String, columns: Int)?

    /// - Parameter animates: whether a spinner turns between frames (on a terminal, when no interval was
    ///   asked for); otherwise every frame comes at the interval.
    package init(target: FrameTarget, style: Style, animates: Bool = true) {
        self.target = target
        self.style = style
        self.animates = animates
    }

    package var isVisible: Bool { target.isVisible }
    package var visibilityTarget: FrameTarget? { target }

    package func show(_ snapshot: Snapshot) { draw(snapshot, final: false) }

    package func finish(_ snapshot: Snapshot) { draw(snapshot, final: true) }

    package func animationInterval(for snapshot: Snapshot) -> Double? {
        animates ? Renderer.animationInterval(for: snapshot, style: style) : nil
    }

    private func draw(_ snapshot: Snapshot, final: Bool) {
        let line = Renderer.render(snapshot, style: style, width: target.columns)
        if final, target.isTerminal {
            // What was typed meanwhile, echoed where the cursor rested (the `^C` of a Ctrl-C), moved the
            // cursor: the last frame goes back to the start of the line first, over it, rather than follow it
            // and wrap. It is written even when it equals the frame before, which the echo may have hidden.
            let text = LineDisplay.frame(line, over: previous?.columns ?? 0, width: target.columns)
            _ = target.write("\r" + text + "\n")
            previous = nil
            return
        }
        // A frame identical to the one before is not written again on a terminal, nor with reduced motion
        // (a frame then changes only with a value on it); the final one just ends the line.
        if let previous, line == previous.line, target.isTerminal || style.reduceMotion {
            if final { _ = target.write("\n") }
            self.previous = final ? nil : previous
            return
        }
        let text = LineDisplay.frame(line, over: previous?.columns ?? 0, width: target.columns)
        _ = target.write(text + (final ? "\n" : ""))
        previous = final ? nil : (line, Renderer.columns(line))
    }

    /// `line` as a frame: spaces over what a longer line before it left (never past `width`), then a carriage
    /// return.
    static func frame(_ line: String, over previousColumns: Int, width: Int) -> String {
        let columns = Renderer.columns(line)
        let padding = max(0, min(previousColumns, width) - columns)
        return line + String(repeating: " ", count: padding) + "\r"
    }

    package func clearLine() {
        guard let previous else { return }
        _ = target.write(String(repeating: " ", count: min(previous.columns, target.columns)) + "\r")
        self.previous = nil
    }

    package func refreshSize() { target.refreshColumns() }

    package var drawsLineInPlace: Bool { target.isTerminal }

    package func forgetLine() { previous = nil }
}
