import CSystem
import Glibc

extension FileDescriptor {
    /// Moves up to `length` bytes from `self` to `output` inside the kernel (`splice(2)` with
    /// `SPLICE_F_MOVE`). One side must be a pipe. Returns the count moved, or `nil` when a pipe side would
    /// block (unless `blocking`: then the call waits in the kernel for the
    /// input or for room) or a signal interrupted the call (`EINTR`).
    ///
    /// Either way the file descriptions' flags stay as they are: `SPLICE_F_NONBLOCK` applies to this
    /// call only.
    ///
    /// A count of 0 is not the end of the input: it is at a pipe's end, but a file that holds data may
    /// answer 0 at once (a FUSE file served with direct I/O). Only `read(2)` says where an input ends.
    func splice(to output: FileDescriptor, length: Int, blocking: Bool) throws(Errno) -> Int? {
        let flags = CSYSTEM_SPLICE_F_MOVE | (blocking ? 0 : CSYSTEM_SPLICE_F_NONBLOCK)
        do {
            return try systemCall(.surfaced) { csystem_splice(rawValue, output.rawValue, length, flags) }
        } catch {
            if error == .wouldBlock || error == .interrupted { return nil }
            throw error
        }
    }

    /// Copies up to `length` bytes from `input`, at its current offset, to `self` inside the kernel
    /// (`sendfile(2)`): page-cache pages go to the output without passing through meter's memory, and to
    /// `/dev/null` without being copied at all. The input must support mmap-like reads (a regular file or a
    /// block device). Returns the count copied, or `nil` when the call was interrupted (`EINTR`, a frame is
    /// due) or a non-blocking output is full (`EAGAIN`). As with splice, a count of 0 is not the end of the
    /// input: a FUSE file whose size reads 0 answers 0 at once, and `read(2)` then gives its data.
    func sendFile(from input: FileDescriptor, length: Int) throws(Errno) -> Int? {
        do {
            return try systemCall(.surfaced) { csystem_sendfile(rawValue, input.rawValue, length) }
        } catch {
            if error == .wouldBlock || error == .interrupted { return nil }
            throw error
        }
    }

    /// The capacity of the pipe (`F_GETPIPE_SZ`), or `nil` when this is not a pipe.
    var pipeCapacity: Int? {
        guard let size = (try? systemCall { csystem_pipe_size(rawValue) }), size > 0 else { return nil }
        return Int(size)
    }

    /// Grows the pipe to `size` bytes where the system allows it (`F_SETPIPE_SZ`); returns the capacity.
    @discardableResult
    func growPipe(to size: Int) -> Int? {
        guard let grown = (try? systemCall { csystem_set_pipe_size(rawValue, Int32(size)) }), grown > 0 else { return pipeCapacity }
        return Int(grown)
    }
}
