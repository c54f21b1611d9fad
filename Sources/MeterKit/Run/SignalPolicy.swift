/// What signals do to a run, written once for every mode.
///
/// SIGINT, SIGTERM and SIGHUP end the run: its final frame is drawn, then the host dies of the signal.
/// SIGWINCH reads the width again. SIGTSTP stops meter without counting the stopped time (through
/// `stopSelf`, which the command gives as `raise(SIGSTOP)` and a test as a note), the terminal's indicator
/// paused meanwhile; SIGCONT after a stop meter could not announce sends the indicator again. A source sees each signal
/// first and may take it: a wrapped command passes some on, and waits for SIGCHLD.
extension Session {
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
        return took
    }

    /// What a signal no source took does.
    private func apply(_ signal: Int32) {
        switch signal {
        case Signal.interrupt, Signal.terminate, Signal.hangUp:
            if outcome.signal == nil { outcome.signal = signal }
            isEnding = true
        case Signal.windowChange:
            board?.resize()
        case Signal.terminalStop:
            board?.pause()
            stopSelf()
            board?.resume()
        case Signal.resume:
            board?.continued()
        default:
            break
        }
    }
}
