/// The one transfer engine: for the input under way, a mover, a reader and a writer chosen once by the
/// ``TransferPlan``, and the one buffer of read and write, allocated once for the whole run. The copy's
/// files and pipes, a replay's stream and a wrapped command's output all move through it; its sources only
/// queue the inputs, apply the limits and count.
///
/// A value type held whole by its source, so that a step touches the source's state once rather than at
/// every field (a variable of a class costs an exclusivity check at each access). Its moves never ask an
/// option: each branch is on the part the plan chose, and the parts fall back one way only (the kernel's
/// movers to read and write, for good; direct I/O to the page cache for a tail).
struct TransferEngine {
    /// How the input under way moves.
    enum Mover {
        /// splice or sendfile.
        case kernel(KernelTransfer)
        /// splice or sendfile of the blocks the count ahead has counted, each counted once all of it moved.
        case counted(KernelTransfer, CountedMove)
        /// read into the buffer, write out of it.
        case readWrite
    }

    /// What a write out of the buffer did.
    enum Written {
        /// These bytes reached the output (still in the buffer's memory until the next read); `whole`: all
        /// that was asked for.
        case wrote(UnsafeRawBufferPointer, whole: Bool)
        /// Nothing this time: a signal interrupted the write, or direct output waits for a whole block.
        case nothing
        /// The output's reader has gone.
        case closed
        /// The output failed; reported.
        case failed
    }

    /// Read and write's buffer: bytes are read in after its end and written out from its start.
    private(set) var buffer: ChunkBuffer
    /// Where the bytes go, and the name its failures are reported with.
    let output: Output
    var writer: ChunkWriter
    var reader: ChunkReader = .none
    var mover: Mover = .readWrite
    /// The most one read asks for on the input under way.
    private(set) var readSize: Int

    /// An engine into `output` through `writer`, with a buffer of `size` bytes at an address that is a
    /// multiple of `alignment`; ``deallocate()`` frees it.
    init(output: Output, writer: ChunkWriter = .output, bufferSize size: Int, alignment: Int = 64) {
        self.output = output
        self.writer = writer
        buffer = ChunkBuffer(size: max(size, 1), alignment: alignment)
        readSize = buffer.bytes.count
    }

    /// Frees the buffer (its source's `deinit`: a struct has none).
    func deallocate() { buffer.deallocate() }

    /// Starts an input: it moves as `mover` says, read by `reader`, `readSize` bytes at most a read.
    mutating func start(_ mover: Mover, reader: ChunkReader, readSize: Int) {
        self.mover = mover
        self.reader = reader
        self.readSize = min(max(readSize, 1), buffer.bytes.count)
    }

    /// Ends the input under way: its reader's last word (`-EE`), `O_DIRECT` cleared on it.
    mutating func end(in session: Session) {
        reader.finish(in: session)
        mover = .readWrite
    }

    // MARK: - In the kernel

    /// One move in the kernel of up to `length` bytes, and `-Y`'s sync of what moved before it counts: the one
    /// place both kernel movers move. A move of nothing, or one the kernel refuses, hands the input to read
    /// and write for good.
    @inline(__always)
    mutating func moveInKernel(_ kernel: KernelTransfer, upTo length: Int, in session: Session) -> KernelTransfer.Move {
        let move = kernel.move(upTo: length)
        switch move {
        case .moved:
            if !writer.afterKernelMove(into: output, in: session) { return .failed }
        case .fallBack:
            mover = .readWrite
        case .wait, .closed, .failed:
            break
        }
        return move
    }

    /// Read and write take over the input under way, for good: the wrapped command's output at the limit of
    /// its wait, where only read says what the pipe still holds.
    mutating func stopMovingInKernel() { mover = .readWrite }

    // MARK: - Read and write

    /// Whether the next step reads: nothing is buffered, or direct output waits for a whole block.
    var needsRead: Bool { buffer.isEmpty || writer.awaitsWholeBlock(pending: buffer.count) }

    /// Reads the next chunk into the buffer, after the bytes it still holds, up to `length` bytes (and the
    /// read size). `readable`: the loop saw the input readable.
    @inline(__always)
    mutating func fill(upTo length: Int, readable: Bool, clock: MeterClock, in session: Session) -> ChunkReader.Read {
        buffer.compact()
        let read = reader.read(into: buffer.space(min(length, readSize, buffer.room)), readable: readable, clock: clock, in: session)
        if case .got(let count) = read { buffer.filled(count) }
        return read
    }

    /// Reads up to `length` bytes into the empty buffer with `other`, a reader beside the input's (a wrapped
    /// command's standard error).
    mutating func fill(from other: inout ChunkReader, upTo length: Int, clock: MeterClock, in session: Session) -> ChunkReader.Read {
        buffer.compact()
        let read = other.read(into: buffer.space(min(length, buffer.room)), readable: true, clock: clock, in: session)
        if case .got(let count) = read { buffer.filled(count) }
        return read
    }

    /// Writes up to `writable` of the buffered bytes (direct output: their whole blocks) and drains what
    /// reached the output.
    @inline(__always)
    mutating func writeOut(upTo writable: Int, in session: Session) -> Written {
        guard let allowed = writer.writable(writable, at: buffer.start, pending: buffer.count) else { return .nothing }
        let chunk = UnsafeRawBufferPointer(rebasing: buffer.pending[0..<allowed])
        switch writer.write(chunk, to: output, in: session) {
        case .wrote(let count):
            guard count > 0 else { return .nothing }
            buffer.drained(count)
            return .wrote(UnsafeRawBufferPointer(rebasing: chunk[0..<count]), whole: count == writable)
        case .closed: return .closed
        case .failed: return .failed
        }
    }

    /// Forgets the buffered bytes: they went elsewhere (shown above the indicator), or nowhere.
    mutating func discardBuffered() { buffer.drained(buffer.count) }

    /// The bytes held back for a whole block of direct output go out through the page cache: the input ended.
    mutating func releaseHeldBytes() { writer.disableDirect() }

    /// The output's last steps, however the run ends: `O_DIRECT` cleared, a file that ends in a hole given
    /// its length.
    mutating func finishOutput(in session: Session) { writer.finish(output: output, in: session) }
}
