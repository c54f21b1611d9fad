/// The copy, as a source of the run loop: the inputs in order (or a replayed script) to the output, counting
/// what reaches it, within the limits (`-L`, `-S`).
///
/// It strings small parts together and counts; each moves the bytes or looks after them: ``InputQueue``
/// opens the inputs, ``KernelTransfer`` moves them inside the kernel (splice, sendfile) when nothing needs
/// to see them, and otherwise they pass through one ``ChunkBuffer`` by read and write, read by an
/// ``InputReader`` (through the ``ErrorSkipFilter`` of `-E` and `-Z`) and written by the ``Output`` or, with
/// `-O`, `-K` or `-Y`, by a ``DiskWriter``. Counting happens on what was written, so nothing is counted that
/// did not reach the output. The disk options are tested on `options`, a constant, before any of their
/// state is touched, so that they cost the default path nothing (a variable of a class costs an
/// exclusivity check at each access).
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

    private var inputs: InputQueue
    var script: (any TimedInput)?
    let output: Output
    let options: TransferOptions
    let meter: Meter?
    /// What the meter's frames show of the data, read once: a constant, so that testing it costs the
    /// default path nothing.
    let dataShown: DataInFrames
    let clock: MeterClock
    var limits: Limits

    /// Called with each amount (bytes, or lines and records in line mode) as it reaches the output;
    /// `meter --record` notes the times.
    package var onCount: ((UInt64) -> Void)?
    /// The meter's total, still being counted: it is given to the meter as soon as it is known. When the
    /// copy ends first, having copied everything, what it counted is the total.
    package var pendingTotal: BackgroundTotal? {
        didSet { if let pendingTotal { countsAhead = pendingTotal } }
    }
    /// The count ahead of the copy, whose blocks the copy takes in line mode (``CountedBlocks``).
    var countsAhead: BackgroundTotal?
    /// The block of the current input being moved in the kernel with the count ahead's count.
    var countedMove: CountedMove?
    /// Whether writing to the output failed (and was reported): what reached it is incomplete.
    package internal(set) var outputFailed = false
    /// Whether the output's reader going away ends the whole run (meter's own output, as `cat`'s), or only
    /// this copy (a wrapped command's input: the command may stop reading and go on).
    package var endsRunWhenOutputCloses = true

    private var prepared = false
    private var outputStatus: FileStatus?
    var outputIsPipe = false
    /// The output, watched for its reader going away while the copy waits for something else (a pipe or a
    /// socket).
    var watchedOutput: FileDescriptor?

    /// The input being copied, and the kernel's strategy for it (nil: read and write).
    var current: InputReader?
    var kernel: KernelTransfer?
    /// Read and write's buffer, allocated once; `-E`'s filter and the disk options' writer.
    var buffer: ChunkBuffer
    var errorSkip: ErrorSkipFilter
    var writer: DiskWriter?

    /// A copy of `inputs` (standard input when empty) to `output`.
    package convenience init(inputs: [InputSource], output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        let sources = (inputs.isEmpty ? [.standardInput] : inputs).map { InputQueue.Pending.source($0) }
        self.init(pending: sources, output: output, options: options, meter: meter, clock: clock)
    }

    /// A copy of the stream a replay script describes, as it arrives on `clock`, to `output`.
    package convenience init(script: any TimedInput, output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        self.init(pending: [], output: output, options: options, meter: meter, clock: clock)
        self.script = script
    }

    /// A copy of `descriptor`, already open, from its current offset to `output`; `name` (safe for a
    /// terminal) names it in messages. The descriptor stays open.
    package convenience init(
        held descriptor: FileDescriptor, name: StreamName, output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock
    ) {
        self.init(pending: [.held(descriptor, name: name)], output: output, options: options, meter: meter, clock: clock)
    }

    private init(pending: [InputQueue.Pending], output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        inputs = InputQueue(pending)
        self.output = options.discard ? Output(descriptor: nil, name: output.name) : output
        self.options = options
        self.meter = meter
        self.dataShown = meter?.dataShown ?? DataInFrames()
        self.clock = clock
        limits = Limits(rate: options.rateLimit, stopAfter: options.stopAfter, start: clock.now())
        errorSkip = ErrorSkipFilter(block: options.errorSkipBlock)
        var size = max(options.bufferSize ?? max(CopySource.pipeSize, CopySource.readChunk), 1)
        var alignment = 64
        if options.directIO {
            // Direct I/O reads and writes whole pages at page-aligned addresses.
            alignment = max(alignment, DirectDescriptor.alignment)
            size = (size + alignment - 1) / alignment * alignment
        }
        buffer = ChunkBuffer(size: size, alignment: alignment)
        // The buffer is there from the start, empty: `{  0%}` rather than splice's `{----}`.
        if dataShown.bufferFill { meter?.bufferPercent = 0 }
    }

    deinit { buffer.deallocate() }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        if !prepared { prepareOutput(in: session) }
        if ready.hungUp { return closed(session) }
        if pendingTotal != nil { takePendingTotal() }
        if script != nil { return readWriteStep(ready, in: session) }
        if current == nil {
            switch inputs.openNext(outputStatus: outputStatus, in: session) {
            case .opened(let input): begin(input, in: session)
            case .interrupted: return .busy
            case .none: return endOfData(in: session)
            }
        }
        if let kernel { return countedMove == nil ? kernelStep(kernel, in: session) : countedStep(kernel, in: session) }
        return readWriteStep(ready, in: session)
    }

    package func setRateLimit(_ rate: Double) {
        limits.setRate(rate, at: clock.now())
    }

    package func finish(in session: Session) {
        closeInput(in: session)
        finishOutput(in: session)
        takePendingTotal()
        // Copied to the end with the count still going: what passed is the total.
        if pendingTotal != nil, session.outcome == RunOutcome() { meter?.total = meter?.count }
    }

    /// Looks at the output once, before the first byte: a pipe is grown and watched, and a file or block
    /// device gets the writer of the disk options asked for.
    private func prepareOutput(in session: Session) {
        prepared = true
        guard let descriptor = output.descriptor else { return }
        outputStatus = try? descriptor.status()
        outputIsPipe = outputStatus?.kind == .pipe
        if outputIsPipe || outputStatus?.kind == .socket { watchedOutput = descriptor }
        if outputIsPipe, options.bufferSize == nil { descriptor.growPipe(to: CopySource.pipeSize) }
        guard options.sparse || options.directIO || options.syncWrites, let status = outputStatus,
            status.kind == .regular || status.kind == .blockDevice
        else { return }
        let direct = options.directIO && script == nil ? enableDirect(on: descriptor, status: status, name: output.name, in: session) : nil
        writer = DiskWriter(descriptor: descriptor, status: status, sparse: options.sparse, syncs: options.syncWrites, direct: direct)
    }

    /// Gives the meter the total counted in the background, once it is known.
    private func takePendingTotal() {
        guard let pending = pendingTotal, let result = pending.result else { return }
        pendingTotal = nil
        if let total = result { meter?.total = total }
    }

    /// Starts copying `input`: in the kernel when nothing needs to see its bytes and the kernel can move
    /// them, by read and write otherwise.
    private func begin(_ input: CopyInput, in session: Session) {
        // Bytes held back for a whole block of direct output stay, to go out with this input's first.
        if buffer.isEmpty { buffer.empty() }
        if options.skipsReadErrors { errorSkip.startInput() }
        if input.kind == .pipe, options.bufferSize == nil { input.descriptor.growPipe(to: CopySource.pipeSize) }
        let othersSeeBytes = options.skipsReadErrors || options.directIO || writer?.leavesHoles == true || !dataShown.isEmpty
        kernel = nil
        countedMove = nil
        // Lines counted ahead need no second count: those blocks move in the kernel too.
        let counted = othersSeeBytes ? nil : countedBlocks(of: input)
        if options.allowSplice, options.unit == .bytes || counted != nil, !othersSeeBytes, let descriptor = output.descriptor {
            kernel = KernelTransfer(
                input: input.descriptor, kind: input.kind, output: descriptor, outputIsPipe: outputIsPipe, mayBlock: session.mayBlock)
            if kernel != nil, let counted { countedMove = CountedMove(blocks: counted) }
        }
        let direct = options.directIO ? enableDirect(on: input.descriptor, status: input.status, name: input.name, in: session) : nil
        current = InputReader(input, direct: direct)
    }

    /// `-K` on `descriptor` when it is a file or block device; a file system that refuses direct I/O is
    /// reported, and the copy goes on through the page cache (pv does the same, without a word).
    private func enableDirect(on descriptor: FileDescriptor, status: FileStatus?, name: StreamName, in session: Session) -> DirectDescriptor? {
        do {
            return try DirectDescriptor.enable(on: descriptor, status: status)
        } catch {
            session.report(Message.directIOUnsupported(name, error))
            return nil
        }
    }

    /// Closes the current input; with `-EE`, reports once what it skipped.
    private func closeInput(in session: Session) {
        settleCountedMove()
        if let name = current?.input.name {
            if options.readErrors == .skipReportingOncePerFile, let summary = errorSkip.tally.summary(for: name) { session.report(summary) }
            current?.close()
        }
        current = nil
        kernel = nil
    }

    /// The current input is done: the next one follows at the next step.
    func inputEnded(in session: Session) -> SourceState {
        closeInput(in: session)
        return .busy
    }

    /// Every input is done: the bytes held back for a whole block of direct output go out through the
    /// cache, and then the copy has finished.
    func endOfData(in session: Session) -> SourceState {
        guard !buffer.isEmpty else { return .finished }
        writer?.disableDirect()
        return writeStep(in: session)
    }

    /// Nothing more is copied: the stop size, a failed write, or the reader gone.
    func stopCopying(in session: Session) -> SourceState {
        closeInput(in: session)
        inputs.drop()
        script = nil
        return .finished
    }

    /// The stop size is reached (`-S`, or a block device's room): nothing more is read.
    func stoppedAtSize(in session: Session) -> SourceState {
        session.noteStoppedAtSize()
        return stopCopying(in: session)
    }

    func closed(_ session: Session) -> SourceState {
        if endsRunWhenOutputCloses { session.outputClosed() }
        return stopCopying(in: session)
    }

    /// The output's last steps, however the run ends (see ``DiskWriter/finish()``).
    private func finishOutput(in session: Session) {
        do {
            try writer?.finish()
        } catch {
            session.fail(Message.truncateFailed(output.name, error), status: .readOrWriteError)
        }
    }

    /// Bytes that may be moved now (byte mode), up to `chunk`.
    func allowedBytes(_ chunk: Int) -> Limits.Allowance {
        guard options.unit == .bytes, limits.isLimited else { return .units(UInt64(chunk)) }
        switch limits.allowance(at: clock.now()) {
        case .units(let allowed): return .units(min(UInt64(chunk), allowed))
        case let other: return other
        }
    }

    /// Counts a chunk that reached the output.
    func counted(units: UInt64) {
        limits.consume(units)
        meter?.add(units)
        onCount?(units)
    }
}
