/// The processes running now whose name a pattern matches (`meter -d =NAME`, where pv runs `pgrep NAME`),
/// from `/proc`.
package enum ProcessTable {
    /// The IDs of the processes whose name `pattern` matches, in increasing order, as `pgrep PATTERN` finds
    /// them: the expression matched anywhere in the kernel's name of each process (`/proc/PID/comm`, at
    /// most 15 bytes; the command line is not looked at). meter itself is left out, as pgrep leaves itself
    /// out.
    package static func ids(matching pattern: borrowing ExtendedRegex) -> [Int32] {
        guard let entries = try? FileSystem.entries(of: "/proc") else { return [] }
        let own = ProcessQueries.current
        var ids: [Int32] = []
        for pid in entries.compactMap({ Int32($0) }).sorted() where pid != own {
            // A process that ended since the listing has no name any more.
            guard let comm = try? FileSystem.contents(of: "/proc/\(pid)/comm", limit: 4096) else { continue }
            if pattern.matches(name(fromComm: comm)) { ids.append(pid) }
        }
        return ids
    }

    /// The process's name in the bytes of its `/proc/PID/comm`: without the newline the kernel ends it with.
    static func name(fromComm comm: [UInt8]) -> ArraySlice<UInt8> {
        comm.last == UInt8(ascii: "\n") ? comm.dropLast() : comm[...]
    }
}
