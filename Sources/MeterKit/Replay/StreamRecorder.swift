/// Notes when each amount of a real stream arrived, as a ``ReplayScript``: offsets from the start in
/// milliseconds, amounts that arrive within one millisecond added together. `meter --record FILE`
/// captures a slow real transfer once, so a test can replay it forever.
package final class StreamRecorder {
    private let clock: MeterClock
    private let start: Instant
    private var events: [ReplayScript.Event] = []
    private var lastMillisecond: Int64 = -1

    /// A recorder whose offsets count from now.
    package init(clock: MeterClock) {
        self.clock = clock
        self.start = clock.now()
    }

    /// Notes that `amount` units arrived now.
    package func record(_ amount: UInt64) {
        guard amount > 0 else { return }
        let nanoseconds = clock.now().nanoseconds - start.nanoseconds
        let millisecond = max(0, (nanoseconds + 500_000) / 1_000_000)
        if millisecond == lastMillisecond, !events.isEmpty {
            events[events.count - 1].amount &+= amount
        } else {
            events.append(.init(offset: .milliseconds(millisecond), amount: amount))
            lastMillisecond = millisecond
        }
    }

    /// What was recorded so far.
    package var script: ReplayScript { ReplayScript(events: events) }

    /// Writes the script, with a comment line saying what it is, to the file at `path`.
    package func write(to path: FilePath, unit: CountingUnit) throws(Errno) {
        let descriptor = try FileDescriptor.openForWriting(path)
        defer { descriptor.close() }
        try write(to: descriptor, unit: unit)
    }

    /// Writes the script, with a comment line saying what it is, to `descriptor` (opened before the run, so
    /// that a path that cannot be written is reported before anything is copied).
    package func write(to descriptor: FileDescriptor, unit: CountingUnit) throws(Errno) {
        try descriptor.writeAll("# recorded by meter --record: seconds from the start, \(unit.name) that arrived then\n" + script.text)
    }
}
