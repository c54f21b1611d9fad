/// A file that another process has open, watched through `/proc` (`meter -d PID[:FD]`, as `pv -d`): its
/// position is what the process has read or written of it so far, its size the expected total.
package struct WatchedFile: Sendable, Equatable {
    /// The process.
    package let pid: Int32
    /// The process's descriptor for the file.
    package let descriptor: Int32
    /// Where the descriptor leads (`/proc/PID/fd/FD`'s link), for the display's name and messages. Outside
    /// bytes: shown only through `SafeText`.
    package let path: FilePath
    /// The file's size (a regular file) or the device's (a block device), if it has one.
    package let size: UInt64?
    /// Whether the process opened it for reading only (`O_RDONLY`): an input, rather than an output.
    package let isReadOnly: Bool
    private let device: UInt64
    private let inode: UInt64
    /// The open file as fdinfo names it (mount and inode), where the kernel shows it.
    private let openFile: FdinfoFields.OpenFile?

    /// Why a file cannot be watched.
    package enum Failure: Error, Equatable, Sendable {
        /// There is no such process (or it ended).
        case noProcess
        /// The process has no such descriptor.
        case noDescriptor
        /// The descriptor leads to something without a position to follow (a pipe, a socket, a terminal).
        case notAFile(path: FilePath)
        /// The process's descriptors cannot be read (another user's process).
        case denied
        /// Anything else the system said.
        case other(Errno)
    }

    /// The file the process `pid` has open as `descriptor`.
    package init(pid: Int32, descriptor: Int32) throws(Failure) {
        try self.init(pid: pid, descriptor: descriptor, fdinfo: nil)
    }

    /// The file the process `pid` has open as `descriptor`, its fdinfo read through `fdinfo` when it is open
    /// already (the watch goes on reading it).
    init(pid: Int32, descriptor: Int32, fdinfo: ProcFile?) throws(Failure) {
        guard pid > 0, FileSystem.exists("/proc/\(pid)") else { throw .noProcess }
        let link: FilePath = "/proc/\(pid)/fd/\(descriptor)"
        let path: FilePath
        let status: FileStatus
        do {
            path = try FileSystem.readLink(link)
            status = try FileStatus(path: link)
        } catch {
            throw Failure(error, whenMissing: .noDescriptor)
        }
        guard status.kind == .regular || status.kind == .blockDevice else { throw .notAFile(path: path) }
        self.pid = pid
        self.descriptor = descriptor
        self.path = path
        // A regular file's size is its status's (0 says nothing); a block device's is where its end is.
        self.size = status.kind == .regular ? (status.size > 0 ? UInt64(status.size) : nil) : InputTotals.byteSize(of: .file(link))
        let fields = (try? fdinfo ?? ProcFile(path: WatchedFile.fdinfoPath(pid: pid, descriptor: descriptor)))
            .flatMap { try? $0.withContents(FdinfoFields.init) }
        self.isReadOnly = fields?.flags.map(FileSystem.isReadOnly(openFlags:)) ?? false
        self.device = status.device
        self.inode = status.inode
        self.openFile = fields?.openFile
    }

    /// Where the kernel describes process `pid`'s `descriptor`: its offset, flags and file.
    static func fdinfoPath(pid: Int32, descriptor: Int32) -> FilePath { "/proc/\(pid)/fdinfo/\(descriptor)" }

    /// The descriptors process `pid` has open, in increasing order. Throws `noProcess` once it has ended,
    /// `denied` when its descriptors cannot be seen.
    package static func descriptors(of pid: Int32) throws(Failure) -> [Int32] {
        guard pid > 0 else { throw .noProcess }
        do {
            return try FileSystem.entries(of: "/proc/\(pid)/fd").compactMap { Int32($0) }.sorted()
        } catch {
            throw Failure(error, whenMissing: .noProcess)
        }
    }

    /// The descriptor's current offset, or nil once the process has closed it (or ended), or the descriptor
    /// leads elsewhere: another file, or the same file opened again for reading or writing instead. Read
    /// through `fdinfo`, the descriptor's fdinfo held open, else by name.
    package func position(reading fdinfo: ProcFile? = nil) -> UInt64? {
        let fields: FdinfoFields
        do {
            let file = try fdinfo ?? ProcFile(path: WatchedFile.fdinfoPath(pid: pid, descriptor: descriptor))
            fields = try file.withContents(FdinfoFields.init)
        } catch {
            return nil
        }
        guard let flags = fields.flags, FileSystem.isReadOnly(openFlags: flags) == isReadOnly, leadsHere(fields) else { return nil }
        return fields.position
    }

    /// Whether `other` is this file on the same descriptor of the same process, whatever its size now.
    func isSameOpenFile(as other: WatchedFile) -> Bool {
        pid == other.pid && descriptor == other.descriptor && device == other.device && inode == other.inode
            && isReadOnly == other.isReadOnly
    }

    /// Whether the descriptor still holds this file: the mount and inode of its fdinfo, where the kernel
    /// shows them; otherwise the device and inode its link leads to.
    private func leadsHere(_ fields: FdinfoFields) -> Bool {
        if let openFile, let now = fields.openFile { return now == openFile }
        guard let status = try? FileStatus(path: "/proc/\(pid)/fd/\(descriptor)") else { return false }
        return status.device == device && status.inode == inode
    }

    /// The `pos:` field of a `/proc/PID/fdinfo/FD` text (decimal).
    static func position(inFdinfo text: String) -> UInt64? { FdinfoFields(text: text).position }

    /// The `flags:` field of a `/proc/PID/fdinfo/FD` text (octal open flags).
    static func flags(inFdinfo text: String) -> Int32? { FdinfoFields(text: text).flags }
}

extension WatchedFile.Failure {
    /// The failure a `/proc` call's error means: ENOENT (and ESRCH, a process that is ending) is `missing`
    /// (the process, or its descriptor, is not there), EACCES and EPERM are `denied`, anything else is
    /// passed on.
    init(_ error: Errno, whenMissing missing: WatchedFile.Failure) {
        switch error {
        case .noSuchEntry, .noSuchProcess: self = missing
        case .accessDenied, .notPermitted: self = .denied
        default: self = .other(error)
        }
    }
}
