/// `meter -Q PID`: another running meter's progress, drawn here. Every interval it asks that meter for the
/// state of its meters on the control channel and mirrors each in a meter of its own (made on first sight),
/// until that meter ends. The other meter answers between its chunks; its transfer never waits for this one.
///
/// Once answered, it also follows that meter: a connection kept open, on which the meter sends its final
/// state as it ends, so that the last frame here is that meter's last, not the one asked for before.
package final class QuerySource: RunSource {
    private let client: ControlClient
    private let clock: any MeterClock
    private let interval: Double
    private let makeMeter: (ControlMessage.MeterState) -> Meter
    private let describe: (ControlClient.Failure) -> any Translatable
    private var meters: [Meter] = []
    private var nextQuery: Instant
    private var answered = false
    /// The connection on which the other meter sends its final state.
    private var following: FileDescriptor?

    /// - Parameters:
    ///   - client: the other meter's end of its channel.
    ///   - interval: seconds between questions.
    ///   - makeMeter: a meter for the other meter's meter first seen in `state`.
    ///   - describe: the message for a meter that could not be asked at all.
    package init(
        client: ControlClient, clock: any MeterClock, interval: Double, makeMeter: @escaping (ControlMessage.MeterState) -> Meter,
        describe: @escaping (ControlClient.Failure) -> any Translatable
    ) {
        self.client = client
        self.clock = clock
        self.interval = interval
        self.makeMeter = makeMeter
        self.describe = describe
        nextQuery = clock.now()
    }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        if ready.readable, following != nil { return ended() }
        let now = clock.now()
        guard now >= nextQuery else { return waiting }
        let states: [ControlMessage.MeterState]
        do {
            states = try client.send(.query, timeout: 2)
        } catch {
            // Once answered, a meter that no longer answers has ended: so does the query, with its final frame.
            if !answered { session.fail(describe(error), bits: RunOutcome.controlProblem) }
            return ended()
        }
        answered = true
        mirror(states)
        if following == nil { following = try? client.follow(timeout: 2) }
        // The next question just before the next frame, so that each frame shows a fresh answer.
        let after = clock.now()
        let frame = session.board?.nextDeadline.map { $0.advanced(by: -0.02) } ?? after.advanced(by: interval)
        nextQuery = max(frame, after.advanced(by: interval / 2))
        return waiting
    }

    package func finish(in session: Session) {
        following?.close()
        following = nil
    }

    /// The next question's time, and the final state, whichever comes first.
    private var waiting: SourceState { .waiting(Wait(readable: following, until: nextQuery)) }

    /// The other meter has ended: its final state, when it sent one, is the last frame here.
    private func ended() -> SourceState {
        if let connection = following {
            following = nil
            if let states = try? ControlClient.finalState(from: connection) { mirror(states) }
        }
        return .finished
    }

    private func mirror(_ states: [ControlMessage.MeterState]) {
        for (index, state) in states.enumerated() {
            if index == meters.count { meters.append(makeMeter(state)) }
            meters[index].mirror(count: state.count, total: state.total, elapsed: state.elapsed, unit: state.unit)
        }
    }
}
