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
}
