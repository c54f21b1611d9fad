import Glibc

/// A signal, as a value: what meter handles, passes on and dies of, by name, so that nothing outside
/// `System/` needs the C library's numbers.
package struct Signal: Hashable, Sendable, CustomStringConvertible {
    /// The C library's number for it (`SIGINT`: 2).
    package let rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    package static let interrupt = Signal(rawValue: SIGINT)
    package static let terminate = Signal(rawValue: SIGTERM)
    package static let hangUp = Signal(rawValue: SIGHUP)
    package static let quit = Signal(rawValue: SIGQUIT)
    package static let user1 = Signal(rawValue: SIGUSR1)
    package static let user2 = Signal(rawValue: SIGUSR2)
    package static let windowChange = Signal(rawValue: SIGWINCH)
    package static let terminalStop = Signal(rawValue: SIGTSTP)
    package static let resume = Signal(rawValue: SIGCONT)
    package static let child = Signal(rawValue: SIGCHLD)
    package static let brokenPipe = Signal(rawValue: SIGPIPE)
    package static let terminalOutput = Signal(rawValue: SIGTTOU)
    package static let alarm = Signal(rawValue: SIGALRM)
    package static let kill = Signal(rawValue: SIGKILL)
    package static let stop = Signal(rawValue: SIGSTOP)

    /// The signal's name as a shell prints it (`SIGINT`), or `SIG` and its number.
    package var name: String {
        let names: [Signal: String] = [
            .interrupt: "SIGINT", .terminate: "SIGTERM", .hangUp: "SIGHUP", .quit: "SIGQUIT", .user1: "SIGUSR1",
            .user2: "SIGUSR2", .windowChange: "SIGWINCH", .terminalStop: "SIGTSTP", .resume: "SIGCONT", .child: "SIGCHLD",
            .brokenPipe: "SIGPIPE", .terminalOutput: "SIGTTOU", .alarm: "SIGALRM", .kill: "SIGKILL",
        ]
        return names[self] ?? "SIG\(rawValue)"
    }

    package var description: String { name }
}
