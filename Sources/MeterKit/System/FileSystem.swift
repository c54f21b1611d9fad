import Glibc

/// Reading the file system by name: links, directory entries and small files, as `/proc` needs them
/// (`meter -d`).
package enum FileSystem {
    /// The working directory (`getcwd(3)`), or `nil` when it cannot be read.
    package static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard (try? systemCallForPointer { getcwd(&buffer, buffer.count) }) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether open flags (`O_RDONLY`, `O_WRONLY`, `O_RDWR`…) say reading only, as `/proc`'s fdinfo shows them.
    package static func isReadOnly(openFlags: Int32) -> Bool { openFlags & O_ACCMODE == O_RDONLY }

    /// Whether `path` exists (`access(2)` with `F_OK`).
    static func exists(_ path: String) -> Bool { (try? systemCall { access(path, F_OK) }) != nil }

    /// Where the symbolic link `path` points (`readlink(2)`).
    static func readLink(_ path: String) throws(Errno) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = try systemCall { readlink(path, &buffer, buffer.count - 1) }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in the directory `path`, without `.` and `..` (`opendir(3)`, `readdir(3)`).
    static func entries(of path: String) throws(Errno) -> [String] {
        let directory = try systemCallForPointer { opendir(path) }
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
    static func readSmallFile(_ path: String, limit: Int = 1 << 16) -> String? {
        // Unreadable and too large alike: no text.
        guard let bytes = try? contents(of: path, limit: limit) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes of the file at `path`, or `nil` when it holds more than `limit`: the one way meter reads a
    /// whole file (a replay script, a count of `--remember`, a `/proc` file). Throws what opening or
    /// reading said.
    package static func contents(of path: String, limit: Int) throws(Errno) -> [UInt8]? {
        let descriptor = try FileDescriptor.openForReading(path)
        defer { descriptor.close() }
        return try descriptor.readToEnd(limit: limit)
    }

    /// Creates the folder `path` and any missing parent, with `mode`.
    package static func makeDirectories(_ path: String, mode: UInt32) throws(Failure) {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            do {
                _ = try systemCall { mkdir(prefix, mode_t(mode)) }
            } catch {
                if error != .exists { throw Failure(path: prefix, errno: error) }
            }
        }
    }

    /// Whether a file can be created in the folder `path`, made first if need be: the folder, or the nearest
    /// folder above it that exists, can be written. Nothing is created.
    package static func checkCreatable(in path: String) throws(Failure) {
        var existing = path
        while !existing.isEmpty, !exists(existing) {
            existing = String(existing[..<(existing.lastIndex(of: "/") ?? existing.startIndex)])
        }
        if existing.isEmpty { existing = "/" }
        do {
            _ = try systemCall { access(existing, W_OK | X_OK) }
        } catch {
            throw Failure(path: existing, errno: error)
        }
    }

    /// Replaces the file at `path` with `text` atomically: written to a temporary file beside it (never
    /// through a symbolic link), then renamed over it. A reader sees the old text or the new, never half.
    package static func replaceAtomically(_ path: String, with text: String, mode: UInt32) throws(Failure) {
        let temporary = path + ".\(getpid()).tmp"
        let descriptor: FileDescriptor
        do {
            descriptor = FileDescriptor(
                rawValue: try systemCall { open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode_t(mode)) })
        } catch {
            throw Failure(path: temporary, errno: error)
        }
        do {
            try descriptor.writeAll(text)
        } catch {
            descriptor.close()
            remove(temporary)
            throw Failure(path: temporary, errno: error)
        }
        descriptor.close()
        do {
            _ = try systemCall { rename(temporary, path) }
        } catch {
            remove(temporary)
            throw Failure(path: path, errno: error)
        }
    }

    /// Removes the file `path` (`unlink(2)`), if it is there.
    package static func remove(_ path: String) {
        _ = try? systemCall { unlink(path) }
    }

    /// A file system call that failed, and the path it failed on.
    package struct Failure: Error, Equatable {
        package var path: String
        package var errno: Errno
    }
}
