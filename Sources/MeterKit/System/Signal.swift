import CSystem
import Glibc

/// A signal, as a value: what meter handles, passes on and dies of, by name, so that nothing outside
/// `System/` needs the C library's numbers. A tool hands one to a copy (``Pump/interrupt(_:)``) and dies
/// of the one that ended it (``dieOf()``), as the `meter` command does.
public struct Signal: Hashable, Sendable, CustomStringConvertible {
    /// The C library's number for it (`SIGINT`: 2).
    public let rawValue: Int32

    /// The signal numbered `rawValue` (`SIGINT` from Glibc: ``interrupt``).
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let interrupt = Signal(rawValue: SIGINT)
    public static let terminate = Signal(rawValue: SIGTERM)
    public static let hangUp = Signal(rawValue: SIGHUP)
    public static let quit = Signal(rawValue: SIGQUIT)
    public static let user1 = Signal(rawValue: SIGUSR1)
    public static let user2 = Signal(rawValue: SIGUSR2)
    public static let windowChange = Signal(rawValue: SIGWINCH)
    public static let terminalStop = Signal(rawValue: SIGTSTP)
    public static let resume = Signal(rawValue: SIGCONT)
    public static let child = Signal(rawValue: SIGCHLD)
    public static let brokenPipe = Signal(rawValue: SIGPIPE)
    public static let terminalOutput = Signal(rawValue: SIGTTOU)
    public static let alarm = Signal(rawValue: SIGALRM)
    public static let kill = Signal(rawValue: SIGKILL)
    public static let stop = Signal(rawValue: SIGSTOP)

    /// The signal's name as a shell prints it (`SIGINT`), or `SIG` and its number.
    public var name: String {
        let names: [Signal: String] = [
            .interrupt: "SIGINT", .terminate: "SIGTERM", .hangUp: "SIGHUP", .quit: "SIGQUIT", .user1: "SIGUSR1",
            .user2: "SIGUSR2", .windowChange: "SIGWINCH", .terminalStop: "SIGTSTP", .resume: "SIGCONT", .child: "SIGCHLD",
            .brokenPipe: "SIGPIPE", .terminalOutput: "SIGTTOU", .alarm: "SIGALRM", .kill: "SIGKILL",
        ]
        return names[self] ?? "SIG\(rawValue)"
    }

    public var description: String { name }

    /// Ends the process the way the signal would have ended it, as the `meter` command ends after one:
    /// its default action restored in the process, the signal unblocked in this thread, and raised, so that
    /// a shell sees `128 + N` and knows why. A signal whose default action does not end a process exits
    /// with `128 + N` instead.
    public func dieOf() -> Never {
        _ = try? systemCall { csystem_set_signal_ignored(rawValue, 0) }
        var one = [rawValue]
        csystem_unblock(&one, 1)
        _ = try? systemCall { raise(rawValue) }
        exit(128 + rawValue)
    }
}
