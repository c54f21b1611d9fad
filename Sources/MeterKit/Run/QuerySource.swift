/// `meter -Q PID`: another running meter's progress, drawn here. Every interval it asks that meter for the
/// state of its meters on the control channel and mirrors each in a meter of its own (made on first sight),
/// until that meter ends. The other meter answers between its chunks; its transfer never waits for this one.
///
/// Once answered, it also follows that meter: a connection kept open, on which the meter sends its final
/// state as it ends, so that the last frame here is that meter's last, not the one asked for before.
package final class QuerySource: RunSource {
    private var other: MirroredMeter
    private let clock: any MeterClock
    private let interval: Double
    private let makeMeter: (ControlMessage.MeterState) -> Meter
    private let describe: (ControlClient.Failure) -> any Translatable
    private var nextQuery: Instant

    /// - Parameters:
    ///   - client: the other meter's end of its channel.
    ///   - interval: seconds between questions.
    ///   - makeMeter: a meter for the other meter's meter first seen in `state`.
    ///   - describe: the message for a meter that could not be asked at all.
    package init(
        client: ControlClient, clock: any MeterClock, interval: Double, makeMeter: @escaping (ControlMessage.MeterState) -> Meter,
        describe: @escaping (ControlClient.Failure) -> any Translatable
    ) {
        other = MirroredMeter(client: client)
        self.clock = clock
        self.interval = interval
        self.makeMeter = makeMeter
        self.describe = describe
        nextQuery = clock.now()
    }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        if ready.readable, other.following != nil { return ended() }
        let now = clock.now()
        guard now >= nextQuery else { return waiting }
        do {
            try other.ask { self.makeMeter($1) }
        } catch {
            // Once answered, a meter that no longer answers has ended: so does the query, with its final frame.
            if !other.answered { session.fail(describe(error), bits: RunOutcome.controlProblem) }
            return ended()
        }
        nextQuery = QuerySource.nextQuestion(after: clock.now(), interval: interval, board: session.board)
        return waiting
    }

    package func finish(in session: Session) { other.close() }

    /// The next question's time, and the final state, whichever comes first.
    private var waiting: SourceState { .waiting(Wait(readable: other.following, until: nextQuery)) }

    /// The other meter has ended: its final state, when it sent one, is the last frame here.
    private func ended() -> SourceState {
        other.end { self.makeMeter($1) }
        return .finished
    }

    /// When to ask next, after asking at `now`: just before the board's next frame, so that each frame shows
    /// a fresh answer, but not within half an interval.
    static func nextQuestion(after now: Instant, interval: Double, board: Board?) -> Instant {
        let frame = board?.nextDeadline.map { $0.advanced(by: -0.02) } ?? now.advanced(by: interval)
        return max(frame, now.advanced(by: interval / 2))
    }
}
