/// How a copy ended: pv's exit status bits, what stopped it, and what went wrong on the way.
public struct TransferOutcome: Sendable, Equatable {
    /// pv's exit status bits: ``cannotOpen``, ``inputIsOutput``, ``readOrWriteError``, added together.
    public var statusBits: Int32
    /// The signal that ended the copy, if one did: one the host handed in (``Pump/interrupt(_:)``). A tool
    /// ends as the command does by dying of it (``Signal/dieOf()``).
    public var signal: Signal?
    /// Whether the copy stopped because its task was cancelled (``Pump/run()``), or
    /// ``Pump/cancel()`` was called: what was written until then is whole, and no error.
    public var cancelled: Bool
    /// Whether the output was closed by its reader: not an error, the copy stops quietly.
    public var outputClosed: Bool
    /// What went wrong, one message each, as `meter` would write them after `meter: ` (an input that could
    /// not be opened, a read error…), in the language the ``Pump`` was given. File names in them are made
    /// safe for a terminal.
    public var problems: [String]

    /// An outcome: by default, everything copied and nothing wrong.
    public init(
        statusBits: Int32 = 0, signal: Signal? = nil, cancelled: Bool = false, outputClosed: Bool = false, problems: [String] = []
    ) {
        self.statusBits = statusBits
        self.signal = signal
        self.cancelled = cancelled
        self.outputClosed = outputClosed
        self.problems = problems
    }

    /// Status 1: a problem with `-R`, `-Q` or `-P` (the other meter, the PID file), as pv's.
    package static let controlProblem: Int32 = 1
    /// Status bit 2: an input could not be opened (the others were still copied).
    public static let cannotOpen: Int32 = 2
    /// Status bit 4: an input is the output itself, and was not copied.
    public static let inputIsOutput: Int32 = 4
    /// Status bit 16: reading an input or writing the output failed.
    public static let readOrWriteError: Int32 = 16
}
