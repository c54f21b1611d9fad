import Glibc

/// The signals meter handles, by name, so that nothing outside `System/` needs the C library's numbers.
package enum Signal {
    package static let interrupt = SIGINT
    package static let terminate = SIGTERM
    package static let hangUp = SIGHUP
    package static let quit = SIGQUIT
    package static let user1 = SIGUSR1
    package static let user2 = SIGUSR2
    package static let windowChange = SIGWINCH
    package static let terminalStop = SIGTSTP
    package static let resume = SIGCONT
    package static let child = SIGCHLD
    package static let brokenPipe = SIGPIPE
    package static let terminalOutput = SIGTTOU
    package static let alarm = SIGALRM

    /// The signal's name as a shell prints it (`SIGINT`), or `SIG` and its number.
    package static func name(of signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT", SIGUSR1: "SIGUSR1",
            SIGUSR2: "SIGUSR2", SIGWINCH: "SIGWINCH", SIGTSTP: "SIGTSTP", SIGCONT: "SIGCONT", SIGCHLD: "SIGCHLD",
            SIGPIPE: "SIGPIPE", SIGTTOU: "SIGTTOU", SIGALRM: "SIGALRM", SIGKILL: "SIGKILL",
        ]
        return names[signal] ?? "SIG\(signal)"
    }
}
