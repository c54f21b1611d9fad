/// `-O`: runs of zero bytes become holes in the output file instead of being written, so that a disk image
/// that is mostly empty takes only the room of its data, and compares equal to the original all the same.
///
/// Holes are made only where the file has nothing to keep: a regular file written at its end (created,
/// truncated, or appended to). In a block device, or inside an existing file, skipping would leave the old
/// bytes where the zeros belong, so the zeros are written there; a pipe cannot skip at all.
///
/// The bytes are taken in blocks of the file system's block size, on the output's own offsets: a block of
/// zeros is skipped (the offset moves on; when appending, the file grows by a hole), any other is written.
/// When the data ends in a hole, the file is cut to its full length at the end (`ftruncate(2)`).
struct SparseOutput {
    private let descriptor: FileDescriptor
    private let blockSize: Int
    /// Every write goes to the end (`>>`): a hole is made by growing the file, not by moving the offset.
    private let appending: Bool
    /// Where the next byte goes.
    private var position: Int64
    /// Whether the last run was a hole made by moving the offset: the file is shorter than `position`.
    private var endsInHole = false

    /// Holes in `descriptor`, or nil when none can be made there safely.
    init?(descriptor: FileDescriptor, status: FileStatus) {
        guard status.kind == .regular else { return nil }
        self.descriptor = descriptor
        appending = descriptor.isAppending
        blockSize = max(512, min(status.blockSize, 1 << 20))
        if appending {
            // The offset of an appending descriptor is the end only after a write: take it now.
            guard let end = try? descriptor.seekToEnd() else { return nil }
            position = end
        } else {
            guard let offset = try? descriptor.offset(), offset >= status.size else { return nil }
            position = offset
        }
    }

    /// The next run of `bytes`: its length, and whether it is a hole (whole blocks of zeros, or the zeros
    /// that end the bytes) rather than data to write.
    func nextRun(in bytes: UnsafeRawBufferPointer) -> (length: Int, isHole: Bool) {
        let count = bytes.count
        var end = min(count, blockSize - Int(position % Int64(blockSize)))
        let isHole = SparseOutput.isZero(UnsafeRawBufferPointer(rebasing: bytes[0..<end]))
        while end < count {
            let next = min(count, end + blockSize)
            if SparseOutput.isZero(UnsafeRawBufferPointer(rebasing: bytes[end..<next])) != isHole { break }
            end = next
        }
        return (end, isHole)
    }

    /// Skips `length` bytes of zeros instead of writing them.
    mutating func makeHole(_ length: Int) throws(Errno) {
        if appending {
            try descriptor.truncate(to: position + Int64(length))
        } else {
            try descriptor.advance(by: Int64(length))
            endsInHole = true
        }
        position += Int64(length)
    }

    /// Notes that `count` bytes were written at the offset.
    mutating func wrote(_ count: Int) {
        position += Int64(count)
        if count > 0 { endsInHole = false }
    }

    /// Gives the file its full length when it ends in a hole (moving the offset alone does not).
    mutating func finish() throws(Errno) {
        guard endsInHole else { return }
        try descriptor.truncate(to: position)
        endsInHole = false
    }

    /// Whether every byte is zero: eight words at a time, stopping at the first that is not (at once, in
    /// most blocks of data).
    static func isZero(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var index = 0
        while index + 64 <= count {
            var any: UInt64 = 0
            for word in 0..<8 { any |= bytes.loadUnaligned(fromByteOffset: index + word * 8, as: UInt64.self) }
            if any != 0 { return false }
            index += 64
        }
        while index < count {
            if bytes[index] != 0 { return false }
            index += 1
        }
        return true
    }
}
