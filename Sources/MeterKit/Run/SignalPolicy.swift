/// What signals do to a run, written once for every mode.
///
/// SIGINT, SIGTERM and SIGHUP end the run: its final frame is drawn, then the host dies of the signal.
/// SIGWINCH reads the width again. SIGTSTP stops meter without counting the stopped time (through
/// `stopSelf`, which the command gives as `raise(SIGSTOP)` and a test as a note), the terminal's indicator
/// paused meanwhile; SIGCONT after a stop meter could not announce sends the indicator again. A source sees each signal
/// first and may take it: a wrapped command passes some on, and waits for SIGCHLD.
extension Session {
    /// The signals every run with something to draw handles in its loop, as this policy says: a mode adds
    /// those its own sources take (a wrapped command's), and hands the whole set to the host's signal feed.
    package static let runSignals: [Signal] = [.interrupt, .terminate, .hangUp, .windowChange, .terminalStop, .resume]

    /// Handles every waiting signal: the sources see each first. Returns the sources that took one.
    func handleSignals(sources: [RunSource]) -> [Int] {
        guard let signals else { return [] }
        var took: [Int] = []
        while let event = signals.nextSignal() {
            if let index = sources.firstIndex(where: { $0.handle(event, in: self) }) {
                took.append(index)
            } else {
                apply(event.signal)
            }
        }
        // A library host's task was cancelled: the run ends as a signal would end it, with no signal.
        if signals.cancelled, !outcome.cancelled {
            outcome.cancelled = true
            isEnding = true
        }
        return took
    }

    /// What a signal no source took does.
    private func apply(_ signal: Signal) {
        switch signal {
        case .interrupt, .terminate, .hangUp:
            if outcome.signal == nil { outcome.signal = signal }
            isEnding = true
        case .windowChange:
            board?.resize()
        case .terminalStop:
            board?.pause()
            stopSelf()
            board?.resume()
        case .resume:
            board?.continued()
        default:
            break
        }
    }
}
