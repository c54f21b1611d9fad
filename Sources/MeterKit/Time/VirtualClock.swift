import Synchronization

/// The engine's clock that moves only when told: for tests and replays, so nothing ever sleeps. It may be
/// moved from any thread; a task that sleeps on it (``sleep(until:)``) wakes when the clock is moved past its
/// deadline. A tool reaches it through ``ManualClock``, Swift's `Clock` around it.
package final class VirtualClock: MeterClock {
    /// A task asleep until `deadline`.
    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Instant
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0
    }

    private let state: Mutex<State>
    /// The wall-clock time (seconds since the epoch) at the clock's start; UTC midnight of 2026-01-01 by default.
    package let wallTimeAtStart: Double
    private let start: Instant

    /// A clock standing at `start`, whose wall time at that instant is `wallTimeAtStart`.
    package init(start: Instant = Instant(nanoseconds: 0), wallTimeAtStart: Double = 1_767_225_600) {
        self.state = Mutex(State(now: start))
        self.start = start
        self.wallTimeAtStart = wallTimeAtStart
    }

    /// Where the test has put the clock.
    package func now() -> Instant { state.withLock { $0.now } }

    /// How many tasks are asleep on the clock: a test moves the clock once the task it drives sleeps.
    package var sleepers: Int { state.withLock { $0.sleepers.count } }

    /// Moves the clock forward by `duration`, waking the tasks whose deadline it reaches.
    package func advance(by duration: Duration) {
        move { $0.advanced(by: duration) }
    }

    /// Moves the clock forward by `seconds`.
    package func advance(by seconds: Double) {
        move { $0.advanced(by: seconds) }
    }

    /// Sets the clock to `instant` (never backwards), waking the tasks whose deadline it reaches.
    package func set(to instant: Instant) {
        move { max($0, instant) }
    }

    /// Suspends the task until the clock is moved to `deadline` or past it (at once if it is there), or
    /// throws `CancellationError` when the task is cancelled first.
    package func sleep(until deadline: Instant) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let wakeNow: Bool = state.withLock { state in
                    guard state.now < deadline, !Task.isCancelled else { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if wakeNow { continuation.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                state.sleepers.firstIndex { $0.id == id }.map { state.sleepers.remove(at: $0) }
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    /// Moves the clock to `next(now)`, then wakes the sleepers it reached, outside the lock.
    private func move(_ next: (Instant) -> Instant) {
        let woken: [Sleeper] = state.withLock { state in
            state.now = next(state.now)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    /// The clock time at `instant`: ``wallTimeAtStart`` plus the time since the start.
    package func wallTime(at instant: Instant) -> Double { wallTimeAtStart + instant.seconds(since: start) }
}
