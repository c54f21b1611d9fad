import CSystem
import Glibc

/// The calls behind pv's disk options: syncing (`-Y`), truncating after holes (`-O`), direct I/O (`-K`), the
/// end of a block device, and a nameless file to store a stream in (`-U -`).
extension FileDescriptor {
    /// Opens `path` for reading and writing, creating or truncating it (`open(2)` with
    /// `O_RDWR | O_CREAT | O_TRUNC`): a file meter writes and then reads back.
    package static func openForReadingAndWriting(_ path: FilePath) throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try systemCall(on: path) { open($0, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) })
    }

    /// Opens `path` for writing (and reading too, with `readable`) without truncating it: a new file made
    /// exclusively with `mode` (less the umask), or else the one that is there, whatever it is (a FIFO's open
    /// waits for its reader). `created` says which, so that a file made only to be refused can be removed
    /// again; truncating is the caller's, once the file was checked against the run's other files.
    package static func openUntruncated(
        _ path: FilePath, readable: Bool, mode: UInt32
    ) throws(Errno) -> (descriptor: FileDescriptor, created: Bool) {
        let access = (readable ? O_RDWR : O_WRONLY) | O_CLOEXEC
        while true {
            do {
                let made = try systemCall(on: path) { open($0, access | O_CREAT | O_EXCL, mode_t(mode)) }
                return (FileDescriptor(rawValue: made), true)
            } catch {
                guard error == .exists else { throw error }
            }
            do {
                return (FileDescriptor(rawValue: try systemCall(on: path) { open($0, access) }), false)
            } catch {
                // Removed between the two opens: make it again.
                guard error == .noSuchEntry else { throw error }
            }
        }
    }

    /// A new file in `directory` that no name leads to, open for reading and writing: it is gone as soon as
    /// it is closed, however meter ends (`O_TMPFILE`, or `mkstemp(3)` and `unlink(2)` where the file system
    /// has no `O_TMPFILE`).
    package static func openAnonymous(in directory: FilePath) throws(Errno) -> FileDescriptor {
        do {
            return FileDescriptor(rawValue: try systemCall(on: directory) { csystem_open_tmpfile($0) })
        } catch {
            // File systems without O_TMPFILE say so with EOPNOTSUPP, EISDIR or EINVAL (older kernels).
            guard error == .notSupported || error == .isADirectory || error == .invalid else { throw error }
            return FileDescriptor(rawValue: try systemCall(on: directory) { csystem_open_unlinked($0) })
        }
    }

    /// `fdatasync(2)`: the data written so far, and what is needed to read it back, is on the device.
    func syncData() throws(Errno) {
        _ = try systemCall { fdatasync(rawValue) }
    }

    /// `fchmod(2)`: the file's permission bits become `mode`, whatever the umask said when it was made.
    package func setPermissions(_ mode: UInt32) throws(Errno) {
        _ = try systemCall { fchmod(rawValue, mode_t(mode)) }
    }

    /// `ftruncate(2)`: the file is `length` bytes long, cut or extended with a hole.
    package func truncate(to length: Int64) throws(Errno) {
        _ = try systemCall { ftruncate(rawValue, off_t(length)) }
    }

    /// Sets or clears `O_DIRECT` (`fcntl(2)` `F_SETFL`), the other flags kept. A file system that cannot
    /// bypass its cache says `EINVAL`.
    func setDirect(_ direct: Bool) throws(Errno) {
        _ = try systemCall { csystem_set_direct(rawValue, direct ? 1 : 0) }
    }

    /// Whether every write goes to the end of the file (`O_APPEND`, a shell's `>>`).
    var isAppending: Bool { (try? systemCall { csystem_is_appending(rawValue) }) == 1 }
}

/// The machine's memory, as direct I/O needs to know it.
enum SystemMemory {
    /// The size of a page (`sysconf(_SC_PAGESIZE)`): direct I/O's buffers, offsets and lengths are kept to
    /// multiples of it, which covers every device's logical block.
    static let pageSize = Int(csystem_page_size())
}
