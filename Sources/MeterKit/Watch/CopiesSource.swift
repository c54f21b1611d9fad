/// Every copy on the machine, as a source of the run loop (`meter --copies`, as Xfennec's `progress`): each
/// process of this user (of every user, for root) that runs one of ``CopyingCommands`` gets a line, which
/// follows the biggest file it has open for reading (or writing): its position against its size. Processes
/// that start later join at the next sample; one that ends leaves its final line. Nothing is copied, and the
/// source never finishes: the run goes on until it is interrupted.
///
/// A sample comes once an interval, just before each frame (``SamplePace``), and costs one pass over
/// `/proc` (a `getdents64` of the directory, held open), whatever the list's length (a set), and for each
/// process watched what a whole process costs `meter -d` (``WatchedCopy``). Each other process's program is
/// read once when it is first seen, again at the next sample (a shell forks, then runs `cp` in the child),
/// and then every five seconds; another user's process, or a kernel thread, whose program cannot be read,
/// is left alone for as long as it runs.
package final class CopiesSource: RunSource {
    private let directory: ProcessDirectory
    private let direction: CopyTarget.Direction
    private let board: Board?
    private let clock: MeterClock
    private let interval: Double
    private let pace: SamplePace
    private let makeMeter: (CopyTarget) -> Meter?
    private let retarget: (Meter, CopyTarget) -> Void
    private var copies: [WatchedCopy] = []
    /// The processes of `copies`.
    private var watched = Set<Int32>()
    /// The processes not watched, and when each is looked at again.
    private var passedOver: [Int32: Instant] = [:]
    private var nextSample: Instant
    private let own = ProcessQueries.current

    /// How long a process that runs none of the commands is left before its program is read again.
    static let lookAgain = 5.0

    /// - Parameters:
    ///   - directory: `/proc`, held open.
    ///   - interval: seconds between samples where the board draws no frames.
    ///   - makeMeter: a meter for a process's line, already on the board (`nil` when nothing is drawn),
    ///     named for the file it follows first.
    ///   - retarget: names a line's meter for the file it follows now (another one, or after a resize), and
    ///     sets its total.
    package init(
        directory: ProcessDirectory, direction: CopyTarget.Direction, board: Board?, clock: MeterClock, interval: Double,
        makeMeter: @escaping (CopyTarget) -> Meter?, retarget: @escaping (Meter, CopyTarget) -> Void
    ) {
        self.directory = directory
        self.direction = direction
        self.board = board
        self.clock = clock
        self.interval = max(interval, 0.001)
        pace = SamplePace(board: board, interval: interval)
        self.makeMeter = makeMeter
        self.retarget = retarget
        nextSample = clock.now()
    }

    /// A resize names every line again for the new width; the board then takes it as it takes any resize.
    package func handle(_ signal: SignalEvent, in session: Session) -> Bool {
        guard signal.signal == .windowChange else { return false }
        for copy in copies {
            if let meter = copy.meter, let target = copy.target { retarget(meter, target) }
        }
        return false
    }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        let now = clock.now()
        guard now >= nextSample else { return .waiting(.until(nextSample)) }
        findNewCopies(now: now)
        // Sampled in place: a copy of each process's state a sample was a retain and a release of all it holds.
        var ended: [Int] = []
        for index in copies.indices where !sample(&copies[index], now: now) { ended.append(index) }
        for index in ended.reversed() { watched.remove(copies.remove(at: index).pid) }
        nextSample = pace.next(after: now)
        return .waiting(.until(nextSample))
    }

    /// One pass over `/proc`: the processes that run one of the commands and are not watched yet are.
    private func findNewCopies(now: Instant) {
        guard let ids = try? directory.processes() else { return }
        var kept: [Int32: Instant] = [:]
        kept.reserveCapacity(passedOver.count)
        for pid in ids where pid != own && !watched.contains(pid) {
            if let until = passedOver[pid], now < until {
                kept[pid] = until
                continue
            }
            guard let program = try? directory.programName(of: pid) else {
                kept[pid] = Instant(nanoseconds: .max)  // not this user's, a kernel thread, or gone
                continue
            }
            if CopyingCommands.contains(program),
                let copy = try? WatchedCopy(pid: pid, command: FilePath(bytes: program), rescanInterval: interval)
            {
                copies.append(copy)
                watched.insert(pid)
            } else {
                kept[pid] = passedOver[pid] == nil ? now : now.advanced(by: CopiesSource.lookAgain)
            }
        }
        passedOver = kept
    }

    /// Samples one process; false once it has ended, its line then keeping its final frame.
    private func sample(_ copy: inout WatchedCopy, now: Instant) -> Bool {
        switch copy.sample(now: now, direction: direction) {
        case .none:
            return true
        case .follows(let target, let position):
            if let meter = copy.meter {
                retarget(meter, target)
            } else {
                copy.meter = makeMeter(target)
            }
            // Where the process already is in the file is not part of the rate.
            copy.meter?.reposition(to: position)
            return true
        case .ended:
            if let meter = copy.meter { board?.finish(meter, inPlace: true) }
            return false
        }
    }
}
