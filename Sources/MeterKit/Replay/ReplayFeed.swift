/// A stream's arrivals in the order of its script, handed over one at a time: from a ``ReplayScript`` held
/// whole (the library's), or from a script file read as the replay reaches them (`--replay`).
package protocol ReplayEvents {
    /// The next arrival, or `nil` after the last.
    mutating func next() -> ReplayScript.Event?
}

/// The arrivals of a script held whole.
package struct ScriptEvents: ReplayEvents {
    private let events: [ReplayScript.Event]
    private var index = 0

    package init(_ script: ReplayScript) { events = script.events }

    package mutating func next() -> ReplayScript.Event? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return events[index]
    }
}

/// A replay script as the copy's input: the stream's units arrive at the script's offsets on the run's
/// clock, and the copy reads them as it would read a pipe, through the same limits, counting and output.
package struct ReplayFeed<Events: ReplayEvents>: TimedInput {
    private var events: Events
    private let start: Instant
    private let unit: CountingUnit
    private var stream: ReplayStream
    /// The next event and when it arrives; read once the one before it has arrived.
    private var nextEvent: (arrival: Instant, amount: UInt64)?
    private var ended = false
    /// Units arrived and not yet read.
    private var arrived: UInt64 = 0

    /// The stream `events` describe, in `unit`s, starting at `start`.
    package init(events: Events, unit: CountingUnit, start: Instant) {
        self.events = events
        self.start = start
        self.unit = unit
        self.stream = ReplayStream(delimiter: unit == .records ? 0 : UInt8(ascii: "\n"))
    }

    /// Puts into `buffer` what has arrived by `now`: bytes, or whole lines as far as they fit (the end of
    /// one that does not fit at all comes at the next read).
    package mutating func read(into buffer: UnsafeMutableRawBufferPointer, at now: Instant) -> TimedRead {
        while let event = upcoming(), event.arrival <= now {
            arrived &+= event.amount
            nextEvent = nil
        }
        guard arrived > 0 else {
            return upcoming().map { .wait($0.arrival) } ?? .end
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

    /// The next event and when it arrives, or `nil` after the last; timed from its offset in seconds, as the
    /// script's text reads it.
    private mutating func upcoming() -> (arrival: Instant, amount: UInt64)? {
        if let nextEvent { return nextEvent }
        guard !ended, let event = events.next() else {
            ended = true
            return nil
        }
        nextEvent = (start.advanced(by: event.seconds), event.amount)
        return nextEvent
    }
}
