/// The expected total of a set of inputs, measured before the copy starts.
package enum InputTotals {
    /// Why a path gives no total (`-s @PATH`).
    package enum PathFailure: Error, Equatable {
        /// The path could not be looked at or read.
        case unreadable(Errno)
        /// Neither a regular file, a block device nor a directory (a FIFO, a terminal): nothing says how
        /// much it holds.
        case noSize
    }

    /// What `-s @PATH` expects: the size of a regular file or block device, or the sum of the sizes of the
    /// regular files under a directory; with a `delimiter` (line mode), the number of delimiters in them.
    package static func total(at path: FilePath, delimiter: UInt8?) throws(PathFailure) -> UInt64 {
        let status: FileStatus
        do { status = try FileStatus(path: path) } catch { throw .unreadable(error) }
        switch status.kind {
        case .directory:
            var sum: UInt64 = 0
            do {
                try DirectoryTree.forEachRegularFile(under: path) { file, size in
                    let part = delimiter.map { delimiterCount(of: .file(file), delimiter: $0) ?? 0 } ?? UInt64(max(0, size))
                    sum &+= part
                }
            } catch {
                throw .unreadable(error)
            }
            return sum
        case .regular where delimiter == nil:
            return UInt64(max(0, status.size))
        case .regular, .blockDevice:
            // Opened once first, so that a refusal says why.
            do { try FileDescriptor.openForReading(path).close() } catch { throw .unreadable(error) }
            let source = InputSource.file(path)
            let measured = delimiter.map { delimiterCount(of: source, delimiter: $0) } ?? byteSize(of: source)
            guard let measured else { throw .unreadable(.inputOutput) }
            return measured
        default:
            throw .noSize
        }
    }

    /// The byte size of a file that has one (a regular file, or a block device), or nil.
    /// Standard input counts when it is such a file, from its current offset.
    ///
    /// A size is a hint, never where the copy ends. A regular file that reports nothing left has no size:
    /// files of `/proc` and of some FUSE file systems (lxcfs's `/proc/meminfo`) report 0 and hold data, so
    /// 0 says nothing (pv, too, shows such a file as one of unknown size).
    package static func byteSize(of source: InputSource) -> UInt64? {
        switch source {
        case .standardInput, .descriptor:
            return source.openDescriptor.flatMap { size(of: $0, fromCurrentOffset: true) }
        case .file(let path):
            // Only files that have a size are opened: opening a FIFO blocks until a writer comes, and closing it
            // again would leave that writer with EPIPE before the copy opens it for real.
            guard let kind = try? FileStatus(path: path).kind, kind == .regular || kind == .blockDevice,
                let descriptor = try? FileDescriptor.openForReading(path)
            else { return nil }
            defer { descriptor.close() }
            return size(of: descriptor, fromCurrentOffset: false)
        }
    }

    private static func size(of descriptor: FileDescriptor, fromCurrentOffset: Bool) -> UInt64? {
        guard let status = try? descriptor.status() else { return nil }
        switch status.kind {
        case .regular:
            let offset = fromCurrentOffset ? ((try? descriptor.offset()) ?? 0) : 0
            return status.size > offset ? UInt64(status.size - offset) : nil
        case .blockDevice:
            guard let current = try? descriptor.offset(),
                let end = try? descriptor.seekToEnd()
            else { return nil }
            try? descriptor.seek(to: current)
            return UInt64(max(0, end - (fromCurrentOffset ? current : 0)))
        default:
            return nil
        }
    }

    /// The number of `delimiter`s in a regular file, counted at full speed, or nil when the source is not
    /// a regular file. Standard input counts when it is redirected from a regular file, from where the copy
    /// will start reading it; anything else on it (a pipe, a terminal) is never read ahead: its data would be
    /// lost.
    package static func delimiterCount(of source: InputSource, delimiter: UInt8) -> UInt64? {
        delimiters(of: source, delimiter: delimiter)?.count
    }

    /// The number of `delimiter`s in a regular file, and its last byte (nil when it is empty); nil when the
    /// source is not a regular file or cannot be read to its end. With `blocks`, each block's count is handed
    /// over as it is done, for the copy to take (``CountedBlocks``).
    static func delimiters(of source: InputSource, delimiter: UInt8, recording blocks: CountedBlocks? = nil) -> (
        count: UInt64, last: UInt8?
    )? {
        guard case .file(let path) = source else { return source.openDescriptor.flatMap { delimitersAhead(in: $0, delimiter) } }
        guard (try? FileStatus(path: path).kind) == .regular,
            let descriptor = try? FileDescriptor.openForReading(path)
        else { return nil }
        defer { descriptor.close() }
        guard let status = try? descriptor.status(), status.kind == .regular else { return nil }
        blocks?.begin(status)
        var recorder = blocks.map { BlockRecorder($0, delimiter: delimiter) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 64)
        defer { buffer.deallocate() }
        var total: UInt64 = 0
        var last: UInt8?
        while true {
            guard let got = try? descriptor.read(into: buffer) else { return nil }
            if got == 0 {
                recorder?.finish()
                return (total, last)
            }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<got])
            total += recorder?.add(chunk) ?? UInt64(DelimiterCounter.count(delimiter, in: chunk))
            last = buffer[got - 1]
        }
    }

    /// The delimiters of an open input (standard input, a descriptor handed in) when it is a regular file,
    /// from its offset to its end, read with `pread(2)`: the descriptor's offset, where the copy reads from,
    /// stays where it is.
    private static func delimitersAhead(in input: FileDescriptor, _ delimiter: UInt8) -> (count: UInt64, last: UInt8?)? {
        guard let status = try? input.status(), status.kind == .regular, var offset = try? input.offset() else { return nil }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 64)
        defer { buffer.deallocate() }
        var total: UInt64 = 0
        var last: UInt8?
        while true {
            guard let got = try? input.read(into: buffer, at: offset) else { return nil }
            if got == 0 { return (total, last) }
            total += UInt64(DelimiterCounter.count(delimiter, in: UnsafeRawBufferPointer(rebasing: buffer[0..<got])))
            last = buffer[got - 1]
            offset += Int64(got)
        }
    }

    /// Where `-S` without a size stops: at the inputs' own size, when every input has one. In bytes, the sum
    /// of their sizes (standard input counts when it is a regular file or a block device); in lines or
    /// records, those of the file operands (and of standard input redirected from a file), counted now, and a
    /// last line without its delimiter counts as
    /// one, so that nothing is cut. `total` is what the meter shows (the delimiters), `stopAfter` where the
    /// copy stops. Nil when any input's size is unknown or reported as 0 (a pipe, a `/proc` file, an empty
    /// or FUSE file): pv then copies nothing, or stops short.
    package static func stopSize(of sources: [InputSource], unit: CountingUnit) -> (total: UInt64, stopAfter: UInt64)? {
        let sources = sources.isEmpty ? [.standardInput] : sources
        var total: UInt64 = 0
        guard let delimiter = unit.delimiter else {
            for source in sources {
                guard let size = byteSize(of: source) else { return nil }
                total &+= size
            }
            return (total, total)
        }
        var last: UInt8?
        for source in sources {
            guard byteSize(of: source) != nil, let (count, end) = delimiters(of: source, delimiter: delimiter)
            else { return nil }
            total &+= count
            last = end ?? last
        }
        return (total, total &+ (last.map { $0 == delimiter ? 0 : 1 } ?? 0))
    }

    /// The sum over `sources` of what each has (bytes, or delimiters in line mode); nil when none has one.
    package static func total(of sources: [InputSource], unit: CountingUnit) -> UInt64? {
        var sum: UInt64?
        for source in sources.isEmpty ? [.standardInput] : sources {
            let part: UInt64?
            if let delimiter = unit.delimiter {
                part = delimiterCount(of: source, delimiter: delimiter)
            } else {
                part = byteSize(of: source)
            }
            if let part { sum = (sum ?? 0) &+ part }
        }
        return sum
    }
}
