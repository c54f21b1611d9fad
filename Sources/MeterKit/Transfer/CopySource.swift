/// The copy, as a source of the run loop: the inputs in order (or a replayed script) to the output, counting
/// what reaches it, within the limits (`-L`, `-S`).
///
/// The bytes move by `splice(2)` when nothing needs to see them and a pipe is on one side, by `sendfile(2)`
/// from a file to anything else, and by `read(2)`/`write(2)` through one buffer allocated once otherwise.
/// Counting happens on the written part of that buffer, so nothing is counted that did not reach the output.
///
/// pv's disk options are strategies of the read/write path: `-E` and `-Z` skip unreadable regions and put
/// zeros in their place (`ReadErrorSkip`), `-O` leaves holes for runs of zeros (`SparseOutput`), `-K` moves
/// whole blocks past the page cache (`DirectDescriptor`). Those two need the bytes in meter's buffer, so
/// they turn splice and sendfile off; `-Y` syncs after every move, in the kernel or not.
///
/// A meter whose frames show the data itself (the last bytes written, the latest line, the buffer's fill:
/// ``DataShown``) turns them off too: the bytes then pass through the buffer, where the copy notes them
/// for the meter after each write.
package final class CopySource: RunSource {
    /// What pipes are grown to (`F_SETPIPE_SZ`): four times the default, so that each wake-up moves more.
    /// Larger measured slower here, not faster: with two 1 MiB pipes and a 1 MiB buffer the data in flight
    /// outgrows the processor's cache (4 % on a pipeline of cats, 20 % on lines through a pipe).
    package static let pipeSize = 256 << 10
    /// The most one splice or sendfile call is asked to move (it moves what is there, up to this).
    static let kernelChunk = 1 << 20
    /// The read size for inputs that are not pipes.
    static let readChunk = 128 << 10

    private enum Strategy { case splice, sendFile, readWrite }

    /// An input before it is opened: a named source, or a descriptor already open (the store of `-U`),
    /// read from where it is and left open.
    private enum PendingInput {
        case source(InputSource)
        case held(FileDescriptor, name: Subject)
    }

    private let inputs: [PendingInput]
    private var script: ReplayFeed?
    private let output: Output
    private let options: TransferOptions
    private let meter: Meter?
    /// What the meter's frames show of the data, read once: a constant, so that testing it costs the
    /// default path nothing.
    private let dataShown: DataShown
    private let clock: MeterClock
    private var limits: Limits
    private let buffer: UnsafeMutableRawBufferPointer

    /// Called with each amount (bytes, or lines and records in line mode) as it reaches the output;
    /// `meter --record` notes the times.
    package var onCount: ((UInt64) -> Void)?
    /// The meter's total, still being counted: it is given to the meter as soon as it is known. When the
    /// copy ends first, having copied everything, what it counted is the total.
    package var pendingTotal: BackgroundTotal?
    /// Whether writing to the output failed (and was reported): what reached it is incomplete.
    package private(set) var outputFailed = false
    /// Whether the output's reader going away ends the whole run (meter's own output, as `cat`'s), or only
    /// this copy (a wrapped command's input: the command may stop reading and go on).
    package var endsRunWhenOutputCloses = true

    private var outputIsPipe = false
    private var outputIsWatchable = false
    private var outputStatus: FileStatus?
    private var prepared = false
    private var nextInput = 0
    private var current: CopyInput?
    private var strategy = Strategy.readWrite
    /// The buffered bytes not yet written, `buffer[start..<end]`.
    private var start = 0
    private var end = 0

    /// `-E`: how far the next skip goes, what this input has skipped, and the zeros still to be put in the
    /// buffer for the last region skipped (a `-Z` block may be larger than the buffer).
    private var errorSkip: ReadErrorSkip
    private var skipTally = SkipTally()
    private var zerosOwed: Int64 = 0
    /// `-O`, `-Y`, `-K`: holes in the output, syncing it, and direct I/O on each side.
    private var sparse: SparseOutput?
    private var syncsOutput = false
    private var directOutput: DirectDescriptor?
    private var directInput: DirectDescriptor?

    /// A copy of `inputs` (standard input when empty) to `output`.
    package convenience init(inputs: [InputSource], output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        let sources = (inputs.isEmpty ? [.standardInput] : inputs).map { PendingInput.source($0) }
        self.init(pending: sources, output: output, options: options, meter: meter, clock: clock)
    }

    /// A copy of the stream a replay script describes, as it arrives on `clock`, to `output`.
    package convenience init(script: ReplayFeed, output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        self.init(pending: [], output: output, options: options, meter: meter, clock: clock)
        self.script = script
    }

    /// A copy of `descriptor`, already open, from its current offset to `output`; `name` (safe for a
    /// terminal) names it in messages. The descriptor stays open.
    package convenience init(
        held descriptor: FileDescriptor, name: Subject, output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock
    ) {
        self.init(pending: [.held(descriptor, name: name)], output: output, options: options, meter: meter, clock: clock)
    }

    private init(pending: [PendingInput], output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        self.inputs = pending
        self.output = options.discard ? Output(descriptor: nil, name: output.name) : output
        self.options = options
        self.meter = meter
        self.dataShown = meter?.dataShown ?? DataShown()
        self.clock = clock
        limits = Limits(rate: options.rateLimit, stopAfter: options.stopAfter, start: clock.now())
        errorSkip = ReadErrorSkip(block: options.errorSkipBlock)
        var size = max(options.bufferSize ?? max(CopySource.pipeSize, CopySource.readChunk), 1)
        var alignment = 64
        if options.directIO {
            // Direct I/O reads and writes whole pages at page-aligned addresses.
            alignment = max(alignment, DirectDescriptor.alignment)
            size = (size + alignment - 1) / alignment * alignment
        }
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: alignment)
        // The buffer is there from the start, empty: `{  0%}` rather than splice's `{----}`.
        if dataShown.bufferFill { meter?.bufferPercent = 0 }
    }

    deinit { buffer.deallocate() }

    // MARK: - Stepping

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        if !prepared { prepareOutput(in: session) }
        if ready.hungUp { return closed(session) }
        if pendingTotal != nil { takePendingTotal() }
        if script != nil { return readWriteStep(ready, in: session) }
        if current == nil {
            switch openNextInput(in: session) {
            case .opened(let input): begin(input, in: session)
            case .interrupted: return .busy
            case .none: return endOfData(in: session)
            }
        }
        switch strategy {
        case .splice: return spliceStep(in: session)
        case .sendFile: return sendFileStep(in: session)
        case .readWrite: return readWriteStep(ready, in: session)
        }
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

    private func prepareOutput(in session: Session) {
        prepared = true
        guard let descriptor = output.descriptor else { return }
        outputStatus = try? descriptor.status()
        outputIsPipe = outputStatus?.kind == .pipe
        outputIsWatchable = outputIsPipe || outputStatus?.kind == .socket
        if outputIsPipe, options.bufferSize == nil { descriptor.growPipe(to: CopySource.pipeSize) }
        guard let status = outputStatus, status.kind == .regular || status.kind == .blockDevice else { return }
        syncsOutput = options.syncWrites
        if options.sparse { sparse = SparseOutput(descriptor: descriptor, status: status) }
        if options.directIO, script == nil {
            directOutput = enableDirect(on: descriptor, status: status, name: output.name, in: session)
        }
    }

    /// Gives the meter the total counted in the background, once it is known.
    private func takePendingTotal() {
        guard let pending = pendingTotal, let result = pending.result else { return }
        pendingTotal = nil
        if let total = result { meter?.total = total }
    }

    /// The output, watched for its reader going away while the copy waits for something else.
    private var watchedOutput: FileDescriptor? { outputIsWatchable ? output.descriptor : nil }

    /// Nothing more is copied: the stop size, a failed write, or the reader gone.
    private func stopCopying(in session: Session) -> SourceState {
        closeInput(in: session)
        nextInput = inputs.count
        script = nil
        return .finished
    }

    /// The stop size is reached (`-S`, or a block device's room): nothing more is read.
    private func stoppedAtSize(in session: Session) -> SourceState {
        session.noteStoppedAtSize()
        return stopCopying(in: session)
    }

    private func closed(_ session: Session) -> SourceState {
        if endsRunWhenOutputCloses { session.outputClosed() }
        return stopCopying(in: session)
    }

    /// Every input is done: the bytes held back for a whole block of direct output go out through the
    /// cache, and then the copy has finished.
    private func endOfData(in session: Session) -> SourceState {
        guard start < end else { return .finished }
        directOutput?.disable()
        return writeStep(in: session)
    }

    /// The output's last steps, however the run ends: the length of a file that ends in a hole, and
    /// `O_DIRECT` cleared.
    private func finishOutput(in session: Session) {
        directOutput?.disable()
        guard var holes = sparse else { return }
        do {
            try holes.finish()
        } catch {
            session.fail(Message.truncateFailed(output.name, error), bits: TransferOutcome.readOrWriteError)
        }
        sparse = holes
    }

    // MARK: - Inputs

    private enum Opening {
        case opened(CopyInput)
        /// A signal interrupted the open (of a FIFO waiting for its writer): try again after the loop's tick.
        case interrupted
        case none
    }

    /// Opens the next input that can be opened, reporting those that cannot (pv's status 2, 4 or 16).
    private func openNextInput(in session: Session) -> Opening {
        while nextInput < inputs.count {
            let input: CopyInput
            switch inputs[nextInput] {
            case .held(let descriptor, let name):
                input = CopyInput(descriptor: descriptor, name: name, closesDescriptor: false)
            case .source(.standardInput):
                input = CopyInput(descriptor: .standardInput, name: .standardInput, closesDescriptor: false)
            case .source(.file(let path)):
                let name = InputSource.file(path).subject
                do {
                    input = CopyInput(descriptor: try FileDescriptor.openInterruptibly(path), name: name, closesDescriptor: true)
                } catch {
                    if error == .interrupted { return .interrupted }
                    nextInput += 1
                    session.fail(Message.failed(name, error), bits: TransferOutcome.cannotOpen)
                    continue
                }
            }
            nextInput += 1
            if let input = check(input, in: session) { return .opened(input) }
        }
        return .none
    }

    /// The input, unless it cannot be copied: a directory, or the output itself.
    private func check(_ input: CopyInput, in session: Session) -> CopyInput? {
        guard let status = input.status else { return input }
        var failure: (Message, Int32)?
        if status.kind == .directory {
            failure = (.readFailed(input.name, .isADirectory), TransferOutcome.readOrWriteError)
        } else if let outputStatus, status.kind == .regular, outputStatus.kind == .regular, status.isSameFile(as: outputStatus) {
            failure = (.inputIsOutput(input.name), TransferOutcome.inputIsOutput)
        }
        guard let (message, bits) = failure else { return input }
        input.closeIfOpened()
        session.fail(message, bits: bits)
        return nil
    }

    private func begin(_ input: CopyInput, in session: Session) {
        current = input
        // Bytes held back for a whole block of direct output stay, to go out with this input's first.
        if start == end {
            start = 0
            end = 0
        }
        errorSkip.reset()
        zerosOwed = 0
        if input.kind == .pipe, options.bufferSize == nil { input.descriptor.growPipe(to: CopySource.pipeSize) }
        let seesBytes = options.unit != .bytes || options.skipErrors > 0 || sparse != nil || options.directIO
            || !dataShown.isEmpty
        let inKernel = options.allowSplice && !seesBytes && output.descriptor != nil
        if inKernel, input.kind == .pipe || outputIsPipe {
            strategy = .splice
        } else if inKernel, input.kind == .regular || input.kind == .blockDevice {
            strategy = .sendFile
        } else {
            strategy = .readWrite
        }
        if options.directIO {
            directInput = enableDirect(on: input.descriptor, status: input.status, name: input.name, in: session)
        }
    }

    /// Closes the current input; with `-EE`, reports once what it skipped.
    private func closeInput(in session: Session) {
        if let input = current {
            if options.skipErrors >= 2, let summary = skipTally.summary(for: input.name) { session.report(summary) }
            directInput?.disable()
            input.closeIfOpened()
        }
        directInput = nil
        skipTally = SkipTally()
        current = nil
    }

    /// The current input is done: the next one follows at the next step.
    private func inputEnded(in session: Session) -> SourceState {
        closeInput(in: session)
        return .busy
    }

    /// `-K` on `descriptor` when it is a file or block device; a file system that refuses direct I/O is
    /// reported, and the copy goes on through the page cache (pv does the same, without a word).
    private func enableDirect(on descriptor: FileDescriptor, status: FileStatus?, name: Subject, in session: Session) -> DirectDescriptor? {
        do {
            return try DirectDescriptor.enable(on: descriptor, status: status)
        } catch {
            session.report(Message.directIOUnsupported(name, error))
            return nil
        }
    }

    /// A direct transfer failed with EINVAL, which moves nothing: the file system turned it down after all.
    /// The transfer is tried again through the page cache.
    private func refuseDirect(_ direct: inout DirectDescriptor?, name: Subject, error: Errno, in session: Session) {
        direct?.disable()
        direct = nil
        session.report(Message.directIOUnsupported(name, error))
    }

    // MARK: - In the kernel: splice and sendfile

    private func spliceStep(in session: Session) -> SourceState {
        guard let input = current, let output = output.descriptor else { return inputEnded(in: session) }
        // A blocking splice from a Unix socket does not wake when data arrives (seen on Linux 6.18: each
        // write waited for the next timer signal, half a second): a socket is spliced without blocking, and
        // waited for in poll.
        let blocking = session.mayBlock && input.kind != .socket
        return kernelCopyStep(in: session) { (length) throws(Errno) in
            try input.descriptor.splice(to: output, length: length, blocking: blocking)
        } waitForRoom: {
            waitForSplice(input, output)
        }
    }

    /// sendfile: a file to an output that is not a pipe (pipes are spliced). Interrupted for a frame, or a
    /// non-blocking output full: wait until it takes more.
    private func sendFileStep(in session: Session) -> SourceState {
        guard let input = current, let output = output.descriptor else { return inputEnded(in: session) }
        return kernelCopyStep(in: session) { (length) throws(Errno) in
            try output.sendFile(from: input.descriptor, length: length)
        } waitForRoom: {
            .waiting(Wait(writable: output))
        }
    }

    /// One in-kernel move of up to a chunk: `move` returns nil when it would block or was interrupted. A
    /// move of nothing is not taken as the end: splice and sendfile answer 0 at once for files that still
    /// hold data (a FUSE file served with direct I/O, whose size reads 0), so the input goes on by read and
    /// write, where only `read(2)` returning 0 ends it (at a real end that costs one more read). EPIPE ends
    /// the copy quietly; any other error hands the input to read/write too, which goes on from where the
    /// kernel stopped (it moves each byte whole or not at all) and reports the error as its own calls see it.
    private func kernelCopyStep(
        in session: Session, move: (Int) throws(Errno) -> Int?, waitForRoom: () -> SourceState
    ) -> SourceState {
        let length: Int
        switch allowedBytes(CopySource.kernelChunk) {
        case .units(let allowed): length = Int(allowed)
        case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
        case .stop: return stoppedAtSize(in: session)
        }
        do {
            guard let moved = try move(length) else { return waitForRoom() }
            if moved == 0 {
                strategy = .readWrite
                return .busy
            }
            if !syncOutput(in: session) { return stopCopying(in: session) }
            counted(units: UInt64(moved))
            return .busy
        } catch {
            if error == .brokenPipe { return closed(session) }
            strategy = .readWrite
            return .busy
        }
    }

    /// After splice would block: waits for whichever side is not ready (both at once would wake at once for
    /// the side that is). Both look ready yet splice would block: back off briefly rather than spin.
    private func waitForSplice(_ input: CopyInput, _ output: FileDescriptor) -> SourceState {
        let inputWaits = input.isPollable && !input.descriptor.isReady(forWriting: false)
        let outputWaits = outputIsPipe && !output.isReady(forWriting: true)
        if !inputWaits && !outputWaits { return .waiting(.until(clock.now().advanced(by: 0.001))) }
        return .waiting(Wait(
            readable: inputWaits ? input.descriptor : nil, writable: outputWaits ? output : nil,
            hangUp: outputWaits ? nil : watchedOutput))
    }

    // MARK: - Read and write

    /// Reads a chunk when the buffer is empty (or holds less than a whole block for direct output), then
    /// writes what the limits allow of it.
    private func readWriteStep(_ ready: Readiness, in session: Session) -> SourceState {
        if start == end || awaitsWholeBlock {
            if let next = fill(ready, in: session) { return next }
            if dataShown.bufferFill { noteBufferFill() }
        }
        return writeStep(in: session)
    }

    /// Whether direct output holds back the buffered bytes until there is a whole block of them.
    private var awaitsWholeBlock: Bool {
        options.directIO && directOutput?.isOn == true && end - start < DirectDescriptor.alignment
    }

    /// Reads the next chunk into the buffer, after the bytes it still holds; returns what the source does
    /// instead when it cannot.
    ///
    /// Every chunk passes here and through `writeStep`: the disk options are tested on `options`, a
    /// constant, before any of their state is touched, so that they cost the default path nothing (a
    /// variable of a class costs an exclusivity check at each access).
    private func fill(_ ready: Readiness, in session: Session) -> SourceState? {
        if options.directIO {
            compactBuffer()
        } else {
            start = 0
            end = 0
        }
        let readSize = min(buffer.count - end, options.bufferSize ?? (current?.kind == .pipe ? CopySource.pipeSize : CopySource.readChunk))
        var length = readSize
        if options.unit == .bytes {
            switch allowedBytes(readSize) {
            case .units(let allowed): length = Int(allowed)
            case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
            case .stop: return stoppedAtSize(in: session)
            }
            if options.directIO, end > 0, let stopAfter = options.stopAfter {
                // Bytes held for direct output are read but not yet counted: -S must not read past them.
                let left = Int(min(stopAfter &- min(stopAfter, limits.moved), UInt64(Int.max))) - end
                if left <= 0 { return endOfData(in: session) }
                length = min(length, left)
            }
        }
        if script != nil { return fillFromScript(length, in: session) }
        guard let input = current else { return inputEnded(in: session) }
        if options.skipErrors > 0, zerosOwed > 0 { return putOwedZeros(length) }
        if input.isPollable, !ready.readable {
            return .waiting(Wait(readable: input.descriptor, hangUp: watchedOutput))
        }
        return read(input, length: length, in: session)
    }

    /// One `read(2)` of up to `length` bytes of `input` after the buffered bytes.
    @inline(__always)
    private func read(_ input: CopyInput, length: Int, in session: Session) -> SourceState? {
        let length = options.directIO ? directReadLength(length) : length
        do {
            let got = try input.descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[end..<(end + length)]))
            if got == 0 { return inputEnded(in: session) }
            end += got
            if options.skipErrors > 0 { errorSkip.readSucceeded() }
            // A short direct read is the end of the file; whatever follows is not on a block boundary.
            if options.directIO, got % DirectDescriptor.alignment != 0 { directInput?.disable() }
        } catch {
            if error == .wouldBlock { return .busy }
            if error == .invalid, directInput?.isOn == true {
                refuseDirect(&directInput, name: input.name, error: error, in: session)
                return .busy
            }
            return skip(input, error: error, in: session)
        }
        return nil
    }

    /// The length of the next read: whole blocks at an aligned address for a direct input, which otherwise
    /// goes on through the cache.
    private func directReadLength(_ length: Int) -> Int {
        guard directInput?.isOn == true else { return length }
        let alignment = DirectDescriptor.alignment
        if end % alignment == 0, length >= alignment { return length - length % alignment }
        directInput?.disable()
        return length
    }

    /// Moves the buffered bytes to the start of the buffer, so that the next read has room after them.
    private func compactBuffer() {
        if start == end {
            start = 0
            end = 0
        } else if start > 0, let base = buffer.baseAddress {
            let count = end - start
            base.copyMemory(from: base + start, byteCount: count)
            start = 0
            end = count
        }
    }

    private func fillFromScript(_ length: Int, in session: Session) -> SourceState? {
        let target = UnsafeMutableRawBufferPointer(rebasing: buffer[end..<(end + length)])
        switch script?.read(into: target, at: clock.now()) {
        case .got(let count)?: end += count
        case .wait(let until)?: return .waiting(.until(until))
        case .end?, nil: return stopCopying(in: session)
        }
        return nil
    }

    /// With `-E`: the unreadable region of a seekable input is skipped, and zeros take its place in the
    /// output, so that offsets stay true; pv's status 16 says that data was lost. Without `-E`, when the
    /// input cannot skip, or when it is given up (unreadable for a long way past its reported size), the
    /// input ends with a message and status 16: an error never ends an input quietly.
    private func skip(_ input: CopyInput, error: Errno, in session: Session) -> SourceState? {
        guard options.skipErrors > 0, let place = input.seekablePlace() else {
            session.fail(Message.readFailed(input.name, error), bits: TransferOutcome.readOrWriteError)
            return inputEnded(in: session)
        }
        guard let resume = errorSkip.resumeOffset(afterErrorAt: place.offset, reportedEnd: place.reportedEnd) else {
            session.fail(Message.unreadablePastReportedSize(input.name, offset: place.offset), bits: TransferOutcome.readOrWriteError)
            return inputEnded(in: session)
        }
        guard resume > place.offset, (try? input.descriptor.seek(to: resume)) != nil else {
            session.fail(Message.readFailed(input.name, error), bits: TransferOutcome.readOrWriteError)
            return inputEnded(in: session)
        }
        let skipped = resume - place.offset
        session.note(bits: TransferOutcome.readOrWriteError)
        skipTally.add(skipped, at: place.offset, error: error, startsRegion: errorSkip.errorsInARow == 1)
        if options.skipErrors == 1 {
            session.report(Message.skipped(input.name, error, bytes: skipped, offset: place.offset))
        }
        if resume % Int64(DirectDescriptor.alignment) != 0 { directInput?.disable() }
        zerosOwed = skipped
        return .busy
    }

    /// Puts up to `length` of the zeros owed for a skipped region in the buffer.
    private func putOwedZeros(_ length: Int) -> SourceState? {
        let count = Int(min(zerosOwed, Int64(length)))
        UnsafeMutableRawBufferPointer(rebasing: buffer[end..<(end + count)]).initializeMemory(as: UInt8.self, repeating: 0)
        end += count
        zerosOwed -= Int64(count)
        return nil
    }

    /// Writes what the limits allow of the buffered bytes (in line mode, up to a line boundary), and counts
    /// what was written.
    private func writeStep(in session: Session) -> SourceState {
        var writable = end - start
        var knownUnits: UInt64?
        if let delimiter = options.unit.delimiter, limits.isLimited {
            switch limits.allowance(at: clock.now()) {
            case .stop: return stoppedAtSize(in: session)
            case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
            case .units(let allowed):
                if let prefix = linesPrefix(holding: allowed, of: delimiter) {
                    writable = prefix
                    knownUnits = allowed
                }
            }
        }
        if options.directIO, directOutput?.isOn == true {
            guard let whole = directWritable(writable) else { return .busy }
            if whole != writable { knownUnits = nil }
            writable = whole
        }
        let chunk = UnsafeRawBufferPointer(rebasing: buffer[start..<(start + writable)])
        let written: Int
        switch writeOut(chunk, in: session) {
        case .wrote(let count): written = count
        case .closed: return closed(session)
        case .failed:
            outputFailed = true
            return stopCopying(in: session)
        }
        if written == 0 { return .busy }
        var units = UInt64(written)
        if let delimiter = options.unit.delimiter {
            if written == writable, let knownUnits {
                units = knownUnits
            } else {
                units = UInt64(DelimiterCounter.count(delimiter, in: UnsafeRawBufferPointer(rebasing: chunk[0..<written])))
            }
        }
        counted(units: units)
        start += written
        if !dataShown.isEmpty { noteWritten(UnsafeRawBufferPointer(rebasing: chunk[0..<written])) }
        return .busy
    }

    /// Gives the meter what its frames show of the bytes just written, and the buffer's fill after them.
    private func noteWritten(_ bytes: UnsafeRawBufferPointer) {
        if dataShown.lastWritten > 0 || dataShown.previousLine { meter?.noteWritten(bytes) }
        if dataShown.bufferFill { noteBufferFill() }
    }

    /// How full the buffer is, as pv's `%T` shows it: the bytes read and not yet written, in percent of the
    /// buffer, rounded.
    private func noteBufferFill() {
        let held = end - start
        meter?.bufferPercent = (held * 200 + buffer.count) / (2 * buffer.count)
    }

    /// The length of the buffered bytes that hold `allowed` lines (or records), when they hold more.
    private func linesPrefix(holding allowed: UInt64, of delimiter: UInt8) -> Int? {
        let pending = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
        return DelimiterCounter.prefixLength(holding: Int(min(allowed, UInt64(Int.max))), of: delimiter, in: pending)
    }

    /// What direct output writes of `writable` bytes: the whole blocks. Nil when less than a block is
    /// buffered: the next step reads more first. When the bytes cannot stay aligned (a partial write, a
    /// line limit), `O_DIRECT` is cleared and they go through the cache.
    private func directWritable(_ writable: Int) -> Int? {
        let alignment = DirectDescriptor.alignment
        let whole = writable - writable % alignment
        if start % alignment == 0 {
            if whole > 0 { return whole }
            if writable == end - start { return nil }
        }
        directOutput?.disable()
        return writable
    }

    /// Writes what the output takes of `chunk`: with `-O`, a run of zeros becomes a hole instead (and
    /// counts as written); with `-Y`, the data is synced before it counts.
    @inline(__always)
    private func writeOut(_ chunk: UnsafeRawBufferPointer, in session: Session) -> Output.WriteResult {
        guard options.sparse || options.directIO || options.syncWrites, let descriptor = output.descriptor else {
            return output.write(chunk, in: session)
        }
        return shapedWrite(chunk, to: descriptor, in: session)
    }

    /// `writeOut` with a disk option on.
    private func shapedWrite(_ chunk: UnsafeRawBufferPointer, to descriptor: FileDescriptor, in session: Session) -> Output.WriteResult {
        var bytes = chunk
        if var holes = sparse {
            let run = holes.nextRun(in: chunk)
            if run.isHole {
                do throws(Errno) { try holes.makeHole(run.length) } catch { return output.failed(error, in: session) }
                sparse = holes
                return .wrote(run.length)
            }
            bytes = UnsafeRawBufferPointer(rebasing: chunk[0..<run.length])
        }
        let written: Int
        do {
            written = try descriptor.writeSome(bytes)
        } catch {
            guard error == .invalid, directOutput?.isOn == true else { return output.failed(error, in: session) }
            refuseDirect(&directOutput, name: output.name, error: error, in: session)
            return .wrote(0)
        }
        sparse?.wrote(written)
        if written > 0, !syncOutput(in: session) { return .failed }
        return .wrote(written)
    }

    /// `-Y`: the data just written reaches the device before it is counted, so the bar follows the disk
    /// rather than the page cache. An output that cannot be synced (EINVAL) is no longer tried, as pv
    /// ignores it; any other failure is a write error. Returns false when the copy must stop.
    private func syncOutput(in session: Session) -> Bool {
        guard options.syncWrites, syncsOutput, let descriptor = output.descriptor else { return true }
        do {
            try descriptor.syncData()
        } catch {
            if error == .invalid {
                syncsOutput = false
                return true
            }
            session.fail(Message.syncFailed(output.name, error), bits: TransferOutcome.readOrWriteError)
            outputFailed = true
            return false
        }
        return true
    }

    // MARK: - Limits and counting

    /// Bytes that may be moved now (byte mode), up to `chunk`.
    private func allowedBytes(_ chunk: Int) -> Limits.Allowance {
        guard options.unit == .bytes, limits.isLimited else { return .units(UInt64(chunk)) }
        switch limits.allowance(at: clock.now()) {
        case .units(let allowed): return .units(min(UInt64(chunk), allowed))
        case let other: return other
        }
    }

    /// Counts a chunk that reached the output.
    private func counted(units: UInt64) {
        limits.consume(units)
        meter?.add(units)
        onCount?(units)
    }
}
