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

extension TransferEngine {
    /// What one counted move did.
    enum CountedStep: Equatable {
        /// Bytes moved; a block's delimiters are counted once all of it has moved (nil before).
        case moved(completed: UInt64?)
        /// The count has not reached the next block: ask again at this instant.
        case notYet(Instant)
        /// Read and write take the rest of the input, and count it; these units are the part of a block that
        /// reached the output before (read again to count it), if any did.
        case fellBack(units: UInt64?)
        /// A side would block: wait, then move again.
        case wait
        /// The output's reader has gone.
        case closed
        /// What moved could not be synced: reported.
        case failed
    }

    /// One in-kernel move of (the rest of) a block the count ahead has counted; the block's count is taken
    /// once all of it has moved. A block the count has not reached yet is waited for; one it will not give
    /// (the file is not the one it counted, or has changed size: `fstat(2)` before each block) and a move
    /// the kernel refuses hand the rest of the input to read and write, which count what they copy.
    mutating func moveCounted(
        _ kernel: KernelTransfer, _ counted: CountedMove, delimiter: UInt8, now: Instant, in session: Session
    ) -> CountedStep {
        var move = counted
        if move.length == 0 {
            switch move.blocks.block(move.index, of: try? kernel.input.status()) {
            case .counted(let delimiters, let length): move.take(delimiters: delimiters, length: length)
            case .notYet: return .notYet(now.advanced(by: CountedMove.retry))
            case .never: return .fellBack(units: settleCountedMove(delimiter: delimiter))
            }
            mover = .counted(kernel, move)
        }
        switch moveInKernel(kernel, upTo: min(KernelTransfer.chunk, move.length - move.moved), in: session) {
        case .moved(let count):
            let completed = move.note(moved: count)
            mover = .counted(kernel, move)
            return .moved(completed: completed ? move.delimiters : nil)
        case .wait: return .wait
        case .fallBack:
            mover = .counted(kernel, move)
            return .fellBack(units: settleCountedMove(delimiter: delimiter))
        case .closed: return .closed
        case .failed: return .failed
        }
    }

    /// Ends a counted move: the part of a block that moved before the copy stopped inside it (or the kernel
    /// gave up) is read again with `pread` and its delimiters returned, so that what reached the output is
    /// counted, and nothing else (nil: nothing of a block had moved). Read and write take the input from here.
    mutating func settleCountedMove(delimiter: UInt8?) -> UInt64? {
        guard case .counted(let kernel, let move) = mover else { return nil }
        mover = .readWrite
        guard move.moved > 0, let delimiter, buffer.isEmpty else { return nil }
        var offset = move.blockStart
        var left = move.moved
        var units: UInt64 = 0
        while left > 0 {
            let room = UnsafeMutableRawBufferPointer(rebasing: buffer.bytes[0..<min(left, buffer.bytes.count)])
            guard let got = try? kernel.input.read(into: room, at: offset), got > 0 else { break }
            units += UInt64(DelimiterCounter.count(delimiter, in: UnsafeRawBufferPointer(rebasing: room[0..<got])))
            offset += Int64(got)
            left -= got
        }
        return units
    }
}
