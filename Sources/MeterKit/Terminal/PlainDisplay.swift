/// Plain mode (`--plain`, `ACCESSIBLE=1`, and `TERM=dumb`): append-only lines in words, for screen readers
/// and logs. No carriage return, no escape sequence, no glyph. One line at the start, one at each 10 % step
/// (with no total, at most one every 30 seconds while data moves, so that a listener hears each one out, or
/// one every `-i`), one when no data has come for 10 seconds and one when it comes again, and a summary at
/// the end. Off a terminal, a heartbeat: a line whenever none was written for a while (`--heartbeat`), so
/// that a log never falls silent for long. While a wrapped command's progress is awaited
/// (`--progress-from`), no amount is said until it reports one.
package final class PlainDisplay: Display {
    /// When plain mode writes, beside its steps.
    package struct Pace: Sendable, Equatable {
        /// Seconds between lines when there is no total to step through (`-i`, else 30).
        package var quietSeconds: Double
        /// Seconds without a line after which one is written all the same (a log's heartbeat), or `nil`
        /// for none (on a terminal, where a screen reader hears each event once).
        package var heartbeat: Double?
        /// Whether `--summary`'s sentence follows the run: then the display writes no summary of its own.
        package var summaryFollows: Bool

        package init(quietSeconds: Double = PlainDisplay.defaultQuietSeconds, heartbeat: Double? = nil, summaryFollows: Bool = false) {
            self.quietSeconds = quietSeconds
            self.heartbeat = heartbeat
            self.summaryFollows = summaryFollows
        }
    }

    package let target: FrameTarget
    private let words: PlainText
    private let pace: Pace
    /// The last progress line written: its tenth, its time and its count.
    private var last: (tenths: Int, elapsed: Double, count: UInt64)?
    /// When the last line of any kind was written, in seconds of the run.
    private var lastWritten: Double?
    /// When data last came before the stall that was said, while it goes on.
    private var stalledSince: Double?

    /// Seconds between lines when there is no total to step through, unless an interval is given.
    package static let defaultQuietSeconds = 30.0
    /// Seconds without data after which the meter says it has stalled.
    package static let stallSeconds = 10.0
    /// The heartbeat off a terminal when none is given.
    package static let defaultHeartbeat = 60.0

    /// Lines on `target`, in the units, language and decimal separator of `words`, at `pace`.
    package init(target: FrameTarget, words: PlainText = PlainText(), pace: Pace = Pace()) {
        self.target = target
        self.words = words
        self.pace = pace
    }

    package var isVisible: Bool { target.isVisible }
    package var visibilityTarget: FrameTarget? { target }

    package var drawsAtStart: Bool { true }

    package func show(_ snapshot: Snapshot) {
        // Before a wrapped command reports, the amounts are its output's: nothing to say of them.
        guard snapshot.progressReported != false else {
            if heartbeatIsDue(snapshot) { write(words.awaitingProgress(snapshot, name: snapshot.name), at: snapshot) }
            return
        }
        if let line = stallLine(snapshot) {
            note(snapshot)
            return write(line, at: snapshot)
        }
        guard progressIsDue(snapshot) || heartbeatIsDue(snapshot) else { return }
        note(snapshot)
        if let since = stalledSince {
            write(words.stalled(snapshot, name: snapshot.name, since: since), at: snapshot)
        } else {
            write(words.progress(snapshot, name: snapshot.name), at: snapshot)
        }
    }

    /// Whether the progress has moved on by a step since the last progress line (a tenth, or with no total
    /// the quiet seconds while data moves); the first line is always due.
    private func progressIsDue(_ snapshot: Snapshot) -> Bool {
        guard let last else { return true }
        if snapshot.total != nil { return min((snapshot.wholePercent ?? 0) / 10, 10) > last.tenths }
        return snapshot.count != last.count && snapshot.elapsedSeconds - last.elapsed >= pace.quietSeconds
    }

    /// Whether no line was written for the heartbeat's seconds.
    private func heartbeatIsDue(_ snapshot: Snapshot) -> Bool {
        guard let heartbeat = pace.heartbeat, heartbeat > 0 else { return false }
        return snapshot.elapsedSeconds - (lastWritten ?? 0) >= heartbeat
    }

    /// The line that says no data has come for a while, or that it comes again, when it has; `nil`
    /// otherwise. Measured from the data's own times, as the summary's stalls are.
    private func stallLine(_ snapshot: Snapshot) -> String? {
        let lastData = snapshot.history.lastData
        if let since = stalledSince {
            guard lastData > since else { return nil }
            stalledSince = nil
            return words.movingAgain(snapshot, name: snapshot.name)
        }
        guard snapshot.elapsedSeconds - lastData >= PlainDisplay.stallSeconds else { return nil }
        stalledSince = lastData
        return words.stalled(snapshot, name: snapshot.name, since: lastData)
    }

    /// Notes `snapshot` as the last progress line written: the steps and the pace go on from it.
    private func note(_ snapshot: Snapshot) {
        last = (min((snapshot.wholePercent ?? 0) / 10, 10), snapshot.elapsedSeconds, snapshot.count)
    }

    private func write(_ line: String, at snapshot: Snapshot) {
        lastWritten = snapshot.elapsedSeconds
        _ = target.write(line + "\n")
    }

    package func finish(_ snapshot: Snapshot) {
        if snapshot.progressReported == false {
            _ = target.write(words.noProgressRead(name: snapshot.name) + "\n")
        }
        // `--summary` says all this line says, and more.
        guard !pace.summaryFollows else { return }
        _ = target.write(words.summary(snapshot, name: snapshot.name) + "\n")
    }

    /// Lines are whole when written: a message can follow at once.
    package func clearLine() {}

    package func refreshSize() {}
}
