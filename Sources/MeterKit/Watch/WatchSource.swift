/// Files that other processes have open, as a source of the run loop (`meter -d`, as `pv -d`): their
/// positions in `/proc/PID/fdinfo` are the counts, their sizes the totals, one meter each. Nothing is
/// copied.
///
/// The positions are read once an interval, just before each frame (the loop steps its sources before it
/// draws), so that every frame shows where each process was when it was drawn, as pv reads them when it
/// draws: no sample is taken that no frame shows. A whole process is looked at again at each sample, so a
/// file it opens later gets a line of its own (as `sha256sum *.iso` goes from file to file); a file it
/// closes, or whose descriptor comes to lead elsewhere (another file, another read or write mode), keeps
/// its line for `lingering` seconds, as pv keeps it for an interval, and then the line goes, in the same
/// frame as the next file's line comes. A process between files (no line of its open) keeps its last line
/// until its next file shows, so that the display never goes blank meanwhile. The source has finished
/// when every watched process has ended and every watched descriptor has closed or changed; the lines left
/// then keep their last frame.
///
/// A sample costs one read per line (its fdinfo, held open: ``ProcFile``) and, for a whole process, one
/// look at the number of its descriptors; what else a process has open is looked at again only when that
/// number changed, and every five seconds (``WatchedProcess``).
package final class WatchSource: RunSource {
    /// One watched file and its line on the board.
    private struct Line {
        let file: WatchedFile
        let meter: Meter?
        /// The descriptor's fdinfo, held open while the line is watched.
        let fdinfo: ProcFile?
        /// The position last read.
        var last: UInt64
        /// When the descriptor was found closed or leading elsewhere; nil while it is watched.
        var closedAt: Instant?
    }

    /// One request and the lines it has found.
    private struct Watch {
        let request: WatchRequest
        var lines: [Line] = []
        var ended = false
        /// A whole process's descriptors, from its first sample on.
        var process: WatchedProcess?
    }

    private var watches: [Watch]
    private let board: Board?
    private let clock: MeterClock
    private let sampleInterval: Double
    private let pace: SamplePace
    private let lingering: Double
    private let makeMeter: (WatchedFile) -> Meter?
    private let rename: ((WatchedFile) -> String?)?
    private var nextSample: Instant

    /// - Parameters:
    ///   - requests: what to watch, each checked already (its process or descriptor could be read).
    ///   - sampleInterval: seconds between samples where the board draws no frames (nothing is drawn, or it
    ///     is held); where it does, a sample comes just before each of its frames.
    ///   - lingering: how long the line of a closed file stays (the frame interval).
    ///   - makeMeter: a meter for a file, already on the board (`nil` when nothing is drawn).
    ///   - rename: a file's line's name for the terminal's new width, after a resize (pv names its lines
    ///     again then, as each name is shortened to fit); nil when lines keep their names.
    package init(
        requests: [WatchRequest], board: Board?, clock: MeterClock, sampleInterval: Double, lingering: Double,
        rename: ((WatchedFile) -> String?)? = nil, makeMeter: @escaping (WatchedFile) -> Meter?
    ) {
        watches = requests.map { Watch(request: $0) }
        self.board = board
        self.clock = clock
        self.sampleInterval = max(sampleInterval, 0.001)
        pace = SamplePace(board: board, interval: sampleInterval)
        self.lingering = max(lingering, 0)
        self.makeMeter = makeMeter
        self.rename = rename
        self.nextSample = clock.now()
    }

    /// A resize names every line again for the new width, then the board takes it as it takes any resize.
    package func handle(_ signal: SignalEvent, in session: Session) -> Bool {
        guard signal.signal == .windowChange, let rename else { return false }
        for line in watches.flatMap(\.lines) {
            guard let meter = line.meter, let name = rename(line.file) else { continue }
            meter.name = name
        }
        return false
    }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        let now = clock.now()
        guard now >= nextSample else { return .waiting(.until(nextSample)) }
        for index in watches.indices where !watches[index].ended {
            switch watches[index].request {
            case .descriptor(let file): sample(file, of: &watches[index], now: now)
            case .process(let pid): sample(pid, of: &watches[index], now: now)
            }
        }
        nextSample = pace.next(after: now)
        return watches.allSatisfy(\.ended) ? .finished : .waiting(.until(nextSample))
    }

    /// One descriptor: its line, until it closes (its last frame then stays).
    private func sample(_ file: WatchedFile, of watch: inout Watch, now: Instant) {
        if watch.lines.isEmpty {
            guard let line = start(file) else {
                watch.ended = true
                return
            }
            watch.lines = [line]
        } else if !update(&watch.lines[0], now: now) {
            end(&watch)
        }
    }

    /// A whole process: its lines updated, new files added, closed lines taken away once they have lingered
    /// and the process has an open line to show instead; when the process has ended, its lines keep their
    /// last frames.
    private func sample(_ pid: Int32, of watch: inout Watch, now: Instant) {
        if watch.process == nil {
            watch.process = try? WatchedProcess(pid: pid, rescanInterval: max(lingering, sampleInterval))
        }
        guard var process = watch.process else { return end(&watch) }
        watch.process = nil  // mutated alone, not copied
        var linesChanged = false
        for index in watch.lines.indices where watch.lines[index].closedAt == nil {
            if !update(&watch.lines[index], now: now) { linesChanged = true }
        }
        let listing: WatchedProcess.Listing?
        do {
            let hasLines = watch.lines.contains { $0.closedAt == nil }
            listing = try process.listing(now: now, linesChanged: linesChanged, hasLines: hasLines)
        } catch {
            return end(&watch)
        }
        if let listing { add(listing, of: &process, to: &watch) }
        watch.process = process
        // A process between files keeps its last line until its next file's line shows, in the same frame.
        guard watch.lines.contains(where: { $0.closedAt == nil && $0.meter != nil }) else { return }
        watch.lines.removeAll { line in
            guard let closedAt = line.closedAt, now >= closedAt.advanced(by: lingering) else { return false }
            clear(line)
            return true
        }
    }

    /// The lines of the descriptors in a new listing that lead to files and have none yet. A descriptor that
    /// led to another file before loses that file's line once the new one is there (pv frees a closed
    /// descriptor's line as soon as its number is seen again), so that the next frame draws one in the
    /// other's place and no frame shows neither.
    private func add(_ listing: WatchedProcess.Listing, of process: inout WatchedProcess, to watch: inout Watch) {
        let watched = Set(watch.lines.lazy.filter { $0.closedAt == nil }.map(\.file.descriptor))
        for descriptor in listing.descriptors where !watched.contains(descriptor) {
            if process.isKnownElsewhere(descriptor, rechecks: listing.rechecks) { continue }
            // What is not a regular file or a block device (a pipe, a terminal) has no line.
            guard case .file(let file, let fdinfo) = process.examine(descriptor), let line = start(file, fdinfo: fdinfo) else { continue }
            watch.lines.removeAll { old in
                guard old.file.descriptor == descriptor else { return false }
                clear(old)
                return true
            }
            watch.lines.append(line)
        }
    }

    /// A line for `file`, counting from where the process already is; nil when it has closed the file.
    /// `fdinfo`: the descriptor's fdinfo, open already.
    private func start(_ file: WatchedFile, fdinfo: ProcFile? = nil) -> Line? {
        let fdinfo = fdinfo ?? (try? ProcFile(path: WatchedFile.fdinfoPath(pid: file.pid, descriptor: file.descriptor)))
        guard let fdinfo, let position = file.position(reading: fdinfo) else { return nil }
        let meter = makeMeter(file)
        // Where the process already is when watching starts is not part of the rate.
        meter?.reposition(to: position)
        return Line(file: file, meter: meter, fdinfo: fdinfo, last: position)
    }

    /// Takes the line's next position; false (and the time noted) once its descriptor is closed or leads
    /// elsewhere.
    private func update(_ line: inout Line, now: Instant) -> Bool {
        guard let position = line.file.position(reading: line.fdinfo) else {
            line.closedAt = now
            return false
        }
        if position >= line.last {
            line.meter?.add(position - line.last)
        } else {
            line.meter?.reposition(to: position)  // the process seeked back
        }
        line.last = position
        return true
    }

    /// The watch is over: each of its lines keeps its last frame.
    private func end(_ watch: inout Watch) {
        for line in watch.lines { if let meter = line.meter { board?.finish(meter, inPlace: true) } }
        watch.lines.removeAll()
        watch.process = nil
        watch.ended = true
    }

    private func clear(_ line: Line) {
        if let meter = line.meter { board?.finish(meter, clear: true) }
    }
}
