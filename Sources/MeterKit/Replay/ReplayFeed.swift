/// A replay script as the copy's input: the stream's units arrive at the script's offsets on the run's
/// clock, and the copy reads them as it would read a pipe, through the same limits, counting and output.
package struct ReplayFeed: TimedInput {
    private let events: [ReplayScript.Event]
    private let start: Instant
    private let unit: CountingUnit
    private var stream: ReplayStream
    private var next = 0
    /// Units arrived and not yet read.
    private var arrived: UInt64 = 0

    /// The stream `script` describes, in `unit`s, starting at `start`.
    package init(script: ReplayScript, unit: CountingUnit, start: Instant) {
        self.events = script.events
        self.start = start
        self.unit = unit
        self.stream = ReplayStream(delimiter: unit == .records ? 0 : UInt8(ascii: "\n"))
    }

    /// Puts into `buffer` what has arrived by `now`: bytes, or whole lines as far as they fit (the end of
    /// one that does not fit at all comes at the next read).
    package mutating func read(into buffer: UnsafeMutableRawBufferPointer, at now: Instant) -> TimedRead {
        while next < events.count, start.advanced(by: events[next].offset) <= now {
            arrived &+= events[next].amount
            next += 1
        }
        guard arrived > 0 else {
            return next < events.count ? .wait(start.advanced(by: events[next].offset)) : .end
        }
        guard buffer.count > 0 else { return .got(0) }
        if unit == .bytes {
            let count = Int(min(arrived, UInt64(buffer.count)))
            stream.write(bytes: count, into: buffer)
            arrived -= UInt64(count)
            return .got(count)
        }
        let (bytes, lines) = stream.write(lines: arrived, into: buffer)
        arrived -= lines
        return .got(bytes)
    }
}
