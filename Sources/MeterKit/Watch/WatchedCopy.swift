/// One process that `meter --copies` watches: its descriptors (``WatchedProcess``), the file it follows (the
/// biggest it has open in the direction watched) with that file's fdinfo held open, and its line's meter.
/// The file is chosen again when its descriptor closes or comes to lead elsewhere, and whenever the process's
/// descriptors may have changed (`tar`, `cp -r` and `sha256sum *.iso` go from file to file); between files
/// the line stays as it was.
struct WatchedCopy {
    /// What a sample found.
    enum Change {
        /// Nothing new: the count moved on, or the process is between files.
        case none
        /// The process now follows this file, at `position`: its line is named afresh and counts from there.
        case follows(CopyTarget, position: UInt64)
        /// The process has ended.
        case ended
    }

    let pid: Int32
    let command: FilePath
    /// The line's meter, from the first file followed on (nil when nothing is drawn).
    var meter: Meter?
    private var process: WatchedProcess
    private var followed: (target: CopyTarget, fdinfo: ProcFile, last: UInt64)?

    /// The process `pid`, running `command`; throws when its descriptors cannot be read.
    init(pid: Int32, command: FilePath, rescanInterval: Double) throws(Errno) {
        self.pid = pid
        self.command = command
        process = try WatchedProcess(pid: pid, rescanInterval: rescanInterval)
    }

    /// The file followed now, if any.
    var target: CopyTarget? { followed?.target }

    /// Reads the position of the file followed, and chooses the file again when the process's descriptors
    /// may have changed.
    mutating func sample(now: Instant, direction: CopyTarget.Direction) -> Change {
        var lost = false
        if let current = followed {
            if let position = current.target.file.position(reading: current.fdinfo) {
                count(position)
            } else {
                lost = true
                followed = nil
            }
        }
        let listing: WatchedProcess.Listing?
        do {
            listing = try process.listing(now: now, linesChanged: lost, hasLines: followed != nil)
        } catch {
            return .ended
        }
        guard let listing, let (file, fdinfo) = biggest(in: listing, direction: direction) else { return .none }
        if let current = followed, current.target.file.isSameOpenFile(as: file) { return .none }
        guard let position = file.position(reading: fdinfo) else { return .none }
        let target = CopyTarget(pid: pid, command: command, file: file)
        followed = (target, fdinfo, position)
        return .follows(target, position: position)
    }

    /// The biggest regular file or block device among the listed descriptors opened the way `direction`
    /// follows (the lowest descriptor of those alike), with its fdinfo open. The file followed, whose position
    /// was read at this sample, is not looked at again: its size is known (one written is as big as where
    /// the writing is).
    private mutating func biggest(
        in listing: WatchedProcess.Listing, direction: CopyTarget.Direction
    ) -> (WatchedFile, ProcFile)? {
        var best: (file: WatchedFile, fdinfo: ProcFile, size: UInt64)?
        for descriptor in listing.descriptors where !process.isKnownElsewhere(descriptor, rechecks: listing.rechecks) {
            let candidate: (file: WatchedFile, fdinfo: ProcFile, size: UInt64)
            if let current = followed, current.target.file.descriptor == descriptor {
                candidate = (current.target.file, current.fdinfo, max(current.target.file.size ?? 0, current.last))
            } else {
                guard case .file(let file, let fdinfo) = process.examine(descriptor), direction.follows(file) else { continue }
                candidate = (file, fdinfo, file.size ?? 0)
            }
            if let best, best.size >= candidate.size { continue }
            best = candidate
        }
        return best.map { ($0.file, $0.fdinfo) }
    }

    /// Takes the file's next position into the meter: what it moved on, or a seek back as a new start.
    private mutating func count(_ position: UInt64) {
        guard var current = followed else { return }
        if position >= current.last {
            meter?.add(position - current.last)
        } else {
            meter?.reposition(to: position)
        }
        current.last = position
        followed = current
    }
}
