import MeterKit

/// `--replay SCRIPT`: a scripted stream, or a wrapped command's run that `--record` wrote, played on a virtual
/// clock that starts at 2026-01-01 00:00:00 UTC, so every run prints the same bytes. A stream goes to the
/// output through the live copy, limits and all; a command's standard error, progress, counts and exit go
/// through a source that takes them as the live command's source does, and nothing goes to the output. The
/// script is checked whole first, then read again as it plays, so it takes the same memory at any size.
struct ReplayMode: Mode {
    private let job: ReplayJob
    private let file: ReplayFile
    private let total: UInt64?
    private let clock = VirtualClock()
    private let language: Language

    init(
        _ configuration: Configuration, job: ReplayJob, total: UInt64?, environment: [String: String],
        language: Language
    ) throws(EarlyExit) {
        let folder = RunFiles.temporaryDirectory(environment: environment)
        let path = job.script
        do {
            file = try ReplayFile.open(
                path, si: job.stream.si, temporaryDirectory: folder,
                isPattern: { (try? ProgressPattern($0)) != nil })
        } catch {
            switch error {
            case .script(let failure): Self.report(failure, path: path, language: language)
            case .temporaryFile(let errno):
                StandardError.report(CommandMessage.cannotMakeTemporaryFile(SafeText(folder), errno), in: language)
            }
            throw EarlyExit(status: TransferOutcome.Status.cannotOpen.meterExitStatus)
        }
        self.job = job
        self.total = total
        self.language = language
        if case .command = file.content { try Self.refuseCopyOptions(job.stream, language: language) }
    }

    /// A recorded command's counts, total and patterns are its script's, and nothing is copied: the options
    /// that would change them, or limit a copy, mean nothing here, and are refused rather than dropped.
    private static func refuseCopyOptions(_ stream: StreamSettings, language: Language) throws(EarlyExit) {
        let given: [(Bool, String)] = [
            (stream.size != nil, "-s"), (stream.transfer.unit == .lines, "-l"), (stream.transfer.unit == .records, "-0"),
            (stream.rateLimitGiven, "-L"), (stream.stopAtSize, "-S"),
        ]
        for (present, option) in given where present {
            throw EarlyExit(status: StandardError.usageFailure(UsageError(.notWithRecordedCommand(option)), in: language))
        }
    }

    func signals(drawing: Bool) -> [Signal]? { nil }
    var usesTimer: Bool { false }
    var answersRequests: Bool { false }
    func makeClock() -> (MeterClock, Waiter) { (clock, VirtualWaiter(clock: clock)) }

    /// A recorded command's unit and `-k` are its script's: the frames count and show them as the live run's.
    func configure(_ run: inout Configuration) {
        guard case .command(let command) = file.content, case .replay(var job) = run.job else { return }
        job.stream.transfer.unit = command.unit
        job.stream.si = job.stream.si || command.si
        run.job = .replay(job)
        run.display.si = run.display.si || command.si
    }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        guard case .command(let command) = file.content else {
            // A scripted stream's settings are as given (only a recorded command's are the script's).
            var transfer = job.stream.transfer
            transfer.stopAfter = job.stream.stopAtSize ? total ?? 0 : nil
            let feed = ReplayFeed(events: ScriptFileEvents(file), unit: transfer.unit, start: clock.now())
            return [CopySource(script: feed, output: run.output, options: transfer, meter: run.addMeter(total: total), clock: clock)]
        }
        // The command's default layout, as --exec draws it.
        var look = run.configuration.look
        look.commandFields = run.configuration.display.commandFields
        let meter = run.addMeter(total: command.total, look: look, name: nil)
        // A command that could not be started ends as its live run did: nothing drawn, the meter's summary
        // alone.
        var feed = RecordedCommandFeed(file, start: clock.now())
        if case .notStarted(let status)? = feed.peek() { throw ExecMode.notStarted(status: status, run: run) }
        var options = CommandOptions(arguments: [])
        ExecMode.takeText(into: &options, run.configuration, look: look, run: run)
        options.progressPatterns = command.progressPatterns.compactMap { try? ProgressPattern($0) }
        options.progressSI = command.si
        return [CommandReplaySource(feed: feed, options: options, meter: meter, board: run.board, clock: clock)]
    }

    /// A script that changed since it was checked, or could not be read again, stopped the replay: said
    /// once, with pv's status for an input that cannot be read.
    func conclude(_ outcome: inout RunOutcome, run: RunContext) {
        guard let failure = file.failure else { return }
        run.board?.clearLine()
        Self.report(failure, path: job.script, language: language)
        outcome.statusBits |= TransferOutcome.Status.cannotOpen.rawValue
    }

    /// Says why the script at `path` cannot be played: the system's reason, or the line and what is wrong.
    private static func report(_ failure: ReplayScript.LoadError, path: FilePath, language: Language) {
        switch failure {
        case .unreadable(let reason): StandardError.report(Message.failed(.file(path), reason.errno), in: language)
        case .malformed(let problem):
            StandardError.write("meter: \(SafeText(path)):\(problem.line): \(problem.message(in: language))\n")
        }
    }
}
