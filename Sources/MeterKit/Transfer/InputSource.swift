/// One input: a file by its path, an open descriptor, or standard input (`-` or no operand).
public enum InputSource: Sendable, Equatable {
    /// Standard input.
    case standardInput
    /// The file at this path: its bytes, as given.
    case file(FilePath)
    /// An open descriptor (a pipe, a socket, a file the tool opened), read from where it stands; it stays
    /// open, the tool's to close. Messages name it by its path in `/dev/fd`.
    case descriptor(Descriptor)

    /// The file at `path`, a path given as text (its UTF-8 bytes). A name that is not UTF-8 (a Latin-1
    /// `caf\xE9` from `argv` or a folder's listing) is given as its bytes: ``file(_:)-enum.case``.
    public static func file(_ path: String) -> InputSource { .file(FilePath(path)) }

    /// What messages call it: the file's name made safe for a terminal (it may hold control characters),
    /// or "(standard input)" in the message's language.
    package var subject: StreamName {
        switch self {
        case .standardInput: return .standardInput
        case .file(let path): return .file(path)
        case .descriptor(let descriptor): return .file(FilePath(descriptor.description))
        }
    }

    /// The descriptor read from, when it is open already (standard input, or one handed in).
    package var openDescriptor: FileDescriptor? {
        switch self {
        case .standardInput: return .standardInput
        case .file: return nil
        case .descriptor(let descriptor): return descriptor.open
        }
    }
}
