import Glibc

/// A small `/proc` file held open and read again at each look: `pread(2)` at offset 0 makes the kernel
/// write it afresh, one system call where opening it by name costs three and a walk of its path. `meter -d`
/// reads each watched descriptor's `fdinfo` so, once an interval.
///
/// When the process has no descriptor to spare (`EMFILE`, `ENFILE`), the file is opened by name at each
/// look instead, as it was before it was held.
package final class ProcFile {
    /// The most a look reads: the fields meter needs come first in every `/proc` file it reads this way.
    package static let readLimit = 1024

    private let path: FilePath
    private let descriptor: FileDescriptor?

    /// The file at `path`, opened now. Throws what opening it said (`ENOENT`: it is not there), except
    /// that there is no descriptor to spare.
    package init(path: FilePath) throws(Errno) {
        self.path = path
        do {
            descriptor = try FileDescriptor.openForReading(path)
        } catch {
            guard error == .tooManyOpenFiles || error == Errno(ENFILE) else { throw error }
            descriptor = nil
        }
    }

    deinit { descriptor?.close() }

    /// Calls `body` with what the file holds now, up to ``readLimit`` bytes; a line cut off by the limit is
    /// left out. Throws what reading said: `ENOENT` (or `ESRCH`) once the descriptor it describes is closed
    /// or its process has ended.
    package func withContents<Result>(_ body: (UnsafeRawBufferPointer) -> Result) throws(Errno) -> Result {
        var answer: Result?
        var failure: Errno?
        withUnsafeTemporaryAllocation(byteCount: ProcFile.readLimit, alignment: 8) { buffer in
            do throws(Errno) {
                let got = try read(into: buffer)
                answer = body(UnsafeRawBufferPointer(rebasing: buffer[0..<ProcFile.wholeLines(buffer, got)]))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard let answer else { throw .inputOutput }
        return answer
    }

    private func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        guard let descriptor else {
            let opened = try FileDescriptor.openForReading(path)
            defer { opened.close() }
            return try opened.read(into: buffer)
        }
        return try descriptor.read(into: buffer, at: 0)
    }

    /// How much of the `got` bytes read into `buffer` to keep: all of them, unless the buffer is full and
    /// ends inside a line, which then goes.
    private static func wholeLines(_ buffer: UnsafeMutableRawBufferPointer, _ got: Int) -> Int {
        guard got == buffer.count else { return got }
        var end = got
        while end > 0, buffer[end - 1] != UInt8(ascii: "\n") { end -= 1 }
        return end
    }
}
