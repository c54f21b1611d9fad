import CSystem
import Glibc

/// A signal, as a value: what meter handles, passes on and dies of, by name, so that nothing outside
/// `System/` needs the C library's numbers. A tool hands one to a copy (``Copier/interrupt(_:)``) and dies
/// of the one that ended it (``dieOf()``), as the `meter` command does. The signals a tool cannot hand in
/// to any effect (SIGCHLD, SIGPIPE, SIGTTOU, which the command's loop ignores or takes for its own child,
/// and SIGKILL and SIGSTOP, which no program receives) are the command's alone.
public struct Signal: Hashable, Sendable, CustomStringConvertible {
    /// The C library's number for it (`SIGINT`: 2).
    public let rawValue: Int32

    /// The signal numbered `rawValue` (`SIGINT` from Glibc: ``interrupt``).
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// `SIGINT`: Ctrl-C. Ends a run: last frame, line ended, then the process dies of it.
    public static let interrupt = Signal(rawValue: SIGINT)
    /// `SIGTERM`: a polite request to end, as `kill` sends. Ends a run as ``interrupt`` does.
    public static let terminate = Signal(rawValue: SIGTERM)
    /// `SIGHUP`: the terminal went away. Ends a run as ``interrupt`` does.
    public static let hangUp = Signal(rawValue: SIGHUP)
    /// `SIGQUIT`: Ctrl-\ (backslash); the `meter` command passes it on to a wrapped command.
    public static let quit = Signal(rawValue: SIGQUIT)
    /// `SIGUSR1`: the first signal left to programs to define; the `meter` command passes it on to a
    /// wrapped command.
    public static let user1 = Signal(rawValue: SIGUSR1)
    /// `SIGUSR2`: the second signal left to programs to define; the `meter` command passes it on to a
    /// wrapped command.
    public static let user2 = Signal(rawValue: SIGUSR2)
    /// `SIGWINCH`: the terminal changed size; the next frame is laid out for the new width.
    public static let windowChange = Signal(rawValue: SIGWINCH)
    /// `SIGTSTP`: Ctrl-Z. The line is left clean before the process stops.
    public static let terminalStop = Signal(rawValue: SIGTSTP)
    /// `SIGCONT`: the process goes on after a stop (`fg`, `bg`); the indicator is drawn afresh.
    public static let resume = Signal(rawValue: SIGCONT)
    /// `SIGCHLD`: a child process (a wrapped command) changed state.
    package static let child = Signal(rawValue: SIGCHLD)
    /// `SIGPIPE`: a write to a pipe that nobody reads. meter ignores it and sees the write fail instead.
    package static let brokenPipe = Signal(rawValue: SIGPIPE)
    /// `SIGTTOU`: a background process wrote to its terminal. meter ignores it: a background meter draws
    /// nothing and is never stopped.
    package static let terminalOutput = Signal(rawValue: SIGTTOU)
    /// `SIGALRM`: a timer ran out; what interrupts a blocking write so that frames go on being drawn.
    public static let alarm = Signal(rawValue: SIGALRM)
    /// `SIGTRAP`: a breakpoint's trap. Sent by another process, it ends a run as ``interrupt`` does; one
    /// that meter's own code raised ends it at once.
    public static let trap = Signal(rawValue: SIGTRAP)
    /// `SIGSTKFLT`: a signal Linux no longer raises; sent by a process, it ends a run as ``interrupt`` does.
    public static let stackFault = Signal(rawValue: SIGSTKFLT)
    /// `SIGXCPU`: the process used up the processor time its limit allows (`ulimit -t`); it ends a run as
    /// ``interrupt`` does.
    public static let cpuLimit = Signal(rawValue: SIGXCPU)
    /// `SIGXFSZ`: a write went past the file size limit (`ulimit -f`); it ends a run as ``interrupt`` does.
    public static let fileSizeLimit = Signal(rawValue: SIGXFSZ)
    /// `SIGVTALRM`: a timer of the process's own running time ran out; it ends a run as ``interrupt`` does.
    public static let virtualAlarm = Signal(rawValue: SIGVTALRM)
    /// `SIGPROF`: a profiling timer ran out; it ends a run as ``interrupt`` does.
    public static let profilingAlarm = Signal(rawValue: SIGPROF)
    /// `SIGIO` (also named `SIGPOLL`): a descriptor is ready for input or output; it ends a run as
    /// ``interrupt`` does.
    public static let inputOutput = Signal(rawValue: SIGIO)
    /// `SIGPWR`: the power is failing; it ends a run as ``interrupt`` does.
    public static let powerFailure = Signal(rawValue: SIGPWR)
    /// `SIGSYS`: a bad system call. Sent by another process, it ends a run as ``interrupt`` does; one that
    /// meter's own code caused (a system call a filter forbids) ends it at once.
    public static let badSystemCall = Signal(rawValue: SIGSYS)
    /// `SIGKILL`: ends a process at once; it cannot be caught, blocked or ignored.
    package static let kill = Signal(rawValue: SIGKILL)
    /// `SIGSTOP`: stops a process at once; it cannot be caught, blocked or ignored.
    package static let stop = Signal(rawValue: SIGSTOP)

    /// The signal's name as a shell prints it (`SIGINT`), or `SIG` and its number.
    public var name: String {
        let names: [Signal: String] = [
            .interrupt: "SIGINT", .terminate: "SIGTERM", .hangUp: "SIGHUP", .quit: "SIGQUIT", .user1: "SIGUSR1",
            .user2: "SIGUSR2", .windowChange: "SIGWINCH", .terminalStop: "SIGTSTP", .resume: "SIGCONT", .child: "SIGCHLD",
            .brokenPipe: "SIGPIPE", .terminalOutput: "SIGTTOU", .alarm: "SIGALRM", .kill: "SIGKILL",
            .stop: "SIGSTOP", .trap: "SIGTRAP", .stackFault: "SIGSTKFLT", .cpuLimit: "SIGXCPU", .fileSizeLimit: "SIGXFSZ",
            .virtualAlarm: "SIGVTALRM", .profilingAlarm: "SIGPROF", .inputOutput: "SIGIO", .powerFailure: "SIGPWR",
            .badSystemCall: "SIGSYS",
        ]
        return names[self] ?? "SIG\(rawValue)"
    }

    /// The signal's name, as ``name`` gives it.
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
