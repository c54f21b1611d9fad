import CSystem
import Glibc

/// Another process's descriptors, as its `/proc/PID/fd` lists them, the directory held open for the whole
/// watch (`meter -d PID`): listing it again is a seek and a `getdents64(2)`, its size (Linux 6.2 on) says
/// how many descriptors are open in one `fstat(2)`, and a descriptor is looked at relative to it. Held,
/// it also stays the process it was opened for: once that process has been reaped every call fails with
/// `ENOENT`, even if another process gets its ID.
///
/// When this process has no descriptor to spare (`EMFILE`, `ENFILE`), the directory is read by name at
/// each look instead.
package final class DescriptorDirectory {
    /// The process.
    package let pid: Int32
    private let path: FilePath
    private let descriptor: FileDescriptor?
    /// Room for the numbers of the last listing, grown as needed.
    private var room = 64

    /// The descriptors of process `pid`, opened now. Throws what opening said: `ENOENT` when there is no
    /// such process, `EACCES` when its descriptors cannot be seen (another user's process).
    package init(pid: Int32) throws(Errno) {
        let path: FilePath = "/proc/\(pid)/fd"
        self.pid = pid
        self.path = path
        do {
            descriptor = FileDescriptor(rawValue: try systemCall(on: path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) })
        } catch {
            guard error == .tooManyOpenFiles || error == Errno(ENFILE) else { throw error }
            _ = try FileSystem.entries(of: path)
            descriptor = nil
        }
    }

    deinit { descriptor?.close() }

    /// How many descriptors the process has open, as the directory's size says; nil where the kernel says
    /// nothing (a size of 0: kernels before 6.2, and a process that has ended and not yet been reaped).
    /// Throws `ENOENT` once the process has been reaped.
    package func openCount() throws(Errno) -> Int? {
        guard let descriptor else { return nil }
        let size = try descriptor.status().size
        return size > 0 ? Int(size) : nil
    }

    /// The process's descriptors, in increasing order. Throws `ENOENT` once the process has been reaped.
    package func numbers() throws(Errno) -> [Int32] {
        try NumberedEntries.list(descriptor, path: path, room: &room, spare: 16)
    }

    /// What the process's `descriptor` leads to, as `stat(2)` of its link says: a look that costs one call.
    func status(of descriptor: Int32) throws(Errno) -> FileStatus {
        var info = stat()
        if let directory = self.descriptor {
            _ = try systemCall { fstatat(directory.rawValue, String(descriptor), &info, 0) }
        } else {
            _ = try systemCall(on: path.appendingComponent("\(descriptor)")) { stat($0, &info) }
        }
        return FileStatus(info)
    }
}

/// The entries of a `/proc` directory that are numbers (process IDs, descriptors), in increasing order: from
/// the directory held open (a seek and a `getdents64(2)`), else read by name.
enum NumberedEntries {
    /// Lists `descriptor`, the directory at `path` (by name when it is nil); `room` is how many numbers the
    /// last listing held, grown (with `spare` more) when this one holds more.
    static func list(_ descriptor: FileDescriptor?, path: FilePath, room: inout Int, spare: Int) throws(Errno) -> [Int32] {
        guard let descriptor else { return try FileSystem.entries(of: path).compactMap { Int32($0) }.sorted() }
        while true {
            let capacity = room
            var numbers = [Int32](repeating: 0, count: capacity)
            let count = try numbers.withUnsafeMutableBufferPointer { buffer throws(Errno) in
                try systemCall { csystem_descriptor_numbers(descriptor.rawValue, buffer.baseAddress, capacity) }
            }
            if count <= capacity {
                numbers.removeLast(capacity - count)
                numbers.sort()  // in order already, as /proc lists them
                return numbers
            }
            room = count + spare
        }
    }
}
