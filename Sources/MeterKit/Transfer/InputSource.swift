/// One input: a file by name, or standard input (`-` or no operand).
public enum InputSource: Sendable, Equatable {
    /// Standard input.
    case standardInput
    /// The file at this path.
    case file(String)

    /// What messages call it: the file's name made safe for a terminal (it may hold control characters),
    /// or "(standard input)" in the message's language.
    package var subject: StreamName {
        switch self {
        case .standardInput: return .standardInput
        case .file(let path): return .file(path)
        }
    }
}
