import Glibc

/// Questions about processes.
package enum ProcessQueries {
    /// This process's ID (`getpid(2)`).
    package static var current: Int32 { getpid() }

    /// The effective user's ID (`geteuid(2)`).
    package static var userID: UInt32 { geteuid() }

    /// Whether process `pid` exists (`kill(pid, 0)`; a process of another user counts as existing).
    package static func isAlive(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        do {
            _ = try systemCall { kill(pid, 0) }
            return true
        } catch {
            return error == .notPermitted
        }
    }

    /// Whether process `pid` has ended: gone, or a zombie (state `Z` in `/proc/PID/stat`, the field after
    /// the name in parentheses), which has closed its files and only waits for its parent to reap it. A
    /// parent that is slow to reap must not keep a watch of its child going.
    package static func hasEnded(_ pid: Int32) -> Bool {
        guard let fields = statFields(of: pid) else { return true }
        return fields.first == [UInt8(ascii: "Z")]
    }

    /// Whether another process than this one is in this process's group (a pipeline's other commands, which
    /// the shell puts in one group): read from `/proc/PID/stat`, the group being the fifth field, after the
    /// name in parentheses (which may hold anything, so the last `)` ends it).
    package static func othersInGroup() -> Bool {
        let group = getpgrp()
        let me = getpid()
        guard let entries = try? FileSystem.entries(of: "/proc") else { return false }
        for entry in entries {
            guard let pid = Int32(entry), pid != me, let fields = statFields(of: pid) else { continue }
            if fields.count > 2, Int32(String(decoding: fields[2], as: UTF8.self)) == group { return true }
        }
        return false
    }

    /// The fields of `/proc/PID/stat` after the name in parentheses (which may hold anything, so the last `)`
    /// ends it): the state first, then the parent, the group; nil when the process is gone.
    private static func statFields(of pid: Int32) -> [ArraySlice<UInt8>]? {
        guard let stat = try? FileSystem.contents(of: "/proc/\(pid)/stat", limit: 4096) else { return nil }
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return [] }
        return stat[(close + 1)...].split(separator: UInt8(ascii: " "))
    }
}
