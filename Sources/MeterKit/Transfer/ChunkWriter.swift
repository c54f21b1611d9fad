/// What writes the engine's buffered bytes to its ``Output``, made once for the whole run as the plan chose
/// (``TransferPlan/Writer``): the output as it is, or a ``DiskWriter`` with pv's disk options on a file or
/// block device. Every failure is reported here, once, with the output's name: the sources see only whether
/// the bytes went, the reader went away, or the output failed.
enum ChunkWriter {
    /// The output as it is.
    case output
    /// The disk options' writer on the output's descriptor.
    case disk(DiskWriter)

    /// The writer `plan` chose for `output`, whose descriptor has `status`; `direct` is `-K` enabled on it.
    init(_ plan: TransferPlan.Writer, output: Output, status: FileStatus?, direct: DirectDescriptor?) {
        guard case .disk(let sparse, let sync, _) = plan, let descriptor = output.descriptor, let status else {
            self = .output
            return
        }
        self = .disk(DiskWriter(descriptor: descriptor, status: status, sparse: sparse, syncs: sync, direct: direct))
    }

    /// Writes what `output` takes of `chunk`; with the disk options a run of zeros becomes a hole, and what
    /// was written is synced before it counts.
    @inline(__always)
    mutating func write(_ chunk: UnsafeRawBufferPointer, to output: Output, in session: Session) -> Output.WriteResult {
        guard case .disk(var disk) = self else { return output.write(chunk, in: session) }
        self = .output
        defer { self = .disk(disk) }
        switch disk.write(chunk) {
        case .wrote(let count): return .wrote(count)
        case .failed(let error): return output.failed(error, in: session)
        case .syncFailed(let error): return ChunkWriter.syncFailed(error, of: output, in: session)
        case .directRefused(let error):
            session.report(Message.directIOUnsupported(output.name, error))
            return .wrote(0)
        }
    }

    /// After bytes moved in the kernel into `output`: `-Y` syncs them before they count (written once, for
    /// both kernel movers). False when the sync failed, which is reported.
    @inline(__always)
    mutating func afterKernelMove(into output: Output, in session: Session) -> Bool {
        guard case .disk(var disk) = self else { return true }
        defer { self = .disk(disk) }
        guard let error = disk.syncAfterMove() else { return true }
        _ = ChunkWriter.syncFailed(error, of: output, in: session)
        return false
    }

    /// `-Y` could not sync what was written: a write error, after which the copy stops.
    private static func syncFailed(_ error: Errno, of output: Output, in session: Session) -> Output.WriteResult {
        session.fail(Message.syncFailed(output.name, error), status: .readOrWriteError)
        return .failed
    }

    /// How much of `writable` buffered bytes, starting at `offset` in the buffer, may be written now: all of
    /// them, or with direct output the whole blocks (nil: read more first). See
    /// ``DiskWriter/directWritable(_:at:pending:)``.
    @inline(__always)
    mutating func writable(_ writable: Int, at offset: Int, pending: Int) -> Int? {
        guard case .disk(var disk) = self else { return writable }
        defer { self = .disk(disk) }
        return disk.directWritable(writable, at: offset, pending: pending)
    }

    /// Whether direct output holds the `pending` bytes back until there is a whole block of them.
    @inline(__always)
    func awaitsWholeBlock(pending: Int) -> Bool {
        guard case .disk(let disk) = self else { return false }
        return disk.awaitsWholeBlock(pending: pending)
    }

    /// Clears `O_DIRECT`: the bytes held back for a whole block go out through the cache at the end.
    mutating func disableDirect() {
        guard case .disk(var disk) = self else { return }
        disk.disableDirect()
        self = .disk(disk)
    }

    /// The output's last steps, however the run ends (see ``DiskWriter/finish()``); a failure is reported.
    mutating func finish(output: Output, in session: Session) {
        guard case .disk(var disk) = self else { return }
        defer { self = .disk(disk) }
        do {
            try disk.finish()
        } catch {
            session.fail(Message.truncateFailed(output.name, error), status: .readOrWriteError)
        }
    }
}
