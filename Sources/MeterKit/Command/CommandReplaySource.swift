/// A recorded command played again (`--replay` of a script that `--record` wrote of `--exec`): its events,
/// each at its time on the run's clock, taken in as ``CommandSource`` takes a live command's. Its standard
/// error is written above the indicator through the same ``SharedTerminal`` and followed for `%L`, its
/// output's counts and the progress it reported go to the meter, and its exit status is the run's.
///
/// Nothing is run and nothing is written on the output: a recording holds no bytes of standard output. The
/// progress is the one the live run read, so the patterns are not matched again; they only tell the shared
/// terminal which lines of standard error give way to the indicator, as they did live.
package final class CommandReplaySource<Feed: TimedCommand>: RunSource {
    private var feed: Feed
    private let options: CommandOptions
    private let meter: Meter?
    private let board: Board?
    private let clock: MeterClock
    private lazy var terminal = SharedTerminal(
        indicator: options.errorDisplay == .nothing ? nil : board, redrawsIndicator: options.redrawsIndicator,
        showsUnfinishedLines: options.errorDisplay == .onTerminal, isProgressLine: progressLineTest
    ) { _, bytes in
        // Only standard error is replayed, and the newline that ends an open line before the final frame.
        try? FileDescriptor.standardError.writeAll(bytes)
    }
    /// What tells a progress line; the reports themselves are the recording's.
    private let progress: ProgressReader?
    private var followsReports = false
    private var latest = LatestLine()
    /// How the recorded command ended (it exited, or could not be started), once the recording says.
    private var ending: SourceEnding?

    /// A replay of `feed`, drawn as `options` say (``CommandOptions/redrawsIndicator``,
    /// ``CommandOptions/errorDisplay``, ``CommandOptions/tracksLatestLine``,
    /// ``CommandOptions/announcesExitWait``, ``CommandOptions/progressPatterns``; the rest is the live run's).
    package init(feed: Feed, options: CommandOptions, meter: Meter?, board: Board?, clock: MeterClock) {
        self.feed = feed
        self.options = options
        self.meter = meter
        self.board = board
        self.clock = clock
        if options.progressPatterns.isEmpty {
            progress = nil
        } else {
            progress = ProgressReader(patterns: options.progressPatterns, si: options.progressSI)
            meter?.awaitReports()
        }
        meter?.awaitCommandExit()
    }

    /// Takes one event that is due, as the live source takes one chunk a step; then shows held text that is
    /// due and draws the indicator again after text, as it does.
    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        let now = clock.now()
        let next = feed.next(at: now)
        if case .event(let event) = next { take(event, in: session) }
        terminal.showDue(at: now)
        if next == .end || next == .event(.ended) { return .finished }
        syncLatestLine()
        terminal.endOfBatch()
        if board?.isHeld != terminal.keepsIndicatorAway { board?.isHeld = terminal.keepsIndicatorAway }
        guard case .wait(let instant) = next else { return .busy }
        return .waiting(.until(min(instant, terminal.nextDeadline ?? instant)))
    }

    package func finish(in session: Session) {
        terminal.finish()
        syncLatestLine()
        board?.isHeld = false
        session.note(ending ?? .command(.exited(127), receivedSignals: []))
    }

    private func take(_ event: CommandEvent, in session: Session) {
        switch event {
        case .output(let units):
            guard let meter, !followsReports else { return }
            meter.add(units)
        case .error(let bytes):
            bytes.withUnsafeBytes { chunk in
                if options.tracksLatestLine { latest.observe(chunk, stream: CommandStream.error.rawValue) }
                terminal.receive(chunk, from: .error, at: clock.now())
            }
        case .progress(let report):
            followsReports = true
            meter?.follow(report)
        case .exited(let status):
            ending = .command(status, receivedSignals: [])
            meter?.noteCommandExited()
        case .notStarted(let code):
            ending = .notStarted(status: code)
        case .notice(let notice):
            guard options.announcesExitWait else { return }
            session.report(notice == .waiting ? Message.waitingForLeftRunning : Message.stoppedWaitingForLeftRunning)
        case .ended:
            break
        }
    }

    /// Whether the command's progress is read from a line, for the shared terminal; `nil` when it is not read.
    private var progressLineTest: ((UnsafeRawBufferPointer) -> Bool)? {
        guard progress != nil else { return nil }
        return { [unowned self] line in self.progress?.readsProgress(from: line) ?? false }
    }

    private func syncLatestLine() {
        if options.tracksLatestLine, latest.takeChange() { meter?.message = latest.text }
    }
}
