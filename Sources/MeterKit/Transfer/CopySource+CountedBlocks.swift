/// Where the copy is in a file whose lines the count ahead has counted (``CountedBlocks``): block by block,
/// each moved in the kernel and counted with the count found ahead once all of it has reached the output.
struct CountedMove {
    /// How long the copy waits for the count ahead to reach the next block: on one processor the count runs
    /// meanwhile; on two it is ahead anyway.
    static let retry = 0.001

    let blocks: CountedBlocks
    /// The block being moved.
    private(set) var index = 0
    /// Its bytes and delimiters, once taken; 0 bytes before.
    private(set) var length = 0
    private(set) var delimiters: UInt64 = 0
    /// How much of it has moved.
    private(set) var moved = 0

    init(blocks: CountedBlocks) { self.blocks = blocks }

    /// Where the block starts in the file (the copy reads it from its start).
    var blockStart: Int64 { Int64(index) * Int64(CountedBlocks.blockSize) }

    mutating func take(delimiters: UInt64, length: Int) {
        self.delimiters = delimiters
        self.length = length
    }

    /// `count` more bytes moved; true when that completes the block, and the next one is then the current.
    mutating func note(moved count: Int) -> Bool {
        moved += count
        guard moved >= length else { return false }
        index += 1
        length = 0
        moved = 0
        return true
    }
}

extension CopySource {
    /// The count ahead's blocks of `input`, when the copy may take them: lines or records without `-L` or
    /// `-S` (which decide from the bytes written), from a file operand the count ahead reads.
    func countedBlocks(of input: CopyInput) -> CountedBlocks? {
        guard options.unit != .bytes, !limits.isLimited, script == nil, input.kind == .regular, let index = input.index else { return nil }
        return countsAhead?.countedBlocks(ofInput: index)
    }

    /// One in-kernel move of (the rest of) a block the count ahead has counted; the block's count is taken
    /// once all of it has moved. A block the count has not reached yet is waited for; one it will not give
    /// (the file is not the one it counted, or has changed size: `fstat(2)` before each block) and a move
    /// the kernel refuses hand the rest of the input to read and write, which count what they copy.
    func countedStep(_ kernel: KernelTransfer, in session: Session) -> SourceState {
        guard var move = countedMove else { return kernelStep(kernel, in: session) }
        if move.length == 0 {
            switch move.blocks.block(move.index, of: try? current?.input.descriptor.status()) {
            case .counted(let delimiters, let length): move.take(delimiters: delimiters, length: length)
            case .notYet: return .waiting(Wait(hangUp: watchedOutput, until: clock.now().advanced(by: CountedMove.retry)))
            case .never: return countForItself()
            }
        }
        countedMove = move
        switch kernel.move(upTo: min(KernelTransfer.chunk, move.length - move.moved)) {
        case .moved(let count):
            if options.syncWrites, let error = writer?.syncAfterMove() {
                noteSyncFailure(error, in: session)
                return stopCopying(in: session)
            }
            if move.note(moved: count) { counted(units: move.delimiters) }
            countedMove = move
            return .busy
        case .wait:
            return .waiting(kernel.waitForRoom(inputIsPollable: false, outputIsPipe: outputIsPipe, hangUp: watchedOutput, now: clock.now()))
        case .fallBack:
            return countForItself()
        case .closed:
            return closed(session)
        }
    }

    /// Read and write take the rest of the input, and count it.
    private func countForItself() -> SourceState {
        settleCountedMove()
        kernel = nil
        return .busy
    }

    /// Counts the part of a block that moved before the copy stopped inside it (or the kernel gave up), by
    /// reading those bytes again: what reached the output is counted, nothing else.
    func settleCountedMove() {
        guard let move = countedMove else { return }
        countedMove = nil
        guard move.moved > 0, let delimiter = options.unit.delimiter, let input = current?.input, buffer.isEmpty else { return }
        var offset = move.blockStart
        var left = move.moved
        var units: UInt64 = 0
        while left > 0 {
            let room = UnsafeMutableRawBufferPointer(rebasing: buffer.bytes[0..<min(left, buffer.bytes.count)])
            guard let got = try? input.descriptor.read(into: room, at: offset), got > 0 else { break }
            units += UInt64(DelimiterCounter.count(delimiter, in: UnsafeRawBufferPointer(rebasing: room[0..<got])))
            offset += Int64(got)
            left -= got
        }
        counted(units: units)
    }
}
