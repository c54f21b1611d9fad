/// What the read side of the copy reads from, and what `-E`'s filter skips in: one open input, or a test's
/// stand-in that fails at chosen offsets.
protocol SkippableInput {
    /// One `read(2)` into `buffer`: the count read, 0 at the end of the input.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int

    /// Where a seekable input is, and the size it reports now (a hint: a file may hold more than `stat`
    /// says, or grow while it is read); nil for an input that cannot skip (a pipe, a terminal).
    func seekablePlace() -> (offset: Int64, reportedEnd: Int64)?

    /// Moves to `offset` from the start, past a region that cannot be read.
    mutating func seek(to offset: Int64) throws(Errno)
}

/// One input of the copy, read by `read(2)`: with `-K`, whole pages at aligned addresses past the page
/// cache, for as long as the reads stay aligned (``DirectDescriptor``); through the cache otherwise.
struct InputReader: SkippableInput {
    let input: CopyInput
    /// `-K` on this input; nil without it, or where the input cannot take it.
    private var direct: DirectDescriptor?
    /// The error of a file system that turned direct reads down after all, for the copy to report once.
    private(set) var directRefusal: Errno?

    init(_ input: CopyInput, direct: DirectDescriptor?) {
        self.input = input
        self.direct = direct
    }

    @inline(__always)
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        guard direct != nil else { return try input.descriptor.read(into: buffer) }
        return try directRead(into: buffer)
    }

    /// A read with `-K`: whole pages while direct I/O is on, the rest through the cache. A file system that
    /// says EINVAL (which moves nothing) after `O_DIRECT` was set is read through the cache at once.
    private mutating func directRead(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        let alignment = DirectDescriptor.alignment
        var target = buffer
        if direct?.isOn == true {
            if Int(bitPattern: buffer.baseAddress) % alignment == 0, buffer.count >= alignment {
                target = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<(buffer.count - buffer.count % alignment)])
            } else {
                direct?.disable()
            }
        }
        let got: Int
        do {
            got = try input.descriptor.read(into: target)
        } catch {
            guard error == .invalid, direct?.isOn == true else { throw error }
            direct?.disable()
            direct = nil
            directRefusal = error
            return try input.descriptor.read(into: buffer)
        }
        // A short direct read is the end of the file; whatever follows is not on a block boundary.
        if got % alignment != 0 { direct?.disable() }
        return got
    }

    /// A file system that turned direct reads down after all is reported once; the input goes on through
    /// the page cache (pv does the same, without a word).
    mutating func reportDirectRefusal(in session: Session) {
        guard let error = directRefusal else { return }
        directRefusal = nil
        session.report(Message.directIOUnsupported(input.name, error))
    }

    /// Clears `O_DIRECT`, so that a descriptor shared with the shell is not left with it.
    mutating func disableDirect() { direct?.disable() }

    func seekablePlace() -> (offset: Int64, reportedEnd: Int64)? { input.seekablePlace() }

    mutating func seek(to offset: Int64) throws(Errno) {
        try input.descriptor.seek(to: offset)
        if offset % Int64(DirectDescriptor.alignment) != 0 { direct?.disable() }
    }

    /// Reads through `filter` (`-E`, `-Z`).
    mutating func read(through filter: inout ErrorSkipFilter, into buffer: UnsafeMutableRawBufferPointer) -> ErrorSkipFilter.Read {
        filter.read(from: &self, into: buffer)
    }

    /// Clears `O_DIRECT` and closes the input if the copy opened it.
    mutating func close() {
        direct?.disable()
        input.closeIfOpened()
    }
}
