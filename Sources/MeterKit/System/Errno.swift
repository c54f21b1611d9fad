import Glibc

/// An error number from a failed system call, with the message a user understands.
package struct Errno: Error, Equatable, Sendable, CustomStringConvertible {
    /// The raw `errno` value.
    package var code: Int32

    /// The error with this `errno` value.
    package init(_ code: Int32) { self.code = code }

    /// The C library's text for the error (`strerror`), such as "No such file or directory".
    package var description: String {
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
    package static let noDeviceOrAddress = Errno(ENXIO)
    package static let busy = Errno(EBUSY)
    package static let noDevice = Errno(ENODEV)
    package static let isADirectory = Errno(EISDIR)
    package static let tooManyOpenFiles = Errno(EMFILE)
    package static let fileTooLarge = Errno(EFBIG)
    package static let noSpace = Errno(ENOSPC)
    package static let readOnlyFileSystem = Errno(EROFS)
    package static let nameTooLong = Errno(ENAMETOOLONG)
    package static let symbolicLinkLoop = Errno(ELOOP)
    package static let quotaExceeded = Errno(EDQUOT)
    package static let notExecutable = Errno(ENOEXEC)
    package static let textFileBusy = Errno(ETXTBSY)
    package static let outOfMemory = Errno(ENOMEM)
    package static let connectionRefused = Errno(ECONNREFUSED)
    package static let badDescriptor = Errno(EBADF)
    package static let addressInUse = Errno(EADDRINUSE)
    package static let notSupported = Errno(EOPNOTSUPP)

    /// The errors meter meets most, which every catalogue says in its own words (the others are the C
    /// library's English); the catalogue test checks each.
    package static let translated: [Errno] = [
        .notPermitted, .noSuchEntry, .noSuchProcess, .inputOutput, .noDeviceOrAddress, .accessDenied, .busy, .exists,
        .noDevice, .notADirectory, .isADirectory, .invalid, .tooManyOpenFiles, .fileTooLarge, .noSpace,
        .readOnlyFileSystem, .brokenPipe, .nameTooLong, .symbolicLinkLoop, .quotaExceeded, .notExecutable,
        .textFileBusy, .outOfMemory, .connectionRefused,
    ]
}
