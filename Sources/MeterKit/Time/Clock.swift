/// A point on a monotonic time line, in nanoseconds from an arbitrary origin.
public struct Instant: Comparable, Hashable, Sendable {
    /// Nanoseconds since the clock's origin.
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The instant `seconds` after (or, negative, before) this one.
    public func advanced(by seconds: Double) -> Instant {
        Instant(nanoseconds: nanoseconds &+ Int64(seconds * 1e9))
    }

    /// Seconds from `earlier` to this instant.
    public func seconds(since earlier: Instant) -> Double {
        Double(nanoseconds &- earlier.nanoseconds) / 1e9
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}

/// Where meter gets the time: the real monotonic clock, or one a test moves by hand.
public protocol Clock: AnyObject {
    /// The current instant.
    func now() -> Instant
    /// The wall-clock time, in seconds since the Unix epoch, that corresponds to `instant` (for `-I`).
    func wallTime(at instant: Instant) -> Double
}

/// The system's `CLOCK_MONOTONIC`, with `CLOCK_REALTIME` for clock times.
public final class MonotonicClock: Clock {
    public init() {}

    public func now() -> Instant { Instant(nanoseconds: SystemTime.monotonicNanoseconds()) }

    public func wallTime(at instant: Instant) -> Double {
        SystemTime.realtimeSeconds() + instant.seconds(since: now())
    }
}

/// A clock that moves only when told: for tests and replays, so nothing ever sleeps.
public final class ManualClock: Clock {
    private var current: Instant
    /// The wall-clock time (seconds since the epoch) at the clock's start; UTC midnight of 2026-01-01 by default.
    public let wallTimeAtStart: Double
    private let start: Instant

    /// A clock standing at `start`, whose wall time at that instant is `wallTimeAtStart`.
    public init(start: Instant = Instant(nanoseconds: 0), wallTimeAtStart: Double = 1_767_225_600) {
        self.current = start
        self.start = start
        self.wallTimeAtStart = wallTimeAtStart
    }

    public func now() -> Instant { current }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) { current = current.advanced(by: seconds) }

    /// Sets the clock to `instant` (never backwards).
    public func set(to instant: Instant) { current = max(current, instant) }

    public func wallTime(at instant: Instant) -> Double { wallTimeAtStart + instant.seconds(since: start) }
}
