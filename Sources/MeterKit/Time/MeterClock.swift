/// Where meters get the time: the system's monotonic clock, or a ``VirtualClock`` that a test or a replay
/// moves by hand. Production code never asks which one it has.
package protocol MeterClock: Sendable {
    /// The current instant.
    func now() -> Instant
    /// The wall-clock time, in seconds since the Unix epoch, at `instant` (for the finish time, `%I`).
    func wallTime(at instant: Instant) -> Double
    /// Suspends the task until the clock reaches `deadline` (at once if it has), or throws
    /// `CancellationError` when the task is cancelled first. A ``VirtualClock`` wakes its sleepers as it is
    /// moved, so that a test drives a sleeping task without waiting.
    func sleep(until deadline: Instant) async throws
}
