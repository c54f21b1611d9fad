/// Shows snapshots somewhere: a line redrawn in place, numbers for `dialog`, or nothing.
package protocol Display: AnyObject {
    /// Shows a frame.
    func show(_ snapshot: Snapshot)
    /// Shows `snapshot` between the regular frames: a spinner's next turn, or the indicator drawn again
    /// after text above it. A display that keeps one record a frame (`--json`) writes nothing for it.
    func redraw(_ snapshot: Snapshot)
    /// Shows the final frame and leaves the line.
    func finish(_ snapshot: Snapshot)
    /// Clears anything on the current line so that a message can be written there.
    func clearLine()
    /// Reads the width again after a resize.
    func refreshSize()
    /// Whether drawing is allowed right now.
    var isVisible: Bool { get }
    /// The target whose ``FrameTarget/isVisible`` is this display's ``isVisible``, so that a board asks it
    /// once a draw for all the displays on it (``FrameVisibility``); `nil` for a display that decides itself.
    var visibilityTarget: FrameTarget? { get }
    /// Seconds of animation time between frames that differ by animation alone (a spinner), or `nil` when
    /// the frame for `snapshot` is still. The meter then draws at that pace as well as every interval.
    func animationInterval(for snapshot: Snapshot) -> Double?
    /// Whether the first frame is wanted as soon as the meter starts, rather than one interval in.
    var drawsAtStart: Bool { get }
    /// Where the frames go.
    var target: FrameTarget { get }
    /// Takes the meter's line away, drawing no final frame (finish and clear).
    func remove()
    /// The meter has left the board, drawn or not: whatever the display changed besides its line (a
    /// window title) is put back.
    func end()
    /// meter goes on after a stop (Ctrl-Z, then `fg`): the shell has written below what was drawn (its job
    /// message, the `fg` line), so lines drawn before are not moved to again; the next frame draws afresh
    /// where the cursor rests, below what the shell wrote.
    func continued()
    /// meter is about to stop (Ctrl-Z): the cursor goes where the shell's lines should follow what was
    /// drawn.
    func stopping()
    /// Whether the display is one line redrawn in place on a terminal: such a line can be drawn on the row
    /// below an unfinished line of a wrapped command's text (``Board/drawBelowText()``).
    var drawsLineInPlace: Bool { get }
    /// The row the display drew on was erased by someone else: the next frame is drawn whole.
    func forgetLine()
    /// Whether the display writes somewhere besides standard error (`--json-file`'s objects), and so goes on
    /// while standard error is held (``Board/isHeld``).
    var showsWhileHeld: Bool { get }
    /// A frame while standard error is held: written only where the display writes besides it.
    func showHeld(_ snapshot: Snapshot)
}

extension Display {
    package func redraw(_ snapshot: Snapshot) { show(snapshot) }
    package func animationInterval(for snapshot: Snapshot) -> Double? { nil }
    package var drawsAtStart: Bool { false }
    package var visibilityTarget: FrameTarget? { nil }
    package func remove() { clearLine() }
    package func end() {}
    package func continued() {}
    package func stopping() {}
    package var drawsLineInPlace: Bool { false }
    package func forgetLine() {}
    package var showsWhileHeld: Bool { false }
    package func showHeld(_ snapshot: Snapshot) {}
}
