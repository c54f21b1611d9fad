import CSystem
import Glibc

/// The processes running now, as `/proc` lists them, the directory held open for the whole watch (`meter
/// --copies`): a listing is a seek and a `getdents64(2)`, and the program a process runs is read relative
/// to it, one `readlinkat(2)`.
///
/// When this process has no descriptor to spare (`EMFILE`, `ENFILE`), `/proc` is read by name at each look
/// instead.
package final class ProcessDirectory {
    private let descriptor: FileDescriptor?
    /// Room for the IDs of the last listing, grown as needed.
    private var room = 512

    /// `/proc`, opened now; throws what opening it said (no `/proc` mounted).
    package init() throws(Errno) {
        do {
            descriptor = FileDescriptor(rawValue: try systemCall(on: "/proc") { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) })
        } catch {
            guard error == .tooManyOpenFiles || error == Errno(ENFILE) else { throw error }
            _ = try FileSystem.entries(of: "/proc")
            descriptor = nil
        }
    }

    deinit { descriptor?.close() }

    /// The IDs of the processes running now, in increasing order.
    package func processes() throws(Errno) -> [Int32] {
        try NumberedEntries.list(descriptor, path: "/proc", room: &room, spare: 64)
    }

    /// The file name of the program process `pid` runs: the last part of where its `/proc/PID/exe` leads
    /// (a link followed to its file: `unxz` runs `xz`). Throws what reading the link said: `EACCES` for
    /// another user's process (unless this one is root's), `ENOENT` for a kernel thread or a process that
    /// has ended.
    package func programName(of pid: Int32) throws(Errno) -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let name = "\(pid)/exe"
        let length: Int
        if let descriptor {
            length = try systemCall { readlinkat(descriptor.rawValue, name, &buffer, buffer.count - 1) }
        } else {
            length = try systemCall(on: FilePath("/proc/" + name)) { readlink($0, &buffer, buffer.count - 1) }
        }
        let path = buffer[0..<length].map { UInt8(bitPattern: $0) }
        guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return Array(path[(slash + 1)...])
    }
}
