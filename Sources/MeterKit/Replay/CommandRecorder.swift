/// Writes a wrapped command's run as it goes (`--record` with `--exec`), as a script of version 2
/// (``RecordedCommand``): the settings of the run first, then each event after its offset in milliseconds,
/// the counts of standard output within one millisecond added together, its exit when it is seen, and last
/// the end of the run.
package final class CommandRecorder {
    private let writer: ScriptWriter
    /// The units of standard output of the latest millisecond, not written yet: more may come within it.
    private var pendingOutput: (millisecond: Int64, units: UInt64)?
    private var exitNoted = false

    /// A recorder of a command run with `settings` into `file`, whose offsets count from now on `clock`.
    package init(file: FileDescriptor, clock: MeterClock, settings: RecordedCommand) {
        writer = ScriptWriter(file, clock: clock)
        writer.write("# recorded by meter --record: a wrapped command, seconds from its start and what it did then\n")
        writer.write(settings.text)
    }

    /// Notes that `event` happened now.
    package func note(_ event: CommandEvent) {
        let millisecond = writer.millisecondsNow
        if case .output(let units) = event {
            guard units > 0 else { return }
            if let pending = pendingOutput, pending.millisecond == millisecond {
                pendingOutput?.units &+= units
                return
            }
            writePendingOutput()
            pendingOutput = (millisecond, units)
            return
        }
        writePendingOutput()
        writer.write(at: millisecond, event.scriptText)
        if case .exited = event { exitNoted = true }
        if case .notStarted = event { exitNoted = true }
    }

    /// Notes that the run ended now (and that the command exited with `status`, unless its exit was noted),
    /// and writes what is left; throws the first failure to write.
    package func finish(status: CommandStatus) throws(Errno) {
        if !exitNoted { note(.exited(status)) }
        note(.ended)
        try writer.finish()
    }

    /// Notes that the command could not be started (`status`: 127 when it was not found, else 126), and
    /// that the run ended with that; throws the first failure to write.
    package func finish(notStarted status: Int32) throws(Errno) {
        note(.notStarted(status))
        try finish(status: .exited(status))
    }

    private func writePendingOutput() {
        guard let pending = pendingOutput else { return }
        writer.write(at: pending.millisecond, CommandEvent.output(pending.units).scriptText)
        pendingOutput = nil
    }
}
