/// Where meters get the time: the system's monotonic clock, or a ``ManualClock`` that a test or a replay
/// moves by hand. Production code never asks which one it has.
public protocol MeterClock: Sendable {
    /// The current instant.
    func now() -> Instant
    /// The wall-clock time, in seconds since the Unix epoch, at `instant` (for the finish time, `%I`).
    func wallTime(at instant: Instant) -> Double
}
