/// How a run ended: pv's exit status bits, the signal that ended it, the output's reader gone, and what a
/// source said of its own ending (``SourceEnding``).
package struct RunOutcome: Equatable, Sendable {
    /// pv's exit status bits (the copy's are ``TransferOutcome/Status``; ``controlProblem``).
    package var statusBits: Int32 = 0
    /// The signal (SIGINT, SIGTERM, SIGHUP) that ended the run, if one did.
    package var signal: Signal?
    /// Whether the output was closed by its reader (not an error: meter stops quietly).
    package var outputClosed = false
    /// Whether the host cancelled the run (a library's task cancelled): it ended early, with no error.
    package var cancelled = false
    /// How a source ended the run in its own terms (a wrapped command's exit, a stop at the size), if one
    /// said.
    package var sourceEnding: SourceEnding?

    package init() {}

    /// Status 1: a problem with `-R`, `-Q` or `-P` (the other meter, the PID file), as pv's.
    package static let controlProblem: Int32 = 1

    /// The exit status, and the signal meter must die of, if any. pv's bits win (the output is incomplete
    /// whatever a wrapped command did); then a signal that ended the run; then what the source asked for
    /// (a wrapped command's status, and the signal that ended it: see ``SourceEnding``).
    package var exit: (status: Int32, dieOf: Signal?) {
        if statusBits != 0 { return (statusBits, nil) }
        if let signal { return (128 + signal.rawValue, signal) }
        guard let sourceEnding else { return (0, nil) }
        return (sourceEnding.status, sourceEnding.dieOf)
    }
}

extension RunEnding {
    /// How `outcome` ended: a signal meter dies of wins, then pv's bits (an error), then the source's own
    /// word for its ending (stopped at the size, not started), then a failing status, then a reader gone.
    package init(_ outcome: RunOutcome) {
        let (status, signal) = outcome.exit
        if let signal {
            self = .interrupted(signal: signal)
        } else if outcome.statusBits == 0, let named = outcome.sourceEnding?.named {
            self = named
        } else if status != 0 {
            self = .error
        } else if outcome.outputClosed {
            self = .outputClosed
        } else {
            self = .done
        }
    }
}
