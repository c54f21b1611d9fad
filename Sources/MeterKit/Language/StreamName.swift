/// What a message is about: a file by its name, or a stream meter names in words ("(standard input)").
package enum StreamName: Sendable, Equatable, Translatable {
    /// A file, by its name as given (outside bytes, made safe to show as a name is).
    case path(SafeText)
    /// Standard input.
    case standardInput
    /// Standard output.
    case standardOutput
    /// The pipe into a wrapped command (`-M in`).
    case commandInput
    /// The nameless store of `-U -`.
    case temporaryFile
    /// The output of a replay a tool runs with `Replayer`.
    case replayOutput

    /// A file named `path`.
    package static func file(_ path: FilePath) -> StreamName { .path(SafeText(path)) }

    package func text(in language: Language) -> String {
        switch self {
        case .path(let path): return path.text
        case .standardInput: return Message.standardInput.text(in: language)
        case .standardOutput: return Message.standardOutput.text(in: language)
        case .commandInput: return Message.commandInput.text(in: language)
        case .temporaryFile: return Message.temporaryFile.text(in: language)
        case .replayOutput: return Message.replayOutput.text(in: language)
        }
    }
}
