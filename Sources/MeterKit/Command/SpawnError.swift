/// A command that could not be started, with the status a shell gives that failure.
package struct SpawnError: Error, Sendable, Equatable, Translatable {
    /// The command's name as given (`argv[0]`).
    package var command: String
    /// Why `posix_spawnp` failed.
    package var errno: Errno

    package init(command: String, errno: Errno) {
        self.command = command
        self.errno = errno
    }

    /// 127 when the command was not found, 126 when it was found but could not be run (as shells do).
    package var shellStatus: Int32 { isNotFound ? 127 : 126 }

    private var isNotFound: Bool { errno == .noSuchEntry || errno == .notADirectory }

    /// `NAME: command not found` for a bare name that no `PATH` entry holds, else `NAME: <strerror>`.
    package var message: Message {
        if isNotFound, !command.contains("/") { return .commandNotFound(SafeText(command)) }
        return .failed(.file(command), errno)
    }

    package func text(in language: Language) -> String { message.text(in: language) }
}
