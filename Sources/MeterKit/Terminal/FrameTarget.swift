/// Where frames are written: standard error, or memory in tests.
///
/// A target is `Sendable`: a ``Board`` may be drawn from any task, and a test may read its target while
/// other tasks draw, so every target keeps its state safe to share (a lock, an atomic, or constants).
public protocol FrameTarget: AnyObject, Sendable {
    /// The width to draw in, in columns.
    var columns: Int { get }
    /// Whether drawing now is allowed (false for a background job on a terminal).
    var isVisible: Bool { get }
    /// Writes `text`; returns false when the target can no longer be written (stop drawing).
    func write(_ text: String) -> Bool
    /// Reads the width again (after a resize).
    func refreshColumns()
    /// The terminal's height in rows, when known.
    var rows: Int? { get }
    /// Whether the frames go to a terminal, where a meter's line is redrawn in place and a frame identical
    /// to the one before is not written again. Off a terminal a board writes what its `offTerminal` setting
    /// says: each meter's final line (``Board/OffTerminal/finalLines``, the default), or every frame, as
    /// the `meter` command writes into a log (``Board/OffTerminal/everyFrame``).
    var isTerminal: Bool { get }
}

extension FrameTarget {
    /// Unknown: a target that is not a terminal has no height.
    public var rows: Int? { nil }
    /// Not a terminal: every frame is written.
    public var isTerminal: Bool { false }
}
