/// A whole process that `meter -d` watches: its descriptors as last listed, each one that has no line
/// remembered for what it leads to (a pipe, a terminal, a socket), so that a sample looks again only at what
/// may have changed.
///
/// The listing is read again at once when a line's descriptor closed or came to lead elsewhere
/// (`sha256sum *.iso` moving on to its next file); when the number of open descriptors changed, which the
/// directory's size says in one call, asked every `rescanInterval` (pv lists its processes' descriptors
/// every interval), or at every sample while the process has no open line; and in full every
/// `recheckInterval`, when the remembered descriptors are looked at again too, one `stat(2)` each: a
/// descriptor closed and opened again on something else between two looks (a pipe's number reused for a
/// file) leaves the number as it was, and is then examined afresh.
struct WatchedProcess {
    /// What one of the process's descriptors that has no line leads to, when a look could say.
    private typealias Elsewhere = (kind: FileStatus.Kind, device: UInt64, inode: UInt64)?

    /// What examining a descriptor found.
    enum Examination {
        /// A regular file or a block device: it gets a line, which goes on reading `fdinfo`.
        case file(WatchedFile, fdinfo: ProcFile)
        /// Something without a position to follow, or a descriptor that could not be looked at: remembered.
        case elsewhere
        /// The descriptor was closed meanwhile.
        case gone
    }

    /// What a new listing says: the descriptors in increasing order, and whether those remembered are to be
    /// looked at again.
    typealias Listing = (descriptors: [Int32], rechecks: Bool)

    let directory: DescriptorDirectory
    private let rescanInterval: Double
    private let recheckInterval: Double
    private var nextCount: Instant?
    private var nextRecheck: Instant?
    /// How many descriptors the last listing held.
    private var lastCount: Int?
    private var elsewhere: [Int32: Elsewhere] = [:]

    /// The process `pid`, if its descriptors can be read; throws what opening its directory said. The full
    /// look comes every `rescanInterval`, and at least every five seconds.
    init(pid: Int32, rescanInterval: Double) throws(Errno) {
        directory = try DescriptorDirectory(pid: pid)
        self.rescanInterval = rescanInterval
        recheckInterval = max(rescanInterval, 5)
    }

    var pid: Int32 { directory.pid }

    /// The descriptors to look at now, when the listing may have changed since the last one; nil when it
    /// cannot have. Throws once the process has ended (been reaped) or cannot be read.
    ///
    /// `linesChanged`: a line's descriptor closed or leads elsewhere (which is also how the end of a process
    /// with lines shows); `hasLines`: the process has an open line (without one, the number of descriptors
    /// is asked at each sample, which also says that the process is still there).
    mutating func listing(now: Instant, linesChanged: Bool, hasLines: Bool) throws(Errno) -> Listing? {
        let rechecks = nextRecheck.map { now >= $0 } ?? true
        var changed = linesChanged || rechecks
        if !changed, !hasLines || nextCount.map({ now >= $0 }) ?? true {
            nextCount = now.advanced(by: rescanInterval)
            let count = try directory.openCount()
            changed = count == nil || count != lastCount
        }
        guard changed else { return nil }
        let descriptors = try directory.numbers()
        // A zombie lists no descriptor: it has ended, though /proc keeps it until its parent reaps it.
        if descriptors.isEmpty, ProcessQueries.hasEnded(pid) { throw Errno.noSuchEntry }
        lastCount = descriptors.count
        if rechecks { nextRecheck = now.advanced(by: recheckInterval) }
        var kept: [Int32: Elsewhere] = [:]
        for descriptor in descriptors { if let known = elsewhere[descriptor] { kept[descriptor] = known } }
        elsewhere = kept
        return (descriptors, rechecks)
    }

    /// Whether `descriptor` is one remembered as leading elsewhere, still leading where it led (looked at
    /// again when `rechecks`).
    func isKnownElsewhere(_ descriptor: Int32, rechecks: Bool) -> Bool {
        guard let known = elsewhere[descriptor] else { return false }
        guard rechecks else { return true }
        guard let known, let status = try? directory.status(of: descriptor) else { return false }
        return status.kind == known.kind && status.device == known.device && status.inode == known.inode
    }

    /// Looks at a descriptor not seen before (or that now leads elsewhere): a file for a line, or what it
    /// leads to, remembered.
    mutating func examine(_ descriptor: Int32) -> Examination {
        let status: FileStatus
        do {
            status = try directory.status(of: descriptor)
        } catch {
            if error == .noSuchEntry { return .gone }
            elsewhere[descriptor] = .some(nil)
            return .elsewhere
        }
        if status.kind == .regular || status.kind == .blockDevice {
            guard let fdinfo = try? ProcFile(path: WatchedFile.fdinfoPath(pid: pid, descriptor: descriptor)) else { return .gone }
            do {
                return .file(try WatchedFile(pid: pid, descriptor: descriptor, fdinfo: fdinfo), fdinfo: fdinfo)
            } catch {
                if error == .noDescriptor || error == .noProcess { return .gone }
            }
        }
        elsewhere[descriptor] = (status.kind, status.device, status.inode)
        return .elsewhere
    }
}
