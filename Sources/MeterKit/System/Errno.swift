import CSystem
import Glibc

/// An error number from a failed system call, with the message a user understands.
public struct Errno: Error, Equatable, Sendable, CustomStringConvertible {
    /// The raw `errno` value.
    public var code: Int32

    /// The error with this `errno` value.
    public init(_ code: Int32) { self.code = code }

    /// The value of `errno` for the calling thread, right after a failed call.
    package static var current: Errno { Errno(csystem_errno()) }

    /// The C library's text for the error (`strerror`), such as "No such file or directory".
    public var description: String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    package static let interrupted = Errno(EINTR)
    package static let wouldBlock = Errno(EAGAIN)
    package static let brokenPipe = Errno(EPIPE)
    package static let invalid = Errno(EINVAL)
    package static let inputOutput = Errno(EIO)
    package static let noSuchEntry = Errno(ENOENT)
    package static let notADirectory = Errno(ENOTDIR)
    package static let accessDenied = Errno(EACCES)
    package static let notPermitted = Errno(EPERM)
    package static let exists = Errno(EEXIST)
    package static let noChild = Errno(ECHILD)
    package static let noSuchProcess = Errno(ESRCH)
}
