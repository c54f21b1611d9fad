import Glibc

/// Reading the file system by name: links, directory entries and small files, as `/proc` needs them
/// (`meter -d`).
package enum FileSystem {
    /// The working directory (`getcwd(3)`), or `nil` when it cannot be read.
    package static func workingDirectory() -> FilePath? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard (try? systemCallForPointer { getcwd(&buffer, buffer.count) }) != nil else { return nil }
        return FilePath(bytes: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    /// Whether open flags (`O_RDONLY`, `O_WRONLY`, `O_RDWR`…) say reading only, as `/proc`'s fdinfo shows them.
    package static func isReadOnly(openFlags: Int32) -> Bool { openFlags & O_ACCMODE == O_RDONLY }

    /// Whether `path` exists (`access(2)` with `F_OK`).
    static func exists(_ path: FilePath) -> Bool { (try? systemCall(on: path) { access($0, F_OK) }) != nil }

    /// Where the symbolic link `path` points (`readlink(2)`).
    static func readLink(_ path: FilePath) throws(Errno) -> FilePath {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = try systemCall(on: path) { readlink($0, &buffer, buffer.count - 1) }
        return FilePath(bytes: buffer[0..<length].map { UInt8(bitPattern: $0) })
    }

    /// The names in the directory `path`, without `.` and `..` (`opendir(3)`, `readdir(3)`).
    static func entries(of path: FilePath) throws(Errno) -> [String] {
        let directory = try path.withCString { (name) throws(Errno) in try systemCallForPointer { opendir(name) } }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The text of a small file (a `/proc` file: at most `limit` bytes are read), or nil when it cannot be
    /// read.
    static func readSmallFile(_ path: FilePath, limit: Int = 1 << 16) -> String? {
        // Unreadable and too large alike: no text.
        guard let bytes = try? contents(of: path, limit: limit) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes of the file at `path`, or `nil` when it holds more than `limit`: the one way meter reads a
    /// whole file (a replay script, a count of `--remember`, a `/proc` file). Throws what opening or
    /// reading said.
    package static func contents(of path: FilePath, limit: Int) throws(Errno) -> [UInt8]? {
        let descriptor = try FileDescriptor.openForReading(path)
        defer { descriptor.close() }
        return try descriptor.readToEnd(limit: limit)
    }

    /// Creates the folder `path` and any missing parent, with `mode`.
    package static func makeDirectories(_ path: FilePath, mode: UInt32) throws(Failure) {
        var prefix: FilePath = path.isAbsolute ? "/" : ""
        for component in path.bytes.split(separator: UInt8(ascii: "/")) {
            prefix = prefix.appendingComponent(FilePath(bytes: component))
            do {
                _ = try systemCall(on: prefix) { mkdir($0, mode_t(mode)) }
            } catch {
                if error != .exists { throw Failure(path: prefix, errno: error) }
            }
        }
    }

    /// Whether a file can be created in the folder `path`, made first if need be: the folder, or the nearest
    /// folder above it that exists, can be written. Nothing is created.
    package static func checkCreatable(in path: FilePath) throws(Failure) {
        var existing = path
        while !exists(existing), existing != existing.folder {
            existing = existing.folder
        }
        do {
            _ = try systemCall(on: existing) { access($0, W_OK | X_OK) }
        } catch {
            throw Failure(path: existing, errno: error)
        }
    }

    /// Whether ``replaceAtomically(_:with:mode:)`` may put a file at `path`: nothing stands there, or a
    /// regular file, or a symbolic link to one or to nothing (the rename replaces the link, not what it leads
    /// to; a link to a device, as `/dev/stdout` is, is refused as the device would be).
    package static func canBeReplaced(_ path: FilePath) -> Bool {
        var info = stat()
        guard (try? systemCall(on: path) { lstat($0, &info) }) != nil else { return true }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard (try? systemCall(on: path) { stat($0, &info) }) != nil else { return true }
        }
        return info.st_mode & S_IFMT == S_IFREG
    }

    /// Replaces the file at `path` with `text` atomically: written to a new file of meter's own beside it,
    /// then renamed over it. A reader sees the old text or the new, never half.
    ///
    /// The new file is created exclusively (`O_EXCL`, as `mkstemp(3)` creates one) under a random name, so
    /// that nothing another user planted in a shared folder (a file of theirs, a FIFO, a link) is ever
    /// opened: a name taken is passed over for another. What stands at `path` must be a regular file, or
    /// nothing, or a symbolic link (which the rename replaces, not what it leads to): a device, a FIFO, a
    /// socket or a folder is never replaced (``Failure/errno`` is then `EEXIST`).
    /// Returns the device and inode of the file written, so that it is removed only while still meter's.
    @discardableResult
    package static func replaceAtomically(_ path: FilePath, with text: String, mode: UInt32) throws(Failure) -> FileIdentity {
        guard canBeReplaced(path) else { throw Failure(path: path, errno: .exists) }
        var info = stat()
        let (temporary, descriptor) = try createExclusively(beside: path, mode: mode)
        do {
            try descriptor.writeAll(text)
            _ = try systemCall { fstat(descriptor.rawValue, &info) }
        } catch {
            descriptor.close()
            remove(temporary)
            throw Failure(path: temporary, errno: error)
        }
        descriptor.close()
        do {
            _ = try temporary.withCString { (from) throws(Errno) in try systemCall(on: path) { rename(from, $0) } }
        } catch {
            remove(temporary)
            throw Failure(path: path, errno: error)
        }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// A new file beside `path`, named after it with a random suffix, created exclusively with `mode` and
    /// never through a link: a name another process took first is passed over for the next.
    private static func createExclusively(beside path: FilePath, mode: UInt32) throws(Failure) -> (FilePath, FileDescriptor) {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        var lastError = Errno.exists
        for _ in 0..<100 {
            let suffix = String(decoding: (0..<8).map { _ in letters.randomElement(using: &generator)! }, as: UTF8.self)
            let temporary = path.appending("." + suffix + ".tmp")
            do {
                let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
                return (temporary, FileDescriptor(rawValue: try systemCall(on: temporary) { open($0, flags, mode_t(mode)) }))
            } catch {
                guard error == .exists else { throw Failure(path: temporary, errno: error) }
                lastError = error
            }
        }
        throw Failure(path: path.appending(".*.tmp"), errno: lastError)
    }

    /// Removes the file `path` if it is still the file `identity` names: a file meter wrote and another
    /// process may have replaced since.
    package static func remove(_ path: FilePath, ifStill identity: FileIdentity) {
        var info = stat()
        guard (try? systemCall(on: path) { lstat($0, &info) }) != nil,
            UInt64(info.st_dev) == identity.device, UInt64(info.st_ino) == identity.inode
        else { return }
        remove(path)
    }

    /// Removes the file `path` (`unlink(2)`), if it is there.
    package static func remove(_ path: FilePath) {
        _ = try? systemCall(on: path) { unlink($0) }
    }

    /// A file on disk, whatever its names: its device and inode.
    package struct FileIdentity: Sendable, Equatable {
        package var device: UInt64
        package var inode: UInt64
    }

    /// A file system call that failed, and the path it failed on.
    package struct Failure: Error, Equatable {
        package var path: FilePath
        package var errno: Errno
    }
}
