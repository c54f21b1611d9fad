/// Frames kept in memory, for tests and for tools that snapshot what their users will see.
public final class CapturedTarget: FrameTarget {
    /// Everything written so far, in order.
    public private(set) var text = ""
    public var columns: Int
    public var isVisible = true
    public var rows: Int?

    public init(columns: Int = 80) { self.columns = columns }

    public func write(_ text: String) -> Bool {
        self.text += text
        return true
    }

    public func refreshColumns() {}
}
