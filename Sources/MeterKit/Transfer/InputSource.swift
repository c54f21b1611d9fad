/// One input: a file by name, or standard input (`-` or no operand).
public enum InputSource: Sendable, Equatable {
    /// Standard input.
    case standardInput
    /// The file at this path.
    case file(String)

    /// The name used in messages, made safe for a terminal (a file name may hold control characters).
    package var displayName: String {
        switch self {
        case .standardInput: return "(standard input)"
        case .file(let path): return SafeText(path).text
        }
    }
}
