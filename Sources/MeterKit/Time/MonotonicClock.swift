/// The system's monotonic clock (`CLOCK_MONOTONIC`), with the real-time clock for clock times.
package struct MonotonicClock: MeterClock {
    /// The system's clock.
    package init() {}

    /// Now, on the monotonic clock: never steps back, not even when the clock time is set.
    package func now() -> Instant { Instant(nanoseconds: SystemTime.monotonicNanoseconds()) }

    /// Sleeps until the monotonic clock reaches `deadline`, or throws `CancellationError` when the task is
    /// cancelled first.
    package func sleep(until deadline: Instant) async throws {
        let left = deadline.nanoseconds &- now().nanoseconds
        if left > 0 { try await Task.sleep(for: .nanoseconds(left)) } else { try Task.checkCancellation() }
    }

    /// The clock time at `instant`, in seconds since 1970, from the real-time clock now.
    package func wallTime(at instant: Instant) -> Double {
        SystemTime.realtimeSeconds() + instant.seconds(since: now())
    }
}
