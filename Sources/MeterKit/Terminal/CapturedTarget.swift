/// Frames kept in memory, for tests and for tools that snapshot what their users will see.
public final class CapturedTarget: FrameTarget {
    /// Everything written so far, in order.
    public private(set) var text = ""
    public var columns: Int
    public var isVisible = true
    public var rows: Int?
    /// Whether to behave as a terminal does (identical frames are not written again); false by default, as
    /// a log file, so that every frame is kept.
    public var isTerminal = false

    public init(columns: Int = 80) { self.columns = columns }

    public func write(_ text: String) -> Bool {
        self.text += text
        return true
    }

    public func refreshColumns() {}
}
