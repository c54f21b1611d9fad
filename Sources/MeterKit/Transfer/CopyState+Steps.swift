/// The copy's steps: the engine moves a chunk the way the plan chose; the copy applies the limits before
/// (bytes) or at the write (lines), and counts what reached the output.
extension CopyState {
    /// One in-kernel move of up to a chunk, as the limits allow.
    mutating func kernelStep(_ kernel: KernelTransfer, in session: Session) -> SourceState {
        let length: Int
        switch allowedBytes(KernelTransfer.chunk) {
        case .units(let allowed): length = Int(allowed)
        case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
        case .stop: return stoppedAtSize(in: session)
        }
        switch engine.moveInKernel(kernel, upTo: length, in: session) {
        case .moved(let count):
            counted(units: UInt64(count))
            return .busy
        case .wait: return .waiting(kernel.waitForRoom(hangUp: watchedOutput, now: clock.now()))
        case .fallBack: return .busy
        case .closed: return closed(session)
        case .failed: return failed(in: session)
        }
    }

    /// One in-kernel move of a block the count ahead has counted; its count is taken once all of it moved.
    mutating func countedStep(_ kernel: KernelTransfer, _ move: CountedMove, in session: Session) -> SourceState {
        switch engine.moveCounted(kernel, move, delimiter: delimiter ?? 0, now: clock.now(), in: session) {
        case .moved(let completed):
            if let completed { counted(units: completed) }
            return .busy
        case .notYet(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
        case .fellBack(let units):
            if let units { counted(units: units) }
            return .busy
        case .wait: return .waiting(kernel.waitForRoom(hangUp: watchedOutput, now: clock.now()))
        case .closed: return closed(session)
        case .failed: return failed(in: session)
        }
    }

    /// Reads a chunk when the buffer is empty (or holds less than a whole block for direct output), then
    /// writes what the limits allow of it.
    mutating func readWriteStep(_ ready: Readiness, in session: Session) -> SourceState {
        if engine.needsRead {
            if let instead = fill(ready, in: session) { return instead }
            if dataShown.bufferFill { meter?.bufferPercent = engine.buffer.fillPercent }
        }
        return writeStep(in: session)
    }

    /// Reads the next chunk into the buffer, after the bytes it still holds; returns what the source does
    /// instead when it cannot.
    private mutating func fill(_ ready: Readiness, in session: Session) -> SourceState? {
        var length = engine.readSize
        if delimiter == nil, limits.isLimited {
            switch allowedBytes(length) {
            case .units(let allowed): length = Int(allowed)
            case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
            case .stop: return stoppedAtSize(in: session)
            }
            // Bytes held back (for a whole block of direct output) are read but not yet counted: -S must not
            // read past them.
            if let remaining = limits.remaining, !engine.buffer.isEmpty {
                let left = Int(min(remaining, UInt64(Int.max))) - engine.buffer.count
                if left <= 0 { return endOfData(in: session) }
                length = min(length, left)
            }
        }
        switch engine.fill(upTo: length, readable: ready.readable, clock: clock, in: session) {
        case .got: return nil
        case .again: return .busy
        case .waitReadable(let input): return .waiting(Wait(readable: input, hangUp: watchedOutput))
        case .waitUntil(let instant): return .waiting(.until(instant))
        case .end: return inputEnded(in: session)
        case .failed(let error): return readFailed(error, in: session)
        }
    }

    /// Writes what the limits allow of the buffered bytes (in line mode, up to a line boundary), and counts
    /// what was written.
    mutating func writeStep(in session: Session) -> SourceState {
        var writable = engine.buffer.count
        var knownUnits: UInt64?
        if let delimiter, limits.isLimited {
            if let instead = limitLines(of: delimiter, &writable, &knownUnits, in: session) { return instead }
        }
        switch engine.writeOut(upTo: writable, in: session) {
        case .wrote(let bytes, let whole):
            var units = UInt64(bytes.count)
            if let delimiter {
                if whole, let knownUnits {
                    units = knownUnits
                } else {
                    units = UInt64(DelimiterCounter.count(delimiter, in: bytes))
                }
            }
            counted(units: units)
            if !dataShown.isEmpty { noteWritten(bytes) }
            return .busy
        case .nothing: return .busy
        case .closed: return closed(session)
        case .failed: return failed(in: session)
        }
    }

    /// In line mode, cuts `writable` to the lines (or records) the limits allow now, whose count is then
    /// `knownUnits`; returns what the source does instead when none may be written.
    private mutating func limitLines(
        of delimiter: UInt8, _ writable: inout Int, _ knownUnits: inout UInt64?, in session: Session
    ) -> SourceState? {
        switch limits.allowance(at: clock.now()) {
        case .stop: return stoppedAtSize(in: session)
        case .wait(let until): return .waiting(Wait(hangUp: watchedOutput, until: until))
        case .units(let allowed):
            let lines = Int(min(allowed, UInt64(Int.max)))
            if let prefix = DelimiterCounter.prefixLength(holding: lines, of: delimiter, in: engine.buffer.pending) {
                writable = prefix
                knownUnits = allowed
            }
            return nil
        }
    }

    /// Bytes that may be moved now (byte mode), up to `chunk`.
    @inline(__always)
    mutating func allowedBytes(_ chunk: Int) -> Limits.Allowance {
        guard delimiter == nil, limits.isLimited else { return .units(UInt64(chunk)) }
        switch limits.allowance(at: clock.now()) {
        case .units(let allowed): return .units(min(UInt64(chunk), allowed))
        case let other: return other
        }
    }

    /// Counts a chunk that reached the output.
    @inline(__always)
    mutating func counted(units: UInt64) {
        limits.consume(units)
        meter?.add(units)
        onCount?(units)
    }

    /// Gives the meter what its frames show of the bytes just written, and the buffer's fill after them.
    private func noteWritten(_ bytes: UnsafeRawBufferPointer) {
        if dataShown.lastWritten > 0 || dataShown.previousLine { meter?.noteWritten(bytes) }
        if dataShown.bufferFill { meter?.bufferPercent = engine.buffer.fillPercent }
    }
}
