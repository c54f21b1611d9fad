import MeterKit

/// What one way of running adds to a run: its meters and sources, and what it does once the run is over.
/// Everything else (the terminal's capabilities, signals, the output, the board, the loop, the exit status
/// and dying of a signal) is the run's, written once in ``RunCommand``.
protocol Mode {
    /// The signals the run handles in its loop, or `nil` to leave them at their default actions.
    func signals(drawing: Bool) -> [Signal]?
    /// Whether the run writes to an output (everything but watching another process's files).
    var writesOutput: Bool { get }
    /// Whether the run needs the timer that interrupts a blocking write or splice (a copy's and a wrapped
    /// command's output can block; watching and replaying never do).
    var usesTimer: Bool { get }
    /// Whether several meters are drawn at once, as one block of lines redrawn in place (watched files, a
    /// command's input and output); otherwise each meter's line is drawn on its own.
    var stacksMeters: Bool { get }
    /// Whether the run answers `meter -Q` and `meter -R` on its control channel (not a replay, whose clock
    /// is not the time of day, nor a query).
    var answersRequests: Bool { get }
    /// The clock, and how the loop waits on it.
    func makeClock() -> (MeterClock, Waiter)
    /// What the mode learnt once made changes the run's options before anything is drawn (a recorded
    /// command's script holds its unit).
    func configure(_ run: inout Configuration)
    /// Adds the mode's meters to the run's board and returns its sources. Called with the signals blocked
    /// and the output open.
    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource]
    /// After the loop, before the exit status is taken: what the mode still has to do with the outcome.
    func conclude(_ outcome: inout RunOutcome, run: RunContext)
}

extension Mode {
    var writesOutput: Bool { true }
    var usesTimer: Bool { true }
    var stacksMeters: Bool { false }
    var answersRequests: Bool { true }
    func makeClock() -> (MeterClock, Waiter) { (MonotonicClock(), RealWaiter()) }
    func configure(_ run: inout Configuration) {}
    func conclude(_ outcome: inout RunOutcome, run: RunContext) {}
}
