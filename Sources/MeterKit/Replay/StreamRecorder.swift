/// Notes when each amount of a real stream arrived, as a ``ReplayScript``, and writes it as it goes: offsets
/// from the start in milliseconds, amounts that arrive within one millisecond added together, and last the
/// moment the stream ended, an amount of 0. `meter --record FILE` captures a slow real transfer once, so a
/// test can replay it forever, its final frame where the live run's was.
package final class StreamRecorder {
    private let writer: ScriptWriter
    /// The amounts of the latest millisecond, not written yet: more may arrive within it.
    private var pending: (millisecond: Int64, amount: UInt64)?

    /// A recorder of `unit`s into `file`, whose offsets count from now on `clock`.
    package init(file: FileDescriptor, clock: MeterClock, unit: CountingUnit) {
        writer = ScriptWriter(file, clock: clock)
        writer.write("# recorded by meter --record: seconds from the start, \(unit.name) that arrived then; 0 at the end\n")
    }

    /// Notes that `amount` units arrived now.
    package func record(_ amount: UInt64) {
        guard amount > 0 else { return }
        let millisecond = writer.millisecondsNow
        if let pending, pending.millisecond == millisecond {
            self.pending?.amount &+= amount
            return
        }
        writePending()
        pending = (millisecond, amount)
    }

    /// Notes that the stream ended now, and writes what is left; throws the first failure to write.
    package func finish() throws(Errno) {
        writePending()
        writer.write(at: writer.millisecondsNow, "0")
        try writer.finish()
    }

    private func writePending() {
        guard let pending else { return }
        writer.write(at: pending.millisecond, String(pending.amount))
        self.pending = nil
    }
}
