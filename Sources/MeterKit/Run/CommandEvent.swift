/// What a wrapped command did that its meter and display take in: what `--record` writes of a command's run,
/// and what the replay of that recording plays again in the same order. Here, below both, so that the
/// command's sources (which take the events) and the replay (which reads them from a script) share them
/// without knowing each other.
package enum CommandEvent: Equatable, Sendable {
    /// Units of its standard output reached meter's output and were counted (its bytes are not kept).
    case output(UInt64)
    /// It wrote these bytes on its standard error, read as one chunk.
    case error([UInt8])
    /// A line of its output reported this progress (`--progress-from`), as the meter followed it: the total
    /// `-s` gives already filled in.
    case progress(ProgressReport)
    /// It exited with this status (what it left running may write on).
    case exited(CommandStatus)
    /// It could not be started: the shell's status for that, 127 when it was not found, else 126.
    case notStarted(Int32)
    /// meter said what it waits for after the exit, or that it stopped waiting.
    case notice(CommandNotice)
    /// The run ended: meter stopped reading. The last event.
    case ended
}

/// What meter says of a wrapped command's run in words of its own, as it goes.
package enum CommandNotice: String, Equatable, Sendable {
    /// It waits for the processes the command left running, which hold its output open.
    case waiting
    /// It stopped waiting for them, at the limit of `--exec-wait` (or after Ctrl-C).
    case stoppedWaiting = "stopped-waiting"
}

/// A recorded command's events on the run's clock: the replay's script, which the replayed command's source
/// plays as the live source takes a command's output, so that the command knows no replay type.
package protocol TimedCommand {
    /// The next event if it is due by `now`; else when the next one is due, or the end.
    mutating func next(at now: Instant) -> TimedCommandStep
}

/// What ``TimedCommand/next(at:)`` gives.
package enum TimedCommandStep: Equatable {
    /// This happened, by now.
    case event(CommandEvent)
    /// Nothing more by now: the next event is due at this instant.
    case wait(Instant)
    /// Nothing more: the recording is over (after ``CommandEvent/ended``).
    case end
}
