/// An input whose units arrive over time on the run's clock rather than from a descriptor: a replay
/// script's stream (`ReplayFeed`), which the copy reads as it reads a pipe, through the same limits,
/// counting and output.
package protocol TimedInput {
    /// Puts into `buffer` what has arrived by `now`.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer, at now: Instant) -> TimedRead
}

/// What a read of a ``TimedInput`` gives.
package enum TimedRead: Equatable {
    /// This many bytes were put in the buffer.
    case got(Int)
    /// Nothing has arrived yet: the next amount arrives at this instant.
    case wait(Instant)
    /// The stream is over.
    case end
}
