import MeterKit

/// A run of any mode: what every mode shares, written once. The terminal's capabilities are read once;
/// SIGPIPE becomes EPIPE and a background meter is never stopped (SIGTTOU ignored); the mode's signals are
/// blocked and read from a descriptor by the loop; the output is opened; the board and the session are made;
/// the loop runs; and the outcome becomes an exit status (pv's bits), or meter dies of the signal that
/// ended it, after its final frame.
enum RunCommand {
    /// Runs what `configuration` asks for, saying what it has to say in `language`; `closed` are the standard
    /// descriptors meter started without.
    static func run(
        _ configuration: Configuration, environment: [String: String], language: Language, closed: Set<Int32> = []
    ) -> Int32 {
        if case .remote(let job) = configuration.job {
            return RemoteRequest.send(job, home: environment["HOME"], language: language)
        }
        do throws(EarlyExit) {
            var mode = try makeMode(configuration, environment: environment, language: language)
            var configuration = configuration
            mode.configure(&configuration)
            // Every file the run writes, opened and checked before anything is set up (and before the signals
            // are taken: a FIFO's open ends on Ctrl-C).
            let files = try RunFiles.open(configuration, writesOutput: mode.writesOutput, closed: closed, language: language)
            // The PID file is written once the run answers requests, and removed on every way out.
            let pidFile = try configuration.pidFile.map { (path) throws(EarlyExit) in try PidFile(path, language: language) }
            defer { pidFile?.remove() }
            return try run(&mode, configuration, files: files, environment: environment, pidFile: pidFile)
        } catch {
            return error.status
        }
    }

    /// The mode the configuration asks for, with what it needs checked before anything is set up.
    private static func makeMode(
        _ configuration: Configuration, environment: [String: String], language: Language
    ) throws(EarlyExit) -> Mode {
        let total: UInt64?
        do { total = try configuration.job.stream?.explicitTotal() } catch {
            throw EarlyExit(status: StandardError.usageFailure(error, in: language))
        }
        switch configuration.job {
        case .query(let process): return QueryMode(process: process, home: environment["HOME"])
        case .meters: return MetersMode(home: environment["HOME"])
        case .copies(let job): return CopiesMode(configuration, direction: job.direction)
        case .replay(let job):
            return try ReplayMode(configuration, job: job, total: total, environment: environment, language: language)
        case .watch(let job): return try WatchMode(configuration, job: job, total: total, language: language)
        case .exec(let job): return ExecMode(configuration, job: job, total: total, environment: environment, language: language)
        case .remote: preconditionFailure("-R sends its request without a mode")
        case .copy(let job):
            guard job.stream.stopAtSize else {
                return CopyMode(configuration, job: job, total: total, stopAfter: nil)
            }
            // -S stops at the total given, else at the inputs' own size; with neither, pv copies nothing (a
            // pipe) or stops short (a file of size 0 that holds data), so meter refuses.
            if let total { return CopyMode(configuration, job: job, total: total, stopAfter: total) }
            let stream = job.stream
            guard let size = InputTotals.stopSize(of: stream.inputs, unit: stream.transfer.unit) else {
                throw EarlyExit(status: StandardError.usageFailure(UsageError(.stopNeedsSize), in: language))
            }
            return CopyMode(configuration, job: job, total: size.total, stopAfter: size.stopAfter)
        }
    }

    private static func run(
        _ mode: inout Mode, _ configuration: Configuration, files: RunFiles, environment: [String: String], pidFile: PidFile?
    ) throws(EarlyExit) -> Int32 {
        SignalSetup.ignore(Signal.brokenPipe)
        SignalSetup.ignore(Signal.terminalOutput)
        // Where the control channel will be is known before the signals are set up: a socket file, like the
        // PID file, is removed before meter dies of one.
        let place = mode.answersRequests ? ControlChannel.place(home: environment["HOME"]) : nil
        let (context, signals, waiter) = prepare(
            &mode, configuration, files: files, environment: environment,
            handlesSignals: pidFile != nil || place?.makesFile == true)
        // The channel listens, and then the PID file is written, before the mode starts anything (a wrapped
        // command may read the file): a script that reads it may send -R at once.
        let listener = place.flatMap { RemoteControl.listen(at: $0, language: context.capabilities.language) }
        defer { listener?.close() }
        try pidFile?.write()
        var sources = try mode.sources(for: context)
        let channel = listener.map { RemoteControl.channel(listening: $0, run: context, sources: sources) }
        if let channel { sources.append(channel) }
        let session = Session(
            clock: context.clock, board: context.board, signals: signals, timer: mode.usesTimer ? AlarmTimer() : nil,
            stopSelf: { signals?.stopSelf() }, releaseOutput: { FileDescriptor.standardOutput.replaceWithNull() }
        ) { message in context.report(message) }
        var outcome = RunLoop(session: session, sources: sources, waiter: waiter)
            .run(timerInterval: context.board?.interruptInterval ?? 0.5)
        mode.conclude(&outcome, run: context)
        // Lines of text would break the stream of JSON objects on standard error: its summary objects carry
        // their numbers instead.
        let textAfterRun = context.json?.onStandardError != true
        if configuration.display.stats, textAfterRun {
            let meters = context.meters.all.map(\.meter)
            writeStatistics(of: meters, bits: configuration.display.bits, capabilities: context.capabilities)
        }
        if configuration.display.summary, textAfterRun {
            writeSummaries(of: context.meters.all.map(\.meter), configuration, capabilities: context.capabilities)
        }
        // The summaries of --json, whatever ended the run: before meter dies of a signal too.
        context.json?.writeSummaries(outcome)
        context.json?.conclude(&outcome, run: context)
        let (status, signal) = outcome.exit
        if let signal, let signals {
            pidFile?.remove()
            listener?.close()
            signals.dieOf(signal)
        }
        return status
    }

    /// Everything the run needs before its mode makes its sources: the terminal's capabilities read once,
    /// the mode's signals blocked and read from a descriptor, the JSON objects' place, the clock, the board.
    /// With `handlesSignals` (a PID file, a socket file) the signals that end meter are handled even when
    /// nothing is drawn: the files are removed before meter dies.
    private static func prepare(
        _ mode: inout Mode, _ configuration: Configuration, files: RunFiles, environment: [String: String],
        handlesSignals: Bool
    ) -> (RunContext, SignalEvents?, Waiter) {
        let capabilities = TerminalCapabilities.detect(descriptor: .standardError, environment: environment)
        let onStandardError = drawsOnStandardError(configuration, capabilities: capabilities)
        let drawing = onStandardError || configuration.display.jsonFile != nil
        // -v measures the rates at each frame even when nothing is drawn, and writes them after a signal too.
        let measuring = drawing || configuration.display.stats || configuration.display.summary
        // Signals handled only for the files are caught rather than blocked, so that the copy may still wait
        // inside a blocking splice, as it does with nothing to remove, and a signal interrupts it at once.
        let onlyForFiles = handlesSignals && !measuring && mode.signals(drawing: false) == nil
        let signals = mode.signals(drawing: measuring || handlesSignals).flatMap { handled in
            try? SignalEvents(withEndingSignals(handled, timer: mode.usesTimer), interrupting: onlyForFiles)
        }
        let json = jsonLines(configuration, file: files.json)
        let (clock, waiter) = mode.makeClock()
        let stacked = onStandardError && json?.onStandardError != true && mode.stacksMeters
        let board = measuring ? DisplayFactory.makeBoard(configuration, capabilities: capabilities, clock: clock, stacked: stacked) : nil
        // Before any thread starts (a line count runs on one of its own): the title's room moves the environment.
        if onStandardError, configuration.display.extraDisplay?.destinations.contains(.processtitle) == true {
            ProcessTitle.prepare()
        }
        let context = RunContext(
            configuration: configuration, environment: environment, capabilities: capabilities, drawing: drawing,
            drawsOnStandardError: onStandardError, json: json, clock: clock, board: board, files: files)
        return (context, signals, waiter)
    }

    /// `signals` and the other signals whose default action ends a process (``Session/endingSignals``), so
    /// that meter dies of them as of SIGTERM, after its last line, its window title and terminal indicator put
    /// back and its files removed. A signal meter inherited as ignored stays ignored (a background job's
    /// SIGQUIT, SIGUSR1 under a parent that ignores it); SIGALRM is the timer's where the mode has one.
    private static func withEndingSignals(_ signals: [Signal], timer: Bool) -> [Signal] {
        let ending = Session.endingSignals + (timer ? [] : [Signal.alarm])
        return signals + ending.filter { !signals.contains($0) && !CommandSignals.isIgnored($0) }
    }

    /// `-v`: pv's line of rate statistics for each meter, after the final frames (with `-q` too), in the
    /// locale's words and numbers, as pv's.
    private static func writeStatistics(of meters: [Meter], bits: Bool, capabilities: TerminalCapabilities) {
        for meter in meters {
            let line = Renderer.statistics(
                meter.statistics, bits: bits, language: capabilities.language, separator: capabilities.decimalSeparator)
            StandardError.write(line + "\n")
        }
    }

    /// `--summary`: for each meter, a line of its amounts and rates, a line of its stalls and its whole run
    /// as a sparkline as wide as the terminal allows (60 cells at most); in plain mode, one sentence.
    private static func writeSummaries(of meters: [Meter], _ configuration: Configuration, capabilities: TerminalCapabilities) {
        let words = PlainText(
            si: configuration.display.si, language: capabilities.language, separator: capabilities.decimalSeparator)
        let plain = capabilities.drawsPlainLines(configuration.display.styleSettings.plain)
        let glyphs = DisplayFactory.makeStyle(configuration, look: configuration.look, capabilities: capabilities).glyphs
        let columns = DisplayFactory.makeTarget(configuration, capabilities: capabilities).columns
        for meter in meters {
            let snapshot = meter.summarySnapshot
            let prefix = meter.name.map { SafeText($0).text + ": " } ?? ""
            if plain {
                let run = words.runSummary(snapshot, name: meter.name)
                StandardError.write(run + ", " + words.stalls(snapshot.history) + "\n")
                continue
            }
            // Cut between its parts to fit the width, rather than wrapped by the terminal inside a word.
            let run = words.runSummary(snapshot, name: meter.name, columns: columns)
            let cells = max(1, min(60, columns - TerminalText.columns(prefix)))
            StandardError.write(run.joined(separator: "\n") + "\n" + prefix + words.stalls(snapshot.history) + "\n"
                + prefix + Renderer.runSparkline(snapshot, cells: cells, glyphs: glyphs) + "\n")
        }
    }

    /// Whether anything is drawn on standard error: never with `-q`; otherwise `--json`, `-n`, `-f` and
    /// `--plain` draw wherever it goes, and the ordinary display only on a terminal (as do the plain lines
    /// of `ACCESSIBLE`, which changes how meter draws, not where).
    static func drawsOnStandardError(_ configuration: Configuration, capabilities: TerminalCapabilities) -> Bool {
        let display = configuration.display
        return !display.quiet
            && (display.jsonOnStandardError || display.numeric || display.force || display.styleSettings.plain == true
                || capabilities.isTerminal)
    }

    /// Where `--json`'s objects go: the file of `--json-file` (opened with the run's other files), else
    /// standard error; `nil` when neither was asked for.
    private static func jsonLines(_ configuration: Configuration, file: FileDescriptor?) -> JSONLines? {
        if let file, let path = configuration.display.jsonFile {
            return JSONLines(file: path, descriptor: file)
        }
        guard configuration.display.json, !configuration.display.quiet else { return nil }
        let target = DescriptorTarget(
            descriptor: .standardError, fixedColumns: nil, environmentColumns: nil,
            checksForeground: !configuration.display.force)
        return JSONLines(target: target, onStandardError: true)
    }

    /// What the run reads: the FILE operands (or standard input, which a wrapped command reads too), or
    /// the replay script.
    static func inputs(of configuration: Configuration) -> [InputSource] {
        if case .replay(let job) = configuration.job { return [.file(job.script)] }
        return configuration.job.stream?.inputs ?? []
    }
}
