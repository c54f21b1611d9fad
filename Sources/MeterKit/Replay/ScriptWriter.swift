/// A script written as it is recorded: lines gather in a buffer written out whenever it holds 64 KiB, so
/// that a recording of any length takes the same memory, and what was recorded is in the file even if meter
/// is killed. Offsets are milliseconds from when the writer was made, on the run's clock. The first failure
/// to write is kept for the end, when the run reports it once.
final class ScriptWriter {
    private static let bufferSize = 64 << 10
    private let descriptor: FileDescriptor
    private let clock: MeterClock
    private let start: Instant
    private var buffer: [UInt8] = []
    private var failure: Errno?

    /// A writer into `descriptor` (opened before the run, so that a path that cannot be written is reported
    /// before anything moves), whose offsets count from now.
    init(_ descriptor: FileDescriptor, clock: MeterClock) {
        self.descriptor = descriptor
        self.clock = clock
        start = clock.now()
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// The milliseconds since the start, rounded to the nearest.
    var millisecondsNow: Int64 {
        max(0, (clock.now().nanoseconds - start.nanoseconds + 500_000) / 1_000_000)
    }

    /// Writes `text`, a line or more with their newlines.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes a line: the offset of `millisecond` in seconds, a space, `text`.
    func write(at millisecond: Int64, _ text: String) {
        write(NumberFormat.fixed(Double(millisecond) / 1000, decimals: 3) + " " + text + "\n")
    }

    /// Writes what is left in the buffer; throws the first failure to write.
    func finish() throws(Errno) {
        flush()
        if let failure { throw failure }
    }

    private func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil, !buffer.isEmpty else { return }
        do { try descriptor.writeAll(buffer) } catch { failure = error }
    }
}
