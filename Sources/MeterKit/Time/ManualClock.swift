import Synchronization

/// A clock that moves only when told: for tests and replays, so nothing ever sleeps. It may be moved from
/// any thread.
public final class ManualClock: MeterClock {
    private let current: Mutex<Instant>
    /// The wall-clock time (seconds since the epoch) at the clock's start; UTC midnight of 2026-01-01 by default.
    public let wallTimeAtStart: Double
    private let start: Instant

    /// A clock standing at `start`, whose wall time at that instant is `wallTimeAtStart`.
    public init(start: Instant = Instant(nanoseconds: 0), wallTimeAtStart: Double = 1_767_225_600) {
        self.current = Mutex(start)
        self.start = start
        self.wallTimeAtStart = wallTimeAtStart
    }

    /// Where the test has put the clock.
    public func now() -> Instant { current.withLock { $0 } }

    /// Moves the clock forward by `duration`.
    public func advance(by duration: Duration) {
        current.withLock { $0 = $0.advanced(by: duration) }
    }

    /// Moves the clock forward by `seconds`.
    package func advance(by seconds: Double) {
        current.withLock { $0 = $0.advanced(by: seconds) }
    }

    /// Sets the clock to `instant` (never backwards).
    public func set(to instant: Instant) {
        current.withLock { $0 = max($0, instant) }
    }

    /// The clock time at `instant`: ``wallTimeAtStart`` plus the time since the start.
    public func wallTime(at instant: Instant) -> Double { wallTimeAtStart + instant.seconds(since: start) }
}
