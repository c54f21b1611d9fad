import MeterKit

/// `meter [OPTIONS] --exec COMMAND [ARG...]`: runs the command, meters its standard output (or, with `-M in`,
/// what it reads from meter's standard input, which meter copies into a pipe to it; with `-M both`, both,
/// on two lines with the ratio of output to input), and exits as it did.
///
/// The exit status:
/// - the command could not be started: 127 when it was not found, 126 otherwise (as shells);
/// - meter's output could not be opened or written: meter's own status (pv's bits: 2 or 16), whatever the
///   command did, since its output is incomplete;
/// - otherwise the command's: its exit code, or 128+N when signal N killed it. When meter itself received
///   that same signal (Ctrl-C, `kill PID`: SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2), meter then dies of it
///   too, after drawing its last line, so a shell sees what it would have seen without meter.
struct ExecMode: Mode {
    private var configuration: Configuration
    private let job: ExecJob
    private let streams: MonitoredStreams
    /// `-s`: the output's total, or the input's when the input is metered.
    private let explicitTotal: UInt64?
    /// The output's total: `-s` when only the output is metered, else what `--remember` kept.
    private var total: UInt64?
    private var totalIsEstimate = false
    private var remembered: (cache: CountCache, key: String)?
    private let unit: CountingUnit
    /// What the command starts with at its default action: what meter ignores, unless it was ignored
    /// before meter started (nohup, a background job).
    private let resetSignals: [Signal]
    private var source: CommandSource?
    /// The script of `--record`, written as the command runs, and its file.
    private var recorder: (CommandRecorder, FileDescriptor)?
    /// The language of its warnings.
    private let language: Language

    init(
        _ configuration: Configuration, job: ExecJob, total: UInt64?, environment: [String: String], language: Language
    ) {
        self.language = language
        // -c keeps one line per meter, counting one line per message; a command's text is any number of
        // lines, so a wrapped command's meter keeps to the line it redraws in place.
        var configuration = configuration
        configuration.display.styleSettings.cursor = false
        self.configuration = configuration
        self.job = job
        streams = job.monitor ?? .output
        explicitTotal = total
        self.total = streams == .output ? total : nil
        self.unit = job.stream.transfer.unit
        resetSignals = [Signal.brokenPipe, .terminalOutput].filter { !CommandSignals.isIgnored($0) }
        if job.remember { remember(environment: environment) }
    }

    /// The expected total from what `--remember` kept, unless `-s` gave one.
    private mutating func remember(environment: [String: String]) {
        guard let cache = CountCache(environment: environment) else {
            warn(.noCacheDirectory)
            return
        }
        let key = CountCache.key(arguments: job.command, workingDirectory: FileSystem.workingDirectory() ?? "")
        do {
            try cache.checkWritable()
            remembered = (cache, key)
        } catch {
            warn(.cannotRemember(error))
        }
        guard total == nil else { return }
        do {
            if let entry = try cache.load(key: key), entry.unit == unit {
                total = entry.count
                totalIsEstimate = true
            }
        } catch {
            warn(.ignoringRemembered(error))
        }
    }

    var stacksMeters: Bool { streams == .both }

    /// Signals are events of the loop, as for a copy, and SIGCHLD tells that the command has ended.
    func signals(drawing: Bool) -> [Signal]? {
        Session.runSignals + CommandSource.addedSignals
    }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        // SIGCHLD must have its default action, or the command's status would be lost.
        CommandSignals.setDefault(.child)
        let inputMeter = streams == .output ? nil : addMeter(for: .input, total: inputTotal, run: run)
        let outputMeter = streams == .input ? nil : addMeter(for: .output, total: total, run: run)
        if let inputMeter, let outputMeter {
            // Made one after the other, the two would show different elapsed times when a frame falls
            // between their starts' fractions of a second: their lines share one clock.
            let start = SharedStart()
            inputMeter.startTogether(start)
            outputMeter.startTogether(start)
        }
        // Its offsets count from before the command starts, as the meter's do.
        let recording = run.files.record.map { CommandRecorder(file: $0, clock: run.clock, settings: recordedSettings) }
        let made: CommandSource
        do {
            made = try CommandSource(
                options: commandOptions(run: run), output: run.output, meter: outputMeter, board: run.board,
                clock: run.clock, handlesSignals: true)
        } catch {
            StandardError.report(error, in: language)
            // The record says so too: its replay exits 126 or 127, as this run does.
            try? recording?.finish(notStarted: error.shellStatus)
            throw Self.notStarted(status: error.shellStatus, run: run)
        }
        made.latestLineMeter = streams == .input ? inputMeter : outputMeter
        made.commandMeters = [inputMeter, outputMeter].compactMap { $0 }
        source = made
        if let recording, let file = run.files.record {
            made.onCount = { recording.note(.output($0)) }
            made.onEvent = recording.note
            recorder = (recording, file)
        }
        guard let pipe = made.inputPipe else { return [made] }
        let input = CommandInput(
            inputs: [], pipe: pipe, options: job.stream.transfer, meter: inputMeter, clock: run.clock)
        if let inputMeter, let outputMeter { Self.keepRatio(of: outputMeter, over: inputMeter, sources: input, made) }
        return [input, made]
    }

    /// The end of a run whose command could not be started (`status`: 127 when it was not found, else 126),
    /// live or replayed: no frame, and --json's objects end with each meter's summary all the same, with the
    /// shell's status and why.
    static func notStarted(status: Int32, run: RunContext) -> EarlyExit {
        var outcome = RunOutcome()
        outcome.sourceEnding = .notStarted(status: status)
        run.json?.writeSummaries(outcome)
        run.json?.conclude(&outcome, run: run)
        return EarlyExit(status: outcome.exit.status)
    }

    /// How to run the command: its output counted and copied as the options say, its latest line followed
    /// when a meter shows it.
    private func commandOptions(run: RunContext) -> CommandOptions {
        var options = CommandOptions(arguments: job.command)
        options.unit = unit
        options.bufferSize = job.stream.transfer.bufferSize
        options.allowSplice = job.stream.transfer.allowSplice
        options.showsOutputAboveIndicator = run.output.descriptor == .standardOutput && FileDescriptor.standardOutput.isTerminal
        Self.takeText(into: &options, configuration, look: look(for: streams == .input ? .input : .output), run: run)
        // Meter's own lines would otherwise land inside the command's lines of a log that holds both.
        options.outputSharesErrorStream = options.errorDisplay == .inStream && run.output.descriptor == .standardOutput
            && FileDescriptor.standardOutput.isSameFile(as: .standardError)
        options.exitWait = job.exitWait
        options.resetSignals = resetSignals
        options.totalIsEstimate = totalIsEstimate
        options.pipesInput = streams != .output
        options.progressPatterns = job.progressPatterns
        options.progressSI = job.stream.si
        options.reportedTotal = explicitTotal
        return options
    }

    /// How the command's text goes beside meter's display, for the live command and a replayed one alike:
    /// redrawn after text, or not (JSON objects, numbers and plain lines are records, not a picture); what
    /// meter draws on standard error (nothing, a display on a terminal, where an unfinished line, a prompt, is
    /// shown; or frames or records in a file or pipe, where it is kept until it ends); `%L` followed where the
    /// meter drawn with `look` shows it; the wait after the exit said, unless `-q`.
    static func takeText(into options: inout CommandOptions, _ configuration: Configuration, look: MeterLook, run: RunContext) {
        let drawsInPlace = DisplayFactory.drawsInPlace(configuration, capabilities: run.capabilities)
        options.redrawsIndicator = drawsInPlace
        options.errorDisplay = !run.drawsOnStandardError ? .nothing : run.capabilities.isTerminal ? .onTerminal : .inStream
        options.announcesExitWait = !configuration.display.quiet
        options.tracksLatestLine = run.drawsOnStandardError && drawsInPlace && configuration.template(for: look).contains(.message)
    }

    /// The meter of `stream`, as ``look(for:)`` draws it; the name it was given is the one `-R` without
    /// `-N` brings back. With `-M`, the JSON objects know it as `in` or `out`.
    private func addMeter(for stream: MonitoredStreams, total: UInt64?, run: RunContext) -> Meter {
        let look = look(for: stream)
        // The objects carry the name as given (its line shows it made safe).
        let names = configuration.display.namesGiven
        let given = names.count == 2 && streams == .both ? names[stream == .input ? 0 : 1] : configuration.display.name
        let identity = job.monitor.map { _ in JSONIdentity(id: stream == .input ? "in" : "out", name: given?.text) }
        return run.addMeter(total: total, look: look, name: streams == .both ? look.name : nil, identity: identity)
    }

    /// The input's total: `-s`, else the size of meter's standard input when it is a file (in bytes).
    private var inputTotal: UInt64? {
        explicitTotal ?? (unit == .bytes ? InputTotals.total(of: [.standardInput], unit: .bytes) : nil)
    }

    /// How the meter of `stream` is drawn. With `-M both`: the first `-F` and `-N` for the input's, the
    /// second for the output's (one given goes for both); named `in` and `out` without `-N`; the ratio on the
    /// output's line, where `--exec` alone shows the latest line.
    private func look(for stream: MonitoredStreams) -> MeterLook {
        var look = configuration.look
        guard streams == .both else { return look }
        let index = stream == .input ? 0 : 1
        if configuration.display.formatsGiven.count == 2 { look.format = configuration.display.formatsGiven[index] }
        if configuration.display.namesGiven.count == 2 { look.name = configuration.display.namesGiven[index].shownName }
        if configuration.display.namesGiven.isEmpty { look.name = stream == .input ? "in" : "out" }
        // The output's latest line would be a compressor's bytes: the ratio stands in its place.
        look.commandFields = stream == .input ? [] : [.ratio]
        return look
    }

    /// Keeps the output's count over the input's on both meters, for `%{ratio}`, as each of them counts.
    private static func keepRatio(of output: Meter, over input: Meter, sources copy: CommandInput, _ command: CommandSource) {
        input.ratio = .unknown
        output.ratio = .unknown
        let update: (UInt64) -> Void = { _ in
            let ratio = CountRatio(output: output.count, input: input.count)
            input.ratio = ratio
            output.ratio = ratio
        }
        copy.onCount = update
        command.onCount = update
    }

    /// What `--record` writes before the command's events: what the run counted and read progress with
    /// (`-M` and `--remember` are refused with it), so that the replay draws the same frames.
    private var recordedSettings: RecordedCommand {
        RecordedCommand(
            unit: unit, total: explicitTotal, si: job.stream.si,
            progressPatterns: job.progressPatterns.map { String($0.roles.map(\.rawValue)) + ":" + $0.expression })
    }

    /// Ends the record with the command's exit, and keeps the count for next time after a run that went well.
    func conclude(_ outcome: inout RunOutcome, run: RunContext) {
        if let (recorder, file) = recorder, let path = job.recordPath {
            defer { file.close() }
            do {
                try recorder.finish(status: source?.childStatus ?? .exited(127))
            } catch {
                run.reportFailure(writing: path, error, to: &outcome)
            }
        }
        guard let remembered, let source, source.childStatus == .exited(0), outcome.statusBits == 0, !outcome.outputClosed else {
            return
        }
        do {
            try remembered.cache.save(.init(unit: unit, count: source.count), key: remembered.key)
        } catch {
            warn(.cannotRemember(error))
        }
    }

    private func warn(_ message: CommandMessage) { StandardError.report(CommandMessage.warning(message), in: language) }
}
