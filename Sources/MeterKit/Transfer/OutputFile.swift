/// A file meter writes (`-o`, `--record`…), opened before the first byte moves, and never when it is one
/// of the inputs: pv truncates `pv -o p.txt p.txt`'s only copy and only then reports it; meter refuses
/// before it touches the file, so the input survives.
package enum OutputFile {
    /// Why a file cannot be written.
    package enum Failure: Error, Equatable {
        /// It is this input (the same file on disk, whatever its name).
        case isInput(InputSource)
        /// It cannot be opened for writing.
        case cannotOpen(Errno)
    }

    /// Opens `path` for writing (and for reading it back, with `readable`: the store of `-U`), created or
    /// truncated, unless it is one of `inputs` (standard input included, when it is that file).
    package static func open(_ path: String, notAnyOf inputs: [InputSource], readable: Bool = false) throws(Failure) -> FileDescriptor {
        try check(path, notAnyOf: inputs)
        do {
            return try readable ? FileDescriptor.openForReadingAndWriting(path) : FileDescriptor.openForWriting(path)
        } catch {
            throw .cannotOpen(error)
        }
    }

    /// Refuses `path` when it is one of `inputs` (standard input included, when it is that file): a file
    /// meter replaces rather than opens (the PID file of `-P`) is checked here first.
    package static func check(_ path: String, notAnyOf inputs: [InputSource]) throws(Failure) {
        guard let existing = try? FileStatus(path: path), existing.kind == .regular else { return }
        for input in inputs.isEmpty ? [.standardInput] : inputs where isSame(input, as: existing) {
            throw .isInput(input)
        }
    }

    private static func isSame(_ input: InputSource, as output: FileStatus) -> Bool {
        let status: FileStatus?
        switch input {
        case .standardInput: status = try? FileDescriptor.standardInput.status()
        case .file(let path): status = try? FileStatus(path: path)
        }
        guard let status, status.kind == .regular else { return false }
        return status.isSameFile(as: output)
    }
}
