/// One input of a copy, once open.
struct CopyInput {
    let descriptor: FileDescriptor
    let source: InputSource
    let status: FileStatus?

    init(descriptor: FileDescriptor, source: InputSource) {
        self.descriptor = descriptor
        self.source = source
        self.status = try? descriptor.status()
    }

    var kind: FileStatus.Kind { status?.kind ?? .other }

    /// Whether readiness must be waited for with poll (pipes, terminals, sockets); files are always ready.
    var isPollable: Bool { kind == .pipe || kind == .characterDevice || kind == .socket || kind == .other }

    /// Closes the input if meter opened it (standard input stays open).
    func closeIfOpened() {
        if case .file = source { descriptor.close() }
    }

    /// With `-E`: skips past an unreadable region of a seekable input. Returns the bytes to emit as NULs in
    /// its place (0 at the end of the input) and where the region began, or nil when it cannot skip.
    func skipUnreadable(length: Int) -> (bytes: Int, offset: Int64)? {
        guard kind == .regular || kind == .blockDevice, let offset = try? descriptor.offset() else {
            return nil
        }
        var end = kind == .regular ? (status?.size ?? 0) : 0
        if kind == .blockDevice, let size = try? descriptor.seekToEnd() { end = size }
        let block: Int64 = 512
        var next = (offset / block + 1) * block
        next = min(next, end, offset + Int64(length))
        guard next > offset, (try? descriptor.seek(to: next)) != nil else { return (0, offset) }
        return (Int(next - offset), offset)
    }
}
