import MeterKit

/// What one way of running adds to a run: its meters and sources, and what it does once the run is over.
/// Everything else (the terminal's capabilities, signals, the output, the board, the loop, the exit status
/// and dying of a signal) is the run's, written once in ``RunCommand``.
protocol Mode {
    /// The signals the run handles in its loop, or `nil` to leave them at their default actions.
    func signals(drawing: Bool) -> [Int32]?
    /// Whether the run writes to an output (everything but watching another process's files).
    var writesOutput: Bool { get }
    /// Whether the run needs the timer that interrupts a blocking write or splice (a copy's and a wrapped
    /// command's output can block; watching and replaying never do).
    var usesTimer: Bool { get }
    /// The clock, and how the loop waits on it.
    func makeClock() -> (MeterClock, Waiter)
    /// Adds the mode's meters to the run's board and returns its sources. Called with the signals blocked
    /// and the output open.
    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource]
    /// After the loop, before the exit status is taken: what the mode still has to do with the outcome.
    func conclude(_ outcome: inout RunOutcome, run: RunContext)
}

extension Mode {
    var writesOutput: Bool { true }
    var usesTimer: Bool { true }
    func makeClock() -> (MeterClock, Waiter) { (MonotonicClock(), RealWaiter()) }
    func conclude(_ outcome: inout RunOutcome, run: RunContext) {}
}

/// The run as a mode sees it.
struct RunContext {
    let configuration: Configuration
    let environment: [String: String]
    let capabilities: TerminalCapabilities
    /// Whether anything is drawn.
    let drawing: Bool
    let clock: MeterClock
    /// The meters, when anything is drawn.
    let board: Board?
    /// Where the data goes.
    let output: Output

    /// A meter on the board (`nil` when nothing is drawn), expecting `total`, named `name` (else `-N`).
    func addMeter(total: UInt64?, name: String? = nil) -> Meter? {
        guard let board else { return nil }
        var settings = configuration
        if let name, settings.name == nil { settings.name = name }
        return DisplayFactory.addMeter(to: board, settings, capabilities: capabilities, total: total, clock: clock)
    }

    /// Writes `meter: MESSAGE` on standard error, above the indicator.
    func report(_ message: String) {
        board?.clearLine()
        MeterCommand.writeError("meter: \(message)\n")
    }
}

/// A run that ends before it starts, with this status; its message is already written.
struct EarlyExit: Error {
    let status: Int32
}
