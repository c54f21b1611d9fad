/// pv's `-n`: one line of numbers per frame, for `dialog --gauge`, scripts and JSON lines.
/// The line is the style's template rendered by ``Renderer/numeric(_:style:)``: by default the whole
/// percentage; with `-b` the count, with `-r` the rate, with `-t` the elapsed seconds first; with `-F` any
/// layout of pv's sequences as plain numbers.
package final class NumericDisplay: Display {
    package let target: FrameTarget
    private let style: Style

    package init(target: FrameTarget, style: Style) {
        self.target = target
        self.style = style
    }

    package var isVisible: Bool { true }

    package func show(_ snapshot: Snapshot) {
        _ = target.write(Renderer.numeric(snapshot, style: style) + "\n")
    }

    package func finish(_ snapshot: Snapshot) { show(snapshot) }

    package func clearLine() {}

    package func refreshSize() {}
}
