/// A process that `meter --copies` watches, at the file it follows now: the biggest file it has open for
/// reading (or writing).
package struct CopyTarget: Sendable, Equatable {
    /// The process.
    package let pid: Int32
    /// The file name of the program it runs (`cp`, `gzip`): outside bytes, shown only through `SafeText`.
    package let command: FilePath
    /// The file followed.
    package let file: WatchedFile

    /// Which of a process's files `meter --copies` follows.
    package enum Direction: Sendable, Equatable {
        /// The biggest file open for reading only: a copy's source (the default).
        case reading
        /// The biggest file open for writing: a copy's destination (`-M out`).
        case writing

        /// Whether `file` is opened the way this direction follows.
        func follows(_ file: WatchedFile) -> Bool { file.isReadOnly == (self == .reading) }
    }
}
