/// A file that another process has open, watched through `/proc` (`meter -d PID[:FD]`, as `pv -d`): its
/// position is what the process has read or written of it so far, its size the expected total.
package struct WatchedFile: Sendable, Equatable {
    /// The process.
    package let pid: Int32
    /// The process's descriptor for the file.
    package let descriptor: Int32
    /// Where the descriptor leads (`/proc/PID/fd/FD`'s link), for the display's name and messages.
    package let path: String
    /// The file's size (a regular file) or the device's (a block device), if it has one.
    package let size: UInt64?
    /// Whether the process opened it for reading only (`O_RDONLY`): an input, rather than an output.
    package let isReadOnly: Bool
    private let device: UInt64
    private let inode: UInt64

    /// Why a file cannot be watched.
    package enum Failure: Error, Equatable, Sendable {
        /// There is no such process (or it ended).
        case noProcess
        /// The process has no such descriptor.
        case noDescriptor
        /// The descriptor leads to something without a position to follow (a pipe, a socket, a terminal).
        case notAFile(path: String)
        /// The process's descriptors cannot be read (another user's process).
        case denied
        /// The process has no regular file or block device open.
        case noFiles
        /// The process has several open: which one must be said.
        case several([WatchedFile])
        /// Anything else the system said.
        case other(Errno)
    }

    /// The file the process `pid` has open as `descriptor`.
    package init(pid: Int32, descriptor: Int32) throws(Failure) {
        guard pid > 0, FileSystem.exists("/proc/\(pid)") else { throw .noProcess }
        let link = "/proc/\(pid)/fd/\(descriptor)"
        let path: String
        do {
            path = try FileSystem.readLink(link)
        } catch {
            throw Failure(error, whenMissing: .noDescriptor)
        }
        let status: FileStatus
        do {
            status = try FileStatus(path: link)
        } catch {
            throw Failure(error, whenMissing: .noDescriptor)
        }
        guard status.kind == .regular || status.kind == .blockDevice else { throw .notAFile(path: path) }
        self.pid = pid
        self.descriptor = descriptor
        self.path = path
        self.size = InputTotals.byteSize(of: .file(link))
        self.isReadOnly = FileSystem.readSmallFile("/proc/\(pid)/fdinfo/\(descriptor)").flatMap(Self.flags(inFdinfo:))
            .map(FileSystem.isReadOnly(openFlags:)) ?? false
        self.device = status.device
        self.inode = status.inode
    }

    /// The file to watch when only the process is named: its one regular file or block device, or else the
    /// one of them it opened for reading only (the input of `gzip big > big.gz` or `cp big copy`). Otherwise
    /// `Failure.several` lists them all, in the order of their descriptors.
    package static func only(of pid: Int32) throws(Failure) -> WatchedFile {
        let files = try all(of: pid)
        guard let first = files.first else { throw .noFiles }
        if files.count == 1 { return first }
        guard let input = onlyInput(among: files) else { throw .several(files) }
        return input
    }

    /// The one file of `files` opened for reading only, if exactly one is.
    static func onlyInput(among files: [WatchedFile]) -> WatchedFile? {
        let inputs = files.filter(\.isReadOnly)
        return inputs.count == 1 ? inputs[0] : nil
    }

    /// The regular files and block devices that `pid` has open, in the order of their descriptors.
    package static func all(of pid: Int32) throws(Failure) -> [WatchedFile] {
        let names: [String]
        do {
            names = try FileSystem.entries(of: "/proc/\(pid)/fd")
        } catch {
            throw Failure(error, whenMissing: .noProcess)
        }
        var files: [WatchedFile] = []
        for descriptor in names.compactMap({ Int32($0) }).sorted() {
            // A descriptor closed since the listing, or one that is not a file, is simply not a candidate.
            if let file = try? WatchedFile(pid: pid, descriptor: descriptor) { files.append(file) }
        }
        return files
    }

    /// The descriptor's current offset, or nil once the process has closed it (or ended) or the descriptor
    /// has been reused for another file.
    package func position() -> UInt64? {
        guard let status = try? FileStatus(path: "/proc/\(pid)/fd/\(descriptor)"),
            status.device == device, status.inode == inode,
            let text = FileSystem.readSmallFile("/proc/\(pid)/fdinfo/\(descriptor)")
        else { return nil }
        return Self.position(inFdinfo: text)
    }

    /// The `pos:` field of a `/proc/PID/fdinfo/FD` text (decimal).
    static func position(inFdinfo text: String) -> UInt64? {
        field("pos:", in: text).flatMap { UInt64($0) }
    }

    /// The `flags:` field of a `/proc/PID/fdinfo/FD` text (octal open flags).
    static func flags(inFdinfo text: String) -> Int32? {
        field("flags:", in: text).flatMap { Int32($0, radix: 8) }
    }

    private static func field(_ name: String, in text: String) -> Substring? {
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            return line.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
        }
        return nil
    }
}

extension WatchedFile.Failure {
    /// The failure a `/proc` call's error means: ENOENT is `missing` (the process, or its descriptor, is
    /// not there), EACCES and EPERM are `denied`, anything else is passed on.
    init(_ error: Errno, whenMissing missing: WatchedFile.Failure) {
        switch error {
        case .noSuchEntry: self = missing
        case .accessDenied, .notPermitted: self = .denied
        default: self = .other(error)
        }
    }
}
