/// The engine's time read from any Swift clock a tool hands in: instants as nanoseconds since the moment the
/// clock was handed over, deadlines slept on the clock itself, and clock times from the system's real-time
/// clock (a Swift clock has no wall time of its own).
package struct SwiftClockTime<C: Clock>: MeterClock, ReadsSwiftClock where C.Duration == Duration {
    let clock: C
    let origin: C.Instant

    init(_ clock: C) {
        self.clock = clock
        origin = clock.now
    }

    package func now() -> Instant { Instant(nanoseconds: origin.duration(to: clock.now).nanoseconds) }

    package func sleep(until deadline: Instant) async throws {
        try await clock.sleep(until: origin.advanced(by: .nanoseconds(deadline.nanoseconds)), tolerance: nil)
    }

    package func wallTime(at instant: Instant) -> Double {
        SystemTime.realtimeSeconds() + instant.seconds(since: now())
    }

    /// Whether `other` reads this very clock: the same instance of a clock class, or a value of the same
    /// clock type (every `ContinuousClock` reads the same time). Their instants may still differ: each
    /// counts from the moment its clock was handed over.
    package func reads(_ other: any MeterClock) -> Bool {
        guard let other = other as? SwiftClockTime<C> else { return false }
        guard C.self is AnyClass else { return true }
        return (clock as AnyObject) === (other.clock as AnyObject)
    }
}

/// The engine's time for `clock`: a ``ManualClock`` is its own virtual clock (moved by hand, with its fixed
/// wall time), Swift's `SuspendingClock` is `CLOCK_MONOTONIC` read directly, as the command reads it, and any
/// other clock is read through ``SwiftClockTime``.
package func engineTime<C: Clock>(of clock: C) -> any MeterClock where C.Duration == Duration {
    if let manual = clock as? ManualClock { return manual.virtual }
    if clock is SuspendingClock { return MonotonicClock() }
    return SwiftClockTime(clock)
}

/// The engine's time read from a Swift clock, which says whether another reads the same clock.
package protocol ReadsSwiftClock {
    func reads(_ other: any MeterClock) -> Bool
}
