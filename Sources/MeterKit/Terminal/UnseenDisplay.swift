/// A display that takes every frame and shows none: with nothing to draw, `-v` still needs the rates a
/// meter measures at each frame.
package final class UnseenDisplay: Display {
    /// Where nothing is written.
    private final class Nowhere: FrameTarget {
        var columns: Int { 80 }
        var isVisible: Bool { true }
        func write(_ text: String) -> Bool { true }
        func refreshColumns() {}
    }

    package let target: FrameTarget = Nowhere()

    package init() {}

    package var isVisible: Bool { true }
    package func show(_ snapshot: Snapshot) {}
    package func finish(_ snapshot: Snapshot) {}
    package func clearLine() {}
    package func refreshSize() {}
}
