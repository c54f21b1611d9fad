/// Shows snapshots somewhere: a line redrawn in place, numbers for `dialog`, or nothing.
package protocol Display: AnyObject {
    /// Shows a frame.
    func show(_ snapshot: Snapshot)
    /// Shows the final frame and leaves the line.
    func finish(_ snapshot: Snapshot)
    /// Clears anything on the current line so that a message can be written there.
    func clearLine()
    /// Reads the width again after a resize.
    func refreshSize()
    /// Whether drawing is allowed right now.
    var isVisible: Bool { get }
    /// Seconds of animation time between frames that differ by animation alone (a spinner), or `nil` when
    /// the frame for `snapshot` is still. The meter then draws at that pace as well as every interval.
    func animationInterval(for snapshot: Snapshot) -> Double?
    /// Whether the first frame is wanted as soon as the meter starts, rather than one interval in.
    var drawsAtStart: Bool { get }
    /// Where the frames go.
    var target: FrameTarget { get }
    /// Takes the meter's line away, drawing no final frame (finish and clear).
    func remove()
}

extension Display {
    package func animationInterval(for snapshot: Snapshot) -> Double? { nil }
    package var drawsAtStart: Bool { false }
    package func remove() { clearLine() }
}

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

/// pv's `-n`: one line of numbers per frame, for `dialog --gauge` and scripts.
/// The percentage by default; with `-b` the count, with `-r` the rate, with `-t` an elapsed-seconds prefix.
package final class NumericDisplay: Display {
    package let target: FrameTarget
    private let showsTimer: Bool
    private let showsAmount: Bool
    private let showsRate: Bool

    package init(target: FrameTarget, timer: Bool, amount: Bool, rate: Bool) {
        self.target = target
        self.showsTimer = timer
        self.showsAmount = amount
        self.showsRate = rate
    }

    package var isVisible: Bool { true }

    package func show(_ snapshot: Snapshot) {
        var parts: [String] = []
        if showsTimer { parts.append(NumberFormat.fixed(snapshot.elapsedSeconds, decimals: 4)) }
        if showsAmount { parts.append(String(snapshot.count)) }
        if showsRate { parts.append(NumberFormat.fixed(snapshot.rate, decimals: 4)) }
        if !showsAmount && !showsRate { parts.append(String(min(snapshot.percent ?? 0, 100_000))) }
        var line = ""
        for (index, part) in parts.enumerated() { line += (index == 0 ? "" : " ") + part }
        _ = target.write(line + "\n")
    }

    package func finish(_ snapshot: Snapshot) { show(snapshot) }

    package func clearLine() {}

    package func refreshSize() {}
}
