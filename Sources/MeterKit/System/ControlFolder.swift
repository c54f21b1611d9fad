import Glibc

/// The folders where a user's meters keep their control sockets: real directories of that user that no one
/// else may enter (mode 0700), so that no other user can take a meter's name there, as anyone can in the
/// abstract namespace. Each is looked at with `lstat(2)`: a symbolic link is never followed to one.
package enum ControlFolder {
    /// Why a folder cannot hold control sockets.
    package enum Problem: Error, Equatable, Sendable {
        /// It is there, but it is not a directory of the user's with mode 0700 (a symbolic link, a file, a
        /// folder of someone else's, one that others may enter).
        case notPrivate
        /// It could not be looked at or made: what the system said.
        case system(Errno)
        /// The user has no known home folder: no `HOME`, and no line in `/etc/passwd`.
        case noHome
    }

    /// `/run/user/UID`, the folder systemd-logind makes for each user who is logged in, when it is a
    /// directory of `user` with mode 0700 (`base` is `/run/user` but in tests).
    package static func runtime(of user: UInt32, in base: FilePath = "/run/user") -> FilePath? {
        let path = base.appendingComponent(FilePath(String(user)))
        return check(path, of: user) == nil ? path : nil
    }

    /// `.meter` in the home folder of `user`: in `home` (the `HOME` variable) when it is an absolute path,
    /// else in the home that the user's line in `/etc/passwd` gives; nil when neither says.
    package static func inHome(_ home: String?, of user: UInt32) -> FilePath? {
        guard let home = home.flatMap({ usableHome(FilePath($0)) }) ?? passwdHome(of: user) else { return nil }
        return home.appendingComponent(".meter")
    }

    /// Makes the folder `path` (mode 0700) when it is missing. Returns why it cannot hold control sockets,
    /// or nil when it can: a folder that is there but not private is refused, never changed.
    package static func prepare(_ path: FilePath, of user: UInt32) -> Problem? {
        if check(path, of: user) == .system(.noSuchEntry) {
            do {
                _ = try systemCall(on: path) { mkdir($0, 0o700) }
                // The umask may have taken the owner's bits away; nobody else can be in it yet.
                _ = try systemCall(on: path) { chmod($0, 0o700) }
            } catch {
                if error != .exists { return .system(error) }
            }
        }
        return check(path, of: user)
    }

    /// Why `path` is not a private folder of `user`'s, or nil when it is one.
    package static func check(_ path: FilePath, of user: UInt32) -> Problem? {
        let status: LinkStatus
        do {
            status = try LinkStatus(path)
        } catch {
            return .system(error)
        }
        return status.isDirectory && status.owner == user && status.permissions == 0o700 ? nil : .notPrivate
    }

    /// `HOME` without the slashes that end it, when it names an absolute path.
    private static func usableHome(_ home: FilePath) -> FilePath? {
        guard home.isAbsolute else { return nil }
        var bytes = home.bytes
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        return FilePath(bytes: bytes)
    }

    /// The home folder `/etc/passwd` gives `user`, as its bytes (read as a file: a static executable cannot
    /// rely on the C library's user database, which loads modules at run time).
    private static func passwdHome(of user: UInt32) -> FilePath? {
        guard let bytes = try? FileSystem.contents(of: "/etc/passwd", limit: 16 << 20) else { return nil }
        let uid = Array(String(user).utf8)
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            guard fields.count >= 7, Array(fields[2]) == uid else { continue }
            return usableHome(FilePath(bytes: fields[5]))
        }
        return nil
    }
}

/// What `lstat(2)` says of a path, as far as a control socket and its folder need: what it is, whose, with
/// which permissions, and which file.
struct LinkStatus {
    let isDirectory: Bool
    let isSocket: Bool
    let owner: UInt32
    /// The permission bits (`0o777`).
    let permissions: UInt32
    let identity: FileSystem.FileIdentity

    /// The status of `path` itself: a symbolic link is not followed.
    init(_ path: FilePath) throws(Errno) {
        var info = stat()
        _ = try systemCall(on: path) { lstat($0, &info) }
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
        isSocket = info.st_mode & S_IFMT == S_IFSOCK
        owner = info.st_uid
        permissions = UInt32(info.st_mode & 0o777)
        identity = FileSystem.FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
