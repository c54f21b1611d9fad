/// A progress meter: counts what it is told against an expected total. A ``Board`` draws it; a meter made
/// with a display draws on a board of its own, so a tool with one meter needs nothing else.
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

    let clock: Clock
    let timing: Timing
    private(set) var progress: Progress
    /// Whether the first unit has arrived, or nothing is waited for: until then nothing is drawn (`-W`).
    private(set) var started: Bool
    /// The board of a meter made with a display: this meter alone, drawn by ``update()`` and ``finish()``.
    private var ownBoard: Board?

    /// The start of the latest line of the data or of a wrapped command's output, shown by `%L`.
    public var latestLine: String?

    /// A meter expecting `total` units (or an unknown total), to be drawn on a ``Board``.
    public init(total: UInt64?, unit: CountingUnit = .bytes, clock: Clock, timing: Timing = Timing()) {
        self.clock = clock
        self.timing = timing
        self.progress = Progress(unit: unit, total: total, start: clock.now(), averageWindow: timing.averageWindow)
        self.started = !timing.waitForData
    }

    /// A meter expecting `total` units (or an unknown total), drawing on `display` on a board of its own.
    public convenience init(total: UInt64?, unit: CountingUnit = .bytes, display: Display, clock: Clock, timing: Timing = Timing()) {
        self.init(total: total, unit: unit, clock: clock, timing: timing)
        let board = Board(clock: clock, timing: timing)
        board.add(self, display: display)
        ownBoard = board
    }

    /// Units counted so far.
    public var count: UInt64 { progress.count }

    /// The expected total.
    public var total: UInt64? {
        get { progress.total }
        set { progress.total = newValue }
    }

    /// When the meter started: its creation, or the first unit with `-W`.
    var start: Instant { progress.start }

    /// Counts `amount` more units. Draws nothing: call ``update()`` when convenient.
    public func add(_ amount: UInt64) {
        guard amount > 0 else { return }
        if !started {
            started = true
            progress = Progress(unit: progress.unit, total: progress.total, start: clock.now(), averageWindow: timing.averageWindow)
        }
        progress.add(amount)
    }

    /// Sets the count to `value` without counting the change as moved: the position of a watched file when
    /// watching starts, or after its process seeked back. Rates and the ETA are measured from there.
    public func reposition(to value: UInt64) {
        progress.reposition(to: value, at: clock.now())
    }

    /// The values of a frame at `now`; the next "rate since the last frame" starts there.
    func frame(at now: Instant, final: Bool = false) -> Snapshot {
        var snapshot = progress.frame(at: now, final: final, wallTime: clock.wallTime(at:))
        snapshot.latestLine = latestLine
        return snapshot
    }

    /// The values of a frame at `now`, leaving the rate since the last frame to the next regular frame.
    func peek(at now: Instant) -> Snapshot {
        var copy = progress
        var snapshot = copy.frame(at: now, wallTime: clock.wallTime(at:))
        snapshot.latestLine = latestLine
        return snapshot
    }

    /// Seconds since the start at `now`, not counting stopped time.
    func elapsed(at now: Instant) -> Double { progress.elapsed(at: now) }

    /// Notes that meter is about to stop (Ctrl-Z): stopped time is not counted as elapsed.
    public func pause() { progress.pause(at: clock.now()) }

    /// Notes that meter continues after a stop.
    public func resume() { progress.resume(at: clock.now()) }

    // MARK: - A meter with a board of its own

    /// The board of a meter made with a display.
    package var board: Board? { ownBoard }

    /// When the next frame is due, or `nil` when none will be until data arrives.
    public var nextDeadline: Instant? { ownBoard?.nextDeadline }

    /// Draws a frame if one is due.
    public func update() { ownBoard?.update() }

    /// Draws the current state at once, if a frame has been drawn before.
    public func redraw() { ownBoard?.redraw() }

    /// Draws the final frame (the whole run's average rate, no ETA) and ends the line.
    public func finish() { ownBoard?.finish() }

    /// Reads the display's width again (after a resize).
    public func resize() { ownBoard?.resize() }

    /// Clears the current line so that a message can be written on it; the next frame redraws.
    public func clearLine() { ownBoard?.clearLine() }
}
