/// The copy's steps: one move in the kernel, or one chunk read into the buffer and written out of it.
extension CopySource {
    /// One in-kernel move of up to a chunk (see ``KernelTransfer``). A move of nothing or an error hands the
    /// input to read and write; EPIPE ends the copy quietly. `-Y` syncs what moved before it counts.
    func kernelStep(_ kernel: KernelTransfer, in session: Session) -> SourceState {
        let length: Int
        switch allowedBytes(KernelTransfer.chunk) {
        case .units(let allowed): length = Int(allowed)
        case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
        case .stop: return stoppedAtSize(in: session)
        }
        switch kernel.move(upTo: length) {
        case .moved(let count):
            if options.syncWrites, let error = writer?.syncAfterMove() {
                noteSyncFailure(error, in: session)
                return stopCopying(in: session)
            }
            counted(units: UInt64(count))
            return .busy
        case .wait:
            let inputIsPollable = current?.input.isPollable ?? false
            return .waiting(kernel.waitForRoom(inputIsPollable: inputIsPollable, outputIsPipe: outputIsPipe, hangUp: watchedOutput, now: clock.now()))
        case .fallBack:
            self.kernel = nil
            return .busy
        case .closed:
            return closed(session)
        }
    }

    /// Reads a chunk when the buffer is empty (or holds less than a whole block for direct output), then
    /// writes what the limits allow of it.
    func readWriteStep(_ ready: Readiness, in session: Session) -> SourceState {
        if buffer.isEmpty || (options.directIO && writer?.awaitsWholeBlock(pending: buffer.count) == true) {
            if let next = fill(ready, in: session) { return next }
            if dataShown.bufferFill { meter?.bufferPercent = buffer.fillPercent }
        }
        return writeStep(in: session)
    }

    /// Reads the next chunk into the buffer, after the bytes it still holds; returns what the source does
    /// instead when it cannot.
    private func fill(_ ready: Readiness, in session: Session) -> SourceState? {
        if options.directIO { buffer.compact() } else { buffer.empty() }
        var length = min(buffer.room, options.bufferSize ?? (current?.input.kind == .pipe ? CopySource.pipeSize : CopySource.readChunk))
        if options.unit == .bytes {
            switch allowedBytes(length) {
            case .units(let allowed): length = Int(allowed)
            case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
            case .stop: return stoppedAtSize(in: session)
            }
            if options.directIO, buffer.end > 0, let stopAfter = options.stopAfter {
                // Bytes held for direct output are read but not yet counted: -S must not read past them.
                let left = Int(min(stopAfter &- min(stopAfter, limits.moved), UInt64(Int.max))) - buffer.end
                if left <= 0 { return endOfData(in: session) }
                length = min(length, left)
            }
        }
        if script != nil { return fillFromScript(length, in: session) }
        guard let isPollable = current?.input.isPollable else { return inputEnded(in: session) }
        if isPollable, !ready.readable { return .waiting(Wait(readable: current?.input.descriptor, hangUp: watchedOutput)) }
        return options.skipsReadErrors ? filteredRead(length, in: session) : read(length, in: session)
    }

    /// One `read(2)` of up to `length` bytes after the buffered ones; only 0 ends the input.
    @inline(__always)
    private func read(_ length: Int, in session: Session) -> SourceState? {
        var got = 0
        var failure: Errno?
        do {
            got = try current?.read(into: buffer.space(length)) ?? 0
        } catch {
            failure = error
        }
        if options.directIO { reportDirectRefusal(in: session) }
        if let failure {
            if failure == .wouldBlock { return .busy }
            return readFailed(failure, in: session)
        }
        if got == 0 { return inputEnded(in: session) }
        buffer.filled(got)
        return nil
    }

    /// A read through `-E`'s filter: an unreadable region is skipped and zeros take its place; pv's status
    /// 16 says that data was lost, and `-E` (not `-EE`) reports each skip.
    private func filteredRead(_ length: Int, in session: Session) -> SourceState? {
        let read = current?.read(through: &errorSkip, into: buffer.space(length))
        if options.directIO { reportDirectRefusal(in: session) }
        switch read {
        case .got(let count)?:
            buffer.filled(count)
            return nil
        case .wouldBlock?:
            return .busy
        case .skipped(let bytes, let offset, let error)?:
            session.note(.readOrWriteError)
            if options.readErrors == .skipReportingEach, let name = current?.input.name {
                session.report(Message.skipped(name, error, bytes: bytes, offset: offset))
            }
            return .busy
        case .failed(let error)?:
            return readFailed(error, in: session)
        case .givenUp(let offset)?:
            if let name = current?.input.name {
                session.fail(Message.unreadablePastReportedSize(name, offset: offset), status: .readOrWriteError)
            }
            return inputEnded(in: session)
        case .end?, nil:
            return inputEnded(in: session)
        }
    }

    /// A read error ends the input, with a message and pv's status 16: never quietly.
    private func readFailed(_ error: Errno, in session: Session) -> SourceState {
        if let name = current?.input.name { session.fail(Message.readFailed(name, error), status: .readOrWriteError) }
        return inputEnded(in: session)
    }

    /// A file system that turned direct reads down after all is reported once; the input goes on through
    /// the page cache (pv does the same, without a word).
    private func reportDirectRefusal(in session: Session) {
        guard let error = current?.directRefusal, let name = current?.input.name else { return }
        current?.forgetDirectRefusal()
        session.report(Message.directIOUnsupported(name, error))
    }

    private func fillFromScript(_ length: Int, in session: Session) -> SourceState? {
        switch script?.read(into: buffer.space(length), at: clock.now()) {
        case .got(let count)?: buffer.filled(count)
        case .wait(let until)?: return .waiting(.until(until))
        case .end?, nil: return stopCopying(in: session)
        }
        return nil
    }

    /// Writes what the limits allow of the buffered bytes (in line mode, up to a line boundary), and counts
    /// what was written.
    func writeStep(in session: Session) -> SourceState {
        var writable = buffer.count
        var knownUnits: UInt64?
        if let delimiter = options.unit.delimiter, limits.isLimited {
            if let instead = limitLines(of: delimiter, &writable, &knownUnits, in: session) { return instead }
        }
        if options.directIO {
            guard let whole = directWritable(writable) else { return .busy }
            if whole != writable { knownUnits = nil }
            writable = whole
        }
        let chunk = UnsafeRawBufferPointer(rebasing: buffer.pending[0..<writable])
        let written: Int
        switch writeOut(chunk, in: session) {
        case .wrote(let count): written = count
        case .closed: return closed(session)
        case .failed:
            outputFailed = true
            return stopCopying(in: session)
        }
        if written == 0 { return .busy }
        let bytes = UnsafeRawBufferPointer(rebasing: chunk[0..<written])
        var units = UInt64(written)
        if let delimiter = options.unit.delimiter {
            if written == writable, let knownUnits {
                units = knownUnits
            } else {
                units = UInt64(DelimiterCounter.count(delimiter, in: bytes))
            }
        }
        counted(units: units)
        buffer.drained(written)
        if !dataShown.isEmpty { noteWritten(bytes) }
        return .busy
    }

    /// In line mode, cuts `writable` to the lines (or records) the limits allow now, whose count is then
    /// `knownUnits`; returns what the source does instead when none may be written.
    private func limitLines(
        of delimiter: UInt8, _ writable: inout Int, _ knownUnits: inout UInt64?, in session: Session
    ) -> SourceState? {
        switch limits.allowance(at: clock.now()) {
        case .stop: return stoppedAtSize(in: session)
        case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
        case .units(let allowed):
            let lines = Int(min(allowed, UInt64(Int.max)))
            if let prefix = DelimiterCounter.prefixLength(holding: lines, of: delimiter, in: buffer.pending) {
                writable = prefix
                knownUnits = allowed
            }
            return nil
        }
    }

    /// `-K`: the whole blocks of `writable` while direct output is on, or nil to read more first.
    private func directWritable(_ writable: Int) -> Int? {
        guard writer != nil else { return writable }
        return writer?.directWritable(writable, at: buffer.start, pending: buffer.count)
    }

    /// Writes what the output takes of `chunk`, through the disk options' writer when one is asked for.
    @inline(__always)
    private func writeOut(_ chunk: UnsafeRawBufferPointer, in session: Session) -> Output.WriteResult {
        guard options.sparse || options.directIO || options.syncWrites, writer != nil else { return output.write(chunk, in: session) }
        return diskWrite(chunk, in: session)
    }

    /// A write through the ``DiskWriter``, its failures reported as the output's.
    private func diskWrite(_ chunk: UnsafeRawBufferPointer, in session: Session) -> Output.WriteResult {
        switch writer?.write(chunk) {
        case .wrote(let count)?: return .wrote(count)
        case .failed(let error)?: return output.failed(error, in: session)
        case .syncFailed(let error)?:
            noteSyncFailure(error, in: session)
            return .failed
        case .directRefused(let error)?:
            session.report(Message.directIOUnsupported(output.name, error))
            return .wrote(0)
        case nil: return output.write(chunk, in: session)
        }
    }

    /// `-Y` could not sync what was written: a write error, after which the copy stops.
    func noteSyncFailure(_ error: Errno, in session: Session) {
        session.fail(Message.syncFailed(output.name, error), status: .readOrWriteError)
        outputFailed = true
    }

    /// Gives the meter what its frames show of the bytes just written, and the buffer's fill after them.
    private func noteWritten(_ bytes: UnsafeRawBufferPointer) {
        if dataShown.lastWritten > 0 || dataShown.previousLine { meter?.noteWritten(bytes) }
        if dataShown.bufferFill { meter?.bufferPercent = buffer.fillPercent }
    }
}
