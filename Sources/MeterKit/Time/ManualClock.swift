/// A Swift `Clock` that moves only when told: for tests and replays, so that nothing ever sleeps.
///
/// Give it to a ``Board`` (its meters take the board's clock) and move it by hand: the elapsed time, the
/// rates and the ETA of each frame follow it exactly, and a task that sleeps on it (`Task.sleep(until:clock:)`,
/// ``Board/drawContinuously()``) wakes when it is moved past its deadline. It may be moved from any thread.
///
/// ```swift
/// let clock = ManualClock()
/// let screen = CapturedTarget(columns: 60, isTerminal: true)   // a terminal: each frame is drawn in place
/// let board = Board(target: screen, style: .ascii, clock: clock)
/// let meter = board.add(Meter(total: 100))
/// meter.add(50)
/// clock.advance(by: .seconds(1))
/// board.update()
/// print(screen.text)   // the frame at 0:00:01: 50 B at 50 B/s, ETA 0:00:01
/// ```
public final class ManualClock: Clock, Sendable {
    /// A point on the clock: the time since the clock's start.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since the clock's start.
        public var offset: Duration

        /// The instant `offset` after the clock's start.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` after (or, negative, before) this one.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// The engine's clock behind it, whose instants count nanoseconds from the same start.
    package let virtual: VirtualClock

    /// A clock standing at its start, where the wall clock reads `wallTimeAtStart` after the Unix epoch (by
    /// default UTC midnight of 2026-01-01, so that a finish time `%I` is the same in every run).
    public init(wallTimeAtStart: Duration = .seconds(1_767_225_600)) {
        virtual = VirtualClock(wallTimeAtStart: wallTimeAtStart.seconds)
    }

    /// Where the clock has been moved to.
    public var now: Instant { Instant(virtual.now()) }

    /// A nanosecond: the clock moves in whole nanoseconds.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// The wall-clock time at the clock's start, as the time since the Unix epoch.
    public var wallTimeAtStart: Duration { .nanoseconds(Int64((virtual.wallTimeAtStart * 1e9).rounded())) }

    /// How many tasks are asleep on the clock: a test moves the clock once the task it drives sleeps.
    public var sleepers: Int { virtual.sleepers }

    /// Moves the clock forward by `duration` (a negative one leaves it where it is), waking the tasks whose
    /// deadline it reaches.
    public func advance(by duration: Duration) {
        virtual.set(to: virtual.now().advanced(by: duration))
    }

    /// Moves the clock to `instant`, never backwards, waking the tasks whose deadline it reaches.
    public func advance(to instant: Instant) {
        virtual.set(to: MeterKit.Instant(nanoseconds: instant.offset.nanoseconds))
    }

    /// Suspends the task until the clock is moved to `deadline` or past it (at once if it is there), or
    /// throws `CancellationError` when the task is cancelled first. The tolerance is of no use to a clock
    /// that moves only when told.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await virtual.sleep(until: MeterKit.Instant(nanoseconds: deadline.offset.nanoseconds))
    }
}

extension ManualClock.Instant {
    /// The instant of the engine's `instant`, both counted from the clock's start.
    init(_ instant: MeterKit.Instant) { offset = .nanoseconds(instant.nanoseconds) }
}

extension Duration {
    /// The duration in whole nanoseconds, saturating at `Int64`'s bounds.
    package var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, overflowed) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return overflowed ? (whole < 0 ? .min : .max) : sum
    }
}
