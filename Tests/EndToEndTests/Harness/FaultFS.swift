import Foundation
import Glibc
import Testing

/// A FUSE file system of faulty files (`FaultFS/faultfs.py`), for what the kernel will not make on demand: a
/// file whose size reads 0 and that holds data (served with direct I/O, as lxcfs serves `/proc/meminfo`, on
/// which splice and sendfile answer 0 at once), a file that holds more than it reports or grows as it is
/// read, reads that fail with EIO over a range (and stop short before it, as a disk's do), short reads,
/// and reads interrupted with EINTR.
///
/// It needs root, `/dev/fuse` and Debian's `python3-fusepy` under `/usr/bin/python3`; `.ci/run` installs
/// the package. Unlike a preloaded shim, it works with the static release binary too.
struct FaultFS {
    /// One file of the mount.
    struct File {
        var name: String
        var data: [UInt8]
        /// What `stat` reports, when not the data's length.
        var reportedSize: Int?
        /// `stat` reports what has been read so far: a file that grows as it is read.
        var grows = false
        /// Every read goes to the file system (past the reported size too), not through the page cache.
        var directIO = true
        /// Ranges whose reads fail with EIO; a read that reaches one stops short at its start.
        var unreadable: [Range<Int>] = []
        /// A read that asks for any byte of an unreadable range fails whole (direct I/O over a bad sector).
        var readsFailWhole = false
        /// The most one read returns.
        var shortReads: Int?
        /// Every this many reads, one fails with EINTR.
        var interruptEvery: Int?
    }

    /// Whether a FaultFS can be mounted here.
    static let isAvailable: Bool = {
        guard getuid() == 0, access("/dev/fuse", R_OK | W_OK) == 0, access(python, X_OK) == 0 else { return false }
        return Runner(executable: python, arguments: ["-c", "import fusepy"]).run().termination == .exited(0)
    }()
    static let unavailable: Comment = "a FUSE mount needs root, /dev/fuse and python3-fusepy under /usr/bin/python3"

    /// Debian's Python, which has Debian's `python3-fusepy` (another `python3` on `PATH` may not).
    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FaultFS/faultfs.py").path

    let mountPoint: String
    private let process: Process

    /// Mounts `files` in a folder of `directory`; each file's data is kept beside it.
    static func mount(_ files: [File], in directory: TemporaryDirectory) throws -> FaultFS {
        var spec: [String: [String: Any]] = [:]
        for file in files {
            var entry: [String: Any] = [
                "data": directory.write("data-" + file.name, file.data), "grows": file.grows, "direct_io": file.directIO,
                "eio": file.unreadable.map { [$0.lowerBound, $0.upperBound] }, "fails_whole": file.readsFailWhole,
            ]
            entry["size"] = file.reportedSize
            entry["short"] = file.shortReads
            entry["eintr_every"] = file.interruptEvery
            spec[file.name] = entry
        }
        let specPath = directory.write("faultfs.json", [UInt8](try JSONSerialization.data(withJSONObject: spec)))
        let mountPoint = directory.file("mnt")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, specPath, mountPoint]
        let log = directory.file("faultfs.log")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: log)
        process.standardError = FileHandle(forWritingAtPath: log)
        try process.run()
        let mount = FaultFS(mountPoint: mountPoint, process: process)
        // Mounted once the folder is on a device of its own; a loaded machine may take seconds.
        let deadline = Runner.now() + 30
        while !mount.isMounted {
            guard process.isRunning, Runner.now() < deadline else {
                mount.unmount()
                throw MountFailed(log: String(decoding: directory.read("faultfs.log"), as: UTF8.self))
            }
            usleep(20_000)
        }
        return mount
    }

    struct MountFailed: Error, CustomStringConvertible {
        let log: String
        var description: String { "faultfs did not mount: \(log)" }
    }

    /// The path of the file `name` in the mount.
    func path(_ name: String) -> String { mountPoint + "/" + name }

    private var isMounted: Bool {
        var inside = stat(), parent = stat()
        return stat(mountPoint, &inside) == 0 && stat(mountPoint + "/..", &parent) == 0 && inside.st_dev != parent.st_dev
    }

    /// Unmounts, and waits for the file system's process to end.
    func unmount() {
        _ = Runner(executable: "/bin/umount", arguments: ["-l", mountPoint]).run()
        let deadline = Runner.now() + 10
        while process.isRunning, Runner.now() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
    }
}
