/// The files meter writes (`-o`, `--record`, `--json-file`, `-U`, and what `-P` replaces), opened together
/// before the first byte moves and checked against each other and against the inputs before any of them is
/// truncated: pv truncates `pv -o p.txt p.txt`'s only copy and only then reports it; meter refuses before it
/// touches a file, so the input survives, and two of its own files never write over each other.
///
/// Files are compared by device and inode, whatever their names (a link, a second path, `/dev/stdout`): a
/// regular file or a block device is one file whoever writes it. Character devices, pipes, sockets and
/// terminals are not compared: `--json-file /dev/null -o /dev/null` writes both into nothing, and a pipe
/// may well carry two streams.
package enum OutputFile {
    /// One file the run writes.
    package enum Target: Sendable, Equatable {
        /// A file opened by name: created when missing (with `mode` less the umask, as a shell's `>` creates
        /// one; a narrower `mode`, a file of the run's own such as `--record`'s 0600, exactly, whatever the
        /// umask), truncated once every check passed; `readable` also to read it back (the store of `-U`).
        case opened(FilePath, readable: Bool = false, mode: UInt32 = 0o666)
        /// A file replaced by a rename (`-P`'s): only what stands at the name now, if anything, is compared.
        case replaced(FilePath)
        /// A descriptor already open: standard output, when the run writes its output there.
        case descriptor(FileDescriptor)
    }

    /// Why the files cannot be written. Indexes are into the targets given.
    package enum Failure: Error, Equatable {
        /// Target `target` is this input (the same file on disk, whatever its name).
        case isInput(target: Int, InputSource)
        /// Target `target` cannot be opened for writing.
        case cannotOpen(target: Int, Errno)
        /// Targets `first` and `second` (`first` < `second`) are the same file.
        case sameFile(first: Int, second: Int)
    }

    /// Opens every target that is opened by name, checks them all, and then truncates what was opened: the
    /// descriptors in the order of `targets` (nil for the others). On a failure nothing was truncated, the
    /// files opened are closed again and those made only now are removed.
    ///
    /// Opening a FIFO waits for its reader; call this before the run takes the signals that end meter, so
    /// that Ctrl-C ends that wait.
    package static func open(_ targets: [Target], notAnyOf inputs: [InputSource]) throws(Failure) -> [FileDescriptor?] {
        var opened: [(descriptor: FileDescriptor, created: Bool)?] = []
        var identities: [FileStatus?] = []
        func undo() {
            for (index, file) in opened.enumerated() {
                guard let file else { continue }
                file.descriptor.close()
                if file.created, case .opened(let path, _, _) = targets[index] { FileSystem.remove(path) }
            }
        }
        for (index, target) in targets.enumerated() {
            do throws(Errno) {
                let file = try open(target)
                opened.append(file)
                identities.append(try identity(of: target, opened: file?.descriptor))
            } catch {
                undo()
                throw .cannotOpen(target: index, error)
            }
        }
        do throws(Failure) {
            try check(targets, identities: identities, inputs: inputs)
            for (index, file) in opened.enumerated() where identities[index]?.kind == .regular && !(file?.created ?? true) {
                do throws(Errno) { try file?.descriptor.truncate(to: 0) } catch { throw .cannotOpen(target: index, error) }
            }
        } catch {
            undo()
            throw error
        }
        return opened.map { $0?.descriptor }
    }

    private static func open(_ target: Target) throws(Errno) -> (descriptor: FileDescriptor, created: Bool)? {
        guard case .opened(let path, let readable, let mode) = target else { return nil }
        let file = try FileDescriptor.openUntruncated(path, readable: readable, mode: mode)
        // The umask may have taken the owner's own bits from a file that is the run's alone.
        if file.created, mode != 0o666 { try? file.descriptor.setPermissions(mode) }
        return file
    }

    /// What `target` is on disk, when it is a file that two names can share (a regular file or a block
    /// device); nil for anything else, and for a name that a rename will fill but nothing stands at yet.
    private static func identity(of target: Target, opened: FileDescriptor?) throws(Errno) -> FileStatus? {
        let status: FileStatus?
        switch target {
        case .opened: status = try opened?.status()
        case .replaced(let path): status = try? FileStatus(linkAt: path)
        case .descriptor(let descriptor): status = try? descriptor.status()
        }
        guard let status, status.kind == .regular || status.kind == .blockDevice else { return nil }
        return status
    }

    /// Refuses a target that is an input, or the same file as another target.
    private static func check(_ targets: [Target], identities: [FileStatus?], inputs: [InputSource]) throws(Failure) {
        let inputIdentities = (inputs.isEmpty ? [.standardInput] : inputs).map { ($0, identity(of: $0)) }
        for (index, identity) in identities.enumerated() {
            guard let identity else { continue }
            for earlier in 0..<index where identities[earlier]?.isSameFile(as: identity) == true {
                throw .sameFile(first: earlier, second: index)
            }
            // Standard output as the input is the copy's own check, as pv's ("input file is output file").
            if case .descriptor = targets[index] { continue }
            for (input, status) in inputIdentities where status?.isSameFile(as: identity) == true {
                throw .isInput(target: index, input)
            }
        }
    }

    private static func identity(of input: InputSource) -> FileStatus? {
        let status: FileStatus?
        switch input {
        case .standardInput, .descriptor: status = try? input.openDescriptor?.status()
        case .file(let path): status = try? FileStatus(path: path)
        }
        guard let status, status.kind == .regular || status.kind == .blockDevice else { return nil }
        return status
    }
}
