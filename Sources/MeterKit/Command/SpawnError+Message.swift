/// What meter says when a command could not be started.
extension SpawnError: Translatable {
    /// `NAME: command not found` for a bare name that no `PATH` entry holds, else `NAME: <strerror>`.
    package var message: Message {
        if isNotFound, !command.bytes.contains(UInt8(ascii: "/")) { return .commandNotFound(SafeText(command)) }
        return .failed(.file(command), errno)
    }

    package func text(in language: Language) -> String { message.text(in: language) }
}
