/// A display that shows each frame in the terminal window's title and the process title too (pv's `-x`).
///
/// The window title is set with OSC 2 on the display's own target (standard error), after each frame that
/// is drawn. The title in place before is pushed on the terminal's title stack (`CSI 22;2 t`) with the
/// first one, and popped again (`CSI 23;2 t`) when the meter leaves the board, whatever ends it: a
/// terminal that has no stack keeps the final frame's title. The title is rendered without colour and
/// goes through ``SafeText``, so that nothing in it (a name, the data's latest line, a format's text) can
/// end the sequence early. The process title is `meter -- ` and the frame.
package final class TitledDisplay: Display {
    /// The display of the frames themselves; `meter -R` puts a new one in, and the titles go on.
    package var inner: Display
    /// How the titles are rendered; `meter -R` may change it.
    package var style: Style {
        didSet { style.palette = nil }
    }
    private let windowTitle: Bool
    private let processTitle: Bool
    private var savedWindowTitle = false

    /// `inner`, whose frames also go to the window title and/or the process title, rendered in `style`
    /// (its palette is dropped).
    package init(_ inner: Display, style: Style, windowTitle: Bool, processTitle: Bool) {
        self.inner = inner
        var plain = style
        plain.palette = nil
        self.style = plain
        self.windowTitle = windowTitle
        self.processTitle = processTitle
    }

    package var target: FrameTarget { inner.target }
    package var isVisible: Bool { inner.isVisible }
    package var visibilityTarget: FrameTarget? { inner.visibilityTarget }
    package var drawsAtStart: Bool { inner.drawsAtStart }

    package func animationInterval(for snapshot: Snapshot) -> Double? { inner.animationInterval(for: snapshot) }

    package func show(_ snapshot: Snapshot) {
        inner.show(snapshot)
        showTitles(snapshot)
    }

    package func finish(_ snapshot: Snapshot) {
        inner.finish(snapshot)
        showTitles(snapshot)
    }

    package func clearLine() { inner.clearLine() }

    package func refreshSize() { inner.refreshSize() }
    package func continued() { inner.continued() }
    package func stopping() { inner.stopping() }

    package func remove() { inner.remove() }
    package var drawsLineInPlace: Bool { inner.drawsLineInPlace }
    package func forgetLine() { inner.forgetLine() }

    /// The window title as it was before the first frame, again.
    package func end() {
        guard savedWindowTitle else { return }
        savedWindowTitle = false
        _ = target.write(TitledDisplay.restoreTitle)
    }

    /// Saves the terminal's window title on its title stack.
    static let saveTitle = "\u{1B}[22;2t"
    /// Takes the saved window title back from the terminal's title stack.
    static let restoreTitle = "\u{1B}[23;2t"

    /// OSC 2: sets the window title to `text`, which must hold no control character.
    static func setTitle(_ text: String) -> String { "\u{1B}]2;" + text + "\u{1B}\\" }

    private func showTitles(_ snapshot: Snapshot) {
        let text = SafeText(Renderer.render(snapshot, style: style, width: target.columns)).text
        if windowTitle {
            let save = savedWindowTitle ? "" : TitledDisplay.saveTitle
            savedWindowTitle = true
            _ = target.write(save + TitledDisplay.setTitle(text))
        }
        if processTitle { ProcessTitle.set("meter -- " + text) }
    }
}
