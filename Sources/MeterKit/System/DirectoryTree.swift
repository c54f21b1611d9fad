import Glibc

/// The regular files under a directory, found as `du --apparent-size` finds them, for `-s @DIR`.
///
/// Symbolic links below the top are not followed, so no loop can form through one, and a directory met
/// again below itself (a bind mount of an ancestor) is not entered twice. Each directory is opened
/// relative to its parent with `O_NOFOLLOW`, so a directory replaced by a link while it is walked is
/// skipped rather than followed. What cannot be read below the top is skipped, as pv skips it.
package enum DirectoryTree {
    /// Calls `visit` with the path and size of every regular file under the directory `path`. Throws what
    /// opening `path` itself said.
    package static func forEachRegularFile(under path: FilePath, _ visit: (_ path: FilePath, _ size: Int64) -> Void) throws(Errno) {
        let fd = try systemCall(on: path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        var top = stat()
        do {
            _ = try systemCall { fstat(fd, &top) }
        } catch {
            close(fd)
            throw error
        }
        walk(fd, path: path, ancestors: [Identity(top)], visit)
    }

    /// A directory's device and inode: the same for every way of reaching it.
    private struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Visits what the open directory `fd` holds, and closes it.
    private static func walk(_ fd: Int32, path: FilePath, ancestors: [Identity], _ visit: (FilePath, Int64) -> Void) {
        guard let stream = try? systemCallForPointer({ fdopendir(fd) }) else {
            close(fd)
            return
        }
        defer { closedir(stream) }
        let directory = dirfd(stream)
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { FilePath(bytes: $0.prefix { $0 != 0 }) }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard (try? systemCall(on: name) { fstatat(directory, $0, &info, AT_SYMLINK_NOFOLLOW) }) != nil else { continue }
            let childPath = path.appendingComponent(name)
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                visit(childPath, Int64(info.st_size))
            case S_IFDIR:
                let identity = Identity(info)
                guard !ancestors.contains(identity) else { continue }
                guard let child = (try? systemCall(on: name) { openat(directory, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) })
                else { continue }
                walk(child, path: childPath, ancestors: ancestors + [identity], visit)
            default:
                continue
            }
        }
    }
}
