/// A replay script as the copy's input: the stream's units arrive at the script's offsets on the run's
/// clock, and the copy reads them as it would read a pipe, through the same limits, counting and output.
package struct ReplayFeed: TimedInput {
    private let events: [ReplayScript.Event]
    private let start: Instant
    private let unit: CountingUnit
    private var stream: ReplayStream
    private var next = 0
    /// When the next event arrives; worked out once an event, when the one before it has arrived.
    private var nextArrival: Instant?
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
        while let arrival = arrivalOfNext(), arrival <= now {
            arrived &+= events[next].amount
            next += 1
            nextArrival = nil
        }
        guard arrived > 0 else {
            return arrivalOfNext().map { .wait($0) } ?? .end
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

    /// When the next event arrives, or `nil` after the last; timed from its offset in seconds, as the
    /// script's text reads it.
    private mutating func arrivalOfNext() -> Instant? {
        guard next < events.count else { return nil }
        if let nextArrival { return nextArrival }
        let arrival = start.advanced(by: events[next].seconds)
        nextArrival = arrival
        return arrival
    }
}
