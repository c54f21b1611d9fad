/// Every running meter of this user on one board (`meter --meters`): those ``MeterFinder`` finds, each
/// mirrored as `-Q` mirrors one (``MirroredMeter``), its lines named after its process; a meter started later
/// joins at the next question. Each ends with its final lines, left in place; the source finishes once every
/// meter it showed has ended. When none runs at the start, it says so and finishes.
package final class MetersSource: RunSource {
    private struct Other {
        let process: Int32
        var mirror: MirroredMeter
    }

    private let finder: MeterFinder
    private let home: String?
    private let board: Board?
    private let clock: any MeterClock
    private let interval: Double
    private let makeMeter: (Int32, Int, ControlMessage.MeterState) -> Meter
    private let noMeters: any Translatable
    private var others: [Other] = []
    /// Every meter shown so far, those that have ended too: an ended meter does not come back.
    private var shown = Set<Int32>()
    /// The addresses named like a meter's where something else listens: not asked again.
    private var impostors: [MeterFinder.Candidate] = []
    private var nextQuery: Instant

    /// - Parameters:
    ///   - home: the `HOME` variable, which says where the user's folder for control sockets is.
    ///   - makeMeter: a meter for the meter at an index of the meter of a process, first seen in a state.
    ///   - noMeters: what is said when no meter runs at the start.
    package init(
        finder: MeterFinder, home: String?, board: Board?, clock: any MeterClock, interval: Double,
        noMeters: any Translatable, makeMeter: @escaping (Int32, Int, ControlMessage.MeterState) -> Meter
    ) {
        self.finder = finder
        self.home = home
        self.board = board
        self.clock = clock
        self.interval = interval
        self.noMeters = noMeters
        self.makeMeter = makeMeter
        nextQuery = clock.now()
    }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        guard clock.now() >= nextQuery else { return .waiting(.until(nextQuery)) }
        join()
        var going: [Other] = []
        for var other in others where ask(&other) { going.append(other) }
        others = going
        guard !others.isEmpty else {
            if shown.isEmpty { session.fail(noMeters, bits: RunOutcome.controlProblem) }
            return .finished
        }
        nextQuery = QuerySource.nextQuestion(after: clock.now(), interval: interval, board: session.board)
        return .waiting(.until(nextQuery))
    }

    package func finish(in session: Session) {
        for index in others.indices { others[index].mirror.close() }
    }

    /// The meters found that are not shown yet join, in the order of their process IDs.
    private func join() {
        let own = ProcessQueries.current
        let candidates = finder.candidates()
        impostors.removeAll { !candidates.contains($0) }
        var joining: [Int32] = []
        for candidate in candidates where candidate.process != own && !shown.contains(candidate.process) && !joining.contains(candidate.process) {
            guard !impostors.contains(candidate) else { continue }
            guard finder.isMeter(candidate) else {
                impostors.append(candidate)
                continue
            }
            joining.append(candidate.process)
        }
        for process in joining.sorted() {
            shown.insert(process)
            others.append(Other(process: process, mirror: MirroredMeter(client: ControlClient(process: process, home: home))))
        }
    }

    /// Asks one meter; false once it has ended, its lines then keeping their final frames.
    private func ask(_ other: inout Other) -> Bool {
        let process = other.process
        let make = { (index: Int, state: ControlMessage.MeterState) in self.makeMeter(process, index, state) }
        do {
            try other.mirror.ask(makeMeter: make)
            return true
        } catch {
            other.mirror.end(makeMeter: make)
            for meter in other.mirror.meters { board?.finish(meter, inPlace: true) }
            return false
        }
    }
}
