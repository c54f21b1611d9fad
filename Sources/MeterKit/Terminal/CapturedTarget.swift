/// Frames kept in memory, for tests and for tools that snapshot what their users will see.
public final class CapturedTarget: FrameTarget {
    /// Everything written so far, in order.
    public private(set) var text = ""
    /// The width to draw in; a test may change it, then call a board's ``Board/resize()``.
    public var columns: Int
    /// Whether drawing is allowed: false stands for a background job.
    public var isVisible = true
    /// The height, for a display that needs it; unknown by default.
    public var rows: Int?
    /// Whether to behave as a terminal does (identical frames are not written again); false by default, as
    /// a log file, so that every frame is kept.
    public var isTerminal = false

    /// An empty screen `columns` wide.
    public init(columns: Int = 80) { self.columns = columns }

    /// Keeps `text`; never fails.
    public func write(_ text: String) -> Bool {
        self.text += text
        return true
    }

    /// Nothing to read: ``columns`` is what the test set.
    public func refreshColumns() {}
}
