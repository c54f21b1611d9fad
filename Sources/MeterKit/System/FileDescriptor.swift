import CSystem
import Glibc

/// An open file descriptor: a thin value over the integer, each call made through `systemCall` and
/// throwing ``Errno`` on failure.
package struct FileDescriptor: Hashable, Sendable {
    /// The integer the kernel handed out.
    package var rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// Descriptor 0.
    package static let standardInput = FileDescriptor(rawValue: 0)
    /// Descriptor 1.
    package static let standardOutput = FileDescriptor(rawValue: 1)
    /// Descriptor 2, where meters are drawn.
    package static let standardError = FileDescriptor(rawValue: 2)

    /// Holds each of descriptors 0, 1 and 2 that the process started without open on `/dev/null`, so that no
    /// socket or file opened later takes its number (and is then read as standard input, or written as
    /// standard output); returns those that were closed. Called first thing, before anything is opened.
    package static func holdStandardDescriptors() -> Set<Int32> {
        var closed: Set<Int32> = []
        for number: Int32 in 0...2 {
            guard (try? systemCall { fcntl(number, F_GETFD) }) == nil else { continue }
            closed.insert(number)
            // The lowest free number is this one: the ones below it are open, or were just filled.
            _ = try? systemCall { open("/dev/null", O_RDWR) }
        }
        return closed
    }

    /// Opens `path` for reading (`open(2)` with `O_RDONLY | O_CLOEXEC`).
    package static func openForReading(_ path: FilePath) throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try systemCall(on: path) { open($0, O_RDONLY | O_CLOEXEC) })
    }

    /// Opens `path` for reading, once: a signal that interrupts the open (of a FIFO, which waits for its
    /// writer) throws `EINTR`, so that the caller can look after the signal and try again.
    package static func openInterruptibly(_ path: FilePath) throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try systemCall(on: path, .surfaced) { open($0, O_RDONLY | O_CLOEXEC) })
    }

    /// Opens `path` for writing, creating or truncating it (`open(2)` with `O_WRONLY | O_CREAT | O_TRUNC`).
    package static func openForWriting(_ path: FilePath) throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try systemCall(on: path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) })
    }

    /// Points the descriptor at `/dev/null` (`dup2(2)`), keeping its number taken: what it led to (a pipe)
    /// is let go, so that its reader sees the end of the data while this process goes on.
    package func replaceWithNull() {
        guard let null = (try? systemCall { open("/dev/null", O_RDWR | O_CLOEXEC) }) else { return }
        _ = try? systemCall { dup2(null, rawValue) }
        _ = Glibc.close(null)
    }

    /// `close(2)`, never retried (see `systemCall`); errors are ignored because nothing useful can
    /// follow them.
    package func close() { _ = Glibc.close(rawValue) }

    /// One `read(2)` into `buffer`: the count read, 0 at end of file. `EINTR` is retried.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try systemCall { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// One `write(2)` of `buffer`: the count written. `EINTR` before anything was written returns 0,
    /// so a caller blocked on a slow reader gets control back when a timer signal arrives.
    package func writeSome(_ buffer: UnsafeRawBufferPointer) throws(Errno) -> Int {
        do {
            return try systemCall(.surfaced) { Glibc.write(rawValue, buffer.baseAddress, buffer.count) }
        } catch {
            if error == .interrupted { return 0 }
            throw error
        }
    }

    /// Writes all of `buffer`, retrying short writes and `EINTR`. For small control output (frames, messages).
    package func writeAll(_ buffer: UnsafeRawBufferPointer) throws(Errno) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            offset += try systemCall { Glibc.write(rawValue, base + offset, buffer.count - offset) }
        }
    }

    /// Writes the UTF-8 bytes of `text` in full.
    package func writeAll(_ text: String) throws(Errno) {
        var text = text
        let failure: Errno? = text.withUTF8 { bytes in
            do throws(Errno) { try writeAll(UnsafeRawBufferPointer(bytes)) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Writes all of `bytes`.
    package func writeAll(_ bytes: [UInt8]) throws(Errno) {
        let failure: Errno? = bytes.withUnsafeBytes { buffer in
            do throws(Errno) { try writeAll(buffer) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Everything from the current offset to the end, or `nil` when there are more than `limit` bytes.
    package func readToEnd(limit: Int) throws(Errno) -> [UInt8]? {
        var bytes: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 16)
        defer { chunk.deallocate() }
        while true {
            let got = try read(into: chunk)
            if got == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<got])
            if bytes.count > limit { return nil }
        }
    }

    /// `fstat(2)`.
    func status() throws(Errno) -> FileStatus {
        var info = stat()
        _ = try systemCall { fstat(rawValue, &info) }
        return FileStatus(info)
    }

    /// The current offset (`lseek(2)` with `SEEK_CUR`).
    func offset() throws(Errno) -> Int64 { try seek(0, whence: SEEK_CUR) }

    /// Moves to `offset` from the start (`SEEK_SET`).
    func seek(to offset: Int64) throws(Errno) { _ = try seek(offset, whence: SEEK_SET) }

    /// Moves to the end and returns its offset (`SEEK_END`): the size of a block device.
    @discardableResult
    func seekToEnd() throws(Errno) -> Int64 { try seek(0, whence: SEEK_END) }

    /// Moves the offset `count` bytes on, past the end of a file if need be (which leaves a hole once
    /// something is written there, or the file is extended); returns the new offset.
    @discardableResult
    func advance(by count: Int64) throws(Errno) -> Int64 { try seek(count, whence: SEEK_CUR) }

    /// The size of the file or block device from the current offset on, the offset left where it was.
    func remainingSize() throws(Errno) -> Int64 {
        let current = try offset()
        let end = try seekToEnd()
        try seek(to: current)
        return max(0, end - current)
    }

    private func seek(_ offset: Int64, whence: Int32) throws(Errno) -> Int64 {
        Int64(try systemCall { lseek(rawValue, off_t(offset), whence) })
    }

    /// `isatty(3)`.
    package var isTerminal: Bool { isatty(rawValue) == 1 }

    /// Whether this descriptor and `other` lead to the same open file, pipe or socket (the same device and
    /// inode): a shell's `2>&1` gives standard output and error one. False when either cannot be asked.
    package func isSameFile(as other: FileDescriptor) -> Bool {
        guard let mine = try? status(), let theirs = try? other.status() else { return false }
        return mine.isSameFile(as: theirs)
    }
}
