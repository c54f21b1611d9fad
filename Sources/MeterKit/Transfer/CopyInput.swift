/// One input of a copy, once open.
struct CopyInput {
    let descriptor: FileDescriptor
    /// What messages call it.
    let name: StreamName
    /// Whether the copy opened the descriptor and closes it (not standard input, nor one handed in).
    let closesDescriptor: Bool
    let status: FileStatus?
    /// Where it is among the copy's inputs (a file operand, or standard input); nil for a descriptor handed in.
    let index: Int?

    init(descriptor: FileDescriptor, name: StreamName, closesDescriptor: Bool, index: Int? = nil) {
        self.descriptor = descriptor
        self.name = name
        self.closesDescriptor = closesDescriptor
        self.status = try? descriptor.status()
        self.index = index
    }

    var kind: FileStatus.Kind { status?.kind ?? .other }

    /// Whether readiness must be waited for with poll (pipes, terminals, sockets); files are always ready.
    var isPollable: Bool { CopyInput.isPollable(kind) }

    /// Whether an input of `kind` is waited for with poll.
    static func isPollable(_ kind: FileStatus.Kind) -> Bool {
        kind == .pipe || kind == .characterDevice || kind == .socket || kind == .other
    }

    /// Closes the input if the copy opened it.
    func closeIfOpened() {
        if closesDescriptor { descriptor.close() }
    }

    /// Where a seekable input is, and the size it reports now (a hint: a file may hold more than `stat`
    /// says, or grow while it is read); nil for an input that cannot skip (a pipe, a terminal).
    func seekablePlace() -> (offset: Int64, reportedEnd: Int64)? {
        guard kind == .regular || kind == .blockDevice, let offset = try? descriptor.offset() else { return nil }
        if kind == .regular { return (offset, (try? descriptor.status())?.size ?? 0) }
        return (offset, offset + ((try? descriptor.remainingSize()) ?? 0))
    }
}
