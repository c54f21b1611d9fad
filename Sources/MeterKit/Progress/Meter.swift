/// A progress meter: counts what it is told, and draws a frame on its display every interval and once at
/// the end. It never reads the time itself except through its clock, so tests drive it by hand.
///
/// ```swift
/// let clock = ManualClock()
/// let screen = CapturedTarget(columns: 60)
/// let meter = Meter(total: 1000, display: LineDisplay(target: screen, style: Style()), clock: clock)
/// meter.add(250); clock.advance(by: 1); meter.update()
/// meter.finish()
/// ```
public final class Meter {
    /// Settings for when frames are drawn.
    public struct Timing: Sendable, Equatable {
        /// Seconds between frames.
        public var interval: Double
        /// Draw nothing until the first unit arrives; the timer starts then (`-W`).
        public var waitForData: Bool
        /// Draw nothing for this many seconds (`-D`).
        public var delayStart: Double
        /// Seconds the average rate and ETA look back over (`-m`).
        public var averageWindow: Double

        public init(interval: Double = 1, waitForData: Bool = false, delayStart: Double = 0, averageWindow: Double = 30) {
            self.interval = interval
            self.waitForData = waitForData
            self.delayStart = delayStart
            self.averageWindow = averageWindow
        }
    }

    private let display: Display
    private let clock: Clock
    private let timing: Timing
    private var progress: Progress
    private var nextFrame: Instant
    /// When a spinner on the frame last drawn next changes, if one is shown (see `Display.animationInterval`).
    private var nextAnimation: Instant?
    private var lastSnapshot: Snapshot?
    private var started: Bool
    private var finished = false
    private var hasShown = false

    /// The start of a wrapped command's latest output line, shown by `%L` in the next frame.
    public var latestLine: String?

    /// A meter expecting `total` units (or an unknown total), drawing on `display`.
    public init(total: UInt64?, unit: CountingUnit = .bytes, display: Display, clock: Clock, timing: Timing = Timing()) {
        let now = clock.now()
        self.display = display
        self.clock = clock
        self.timing = timing
        self.progress = Progress(unit: unit, total: total, start: now, averageWindow: timing.averageWindow)
        self.started = !timing.waitForData
        // The first frame comes one interval in (or after the delay), as pv's does: a quick copy shows
        // only its final line. A display that reports the start (plain lines) gets it at once.
        self.nextFrame = now.advanced(by: display.drawsAtStart ? timing.delayStart : max(timing.delayStart, timing.interval))
    }

    /// Units counted so far.
    public var count: UInt64 { progress.count }

    /// The expected total.
    public var total: UInt64? {
        get { progress.total }
        set { progress.total = newValue }
    }

    /// Counts `amount` more units. Draws nothing: call ``update()`` when convenient.
    public func add(_ amount: UInt64) {
        guard amount > 0 else { return }
        if !started {
            started = true
            let now = clock.now()
            let total = progress.total
            progress = Progress(unit: progress.unit, total: total, start: now, averageWindow: timing.averageWindow)
            nextFrame = max(nextFrame, now)
        }
        progress.add(amount)
    }

    /// Sets the count to `value` without counting the change as moved: the position of a watched file when
    /// watching starts, or after its process seeked back. Rates and the ETA are measured from there.
    public func reposition(to value: UInt64) {
        progress.reposition(to: value, at: clock.now())
    }

    /// When the next frame is due (the next interval, or sooner the next frame of a spinner), or `nil` when
    /// none will be until data arrives.
    public var nextDeadline: Instant? {
        guard started, !finished else { return nil }
        guard let nextAnimation else { return nextFrame }
        return min(nextFrame, nextAnimation)
    }

    /// Draws a frame if one is due: every interval a new snapshot; between intervals, while a spinner is
    /// shown, the last snapshot again with only its animation time moved on, so the values keep the
    /// interval's pace (and the rate its meaning) while the spinner turns at its own.
    public func update() {
        guard started, !finished else { return }
        let now = clock.now()
        if now >= nextFrame {
            // Keep frames on the interval's grid; after a long stall, skip the missed ones.
            repeat { nextFrame = nextFrame.advanced(by: timing.interval) } while nextFrame <= now
            nextAnimation = nil
            guard display.isVisible else { return }
            var snapshot = progress.frame(at: now, wallTime: clock.wallTime(at:))
            snapshot.latestLine = latestLine
            lastSnapshot = snapshot
            display.show(snapshot)
            hasShown = true
            scheduleAnimation(after: snapshot, now: now)
        } else if let due = nextAnimation, now >= due, var snapshot = lastSnapshot {
            nextAnimation = nil
            guard display.isVisible else { return }
            snapshot.animationTime = progress.elapsed(at: now)
            snapshot.latestLine = latestLine
            display.show(snapshot)
            scheduleAnimation(after: snapshot, now: now)
        }
    }

    /// Draws the current state at once, if a frame has been drawn before (after text was written above the
    /// indicator). The rate since the last frame and the frame grid are left as they were.
    public func redraw() {
        guard hasShown, started, !finished, display.isVisible else { return }
        var copy = progress
        var snapshot = copy.frame(at: clock.now(), wallTime: clock.wallTime(at:))
        snapshot.latestLine = latestLine
        display.show(snapshot)
    }

    /// Plans the spinner's next frame after drawing `snapshot` at `now`, on the animation's own grid.
    private func scheduleAnimation(after snapshot: Snapshot, now: Instant) {
        guard let interval = display.animationInterval(for: snapshot), interval > 0 else { return }
        let time = snapshot.animationTime
        // The same small allowance as the frame number's, so a frame drawn just as it is due counts as drawn.
        let next = ((time / interval + 1e-6).rounded(.down) + 1) * interval
        nextAnimation = now.advanced(by: max(next - time, 0.001))
    }

    /// Draws the final frame (the whole run's average rate, no ETA) and ends the line.
    /// Nothing is drawn if no frame was ever due (`-W` with no data, or `-D` longer than the run).
    public func finish() {
        guard !finished else { return }
        finished = true
        let now = clock.now()
        guard started, now >= progress.start.advanced(by: timing.delayStart), display.isVisible else { return }
        var snapshot = progress.frame(at: now, final: true, wallTime: clock.wallTime(at:))
        snapshot.latestLine = latestLine
        display.finish(snapshot)
    }

    /// Notes that meter is about to stop (Ctrl-Z): stopped time is not counted as elapsed.
    public func pause() { progress.pause(at: clock.now()) }

    /// Notes that meter continues after a stop.
    public func resume() { progress.resume(at: clock.now()) }

    /// Reads the display's width again and redraws at once (after a resize).
    public func resize() {
        display.refreshSize()
    }

    /// Clears the current line so that a message can be written on it; the next frame redraws.
    public func clearLine() { display.clearLine() }
}
