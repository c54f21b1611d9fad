import Glibc

/// What `fstat(2)` says of an open file, reduced to what meter needs.
struct FileStatus: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case regular, directory, blockDevice, characterDevice, pipe, socket, other }

    var kind: Kind
    var size: Int64
    var device: UInt64
    var inode: UInt64
    var blockSize: Int

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFBLK: kind = .blockDevice
        case S_IFCHR: kind = .characterDevice
        case S_IFIFO: kind = .pipe
        case S_IFSOCK: kind = .socket
        default: kind = .other
        }
        size = Int64(info.st_size)
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        blockSize = Int(info.st_blksize)
    }

    /// What `stat(2)` says of `path`, without opening it (opening a FIFO would wait for, and then disturb,
    /// its writer).
    init(path: FilePath) throws(Errno) {
        var info = stat()
        _ = try systemCall(on: path) { stat($0, &info) }
        self.init(info)
    }

    /// What `lstat(2)` says of `path`: a symbolic link itself, not what it leads to.
    init(linkAt path: FilePath) throws(Errno) {
        var info = stat()
        _ = try systemCall(on: path) { lstat($0, &info) }
        self.init(info)
    }

    /// Whether the two are the same file on disk.
    func isSameFile(as other: FileStatus) -> Bool { device == other.device && inode == other.inode }
}
