/// A meter's final line only, written when it finishes: a board's meters on a target that is not a
/// terminal, where a frame could not be drawn over.
package final class FinalLineDisplay: Display {
    package let target: FrameTarget
    private let style: Style

    package init(target: FrameTarget, style: Style) {
        self.target = target
        self.style = style
    }

    package var isVisible: Bool { target.isVisible }
    package var visibilityTarget: FrameTarget? { target }
    package func show(_ snapshot: Snapshot) {}
    package func redraw(_ snapshot: Snapshot) {}
    package func finish(_ snapshot: Snapshot) {
        _ = target.write(Renderer.render(snapshot, style: style, width: target.columns) + "\n")
    }
    package func clearLine() {}
    package func remove() {}
    package func refreshSize() {}
}
