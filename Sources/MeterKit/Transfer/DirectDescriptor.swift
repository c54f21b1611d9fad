/// `-K` on one descriptor: `O_DIRECT`, kept while every transfer through it can be aligned.
///
/// Direct I/O moves whole blocks only: the buffer's address, the file offset and the length must all be
/// multiples of the device's block. meter keeps them to multiples of a memory page, which covers every
/// block size in use. A transfer that cannot be aligned (a read limited by `-L`, an offset left odd by
/// `-E`, the last partial block of the data) goes through the page cache instead, after `O_DIRECT` is
/// cleared: a copy is never refused or cut short for it. ``InputReader`` keeps the reads aligned,
/// ``DiskWriter`` the writes.
struct DirectDescriptor {
    let descriptor: FileDescriptor
    private(set) var isOn: Bool

    /// What buffers, offsets and lengths are kept to multiples of.
    static var alignment: Int { SystemMemory.pageSize }

    /// Sets `O_DIRECT` on a regular file or block device whose offset is aligned; nil, with nothing set,
    /// for anything else (on a pipe, `O_DIRECT` would change what a write means to its reader). Throws the
    /// error of a file system that has no direct I/O.
    static func enable(on descriptor: FileDescriptor, status: FileStatus?) throws(Errno) -> DirectDescriptor? {
        guard let kind = status?.kind, kind == .regular || kind == .blockDevice,
            let offset = try? descriptor.offset(), offset % Int64(alignment) == 0
        else { return nil }
        try descriptor.setDirect(true)
        return DirectDescriptor(descriptor: descriptor, isOn: true)
    }

    /// Clears `O_DIRECT`: what follows goes through the page cache, and a descriptor shared with the shell
    /// (standard output redirected to a file) is not left with it.
    mutating func disable() {
        guard isOn else { return }
        try? descriptor.setDirect(false)
        isOn = false
    }
}
