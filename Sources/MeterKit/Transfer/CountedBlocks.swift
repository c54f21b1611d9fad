/// What the count ahead of the copy (``BackgroundTotal``) found in one file operand, a block at a time: the
/// delimiters in each 1 MiB block as soon as it is counted, and which file it was (device and inode) and its
/// size when the count began. The copy takes a block's count instead of counting the block again, and may
/// then move it in the kernel.
///
/// A count is handed over only while the copy reads that very file at that very size (`fstat(2)` before each
/// block): a file appended to, truncated or replaced is counted by the copy as it is read. A block
/// rewritten in place at the same size is not seen: its count is the one found ahead.
///
/// Written by the counting thread and read by the copy, behind the project's lock.
package final class CountedBlocks: Sendable {
    /// The bytes of a block (the last one of a file may be shorter).
    package static let blockSize = 1 << 20

    /// What the copy may take for one block.
    enum Answer: Equatable {
        /// The block holds `delimiters`, in `length` bytes.
        case counted(delimiters: UInt64, length: Int)
        /// The count has not reached it yet: ask again soon.
        case notYet
        /// No count is to be had for it: another file, another size, a failed count, or past the end.
        case never
    }

    private enum Phase { case queued, counting, done, failed }

    private struct State {
        var phase = Phase.queued
        var device: UInt64 = 0
        var inode: UInt64 = 0
        var size: Int64 = 0
        /// The delimiters in each block counted so far, and the bytes (every block is whole but the last).
        var counts: [UInt32] = []
        var countedBytes: Int64 = 0
    }

    private let state = Mutex(State())

    package init() {}

    /// The count of the block at `index` for a copy that reads the file of `status` now.
    func block(_ index: Int, of status: FileStatus?) -> Answer {
        state.withLock { state in
            switch state.phase {
            case .failed: return .never
            case .queued: return .notYet
            case .counting, .done: break
            }
            guard let status, status.device == state.device, status.inode == state.inode, status.size == state.size else {
                return .never
            }
            let start = Int64(index) * Int64(CountedBlocks.blockSize)
            // A size that says nothing (0: a /proc or FUSE file that holds data) gives no block.
            guard start < state.size else { return .never }
            guard index < state.counts.count else { return state.phase == .done ? .never : .notYet }
            let length = min(Int64(CountedBlocks.blockSize), state.countedBytes - start)
            guard start + length <= state.size else { return .never }
            return .counted(delimiters: UInt64(state.counts[index]), length: Int(length))
        }
    }

    /// The count begins, on the file of `status` (a regular file, opened by the counting thread).
    func begin(_ status: FileStatus) {
        state.withLock { state in
            state.phase = .counting
            state.device = status.device
            state.inode = status.inode
            state.size = status.size
        }
    }

    /// The next block holds `delimiters` in `length` bytes (a whole block, but for the last).
    func append(_ delimiters: UInt32, length: Int) {
        state.withLock { state in
            state.counts.append(delimiters)
            state.countedBytes += Int64(length)
        }
    }

    /// The count is over: read to the end, or not (`failed`; the copy counts for itself).
    func finish(failed: Bool) { state.withLock { $0.phase = failed ? .failed : .done } }
}

/// The counting thread's side of ``CountedBlocks``: counts each chunk it reads, split where blocks end, and
/// hands over each block as it is complete.
struct BlockRecorder {
    let blocks: CountedBlocks
    let delimiter: UInt8
    /// The bytes of the current block seen so far, and their delimiters.
    private var filled = 0
    private var count: UInt32 = 0

    init(_ blocks: CountedBlocks, delimiter: UInt8) {
        self.blocks = blocks
        self.delimiter = delimiter
    }

    /// Counts `chunk`, the next bytes of the file; returns its delimiters.
    mutating func add(_ chunk: UnsafeRawBufferPointer) -> UInt64 {
        var rest = chunk
        var total: UInt64 = 0
        while !rest.isEmpty {
            let take = min(rest.count, CountedBlocks.blockSize - filled)
            let found = DelimiterCounter.count(delimiter, in: UnsafeRawBufferPointer(rebasing: rest[0..<take]))
            count += UInt32(found)
            total += UInt64(found)
            filled += take
            if filled == CountedBlocks.blockSize {
                blocks.append(count, length: filled)
                filled = 0
                count = 0
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[take...])
        }
        return total
    }

    /// The end of the file: its last, shorter block is handed over too.
    func finish() {
        if filled > 0 { blocks.append(count, length: filled) }
        blocks.finish(failed: false)
    }
}
