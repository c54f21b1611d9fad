/// The meters of one run, drawn together: a frame for every meter each interval (the same grid for all of
/// them, so a frame is one write), a spinner's frames between intervals, and each meter's final frame as
/// it ends. One meter is the common case and costs nothing extra.
public final class Board {
    /// One meter and how it is drawn.
    private final class Row {
        weak var meter: Meter?
        let display: Display
        /// When a spinner on the frame last drawn next changes, if one is shown.
        var nextAnimation: Instant?
        var lastSnapshot: Snapshot?
        var hasShown = false

        init(meter: Meter, display: Display) {
            self.meter = meter
            self.display = display
        }
    }

    private let clock: Clock
    private let timing: Meter.Timing
    private let created: Instant
    private var rows: [Row] = []
    private var nextFrame: Instant
    private var gridSet = false
    private var anyStarted = false
    private let stack: StackedLines?

    /// Frames drawn so far, spinner frames and redraws included: text written above the indicator uses it
    /// to know whether a frame has drawn the indicator again since.
    public private(set) var framesDrawn = 0

    /// While set, nothing is drawn and no frame is due: an unfinished line of a wrapped command's output is
    /// on the terminal, and a frame would overwrite it. Frames missed meanwhile are drawn once it clears.
    public var isHeld = false

    /// A board whose frames come every `timing.interval` seconds, the first one interval in (as pv's: a quick
    /// copy shows only its final line), or after `timing.delayStart`. With `stack`, several meters' lines
    /// are redrawn in place as one block, and each meter's display comes from ``display(for:)``.
    public init(clock: Clock, timing: Meter.Timing = .init(), stack: StackedLines? = nil) {
        self.clock = clock
        self.timing = timing
        self.created = clock.now()
        self.nextFrame = created
        self.stack = stack
    }

    /// Draws `meter` with `display` from the next frame on, below the meters added before it.
    public func add(_ meter: Meter, display: Display) {
        if !gridSet {
            // A display that reports the start (plain lines) gets its first frame at once.
            gridSet = true
            let first = display.drawsAtStart ? timing.delayStart : max(timing.delayStart, timing.interval)
            nextFrame = created.advanced(by: first)
        }
        rows.append(Row(meter: meter, display: display))
    }

    /// A display for one more row of the stacked block (with `stack`), else `display` itself.
    public func display(for style: Style, otherwise display: Display) -> Display {
        stack?.row(style: style) ?? display
    }

    /// How often a blocking write must be interrupted for this board's frames: a spinner's pace while a
    /// meter has no total yet, else the interval (a second at most).
    package var interruptInterval: Double {
        let now = clock.now()
        for row in rows {
            guard let meter = row.meter, meter.total == nil else { continue }
            if row.display.animationInterval(for: meter.peek(at: now)) != nil { return 0.1 }
        }
        return min(timing.interval, 1)
    }

    /// Whether any meter is still drawn.
    public var isEmpty: Bool { rows.isEmpty }

    /// When the next frame is due (the next interval, or sooner a spinner's next frame), or `nil` when none
    /// will be until data arrives or while the board is held.
    public var nextDeadline: Instant? {
        guard !isHeld, noteStarts() else { return nil }
        var deadline = nextFrame
        for row in rows { if let animation = row.nextAnimation, animation < deadline { deadline = animation } }
        return deadline
    }

    /// Draws a frame if one is due: every interval a new snapshot of each meter; between intervals, while a
    /// spinner is shown, the last snapshot again with only its animation time moved on, so the values keep
    /// the interval's pace (and the rate its meaning) while the spinner turns at its own.
    public func update() {
        guard !isHeld, noteStarts() else { return }
        let now = clock.now()
        if now >= nextFrame {
            // Keep frames on the interval's grid; after a long stall, skip the missed ones.
            repeat { nextFrame = nextFrame.advanced(by: timing.interval) } while nextFrame <= now
            var drew = false
            for row in rows {
                row.nextAnimation = nil
                guard let meter = row.meter, meter.started, row.display.isVisible else { continue }
                let snapshot = meter.frame(at: now)
                row.lastSnapshot = snapshot
                row.display.show(snapshot)
                row.hasShown = true
                scheduleAnimation(of: row, after: snapshot, now: now)
                drew = true
            }
            if drew { endFrame() }
        } else if rows.contains(where: { $0.nextAnimation.map { now >= $0 } ?? false }) {
            animate(now: now)
        }
    }

    /// Draws the spinners whose next frame is due.
    private func animate(now: Instant) {
        var drew = false
        for row in rows {
            guard let due = row.nextAnimation, now >= due, var snapshot = row.lastSnapshot, let meter = row.meter else { continue }
            row.nextAnimation = nil
            guard row.display.isVisible else { continue }
            snapshot.animationTime = meter.elapsed(at: now)
            snapshot.latestLine = meter.latestLine
            row.display.show(snapshot)
            scheduleAnimation(of: row, after: snapshot, now: now)
            drew = true
        }
        if drew { endFrame() }
    }

    /// Draws the current state at once, where a frame has been drawn before (after text was written above
    /// the indicator). The rate since the last frame and the frame grid are left as they were.
    public func redraw() {
        let now = clock.now()
        var drew = false
        for row in rows where row.hasShown && row.display.isVisible {
            guard let meter = row.meter, meter.started else { continue }
            row.display.show(meter.peek(at: now))
            drew = true
        }
        if drew { endFrame() }
    }

    /// Draws the final frame of every meter (the whole run's average rate, no ETA) and ends their lines.
    public func finish() {
        for row in rows { draw(finalFrameOf: row) }
        rows.removeAll()
        stack?.flush()
    }

    /// Draws the final frame of `meter` and takes it off the board; the others go on.
    public func finish(_ meter: Meter) {
        guard let index = rows.firstIndex(where: { $0.meter === meter }) else { return }
        draw(finalFrameOf: rows.remove(at: index))
        stack?.flush()
    }

    /// Nothing is drawn if no frame was ever due for the meter (`-W` with no data, or `-D` longer than the run).
    private func draw(finalFrameOf row: Row) {
        let now = clock.now()
        guard let meter = row.meter, meter.started, now >= meter.start.advanced(by: timing.delayStart),
            row.display.isVisible
        else { return }
        row.display.finish(meter.frame(at: now, final: true))
    }

    /// Clears the indicator so that a message can be written where it was; the next frame draws it again.
    public func clearLine() {
        if let stack { return stack.clearLine() }
        for row in rows { row.display.clearLine() }
    }

    /// Reads the width again (after a resize).
    public func resize() {
        for row in rows { row.display.refreshSize() }
        stack?.refreshSize()
    }

    /// Notes that meter is about to stop (Ctrl-Z): stopped time is not counted as elapsed.
    public func pause() { for row in rows { row.meter?.pause() } }

    /// Notes that meter continues after a stop.
    public func resume() { for row in rows { row.meter?.resume() } }

    /// Whether any meter on the board has started. The first to start with `-W` starts the frame grid then.
    private func noteStarts() -> Bool {
        if anyStarted { return !rows.isEmpty }
        guard let first = rows.lazy.compactMap(\.meter).first(where: \.started) else { return false }
        anyStarted = true
        if timing.waitForData { nextFrame = max(nextFrame, first.start) }
        return true
    }

    private func endFrame() {
        stack?.flush()
        framesDrawn += 1
    }

    /// Plans the spinner's next frame after drawing `snapshot` at `now`, on the animation's own grid.
    private func scheduleAnimation(of row: Row, after snapshot: Snapshot, now: Instant) {
        guard let interval = row.display.animationInterval(for: snapshot), interval > 0 else { return }
        let time = snapshot.animationTime
        // The same small allowance as the frame number's, so a frame drawn just as it is due counts as drawn.
        let next = ((time / interval + 1e-6).rounded(.down) + 1) * interval
        row.nextAnimation = now.advanced(by: max(next - time, 0.001))
    }
}

extension Board: IndicatorLine {}
