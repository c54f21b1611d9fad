/// Plain mode (`--plain`, and `TERM=dumb`): append-only lines in words, for screen readers and logs. No
/// carriage return, no escape sequence, no glyph. One line at the start, one at each 10 % step (with no
/// total, at most one every 10 seconds while data moves), and a summary at the end.
package final class PlainDisplay: Display {
    package let target: FrameTarget
    private let words: PlainText
    private var last: (tenths: Int, elapsed: Double, count: UInt64)?

    /// Seconds between lines when there is no total to step through.
    package static let quietSeconds = 10.0

    /// Lines on `target`, in the units, language and decimal separator of `words`.
    package init(target: FrameTarget, words: PlainText = PlainText()) {
        self.target = target
        self.words = words
    }

    package var isVisible: Bool { target.isVisible }

    package var drawsAtStart: Bool { true }

    package func show(_ snapshot: Snapshot) {
        let tenths = min((snapshot.percent ?? 0) / 10, 10)
        if let last {
            if snapshot.total != nil {
                guard tenths > last.tenths else { return }
            } else {
                guard snapshot.count != last.count, snapshot.elapsedSeconds - last.elapsed >= PlainDisplay.quietSeconds else { return }
            }
        }
        last = (tenths, snapshot.elapsedSeconds, snapshot.count)
        _ = target.write(words.progress(snapshot, name: snapshot.name) + "\n")
    }

    package func finish(_ snapshot: Snapshot) {
        _ = target.write(words.summary(snapshot, name: snapshot.name) + "\n")
    }

    /// Lines are whole when written: a message can follow at once.
    package func clearLine() {}

    package func refreshSize() {}
}
