/// The copy, as a source of the run loop: the inputs in order (a replayed script's stream among them) to
/// the output, counting what reaches it, within the limits (`-L`, `-S`).
///
/// It queues the inputs (``InputQueue``), applies the limits and counts; the bytes move through the
/// ``TransferEngine``, whose mover, reader and writer the ``TransferPlan`` chooses once per input. Counting
/// happens on what was written, so nothing is counted that did not reach the output.
///
/// Its state is one value, ``CopyState``, stepped in place: a step touches the class once, rather than at
/// each of a dozen variables (a variable of a class costs an exclusivity check at each access).
///
/// A meter whose frames show the data itself (the last bytes written, the latest line, the buffer's fill:
/// ``DataInFrames``) needs the bytes in the buffer too, where the copy notes them after each write.
package final class CopySource: RunSource {
    /// What pipes are grown to (`F_SETPIPE_SZ`): four times the default, so that each wake-up moves more.
    /// Larger measured slower here, not faster: with two 1 MiB pipes and a 1 MiB buffer the data in flight
    /// outgrows the processor's cache (4 % on a pipeline of cats, 20 % on lines through a pipe).
    package static let pipeSize = 256 << 10
    /// The read size for inputs that are not pipes.
    static let readChunk = 128 << 10

    private var copy: CopyState

    /// Called with each amount (bytes, or lines and records in line mode) as it reaches the output;
    /// `meter --record` notes the times.
    package var onCount: ((UInt64) -> Void)? {
        get { copy.onCount }
        set { copy.onCount = newValue }
    }

    /// The meter's total, still being counted: it is given to the meter as soon as it is known. When the
    /// copy ends first, having copied everything, what it counted is the total. Its blocks' counts are
    /// taken in line mode (``CountedBlocks``).
    package var pendingTotal: BackgroundTotal? {
        get { copy.pendingTotal }
        set {
            copy.pendingTotal = newValue
            if let newValue { copy.countsAhead = newValue }
        }
    }

    /// Whether writing to the output failed (and was reported): what reached it is incomplete.
    package var outputFailed: Bool { copy.outputFailed }

    /// Whether the output's reader going away ends the whole run (meter's own output, as `cat`'s), or only
    /// this copy (a wrapped command's input: the command may stop reading and go on).
    package var endsRunWhenOutputCloses: Bool {
        get { copy.endsRunWhenOutputCloses }
        set { copy.endsRunWhenOutputCloses = newValue }
    }

    /// A copy of `inputs` (standard input when empty) to `output`.
    package convenience init(inputs: [InputSource], output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        let sources = (inputs.isEmpty ? [.standardInput] : inputs).map { InputQueue.Pending.source($0) }
        self.init(pending: sources, output: output, options: options, meter: meter, clock: clock)
    }

    /// A copy of the stream a replay script describes, as it arrives on `clock`, to `output`.
    package convenience init(script: any TimedInput, output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        self.init(pending: [.timed(script)], output: output, options: options, meter: meter, clock: clock)
    }

    /// A copy of `descriptor`, already open, from its current offset to `output`; `name` (safe for a
    /// terminal) names it in messages. The descriptor stays open.
    package convenience init(
        held descriptor: FileDescriptor, name: StreamName, output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock
    ) {
        self.init(pending: [.held(descriptor, name: name)], output: output, options: options, meter: meter, clock: clock)
    }

    private init(pending: [InputQueue.Pending], output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        var size = max(options.bufferSize ?? max(CopySource.pipeSize, CopySource.readChunk), 1)
        var alignment = 64
        if options.directIO {
            // Direct I/O reads and writes whole pages at page-aligned addresses.
            alignment = max(alignment, DirectDescriptor.alignment)
            size = (size + alignment - 1) / alignment * alignment
        }
        let engine = TransferEngine(
            output: options.discard ? Output(descriptor: nil, name: output.name) : output, bufferSize: size, alignment: alignment)
        copy = CopyState(inputs: InputQueue(pending), engine: engine, options: options, meter: meter, clock: clock)
    }

    deinit { copy.engine.deallocate() }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        copy.step(ready, in: session)
    }

    package func take(_ request: any SourceRequest) {
        if let change = request as? RateLimitChange { copy.setRate(change.rate) }
    }

    package func finish(in session: Session) {
        copy.finish(in: session)
    }
}
