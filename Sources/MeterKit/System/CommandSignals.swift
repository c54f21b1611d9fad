import CSystem
import Glibc

/// Process-wide signal facts that wrapping a command needs.
package enum CommandSignals {
    /// Whether `signal` is ignored now; asked before meter ignores signals itself, so that a command run
    /// under `nohup` or in a background job keeps what it inherited.
    package static func isIgnored(_ signal: Signal) -> Bool { (try? systemCall { csystem_signal_is_ignored(signal.rawValue) }) == 1 }

    /// Restores the default action of `signal` (SIGCHLD: a parent that ignored it would make the command's
    /// status unobtainable).
    package static func setDefault(_ signal: Signal) { _ = try? systemCall { csystem_set_signal_ignored(signal.rawValue, 0) } }
}
