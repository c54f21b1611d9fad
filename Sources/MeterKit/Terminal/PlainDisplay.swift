/// Plain mode (`--plain`, `ACCESSIBLE=1`, and `TERM=dumb`): append-only lines in words, for screen readers
/// and logs. No carriage return, no escape sequence, no glyph. One line at the start, one at each 10 % step
/// (with no total, at most one every 30 seconds while data moves, so that a listener hears each one out, or
/// one every `-i`), one when nothing has moved for 10 seconds and one when it moves again, and a summary at
/// the end.
package final class PlainDisplay: Display {
    package let target: FrameTarget
    private let words: PlainText
    private let quietSeconds: Double
    /// The last line written: its tenth, its time and its count.
    private var last: (tenths: Int, elapsed: Double, count: UInt64)?
    /// The count seen at the last frame, and when it last changed.
    private var moved: (count: UInt64, elapsed: Double)?
    private var stalled = false

    /// Seconds between lines when there is no total to step through, unless an interval is given.
    package static let defaultQuietSeconds = 30.0
    /// Seconds without movement after which the meter says it has stalled.
    package static let stallSeconds = 10.0

    /// Lines on `target`, in the units, language and decimal separator of `words`.
    /// - Parameter quietSeconds: the seconds between lines without a total (`-i`, else 30).
    package init(target: FrameTarget, words: PlainText = PlainText(), quietSeconds: Double = PlainDisplay.defaultQuietSeconds) {
        self.target = target
        self.words = words
        self.quietSeconds = quietSeconds
    }

    package var isVisible: Bool { target.isVisible }

    package var drawsAtStart: Bool { true }

    package func show(_ snapshot: Snapshot) {
        if let line = stallLine(snapshot) {
            note(snapshot)
            _ = target.write(line + "\n")
            return
        }
        let tenths = min((snapshot.percent ?? 0) / 10, 10)
        if let last {
            if snapshot.total != nil {
                guard tenths > last.tenths else { return }
            } else {
                guard snapshot.count != last.count, snapshot.elapsedSeconds - last.elapsed >= quietSeconds else { return }
            }
        }
        note(snapshot)
        _ = target.write(words.progress(snapshot, name: snapshot.name) + "\n")
    }

    /// The line that says the data has stalled, or moves again, when it has; `nil` otherwise.
    private func stallLine(_ snapshot: Snapshot) -> String? {
        guard let previous = moved else {
            moved = (snapshot.count, snapshot.elapsedSeconds)
            return nil
        }
        if snapshot.count != previous.count {
            moved = (snapshot.count, snapshot.elapsedSeconds)
            guard stalled else { return nil }
            stalled = false
            return words.movingAgain(snapshot, name: snapshot.name)
        }
        guard !stalled, snapshot.elapsedSeconds - previous.elapsed >= PlainDisplay.stallSeconds else { return nil }
        stalled = true
        return words.stalled(snapshot, name: snapshot.name, since: previous.elapsed)
    }

    /// Notes `snapshot` as the last line written: the steps and the pace go on from it.
    private func note(_ snapshot: Snapshot) {
        last = (min((snapshot.percent ?? 0) / 10, 10), snapshot.elapsedSeconds, snapshot.count)
    }

    package func finish(_ snapshot: Snapshot) {
        if snapshot.progressReported == false {
            _ = target.write(words.noProgressRead(name: snapshot.name) + "\n")
        }
        _ = target.write(words.summary(snapshot, name: snapshot.name) + "\n")
    }

    /// Lines are whole when written: a message can follow at once.
    package func clearLine() {}

    package func refreshSize() {}
}
