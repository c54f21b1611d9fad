/// Everything a ``CopySource`` knows, as one value: the queue of inputs, the limits, what is counted, and
/// the ``TransferEngine`` the bytes move through. Each input's mover, reader and writer are chosen when it
/// is opened (``TransferPlan``); a step then moves a chunk the way chosen, and only the limits and the count
/// are the copy's own.
struct CopyState {
    private var inputs: InputQueue
    var engine: TransferEngine
    /// Read when each input is opened, to choose its way; never on the data path.
    private let options: TransferOptions
    /// What is counted: the delimiter of lines or records, nil for bytes.
    let delimiter: UInt8?
    let meter: Meter?
    /// What the meter's frames show of the data, read once: a constant, so that testing it costs the
    /// default path nothing.
    let dataShown: DataInFrames
    let clock: MeterClock
    var limits: Limits
    /// Whether the input is a replayed script's stream: its copy writes no direct I/O.
    private let replays: Bool

    var onCount: ((UInt64) -> Void)?
    var pendingTotal: BackgroundTotal?
    /// The count ahead of the copy, whose blocks the copy takes in line mode (``CountedBlocks``).
    var countsAhead: BackgroundTotal?
    var outputFailed = false
    var endsRunWhenOutputCloses = true

    private var prepared = false
    private var outputStatus: FileStatus?
    private var outputIsPipe = false
    /// The output, watched for its reader going away while the copy waits for something else (a pipe or a
    /// socket).
    private(set) var watchedOutput: FileDescriptor?
    /// The input being copied, when it is a descriptor, and whether any is (a script's stream has none).
    private var current: CopyInput?
    private var inputOpen = false

    init(inputs: InputQueue, engine: TransferEngine, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        self.inputs = inputs
        self.engine = engine
        self.options = options
        delimiter = options.unit.delimiter
        self.meter = meter
        dataShown = meter?.dataShown ?? DataInFrames()
        self.clock = clock
        limits = Limits(rate: options.unitsPerSecondLimit, stopAfter: options.stopAfter, start: clock.now())
        replays = inputs.holdsTimedInput
        // The buffer is there from the start, empty: `{  0%}` rather than splice's `{----}`.
        if dataShown.bufferFill { meter?.bufferPercent = 0 }
    }

    mutating func step(_ ready: Readiness, in session: Session) -> SourceState {
        if !prepared { prepareOutput(in: session) }
        if ready.hungUp { return closed(session) }
        if pendingTotal != nil { takePendingTotal() }
        if !inputOpen {
            switch inputs.openNext(outputStatus: outputStatus, in: session) {
            case .opened(let input): begin(input, in: session)
            case .timed(let feed):
                engine.start(.readWrite, reader: .script(feed), readSize: options.bufferSize ?? CopySource.readChunk)
                inputOpen = true
            case .interrupted: return .busy
            case .none: return endOfData(in: session)
            }
        }
        switch engine.mover {
        case .kernel(let kernel): return kernelStep(kernel, in: session)
        case .counted(let kernel, let move): return countedStep(kernel, move, in: session)
        case .readWrite: return readWriteStep(ready, in: session)
        }
    }

    mutating func setRate(_ rate: Double) {
        limits.setRate(rate, at: clock.now())
    }

    mutating func finish(in session: Session) {
        closeInput(in: session)
        engine.finishOutput(in: session)
        takePendingTotal()
        // Copied to the end with the count still going: what passed is the total.
        if pendingTotal != nil, session.outcome == RunOutcome() { meter?.total = meter?.count }
    }

    /// The output, as the choice sees it (one whose kind `fstat(2)` could not tell is still a descriptor).
    private var outputEnd: TransferPlan.End {
        guard engine.output.descriptor != nil else { return .none }
        return .descriptor(outputStatus?.kind ?? .other)
    }

    /// Looks at the output once, before the first byte: a pipe is grown and watched, and a file or block
    /// device gets the writer of the disk options asked for.
    private mutating func prepareOutput(in session: Session) {
        prepared = true
        guard let descriptor = engine.output.descriptor else { return }
        outputStatus = try? descriptor.status()
        outputIsPipe = outputStatus?.kind == .pipe
        if outputIsPipe || outputStatus?.kind == .socket { watchedOutput = descriptor }
        if outputIsPipe, options.bufferSize == nil { descriptor.growPipe(to: CopySource.pipeSize) }
        let plan = TransferPlan.writer(for: outputEnd, options: options, replays: replays)
        guard case .disk(_, _, let direct) = plan, let status = outputStatus else { return }
        let enabled = direct ? CopyState.enableDirect(on: descriptor, status: status, name: engine.output.name, in: session) : nil
        engine.writer = ChunkWriter(plan, output: engine.output, status: status, direct: enabled)
    }

    /// Gives the meter the total counted in the background, once it is known.
    private mutating func takePendingTotal() {
        guard let pending = pendingTotal, let result = pending.result else { return }
        pendingTotal = nil
        if let total = result { meter?.total = total }
    }

    /// Starts copying `input` the way the plan chooses for it: in the kernel when nothing needs to see its
    /// bytes and the kernel can move them (counted blocks too: the lines are counted once), by read and
    /// write otherwise.
    private mutating func begin(_ input: CopyInput, in session: Session) {
        if input.kind == .pipe, options.bufferSize == nil { input.descriptor.growPipe(to: CopySource.pipeSize) }
        let counted = countedBlocks(of: input)
        let plan = TransferPlan.choose(
            input: .descriptor(input.kind), output: outputEnd, options: options, seesBytes: !dataShown.isEmpty,
            countedAhead: counted != nil, limited: limits.isLimited)
        var mover = TransferEngine.Mover.readWrite
        if plan.mover != .readWrite, let output = engine.output.descriptor,
            let kernel = KernelTransfer(
                input: input.descriptor, kind: input.kind, output: output, outputIsPipe: outputIsPipe, mayBlock: session.mayBlock)
        {
            mover = .kernel(kernel)
            if plan.mover == .countedKernel, let counted { mover = .counted(kernel, CountedMove(blocks: counted)) }
        }
        let direct = plan.reader.readsDirectly
            ? CopyState.enableDirect(on: input.descriptor, status: input.status, name: input.name, in: session) : nil
        let readSize = options.bufferSize ?? (input.kind == .pipe ? CopySource.pipeSize : CopySource.readChunk)
        engine.start(mover, reader: ChunkReader(plan.reader, input: input, direct: direct, options: options), readSize: readSize)
        current = input
        inputOpen = true
    }

    /// The count ahead's blocks of `input`, when the copy may take them: lines or records without `-L` or
    /// `-S` (which decide from the bytes written), from a file operand the count ahead reads.
    private func countedBlocks(of input: CopyInput) -> CountedBlocks? {
        guard delimiter != nil, !limits.isLimited, input.kind == .regular, let index = input.index else { return nil }
        return countsAhead?.countedBlocks(ofInput: index)
    }

    /// `-K` on `descriptor` when it is a file or block device; a file system that refuses direct I/O is
    /// reported, and the copy goes on through the page cache (pv does the same, without a word).
    private static func enableDirect(on descriptor: FileDescriptor, status: FileStatus?, name: StreamName, in session: Session) -> DirectDescriptor? {
        do {
            return try DirectDescriptor.enable(on: descriptor, status: status)
        } catch {
            session.report(Message.directIOUnsupported(name, error))
            return nil
        }
    }

    /// Closes the current input, counting the part of a counted block that moved before it stopped.
    private mutating func closeInput(in session: Session) {
        if let units = engine.settleCountedMove(delimiter: delimiter) { counted(units: units) }
        engine.end(in: session)
        current?.closeIfOpened()
        current = nil
        inputOpen = false
    }

    /// The current input is done: the next one follows at the next step.
    mutating func inputEnded(in session: Session) -> SourceState {
        closeInput(in: session)
        return .busy
    }

    /// A read error ends the input, with a message and pv's status 16: never quietly.
    mutating func readFailed(_ error: Errno, in session: Session) -> SourceState {
        if let name = current?.name { session.fail(Message.readFailed(name, error), status: .readOrWriteError) }
        return inputEnded(in: session)
    }

    /// Every input is done: the bytes held back for a whole block of direct output go out through the
    /// cache, and then the copy has finished.
    mutating func endOfData(in session: Session) -> SourceState {
        guard !engine.buffer.isEmpty else { return .finished }
        engine.releaseHeldBytes()
        return writeStep(in: session)
    }

    /// Nothing more is copied: the stop size, a failed write, or the reader gone.
    mutating func stopCopying(in session: Session) -> SourceState {
        closeInput(in: session)
        inputs.drop()
        return .finished
    }

    /// The output failed (reported): what reached it is incomplete, and nothing more is copied.
    mutating func failed(in session: Session) -> SourceState {
        outputFailed = true
        return stopCopying(in: session)
    }

    /// The stop size is reached (`-S`, or a block device's room): nothing more is read.
    mutating func stoppedAtSize(in session: Session) -> SourceState {
        session.note(.stoppedAtSize)
        return stopCopying(in: session)
    }

    mutating func closed(_ session: Session) -> SourceState {
        if endsRunWhenOutputCloses { session.outputClosed() }
        return stopCopying(in: session)
    }
}
