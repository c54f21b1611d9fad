/// The read/write path's one buffer, allocated once for the whole copy: bytes are read in after ``end`` and
/// written out from ``start``, so that what is read and not yet written (a partial write, bytes held back
/// for a whole block of direct output) waits where it is.
struct ChunkBuffer {
    /// The whole buffer.
    let bytes: UnsafeMutableRawBufferPointer
    /// Where the bytes not yet written begin.
    private(set) var start = 0
    /// Where they end: the next read goes here.
    private(set) var end = 0

    /// A buffer of `size` bytes at an address that is a multiple of `alignment`; ``deallocate()`` frees it.
    init(size: Int, alignment: Int) {
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: alignment)
    }

    /// Frees the buffer (the copy's `deinit`: a struct has none).
    func deallocate() { bytes.deallocate() }

    /// How many bytes were read and not yet written.
    var count: Int { end - start }

    /// Whether every byte read was written.
    var isEmpty: Bool { start == end }

    /// The room after the buffered bytes.
    var room: Int { bytes.count - end }

    /// The bytes read and not yet written.
    var pending: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: bytes[start..<end]) }

    /// The first `length` bytes of room, to read into (at most ``room``).
    func space(_ length: Int) -> UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(rebasing: bytes[end..<(end + length)])
    }

    /// Notes that `count` bytes were put in the room.
    mutating func filled(_ count: Int) { end += count }

    /// Notes that the first `count` pending bytes were written.
    mutating func drained(_ count: Int) { start += count }

    /// Forgets what the buffer holds: the next read goes to its start.
    mutating func empty() {
        start = 0
        end = 0
    }

    /// Moves the pending bytes to the start of the buffer, so that the next read has room after them.
    mutating func compact() {
        if start == end {
            empty()
        } else if start > 0, let base = bytes.baseAddress {
            let count = end - start
            base.copyMemory(from: base + start, byteCount: count)
            start = 0
            end = count
        }
    }

    /// How full the buffer is, as pv's `%T` shows it: the pending bytes in percent of the buffer, rounded.
    var fillPercent: Int { (count * 200 + bytes.count) / (2 * bytes.count) }
}
