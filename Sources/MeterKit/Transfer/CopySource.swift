/// The copy, as a source of the run loop: the inputs in order (or a replayed script) to the output, counting
/// what reaches it, within the limits (`-L`, `-S`).
///
/// The bytes move by `splice(2)` when nothing needs to see them and a pipe is on one side, by `sendfile(2)`
/// from a file to anything else, and by `read(2)`/`write(2)` through one buffer allocated once otherwise.
/// Counting happens on the written part of that buffer, so nothing is counted that did not reach the output.
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

    private let inputs: [InputSource]
    private var script: ReplayFeed?
    private let output: Output
    private let options: TransferOptions
    private let meter: Meter?
    private let clock: MeterClock
    private var limits: Limits
    private let buffer: UnsafeMutableRawBufferPointer

    /// Called with each amount (bytes, or lines and records in line mode) as it reaches the output;
    /// `meter --record` notes the times.
    package var onCount: ((UInt64) -> Void)?
    /// The meter's total, still being counted: it is given to the meter as soon as it is known. When the
    /// copy ends first, having copied everything, what it counted is the total.
    package var pendingTotal: BackgroundTotal?

    private var outputIsPipe = false
    private var outputIsWatchable = false
    private var outputStatus: FileStatus?
    private var prepared = false
    private var nextInput = 0
    private var current: CopyInput?
    private var strategy = Strategy.readWrite
    /// The buffered bytes not yet written, `buffer[start..<end]`, and whether the input has ended.
    private var start = 0
    private var end = 0
    private var endOfInput = false
    private var reportedSkip = false

    /// A copy of `inputs` (standard input when empty) to `output`.
    package init(inputs: [InputSource], output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        self.inputs = inputs.isEmpty ? [.standardInput] : inputs
        self.output = options.discard ? Output(descriptor: nil, name: output.name) : output
        self.options = options
        self.meter = meter
        self.clock = clock
        limits = Limits(rate: options.rateLimit, stopAfter: options.stopAfter, start: clock.now())
        let size = max(options.bufferSize ?? max(CopySource.pipeSize, CopySource.readChunk), 1)
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 64)
    }

    /// A copy of the stream a replay script describes, as it arrives on `clock`, to `output`.
    package convenience init(script: ReplayFeed, output: Output, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        self.init(inputs: [], output: output, options: options, meter: meter, clock: clock)
        self.script = script
    }

    deinit { buffer.deallocate() }

    // MARK: - Stepping

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        if !prepared { prepareOutput() }
        if ready.hungUp { return closed(session) }
        if pendingTotal != nil { takePendingTotal() }
        if script != nil { return readWriteStep(ready, in: session) }
        if current == nil {
            switch openNextInput(in: session) {
            case .opened(let input): begin(input)
            case .interrupted: return .busy
            case .none: return .finished
            }
        }
        switch strategy {
        case .splice: return spliceStep(in: session)
        case .sendFile: return sendFileStep(in: session)
        case .readWrite: return readWriteStep(ready, in: session)
        }
    }

    package func finish(in session: Session) {
        closeInput()
        takePendingTotal()
        // Copied to the end with the count still going: what passed is the total.
        if pendingTotal != nil, session.outcome == RunOutcome() { meter?.total = meter?.count }
    }

    private func prepareOutput() {
        prepared = true
        guard let descriptor = output.descriptor else { return }
        outputStatus = try? descriptor.status()
        outputIsPipe = outputStatus?.kind == .pipe
        outputIsWatchable = outputIsPipe || outputStatus?.kind == .socket
        if outputIsPipe, options.bufferSize == nil { descriptor.growPipe(to: CopySource.pipeSize) }
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
    private func stopCopying() -> SourceState {
        closeInput()
        nextInput = inputs.count
        script = nil
        return .finished
    }

    private func closed(_ session: Session) -> SourceState {
        session.outputClosed()
        return stopCopying()
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
            let source = inputs[nextInput]
            let descriptor: FileDescriptor
            switch source {
            case .standardInput:
                descriptor = .standardInput
            case .file(let path):
                do {
                    descriptor = try FileDescriptor.openInterruptibly(path)
                } catch {
                    if error == .interrupted { return .interrupted }
                    nextInput += 1
                    session.fail("\(source.displayName): \(error)", bits: TransferOutcome.cannotOpen)
                    continue
                }
            }
            nextInput += 1
            if let input = check(CopyInput(descriptor: descriptor, source: source), in: session) { return .opened(input) }
        }
        return .none
    }

    /// The input, unless it cannot be copied: a directory, or the output itself.
    private func check(_ input: CopyInput, in session: Session) -> CopyInput? {
        guard let status = input.status else { return input }
        var failure: (String, Int32)?
        if status.kind == .directory {
            failure = ("read failed: Is a directory", TransferOutcome.readOrWriteError)
        } else if let outputStatus, status.kind == .regular, outputStatus.kind == .regular, status.isSameFile(as: outputStatus) {
            failure = ("input file is output file", TransferOutcome.inputIsOutput)
        }
        guard let (message, bits) = failure else { return input }
        input.closeIfOpened()
        session.fail("\(input.source.displayName): \(message)", bits: bits)
        return nil
    }

    private func begin(_ input: CopyInput) {
        current = input
        start = 0
        end = 0
        endOfInput = false
        reportedSkip = false
        if input.kind == .pipe, options.bufferSize == nil { input.descriptor.growPipe(to: CopySource.pipeSize) }
        let inKernel = options.allowSplice && options.unit == .bytes && options.skipErrors == 0 && output.descriptor != nil
        if inKernel, input.kind == .pipe || outputIsPipe {
            strategy = .splice
        } else if inKernel, input.kind == .regular || input.kind == .blockDevice {
            strategy = .sendFile
        } else {
            strategy = .readWrite
        }
    }

    private func closeInput() {
        current?.closeIfOpened()
        current = nil
    }

    /// The current input is done: the next one follows at the next step.
    private func inputEnded() -> SourceState {
        closeInput()
        return .busy
    }

    // MARK: - In the kernel: splice and sendfile

    private func spliceStep(in session: Session) -> SourceState {
        guard let input = current, let output = output.descriptor else { return inputEnded() }
        let blocking = session.mayBlock
        return kernelCopyStep(in: session) { (length) throws(Errno) in
            try input.descriptor.splice(to: output, length: length, blocking: blocking)
        } waitForRoom: {
            waitForSplice(input, output)
        }
    }

    /// sendfile: a file to an output that is not a pipe (pipes are spliced). Interrupted for a frame, or a
    /// non-blocking output full: wait until it takes more.
    private func sendFileStep(in session: Session) -> SourceState {
        guard let input = current, let output = output.descriptor else { return inputEnded() }
        return kernelCopyStep(in: session) { (length) throws(Errno) in
            try output.sendFile(from: input.descriptor, length: length)
        } waitForRoom: {
            .waiting(Wait(writable: output))
        }
    }

    /// One in-kernel move of up to a chunk: `move` returns nil when it would block or was interrupted, 0 at
    /// the end of the input. EPIPE ends the copy quietly; any other error hands the input to read/write,
    /// which goes on from where the kernel stopped (it moves each byte whole or not at all) and reports the
    /// error as its own calls see it.
    private func kernelCopyStep(
        in session: Session, move: (Int) throws(Errno) -> Int?, waitForRoom: () -> SourceState
    ) -> SourceState {
        let length: Int
        switch allowedBytes(CopySource.kernelChunk) {
        case .units(let allowed): length = Int(allowed)
        case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
        case .stop: return stopCopying()
        }
        do {
            guard let moved = try move(length) else { return waitForRoom() }
            if moved == 0 { return inputEnded() }
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

    /// Reads a chunk when the buffer is empty, then writes what the limits allow of it.
    private func readWriteStep(_ ready: Readiness, in session: Session) -> SourceState {
        if start == end {
            if endOfInput { return script == nil ? inputEnded() : stopCopying() }
            if let next = fill(ready, in: session) { return next }
        }
        return writeStep(in: session)
    }

    /// Reads the next chunk into the empty buffer; returns what the source does instead when it cannot.
    private func fill(_ ready: Readiness, in session: Session) -> SourceState? {
        start = 0
        end = 0
        let readSize = min(buffer.count, options.bufferSize ?? (current?.kind == .pipe ? CopySource.pipeSize : CopySource.readChunk))
        var length = readSize
        if options.unit == .bytes {
            switch allowedBytes(readSize) {
            case .units(let allowed): length = Int(allowed)
            case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
            case .stop: return stopCopying()
            }
        }
        let target = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<length])
        if script != nil { return fillFromScript(target) }
        guard let input = current else { return inputEnded() }
        if input.isPollable, !ready.readable {
            return .waiting(Wait(readable: input.descriptor, hangUp: watchedOutput))
        }
        do {
            let got = try input.descriptor.read(into: target)
            if got == 0 { return inputEnded() }
            end = got
        } catch {
            if error == .wouldBlock { return .busy }
            return skip(input, error: error, length: length, in: session)
        }
        return nil
    }

    private func fillFromScript(_ target: UnsafeMutableRawBufferPointer) -> SourceState? {
        switch script?.read(into: target, at: clock.now()) {
        case .got(let count)?: end = count
        case .wait(let until)?: return .waiting(.until(until))
        case .end?, nil: return stopCopying()
        }
        return nil
    }

    /// With `-E`: the unreadable part of a seekable input becomes NULs in the output. Without it (or when
    /// the input cannot skip), the input ends with a read error (status 16).
    private func skip(_ input: CopyInput, error: Errno, length: Int, in session: Session) -> SourceState? {
        guard options.skipErrors > 0, let skipped = input.skipUnreadable(length: length) else {
            session.fail("\(input.source.displayName): read failed: \(error)", bits: TransferOutcome.readOrWriteError)
            return inputEnded()
        }
        if skipped.bytes == 0 {
            endOfInput = true
            return .busy
        }
        if options.skipErrors == 1 || !reportedSkip {
            reportedSkip = true
            session.report("\(input.source.displayName): \(error): skipped \(skipped.bytes) bytes at offset \(skipped.offset)")
        }
        UnsafeMutableRawBufferPointer(rebasing: buffer[0..<skipped.bytes]).initializeMemory(as: UInt8.self, repeating: 0)
        end = skipped.bytes
        return nil
    }

    /// Writes what the limits allow of the buffered bytes (in line mode, up to a line boundary), and counts
    /// what was written.
    private func writeStep(in session: Session) -> SourceState {
        var writable = end - start
        var knownUnits: UInt64?
        if let delimiter = options.unit.delimiter, limits.isLimited {
            switch limits.allowance(at: clock.now()) {
            case .stop: return stopCopying()
            case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
            case .units(let allowed):
                let pending = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
                let limit = Int(min(allowed, UInt64(Int.max)))
                if let prefix = DelimiterCounter.prefixLength(holding: limit, of: delimiter, in: pending) {
                    writable = prefix
                    knownUnits = allowed
                }
            }
        }
        let chunk = UnsafeRawBufferPointer(rebasing: buffer[start..<(start + writable)])
        let written: Int
        switch output.write(chunk, in: session) {
        case .wrote(let count): written = count
        case .closed: return closed(session)
        case .failed: return stopCopying()
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
        return .busy
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
