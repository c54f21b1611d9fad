/// What signals do to a run, written once for every mode.
///
/// SIGINT, SIGTERM and SIGHUP end the run: its final frame is drawn, then the host dies of the signal; so do
/// the other signals whose default action ends a process, when the host hands them over
/// (``endingSignals``).
/// SIGWINCH reads the width again. SIGTSTP stops meter without counting the stopped time (through
/// `stopSelf`, which the command gives as `raise(SIGSTOP)` and a test as a note), the terminal's indicator
/// paused meanwhile; SIGCONT after a stop meter could not announce sends the indicator again. A source sees each signal
/// first and may take it: a wrapped command passes some on, and waits for SIGCHLD.
extension Session {
    /// The signals every run with something to draw handles in its loop, as this policy says: a mode adds
    /// those its own sources take (a wrapped command's), and hands the whole set to the host's signal feed.
    package static let runSignals: [Signal] = [.interrupt, .terminate, .hangUp, .windowChange, .terminalStop, .resume]

    /// The other signals whose default action ends a process, which end a run as SIGTERM does when the host
    /// hands them over: it does so where meter has something to put right before it dies (a window title, the
    /// terminal's indicator, a PID file, a socket file), since their default action would leave it as it is.
    /// SIGALRM is one of them only where the host has no timer of its own on it. Left at their default
    /// actions: the faults of the process's own code (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT), after which
    /// nothing can be trusted, SIGKILL, and the real-time signals, which nothing sends unasked.
    package static let endingSignals: [Signal] = [
        .quit, .user1, .user2, .powerFailure, .virtualAlarm, .profilingAlarm, .cpuLimit, .fileSizeLimit, .stackFault,
        .inputOutput, .badSystemCall, .trap,
    ]

    /// Whether `signal`, when no source takes it, ends the run and the host dies of it.
    package static func ends(_ signal: Signal) -> Bool {
        signal == .interrupt || signal == .terminate || signal == .hangUp || signal == .alarm || endingSignals.contains(signal)
    }

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

    /// After the loop: a signal that came as the run ended still ends it, and the host dies of it (SIGXFSZ
    /// comes with the write that failed, which ended the run first). The sources see each first, as ever;
    /// any other signal is let go.
    func handleLastSignals(sources: [RunSource]) {
        guard let signals else { return }
        while let event = signals.nextSignal() {
            if sources.contains(where: { $0.handle(event, in: self) }) { continue }
            if Session.ends(event.signal), outcome.signal == nil { outcome.signal = event.signal }
        }
    }

    /// What a signal no source took does.
    private func apply(_ signal: Signal) {
        switch signal {
        case _ where Session.ends(signal):
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
