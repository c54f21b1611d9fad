/// The system's monotonic clock (`CLOCK_MONOTONIC`), with the real-time clock for clock times.
public struct MonotonicClock: MeterClock {
    public init() {}

    public func now() -> Instant { Instant(nanoseconds: SystemTime.monotonicNanoseconds()) }

    public func wallTime(at instant: Instant) -> Double {
        SystemTime.realtimeSeconds() + instant.seconds(since: now())
    }
}
