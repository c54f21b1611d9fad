import CSystem
import Glibc

extension SignalEvents {
    /// The next pending signal and whether a process sent it to meter (`kill`), as opposed to the kernel on
    /// the terminal's behalf (Ctrl-C, Ctrl-Z, a resize: those reach the whole foreground process group, the
    /// wrapped command included). `nil` when none is waiting.
    public func nextWithOrigin() -> (signal: Int32, sentByProcess: Bool)? {
        var code: Int32 = 0
        let signal = csystem_signalfd_next_info(descriptor.rawValue, &code)
        guard signal > 0 else { return nil }
        return (signal, code != CSYSTEM_SI_KERNEL && code <= 0)
    }
}

/// Process-wide signal facts that wrapping a command needs.
public enum CommandSignals {
    /// Whether `signal` is ignored now; asked before meter ignores signals itself, so that a command run
    /// under `nohup` or in a background job keeps what it inherited.
    public static func isIgnored(_ signal: Int32) -> Bool { csystem_signal_is_ignored(signal) == 1 }

    /// Restores the default action of `signal` (SIGCHLD: a parent that ignored it would make the command's
    /// status unobtainable).
    public static func setDefault(_ signal: Int32) { _ = csystem_set_signal_ignored(signal, 0) }
}
