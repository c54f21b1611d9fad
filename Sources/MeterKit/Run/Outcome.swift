/// How a run ended: pv's exit status bits, the signal that ended it, and what a wrapped command did.
package struct RunOutcome: Equatable, Sendable {
    /// pv's exit status bits (the copy's are ``TransferOutcome/Status``; ``controlProblem``).
    package var statusBits: Int32 = 0
    /// The signal (SIGINT, SIGTERM, SIGHUP) that ended the run, if one did.
    package var signal: Signal?
    /// Whether the output was closed by its reader (not an error: meter stops quietly).
    package var outputClosed = false
    /// Whether the host cancelled the run (a library's task cancelled): it ended early, with no error.
    package var cancelled = false
    /// Whether the copy stopped at its size (`-S`, or a block device's room) with input left to read.
    package var stoppedAtSize = false
    /// How a wrapped command ended, for `--exec`.
    package var command: CommandStatus?
    /// Whether the wrapped command could not be started at all (its ``command`` is then the shell's 127 or
    /// 126).
    package var commandNotStarted = false
    /// The stopping signals meter received while a wrapped command ran (it passed them on, or the command
    /// got them from the terminal too).
    package var receivedSignals: Set<Signal> = []

    package init() {}

    /// Status 1: a problem with `-R`, `-Q` or `-P` (the other meter, the PID file), as pv's.
    package static let controlProblem: Int32 = 1

    /// The exit status, and the signal meter must die of, if any. pv's bits win (the output is incomplete
    /// whatever a wrapped command did); then a signal that ended the run; then a wrapped command's status.
    /// A command killed by a signal that meter received too (Ctrl-C, `kill`) makes meter die of it as well,
    /// so a shell sees what it would have seen without meter; SIGQUIT would dump meter's core, and gives
    /// 131 instead.
    package var exit: (status: Int32, dieOf: Signal?) {
        if statusBits != 0 { return (statusBits, nil) }
        if let signal { return (128 + signal.rawValue, signal) }
        guard let command else { return (0, nil) }
        if case .signaled(let signal) = command, receivedSignals.contains(signal), RunOutcome.mirroredSignals.contains(signal) {
            return (command.shellStatus, signal)
        }
        return (command.shellStatus, nil)
    }

    /// Signals that make meter die of the same signal when they ended the command and meter received them.
    package static let mirroredSignals: Set<Signal> = [.interrupt, .terminate, .hangUp, .user1, .user2]
}

extension RunEnding {
    /// How `outcome` ended: a signal meter dies of wins, then a failing status, then a stop at the size,
    /// then a reader gone.
    package init(_ outcome: RunOutcome) {
        let (status, signal) = outcome.exit
        if let signal {
            self = .interrupted(signal: signal)
        } else if outcome.commandNotStarted {
            self = .notStarted
        } else if status != 0 {
            self = .error
        } else if outcome.stoppedAtSize {
            self = .stoppedAtSize
        } else if outcome.outputClosed {
            self = .outputClosed
        } else {
            self = .done
        }
    }
}
