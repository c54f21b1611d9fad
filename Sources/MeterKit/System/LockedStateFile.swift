import Glibc

/// A small text file that cooperating processes read and rewrite under an exclusive `flock(2)`: how the
/// meters of one pipeline share a terminal (`-c`).
///
/// The file is created mode 0600, never through a symbolic link, and used only when it belongs to this
/// user. Removing it is safe while others wait for the lock: after locking, each checks that the path
/// still names the file it opened, and opens it again if not.
package struct LockedStateFile: Sendable {
    /// Where the file lives.
    package let path: FilePath

    package init(path: FilePath) { self.path = path }

    /// Locks the file, passes its text to `body` (empty when it was just created), writes back the text
    /// `body` returns (or removes the file for `nil`), and unlocks. Returns `body`'s result, or `nil`
    /// when the file cannot be used (a symbolic link, another user's, no permission).
    package func update<Result>(_ body: (String) -> (text: String?, result: Result)) -> Result? {
        for _ in 0..<20 {
            guard let fd = (try? systemCall(on: path) { open($0, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600) }) else { return nil }
            defer { Glibc.close(fd) }
            guard (try? systemCall { flock(fd, LOCK_EX) }) != nil else { return nil }
            var opened = stat()
            var named = stat()
            guard (try? systemCall { fstat(fd, &opened) }) != nil, opened.st_uid == geteuid(), (opened.st_mode & S_IFMT) == S_IFREG
            else { return nil }
            // Removed (or replaced) by the process that held the lock before us: start again.
            guard (try? systemCall(on: path) { lstat($0, &named) }) != nil, named.st_dev == opened.st_dev, named.st_ino == opened.st_ino
            else { continue }
            // The file is small (a line per meter); a larger one is not ours to trust: start afresh.
            let bytes = (try? FileDescriptor(rawValue: fd).readToEnd(limit: 1 << 20)) ?? nil
            let (text, result) = body(String(decoding: bytes ?? [], as: UTF8.self))
            if let text {
                _ = try? systemCall { ftruncate(fd, 0) }
                let bytes = Array(text.utf8)
                _ = bytes.withUnsafeBytes { buffer in try? systemCall { pwrite(fd, buffer.baseAddress, buffer.count, 0) } }
            } else {
                FileSystem.remove(path)
            }
            return result
        }
        return nil
    }
}
