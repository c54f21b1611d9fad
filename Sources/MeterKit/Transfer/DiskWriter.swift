/// The write side of pv's disk options, on an output that is a regular file or a block device: `-O` leaves
/// holes for blocks of zeros (``SparseOutput``), `-K` writes whole pages past the page cache
/// (``DirectDescriptor``), `-Y` syncs what moved before it counts, so that the bar follows the disk rather
/// than the cache. The copy makes one only when one of them is asked for, and the default path never
/// touches it.
struct DiskWriter {
    /// What one write did.
    enum Write: Equatable {
        /// This many bytes were written, or left as a hole; 0 when a signal interrupted the write.
        case wrote(Int)
        /// The write (or the hole) failed.
        case failed(Errno)
        /// The bytes were written but could not be synced (`-Y`).
        case syncFailed(Errno)
        /// The file system turned direct I/O down after all (EINVAL, nothing written): the bytes go through
        /// the cache at the next write.
        case directRefused(Errno)
    }

    let descriptor: FileDescriptor
    private var sparse: SparseOutput?
    private var direct: DirectDescriptor?
    /// `-Y`, until the output turns out to be one that cannot be synced (EINVAL), as pv ignores it.
    private var syncs: Bool
    /// `fdatasync(2)`; a test counts the calls.
    private let sync: (FileDescriptor) throws(Errno) -> Void

    /// The writer of `-O` (`sparse`), `-Y` (`syncs`) and `-K` (`direct`, already enabled) on `descriptor`.
    init(
        descriptor: FileDescriptor, status: FileStatus, sparse: Bool, syncs: Bool, direct: DirectDescriptor?,
        sync: @escaping (FileDescriptor) throws(Errno) -> Void = { (descriptor) throws(Errno) in try descriptor.syncData() }
    ) {
        self.descriptor = descriptor
        self.sparse = sparse ? SparseOutput(descriptor: descriptor, status: status) : nil
        self.syncs = syncs
        self.direct = direct
        self.sync = sync
    }

    /// Whether runs of zeros become holes: only then must the bytes pass through meter's buffer.
    var leavesHoles: Bool { sparse != nil }

    /// Writes what the output takes of `chunk`: a run of zeros becomes a hole instead (and counts as
    /// written), and what was written is synced before it counts.
    mutating func write(_ chunk: UnsafeRawBufferPointer) -> Write {
        var bytes = chunk
        if var holes = sparse {
            let run = holes.nextRun(in: chunk)
            if run.isHole {
                do throws(Errno) { try holes.makeHole(run.length) } catch { return .failed(error) }
                sparse = holes
                return .wrote(run.length)
            }
            bytes = UnsafeRawBufferPointer(rebasing: chunk[0..<run.length])
        }
        let written: Int
        do {
            written = try descriptor.writeSome(bytes)
        } catch {
            guard error == .invalid, direct?.isOn == true else { return .failed(error) }
            disableDirect()
            direct = nil
            return .directRefused(error)
        }
        sparse?.wrote(written)
        if written > 0, let error = syncAfterMove() { return .syncFailed(error) }
        return .wrote(written)
    }

    /// `-Y` after bytes moved, by a write here or by splice or sendfile: nil once they are on the device (or
    /// when the output cannot be synced), the error otherwise.
    mutating func syncAfterMove() -> Errno? {
        guard syncs else { return nil }
        do {
            try sync(descriptor)
        } catch {
            if error == .invalid {
                syncs = false
                return nil
            }
            return error
        }
        return nil
    }

    /// Whether `-K` holds the `pending` bytes back until there is a whole block of them.
    func awaitsWholeBlock(pending: Int) -> Bool {
        direct?.isOn == true && pending < DirectDescriptor.alignment
    }

    /// What `-K` writes of `writable` bytes that start at `offset` in the page-aligned buffer, `pending` of
    /// them buffered: the whole blocks. Nil when less than a block is buffered: the copy reads more first.
    /// When the bytes cannot stay aligned (a partial write, a line limit), `O_DIRECT` is cleared and they go
    /// through the cache. `writable` itself without direct output.
    mutating func directWritable(_ writable: Int, at offset: Int, pending: Int) -> Int? {
        guard direct?.isOn == true else { return writable }
        let alignment = DirectDescriptor.alignment
        let whole = writable - writable % alignment
        if offset % alignment == 0 {
            if whole > 0 { return whole }
            if writable == pending { return nil }
        }
        disableDirect()
        return writable
    }

    /// Clears `O_DIRECT`: the bytes held back for a whole block go out through the cache at the end.
    mutating func disableDirect() { direct?.disable() }

    /// The output's last steps, however the copy ends: `O_DIRECT` cleared, and the length of a file that
    /// ends in a hole.
    mutating func finish() throws(Errno) {
        disableDirect()
        try sparse?.finish()
    }
}
