/// What every run shares, whatever its sources: the clock, the board of meters, the signals and what they
/// do (see `SignalPolicy.swift`), the messages written above the indicator, and the outcome. Written once
/// here, not per mode.
package final class Session {
    /// The clock every source and meter of the run reads.
    package let clock: MeterClock
    /// The meters of the run and how they are drawn, or `nil` when nothing is drawn.
    package let board: Board?
    let signals: SignalFeed?
    private let timer: InterruptTimer?
    let stopSelf: () -> Void
    private let writeMessage: (any Translatable) -> Void
    /// Lets the output go before the run waits for the terminal at its end, or nil not to wait.
    private let releaseOutput: (() -> Void)?

    /// How the run is ending, so far.
    package internal(set) var outcome = RunOutcome()
    /// Set once the run must stop: a signal, the output closed, the stop size reached, a write error.
    package internal(set) var isEnding = false

    /// When the signal descriptor is next read between chunks. Reading it before every chunk cost a third of
    /// the system calls of a file copy; waits poll it and see a signal at once.
    private var nextSignalCheck = Instant(nanoseconds: .min)
    private static let signalCheckInterval = 0.01

    /// - Parameters:
    ///   - board: the meters to draw, or `nil` to draw nothing.
    ///   - signals: the host's signals, or `nil` when the host leaves them at their default actions.
    ///   - timer: the host's timer that interrupts blocking calls, armed when the run starts.
    ///   - stopSelf: stops the process (SIGTSTP's default action), after the stop is noted.
    ///   - releaseOutput: lets the output go (its reader then sees the end of the data), after which the run
    ///     waits at its end for a program that holds the terminal to give it back, to draw the final frames
    ///     then; nil draws them at once, or not at all while the terminal is held.
    ///   - report: writes one message for the user (without `meter: ` and the newline), normally on
    ///     standard error, in the host's language.
    package init(
        clock: MeterClock, board: Board?, signals: SignalFeed? = nil, timer: InterruptTimer? = nil,
        stopSelf: @escaping () -> Void = {}, releaseOutput: (() -> Void)? = nil, report: @escaping (any Translatable) -> Void
    ) {
        self.clock = clock
        self.board = board
        self.signals = signals
        self.timer = timer
        self.stopSelf = stopSelf
        self.releaseOutput = releaseOutput
        self.writeMessage = report
    }

    /// Whether a source may wait inside a blocking call (a blocking splice): only when nothing but the data
    /// needs meter, with no frame to draw and no signal that the call would hide (signals at their default
    /// actions, or caught ones that interrupt it). The host's timer still interrupts it.
    package var mayBlock: Bool { board == nil && (signals?.interruptsBlockingCalls ?? true) }

    // MARK: - Messages and outcome

    /// Writes `message` as `meter: message` on a line of its own: the indicator is cleared first, and drawn
    /// again by the next frame.
    package func report(_ message: any Translatable) {
        board?.clearLine()
        writeMessage(message)
    }

    /// Reports a failure and adds pv's status `bits` to the outcome; the run goes on.
    package func fail(_ message: any Translatable, bits: Int32) {
        report(message)
        note(bits: bits)
    }

    /// Adds pv's status `bits` to the outcome, without a message; the terminal's indicator shows the error.
    package func note(bits: Int32) {
        outcome.statusBits |= bits
        board?.noteFailure()
    }

    /// Ends the run: nothing more is copied.
    package func end() { isEnding = true }

    /// The output's reader has gone: the run ends quietly, as `cat`'s would.
    package func outputClosed() {
        outcome.outputClosed = true
        isEnding = true
    }

    /// The output's reader has gone, but the run goes on (a wrapped command is waited for).
    package func noteOutputClosed() { outcome.outputClosed = true }

    /// Notes how a source ended the run in its own terms (a wrapped command's exit, a stop at the size).
    package func note(_ ending: SourceEnding) { outcome.sourceEnding = ending }

    // MARK: - The run's course

    /// Arms the host's timer: often enough for the next frame, and for a spinner's frames; without a
    /// display, once a second is enough to notice a signal or a reader that has gone.
    func begin(interval: Double?) {
        timer?.arm(every: interval ?? 1)
    }

    /// The signal descriptor for the loop's waits.
    var signalDescriptor: FileDescriptor? { signals?.descriptor }

    /// Between chunks: reads the signals at most every 10 ms, and draws a frame if one is due and `drawing`.
    /// Returns the sources that took a signal.
    func tick(drawing: Bool, sources: [RunSource]) -> [Int] {
        var took: [Int] = []
        if signals != nil {
            let now = clock.now()
            if now >= nextSignalCheck {
                nextSignalCheck = now.advanced(by: Session.signalCheckInterval)
                took = handleSignals(sources: sources)
            }
        }
        if drawing, !isEnding { board?.update() }
        return took
    }

    /// Draws the final frames, whatever ended the run, as they stood at `end`.
    func finish(at end: Instant) {
        board?.finish(at: end)
    }

    /// At the end of a run that nothing stopped: while a program that reads keys one by one holds the
    /// terminal (`meter FILE | less`), the output is let go (the pager sees the end of the data) and the run
    /// waits for the terminal to be given back before its final frames, looking every tenth of a second. It
    /// waits no longer once no other process of its group is left, which alone could give it back (the
    /// terminal's modes were someone else's), nor after a signal that ends it.
    func waitForTerminal(sources: [RunSource]) {
        guard let releaseOutput, let board, outcome.signal == nil, board.terminalHeldByProgram else { return }
        releaseOutput()
        let waits = PollSet(capacity: 1)
        var nextGroupCheck = Instant(nanoseconds: .min)
        while board.terminalHeldByProgram {
            let now = clock.now()
            if now >= nextGroupCheck {
                guard ProcessQueries.othersInGroup() else { return }
                nextGroupCheck = now.advanced(by: 1)
            }
            waits.removeAll()
            if let descriptor = signalDescriptor { waits.add(descriptor, readable: true) }
            waits.wait(timeout: 0.1)
            _ = handleSignals(sources: sources)
            if outcome.signal != nil { return }
        }
    }
}
