/// How a copy ended: pv's exit status bits, what stopped it, and what went wrong on the way.
public struct TransferOutcome: Sendable, Equatable {
    /// What went wrong, as pv's exit status bits: ``Status/cannotOpen``, ``Status/inputIsOutput``,
    /// ``Status/readOrWriteError``; empty when everything was copied.
    public var status: Status
    /// The signal that ended the copy, if one did: one the host handed in (``Copier/interrupt(_:)``). A tool
    /// ends as the command does by dying of it (``Signal/dieOf()``).
    public var signal: Signal?
    /// Whether the copy stopped because its task was cancelled (``Copier/run()``), or
    /// ``Copier/cancel()`` was called: what was written until then is whole, and no error.
    public var cancelled: Bool
    /// Whether the output was closed by its reader: not an error, the copy stops quietly.
    public var outputClosed: Bool
    /// What went wrong, one message each, as `meter` would write them after `meter: ` (an input that could
    /// not be opened, a read error…), in the language the ``Copier`` was given. File names in them are made
    /// safe for a terminal.
    public var problems: [String]

    /// An outcome: by default, everything copied and nothing wrong.
    public init(
        status: Status = [], signal: Signal? = nil, cancelled: Bool = false, outputClosed: Bool = false, problems: [String] = []
    ) {
        self.status = status
        self.signal = signal
        self.cancelled = cancelled
        self.outputClosed = outputClosed
        self.problems = problems
    }

    /// What went wrong in a copy, as the bits of pv's exit status: each kind of failure is one bit, and a
    /// copy that met several has them all. The `meter` command exits with ``meterExitStatus``.
    ///
    /// ```swift
    /// let outcome = await copier.run()
    /// if outcome.status.contains(.cannotOpen) { print(outcome.problems) }   // an input was skipped, the others copied
    /// exit(outcome.status.meterExitStatus)            // as the command: 0, or pv's 2, 4, 16 or their sum
    /// ```
    public struct Status: OptionSet, Sendable, Hashable {
        /// The bits of pv's exit status.
        public var rawValue: Int32

        /// The status of these bits of pv's exit status.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Bit 2 (exit status 2): an input could not be opened (the others were still copied).
        public static let cannotOpen = Status(rawValue: 2)
        /// Bit 4 (exit status 4): an input is the output itself, and was not copied.
        public static let inputIsOutput = Status(rawValue: 4)
        /// Bit 16 (exit status 16): reading an input or writing the output failed, or an unreadable part
        /// was skipped (``TransferOptions/readErrors``).
        public static let readOrWriteError = Status(rawValue: 16)

        /// The exit status the `meter` command (as pv) ends with for this status, when no signal ended the
        /// copy: the bits added together, 0 when nothing went wrong. A tool with statuses of its own reads
        /// the bits it cares for (``cannotOpen``…) instead.
        public var meterExitStatus: Int32 { rawValue }

        /// The `meter` command's exit status for this status, by its former name, which read as if any
        /// tool should exit with pv's bits.
        @available(*, deprecated, renamed: "meterExitStatus")
        public var exitStatus: Int32 { meterExitStatus }
    }
}
