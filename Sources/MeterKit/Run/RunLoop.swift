/// The one loop of every mode: it steps its sources until each waits, draws the frames that are due, and
/// then waits for all of them at once in one `poll(2)`, over their descriptors and the signal descriptor,
/// until the nearest deadline (a frame, a rate-limit release, a replay step, held text). The copy, a wrapped
/// command, watched files and a replay differ only in their sources.
///
/// A frame that falls due while sources are busy is drawn between their steps once the clock has moved
/// since the loop last woke; so on a virtual clock, where busy steps take no time, a burst that arrives
/// with a frame is all in that frame, as it would be on a fast machine.
package final class RunLoop {
    private let session: Session
    private let sources: [RunSource]
    private let waiter: Waiter
    private var states: [SourceState]
    private var readiness: [Readiness]
    private let pollSet: PollSet
    /// Where each source's descriptors are in `pollSet` after a wait: readable, writable, hang-up.
    private var slots: [(readable: Int?, alsoReadable: Int?, writable: Int?, hangUp: Int?)]

    package init(session: Session, sources: [RunSource], waiter: Waiter = RealWaiter()) {
        self.session = session
        self.sources = sources
        self.waiter = waiter
        states = Array(repeating: .busy, count: sources.count)
        readiness = Array(repeating: .none, count: sources.count)
        slots = Array(repeating: (nil, nil, nil, nil), count: sources.count)
        pollSet = PollSet(capacity: sources.count * 4 + 2)
    }

    /// Runs until every source has finished or the session ends, draws the final frames, and returns how
    /// the run ended. SIGPIPE is blocked in this thread meanwhile: a reader that goes away is EPIPE, which
    /// ends the run quietly, never a signal that kills the host.
    package func run(timerInterval: Double? = nil) -> RunOutcome {
        BrokenPipeShield.run { loop(timerInterval: timerInterval) }
    }

    private func loop(timerInterval: Double?) -> RunOutcome {
        session.begin(interval: timerInterval)
        let clock = session.clock
        var lastWake = clock.now()
        // A display that reports the start (plain lines) draws before anything moves.
        session.board?.update()
        while !session.isEnding {
            let (busy, finished) = stepSources(now: clock.now())
            if session.isEnding { break }
            if finished {
                // A frame due as the last source finishes is drawn before the final one.
                session.board?.update()
                break
            }
            if busy {
                for index in session.tick(drawing: clock.now() > lastWake, sources: sources) {
                    readiness[index].signalled = true
                }
                lookAtWaitingSources(now: clock.now())
                continue
            }
            session.board?.update()
            waitForSources()
            lastWake = clock.now()
        }
        session.handleLastSignals(sources: sources)
        for source in sources { source.finish(in: session) }
        // The final frames show the run as it ended, even when drawn after a wait for the terminal.
        let end = clock.now()
        session.waitForTerminal(sources: sources)
        session.finish(at: end)
        return session.outcome
    }

    /// Steps every source that has something to do. Returns whether one is busy, and whether all are done.
    private func stepSources(now: Instant) -> (busy: Bool, finished: Bool) {
        var busy = false
        for index in sources.indices {
            switch states[index] {
            case .finished:
                continue
            case .waiting(let wait):
                guard readiness[index] != .none || (wait.until.map { now >= $0 } ?? false) else { continue }
            case .busy:
                break
            }
            states[index] = sources[index].step(readiness[index], in: session)
            readiness[index] = .none
            if states[index] == .busy { busy = true }
            if session.isEnding { break }
        }
        return (busy, !busy && sources.indices.allSatisfy { states[$0] == .finished || !sources[$0].keepsRunAlive })
    }

    /// While a source is busy the loop does not wait, so every tenth of a second it looks, without waiting,
    /// at what the others wait for: a wrapped command's standard error, or a request on the control channel,
    /// are seen while the copy runs.
    private func lookAtWaitingSources(now: Instant) {
        guard now >= nextLook else { return }
        nextLook = now.advanced(by: RunLoop.lookInterval)
        guard states.contains(where: { if case .waiting = $0 { true } else { false } }) else { return }
        collect(timeout: 0)
    }

    private var nextLook = Instant(nanoseconds: .min)
    private static let lookInterval = 0.1

    /// Waits for the sources' descriptors, the signal descriptor and the nearest deadline, then notes what
    /// happened and handles the signals.
    private func waitForSources() {
        collect(timeout: nil)
    }

    /// Polls the waiting sources' descriptors and the signal descriptor, for at most `timeout` seconds (the
    /// nearest deadline when nil), and notes what happened.
    private func collect(timeout: Double?) {
        pollSet.removeAll()
        var deadline = session.board?.nextDeadline
        for index in sources.indices {
            guard case .waiting(let wait) = states[index] else {
                slots[index] = (nil, nil, nil, nil)
                continue
            }
            slots[index] = (
                wait.readable.map { pollSet.add($0, readable: true) },
                wait.alsoReadable.map { pollSet.add($0, readable: true) },
                wait.writable.map { pollSet.add($0, readable: false, writable: true) },
                wait.hangUp.map { pollSet.add($0, readable: false) }
            )
            if let until = wait.until, deadline.map({ until < $0 }) ?? true { deadline = until }
        }
        let signalIndex = session.signalDescriptor.map { pollSet.add($0, readable: true) }
        if let timeout {
            pollSet.wait(timeout: timeout)
        } else {
            waiter.wait(pollSet, until: deadline, clock: session.clock)
        }
        for index in sources.indices {
            let slot = slots[index]
            guard slot.readable != nil || slot.alsoReadable != nil || slot.writable != nil || slot.hangUp != nil else { continue }
            readiness[index] = Readiness(
                readable: slot.readable.map { pollSet.events(at: $0) != 0 } ?? false,
                alsoReadable: slot.alsoReadable.map { pollSet.events(at: $0) != 0 } ?? false,
                writable: slot.writable.map { pollSet.events(at: $0) != 0 } ?? false,
                hungUp: slot.hangUp.map { pollSet.events(at: $0) & PollSet.errorOrHangUp != 0 } ?? false)
        }
        if let signalIndex, pollSet.events(at: signalIndex) != 0 { handleSignals() }
    }

    /// Handles the waiting signals; a source that took one is stepped again.
    private func handleSignals() {
        for index in session.handleSignals(sources: sources) { readiness[index].signalled = true }
    }
}
