/// How to run a wrapped command.
public struct CommandOptions: Sendable, Equatable {
    /// The command and its arguments; the first is looked up in `PATH`.
    public var arguments: [String]
    /// What is counted on the command's standard output.
    public var unit: CountingUnit = .bytes
    /// The read buffer's size in bytes; `nil` for 1 MiB.
    public var bufferSize: Int?
    /// Whether meter's standard output is the terminal the indicator is drawn on: the command's standard output
    /// is then shown above the indicator, as its standard error always is.
    public var showsOutputAboveIndicator = false
    /// Whether to draw the indicator again after text is written above it (not for `-n`).
    public var redrawsIndicator = true
    /// Whether to follow the command's latest output line for `%L`.
    public var tracksLatestLine = false
    /// Whether `splice(2)` may move standard output when nothing needs to see the bytes (`-C` turns it off).
    public var allowSplice = true
    /// Whether the total is only what the command printed last time (`--remember`): once the count reaches it
    /// while the command runs, the total is unknown from then on, rather than 100 % while the work goes on.
    public var totalIsEstimate = false
    /// Signals the command starts with at their default action (see ``ChildProcess/spawn(_:output:error:resetSignals:)``).
    public var resetSignals: [Int32] = []

    public init(arguments: [String]) { self.arguments = arguments }
}

/// How a wrapped command's run ended.
public struct CommandOutcome: Sendable, Equatable {
    /// How the command ended.
    public var status: CommandStatus
    /// Units of its standard output that reached meter's output.
    public var count: UInt64
    /// meter's own failures, as pv's status bits (16: the output could not be written).
    public var statusBits: Int32
    /// Whether meter's output was closed by its reader (the command's standard output was closed in turn).
    public var outputClosed: Bool
    /// The stopping signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2) meter received during the run.
    public var receivedSignals: Set<Int32>
}

/// Runs a command and meters its standard output, for a Swift tool: the wrapped-command form of the one
/// loop of every mode (see ``CommandSource``).
public final class CommandRunner {
    /// The signals meter passes on when a process (not the terminal) sends them to meter.
    public static var forwardedSignals: Set<Int32> { CommandSource.forwardedSignals }

    private let options: CommandOptions
    private let output: Output
    private let meter: Meter?
    private let clock: Clock
    private let signals: SignalEvents?
    private let report: (String) -> Void

    /// - Parameters:
    ///   - output: where the command's standard output goes, or `nil` to count it and throw it away (`-X`).
    ///   - meter: the meter to keep up to date, if anything is displayed (drawn on its own board).
    ///   - signals: the signal events of the `meter` command, SIGCHLD among them; without them the loop
    ///     checks on the command every 50 ms.
    ///   - report: writes one message line (without `meter: ` and newline) for the user.
    public init(
        options: CommandOptions, output: FileDescriptor?, outputName: String = "(standard output)", meter: Meter?,
        clock: Clock, signals: SignalEvents?, report: @escaping (String) -> Void
    ) {
        self.options = options
        self.output = Output(descriptor: output, name: outputName)
        self.meter = meter
        self.clock = clock
        self.signals = signals
        self.report = report
    }

    /// Starts the command, copies and shows its output until it has ended and its pipes are drained, draws the
    /// final frame and returns how it went. Throws when the command cannot be started.
    public func run() throws(SpawnError) -> CommandOutcome {
        let source = try CommandSource(
            options: options, output: output, meter: meter, board: meter?.board, clock: clock,
            handlesSignals: signals != nil)
        let session = Session(
            clock: clock, board: meter?.board, signals: signals, stopSelf: { [signals] in signals?.stopSelf() },
            report: report)
        let outcome = RunLoop(session: session, sources: [source]).run()
        return CommandOutcome(
            status: outcome.command ?? .exited(127), count: source.count, statusBits: outcome.statusBits,
            outputClosed: outcome.outputClosed, receivedSignals: outcome.receivedSignals)
    }
}
