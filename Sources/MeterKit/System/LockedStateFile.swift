import Glibc

/// A small text file that cooperating processes read and rewrite under an exclusive `flock(2)`: how the
/// meters of one pipeline share a terminal (`-c`).
///
/// The file is created mode 0600, never through a symbolic link, and used only when it belongs to this
/// user. Removing it is safe while others wait for the lock: after locking, each checks that the path
/// still names the file it opened, and opens it again if not.
public struct LockedStateFile: Sendable {
    /// Where the file lives.
    public let path: String

    public init(path: String) { self.path = path }

    /// Locks the file, passes its text to `body` (empty when it was just created), writes back the text
    /// `body` returns (or removes the file for `nil`), and unlocks. Returns `body`'s result, or `nil`
    /// when the file cannot be used (a symbolic link, another user's, no permission).
    public func update<Result>(_ body: (String) -> (text: String?, result: Result)) -> Result? {
        for _ in 0..<20 {
            let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return nil }
            defer { Glibc.close(fd) }
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else { return nil }
            }
            var opened = stat()
            var named = stat()
            guard fstat(fd, &opened) == 0, opened.st_uid == geteuid(), (opened.st_mode & S_IFMT) == S_IFREG else {
                return nil
            }
            // Removed (or replaced) by the process that held the lock before us: start again.
            guard lstat(path, &named) == 0, named.st_dev == opened.st_dev, named.st_ino == opened.st_ino else { continue }
            let (text, result) = body(LockedStateFile.readAll(fd))
            if let text {
                _ = ftruncate(fd, 0)
                let bytes = Array(text.utf8)
                _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
            } else {
                unlink(path)
            }
            return result
        }
        return nil
    }

    private static func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var offset: off_t = 0
        while bytes.count < 1 << 20 {
            let got = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            bytes += chunk[0..<got]
            offset += off_t(got)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Questions about processes.
public enum ProcessQueries {
    /// This process's ID (`getpid(2)`).
    public static var current: Int32 { getpid() }

    /// Whether process `pid` exists (`kill(pid, 0)`; a process of another user counts as existing).
    public static func isAlive(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
