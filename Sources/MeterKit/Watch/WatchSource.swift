/// Files that another process has open, as a source of the run loop (`meter -d`, as `pv -d`): their
/// positions in `/proc/PID/fdinfo` are the counts, their sizes the totals. Nothing is copied.
///
/// The file is sampled every `sampleInterval`; frames come at the board's own interval. When the process
/// closes the file (or ends, or reuses the descriptor for another file) its meter ends; with `follow`, the
/// process's next input is then watched on a line of its own, as `xz one two` or `sha256sum *.iso` go from
/// file to file, until the process ends.
package final class WatchSource: RunSource {
    private enum State {
        case watching(file: WatchedFile, last: UInt64, meter: Meter?)
        case seekingNext
    }

    private let pid: Int32
    private let follow: Bool
    private let board: Board?
    private let clock: MeterClock
    private let sampleInterval: Double
    private let makeMeter: (WatchedFile) -> Meter?
    private var state: State?
    private var first: WatchedFile?
    private var nextSample: Instant

    /// - Parameters:
    ///   - file: the first file to watch.
    ///   - follow: after it, watch the process's next input, and so on until the process ends.
    ///   - makeMeter: a meter for a file, already on the board (`nil` when nothing is drawn).
    package init(
        file: WatchedFile, follow: Bool, board: Board?, clock: MeterClock, sampleInterval: Double,
        makeMeter: @escaping (WatchedFile) -> Meter?
    ) {
        self.pid = file.pid
        self.first = file
        self.follow = follow
        self.board = board
        self.clock = clock
        self.sampleInterval = max(sampleInterval, 0.001)
        self.makeMeter = makeMeter
        self.nextSample = clock.now()
    }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        let now = clock.now()
        guard now >= nextSample else { return .waiting(.until(nextSample)) }
        nextSample = now.advanced(by: sampleInterval)
        if let file = first {
            first = nil
            if !start(file) {
                guard follow, file.isReadOnly else { return .finished }
                state = .seekingNext
            }
        } else if !sample() {
            return .finished
        }
        return .waiting(.until(nextSample))
    }

    package func finish(in session: Session) {
        if case .watching(_, _, let meter?) = state { board?.finish(meter) }
    }

    /// Starts watching `file`; false when it has already been closed.
    private func start(_ file: WatchedFile) -> Bool {
        let meter = makeMeter(file)
        guard let position = file.position() else {
            if let meter { board?.finish(meter) }
            return false
        }
        // Where the process already is when watching starts is not part of the rate.
        meter?.reposition(to: position)
        state = .watching(file: file, last: position, meter: meter)
        return true
    }

    /// Takes the next sample; false when there is nothing more to watch.
    private func sample() -> Bool {
        switch state {
        case .watching(let file, let last, let meter)?:
            guard let position = file.position() else {
                if let meter { board?.finish(meter) }
                state = .seekingNext
                return follow && file.isReadOnly
            }
            if position >= last {
                meter?.add(position - last)
            } else {
                meter?.reposition(to: position)  // the process seeked back
            }
            state = .watching(file: file, last: position, meter: meter)
            return true
        case .seekingNext?, nil:
            // The next input: the process has exactly one file open for reading only again.
            guard let files = try? WatchedFile.all(of: pid) else { return false }
            if let input = WatchedFile.onlyInput(among: files) { _ = start(input) }
            return true
        }
    }
}
