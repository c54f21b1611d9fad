/// Copies the inputs, in order, to the output, counting what passes through and keeping the meter up to
/// date: the copy of `meter`, for a Swift tool. It runs the one loop of every mode (see ``CopySource``).
public final class Pump {
    private let source: CopySource
    private let session: Session

    /// Called with each amount (bytes, or lines and records in line mode) as it reaches the output;
    /// `meter --record` notes the times.
    public var onCount: ((UInt64) -> Void)? {
        get { source.onCount }
        set { source.onCount = newValue }
    }

    /// The meter's total, still being counted: it is given to the meter as soon as it is known. When the
    /// copy ends first, having copied everything, what it counted is the total.
    public var pendingTotal: BackgroundTotal? {
        get { source.pendingTotal }
        set { source.pendingTotal = newValue }
    }

    /// - Parameters:
    ///   - output: where the bytes go, or `nil` to discard them (`-X`).
    ///   - outputName: the output's name in messages.
    ///   - meter: the meter to keep up to date, if anything is displayed (drawn on its own board).
    ///   - signals: the signal events of the `meter` command; the library passes `nil`.
    ///   - report: writes one message line (without `meter: ` and newline) for the user.
    public init(
        inputs: [InputSource], output: FileDescriptor?, outputName: String = "(standard output)",
        options: TransferOptions, meter: Meter?, clock: Clock, signals: SignalEvents? = nil,
        report: @escaping (String) -> Void
    ) {
        source = CopySource(
            inputs: inputs, output: Output(descriptor: output, name: outputName), options: options, meter: meter,
            clock: clock)
        session = Session(
            clock: clock, board: meter?.board, signals: signals, stopSelf: { signals?.stopSelf() }, report: report)
    }

    /// Copies everything, draws the final frame, and returns how it ended.
    public func run() -> TransferOutcome {
        RunLoop(session: session, sources: [source]).run().transfer
    }
}
