/// Copies inputs, in order, to an output, counting what passes into a meter that a board draws: the copy of
/// the `meter` command, for a Swift tool. It measures time on its meter's clock.
///
/// ```swift
/// let meter = board.add(Meter(total: size, name: "backup"))
/// let outcome = Pump(inputs: [.file("disk.img")], output: destination, meter: meter, board: board).run()
/// ```
///
/// It runs the one loop of every mode, with no signal handling of its own: a reader that goes away ends the
/// copy (``TransferOutcome/outputClosed``), without SIGPIPE killing the host program, and nothing
/// process-wide is changed.
public final class Pump {
    /// The problems the copy reported, as `meter` would write them after `meter: `, in the pump's language.
    private final class Problems {
        var messages: [String] = []
    }

    private let source: CopySource
    private let session: Session
    private let problems = Problems()

    /// Called with each amount (bytes, or lines and records in line mode) as it reaches the output.
    public var onCount: ((UInt64) -> Void)? {
        get { source.onCount }
        set { source.onCount = newValue }
    }

    /// A copy of `inputs` to `output`, ready to ``run()``.
    ///
    /// - Parameters:
    ///   - inputs: what to copy, in order; standard input when empty.
    ///   - output: where the bytes go, or `nil` to count them and throw them away.
    ///   - options: what is counted, and the limits and ways of the copy.
    ///   - meter: the meter that counts what reaches the output.
    ///   - board: the board that draws the meter, if anything is drawn (frames come while the copy runs).
    ///   - language: the language of ``TransferOutcome/problems``; English unless asked.
    public init(
        inputs: [InputSource] = [], output: FileDescriptor? = .standardOutput, options: TransferOptions = TransferOptions(),
        meter: Meter? = nil, board: Board? = nil, language: Language = .english
    ) {
        let clock = meter?.clock ?? MonotonicClock()
        source = CopySource(inputs: inputs, output: Output(descriptor: output), options: options, meter: meter, clock: clock)
        let problems = self.problems
        session = Session(clock: clock, board: board) { problems.messages.append($0.text(in: language)) }
    }

    /// Copies everything, draws the final frames, and returns how it went.
    public func run() -> TransferOutcome {
        var outcome = RunLoop(session: session, sources: [source]).run().transfer
        outcome.problems = problems.messages
        return outcome
    }
}
