/// The processes running now, found by name (`meter -d =NAME`, where pv asks `pgrep NAME`), from `/proc`.
package enum ProcessTable {
    /// The IDs of the processes named `name`, in increasing order, leaving out meter itself: a process whose
    /// kernel name (`/proc/PID/comm`) is `name`, or whose first argument's last component is (the whole
    /// name of a command longer than the kernel's 15 bytes). The whole name must match, as with `pgrep -x`.
    package static func ids(named name: String) -> [Int32] {
        guard !name.isEmpty, let entries = try? FileSystem.entries(of: "/proc") else { return [] }
        let own = ProcessQueries.current
        var ids: [Int32] = []
        for pid in entries.compactMap({ Int32($0) }).sorted() where pid != own {
            // A process that ended since the listing has neither file any more.
            guard let comm = FileSystem.readSmallFile("/proc/\(pid)/comm", limit: 4096) else { continue }
            let arguments = (try? FileSystem.contents(of: "/proc/\(pid)/cmdline", limit: 1 << 16)) ?? nil
            if isNamed(name, comm: comm, arguments: arguments ?? []) { ids.append(pid) }
        }
        return ids
    }

    /// Whether a process with this `comm` (as `/proc` gives it, newline ended) and these `arguments`
    /// (`/proc/PID/cmdline`: NUL-separated) is called `name`.
    static func isNamed(_ name: String, comm: String, arguments: [UInt8]) -> Bool {
        guard !name.isEmpty else { return false }
        let kernelName = comm.hasSuffix("\n") ? String(comm.dropLast()) : comm
        if kernelName == name { return true }
        let first = arguments.prefix { $0 != 0 }
        let command = first.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).last ?? first[...]
        return !command.isEmpty && String(decoding: command, as: UTF8.self) == name
    }
}
