import Glibc

extension FileDescriptor {
    /// One `pread(2)` into `buffer` from `offset`, the descriptor's own offset left where it is: the count
    /// read, 0 at the end of the file. `EINTR` is retried.
    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) throws(Errno) -> Int {
        try systemCall { pread(rawValue, buffer.baseAddress, buffer.count, off_t(offset)) }
    }
}
