import CSystem
import Glibc

extension FileDescriptor {
    /// Moves up to `length` bytes from `self` to `output` inside the kernel (`splice(2)` with
    /// `SPLICE_F_MOVE | SPLICE_F_NONBLOCK`). One side must be a pipe. Returns the count moved, 0 at the
    /// end of the input, or `nil` when a pipe side would block. `EINTR` returns `nil` too.
    func splice(to output: FileDescriptor, length: Int) throws(Errno) -> Int? {
        let moved = csystem_splice(rawValue, output.rawValue, length, CSYSTEM_SPLICE_F_MOVE | CSYSTEM_SPLICE_F_NONBLOCK)
        if moved >= 0 { return moved }
        let error = Errno.current
        if error == .wouldBlock || error == .interrupted { return nil }
        throw error
    }

    /// The capacity of the pipe (`F_GETPIPE_SZ`), or `nil` when this is not a pipe.
    var pipeCapacity: Int? {
        let size = csystem_pipe_size(rawValue)
        return size > 0 ? Int(size) : nil
    }

    /// Grows the pipe to `size` bytes where the system allows it (`F_SETPIPE_SZ`); returns the capacity.
    @discardableResult
    func growPipe(to size: Int) -> Int? {
        let result = csystem_set_pipe_size(rawValue, Int32(size))
        return result > 0 ? Int(result) : pipeCapacity
    }
}
