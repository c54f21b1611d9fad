import MeterKit

/// Everything the command line asked for, checked and converted, by concern: what to do (the action, and
/// for a run the ``Job``), what is read, counted and written (``StreamSettings``), what is drawn and how
/// (``DisplaySettings``), and beside them the warnings to say first and `-P`'s file.
struct Configuration: Sendable {
    enum Action: Sendable, Equatable { case run, help, version, completionScript(CompletionRequest) }

    var action: Action = .run
    /// What to do: copy (the default), run a command, watch, replay, query or change a running meter.
    var job: Job = .copy(CopyJob())
    /// What is read, counted and written: the inputs, the output, the copy's ways and limits, the total.
    var stream = StreamSettings()
    /// What is drawn and how: the fields, the format and the style, the pace of the frames, and what is
    /// written beside the display or after it.
    var display = DisplaySettings()
    /// What was given and is ignored, to be said before the run: values pv takes and ignores (an unknown
    /// `-u` style or `-x` place).
    var warnings: [CommandMessage] = []

    // Control settings
    /// Where meter writes its process ID (`-P FILE`).
    var pidFile: FilePath?

    /// The wrapped command's settings, when the job is one (`--exec`).
    var exec: ExecJob? {
        if case .exec(let exec) = job { return exec }
        return nil
    }

    /// Whether the stream is a replayed script's (`--replay`): its frames tell time in UTC.
    var replays: Bool {
        if case .replay = job { return true }
        return false
    }

    /// The template for the line display: `-F`, else the chosen fields, else pv's default set.
    /// The one place the layout is decided: `-F`; else a `--layout` preset with the switches given beside
    /// it; else the switches (`-p -t -e -r -b …`), or pv's default set without any (and `%L` for a wrapped
    /// command). The name is shown whenever one is given.
    var template: Template { template(for: look) }

    /// The template of a meter drawn with `look`'s name, format, unit and command fields, and the run's
    /// switches and layout.
    func template(for look: MeterLook) -> Template {
        if let format = look.format { return format }
        let fields = display.fields
        var chosen: Set<Template.Field>
        if let layout = display.styleSettings.layout {
            chosen = layout.fields.union(fields)
        } else {
            chosen = fields.isEmpty ? Template.defaultFields : fields
            if fields.isEmpty { chosen.formUnion(look.commandFields) }
        }
        if look.name != nil { chosen.insert(.name) }
        return Template(fields: chosen, lastWrittenCount: display.lastWrittenCount)
    }

    /// The template of `-n`'s lines: `-F`, else pv's `%t %b %r %{progress-amount-only}`, each part there as
    /// its switch asks (`-t`; `-b` or `-8`; `-r`), and the percentage when neither the count nor the rate
    /// is.
    func numericTemplate(for look: MeterLook) -> Template {
        if let format = look.format { return format }
        let fields = display.fields
        var parts: [Template.Field] = []
        if fields.contains(.timer) { parts.append(.timer) }
        if fields.contains(.amount) { parts.append(.amount) }
        if fields.contains(.rate) { parts.append(.rate) }
        if !fields.contains(.amount), !fields.contains(.rate) { parts.append(.progressAmountOnly) }
        var segments: [Template.Segment] = []
        for part in parts {
            if !segments.isEmpty { segments.append(.text(" ")) }
            segments.append(.field(part, width: nil))
        }
        return Template(segments: segments)
    }

    /// The templates of every display of the run: the line (or `-n`'s numbers), and the titles of `-x`
    /// (their own format, else the line's).
    func displayTemplates(for look: MeterLook) -> [Template] {
        let template = template(for: look)
        let titles = display.extraDisplay.map { [$0.format ?? template] } ?? []
        return [display.numeric ? numericTemplate(for: look) : template] + titles
    }

    /// Converts parsed options to a configuration, checking every value: each option in its group, in the
    /// order given (so `-k` makes powers of 1000 of the sizes after it, as pv's does), then what goes
    /// together.
    static func from(_ parsed: ParsedCommandLine) throws(UsageError) -> Configuration {
        var configuration = Configuration()
        var request = JobRequest()
        for (spec, value) in parsed.options {
            let value = value ?? ""
            let option = spec.displayName
            switch spec.group {
            case .general: try configuration.takeGeneral(spec.id, value: value.text, option: option)
            case .data: try configuration.stream.take(spec.id, value: value, option: option)
            case .display:
                try configuration.display.take(spec.id, value: value, option: option, warnings: &configuration.warnings)
            case .style:
                do {
                    try configuration.display.styleSettings.apply(spec.id, value: value.text, option: option)
                } catch {
                    // pv ignores a bar style it does not know; meter says so, and goes on.
                    guard spec.id == .barStyle else { throw error }
                    configuration.warnings.append(.ignoredValue(option, error.problem))
                }
            case .command: try request.takeCommand(spec.id, value: value, option: option)
            case .control: try configuration.takeControl(spec.id, value: value, option: option, into: &request)
            case .testing: try configuration.takeTesting(spec.id, value: value, option: option, into: &request)
            }
        }
        try checkWatch(parsed, &request, configuration)
        try checkCopies(parsed, request, configuration)
        if request.watch == nil {
            configuration.stream.inputs = parsed.operands.map { $0 == "-" ? .standardInput : .file($0.path) }
        }
        try configuration.stream.check(parsed, request)
        try checkCommand(parsed, request, configuration)
        configuration.job = try configuration.chooseJob(parsed, request)
        return configuration
    }

    /// The one job the line asks for; `-R` and `-Q` refuse what cannot go with them.
    private func chooseJob(_ parsed: ParsedCommandLine, _ request: JobRequest) throws(UsageError) -> Job {
        if let remote = try checkControl(parsed, request) { return .remote(remote) }
        if let process = request.query { return .query(process: process) }
        if request.meters { return .meters }
        if let script = request.replayPath { return .replay(script: script) }
        if let targets = request.watch { return .watch(targets) }
        if request.copies { return .copies(request.monitor == .output ? .writing : .reading) }
        if let command = parsed.command {
            return .exec(ExecJob(
                command: command.map(\.bytes), remember: request.remember, monitor: request.monitor,
                progressPatterns: request.progressPatterns, exitWait: request.exitWait, recordPath: request.recordPath))
        }
        return .copy(CopyJob(recordPath: request.recordPath))
    }

    /// `--help`, `--version`, `--completion-script`: help wins over the others.
    private mutating func takeGeneral(_ id: OptionID, value: String, option: String) throws(UsageError) {
        switch id {
        case .help: action = .help
        case .version: if action != .help { action = .version }
        case .completionScript:
            guard let request = CompletionRequest(rawValue: value) else {
                throw UsageError(option, .invalidShell(SafeText(value), choices: CompletionRequest.allCases.map(\.rawValue)))
            }
            if action != .help { action = .completionScript(request) }
        default: break
        }
    }

    /// `--replay`, `--record`.
    private mutating func takeTesting(
        _ id: OptionID, value: Argument, option: String, into request: inout JobRequest
    ) throws(UsageError) {
        guard !value.isEmpty else {
            throw UsageError(option, id == .replay ? .scriptNameEmpty : .fileNameEmpty)
        }
        if id == .replay {
            request.replayPath = value.path
            display.force = true
        } else {
            request.recordPath = value.path
        }
    }
}

extension Configuration {
    /// Refuses what cannot go with the command after `--exec`, or the command's options without one.
    fileprivate static func checkCommand(
        _ parsed: ParsedCommandLine, _ request: JobRequest, _ configuration: Configuration
    ) throws(UsageError) {
        try checkReplay(parsed, request)
        guard let command = parsed.command else {
            if request.remember { throw UsageError(.rememberNeedsExec) }
            if request.monitor != nil, !request.copies { throw UsageError(.monitorNeedsExec) }
            if !request.progressPatterns.isEmpty { throw UsageError(.progressFromNeedsExec) }
            if request.exitWait != nil { throw UsageError(.execWaitNeedsExec) }
            return
        }
        if request.monitor != nil, !request.progressPatterns.isEmpty { throw UsageError(.progressFromNotWithMonitor) }
        try checkMonitor(request, configuration)
        guard !command.isEmpty else { throw UsageError(.execNeedsCommand) }
        if let operand = parsed.operands.first { throw UsageError(.operandWithExec(operand.name)) }
        if configuration.stream.stopAtSize { throw UsageError(.notWithExec("-S")) }
        if request.recordPath != nil {
            // A recording holds one meter of the output, counted afresh: what it replays is what was drawn.
            if request.monitor != nil { throw UsageError(.notWithRecord("-M")) }
            if request.remember { throw UsageError(.notWithRecord("--remember")) }
        }
        if configuration.stream.transfer.maximumRate != nil { throw UsageError(.notWithExec("-L")) }
        for (present, option) in diskOptions(configuration.stream) where present {
            throw UsageError(.copyOptionNotWithExec(option))
        }
    }
}

extension Configuration {
    /// A replay runs no command: what a recorded command needs, its script holds, and a command given
    /// beside it, with its options, would never run.
    fileprivate static func checkReplay(_ parsed: ParsedCommandLine, _ request: JobRequest) throws(UsageError) {
        guard request.replayPath != nil else { return }
        let conflicts: [(Bool, String)] = [
            (parsed.command != nil, "--exec"), (request.monitor != nil, "-M"), (request.remember, "--remember"),
            (!request.progressPatterns.isEmpty, "--progress-from"), (request.exitWait != nil, "--exec-wait"),
        ]
        for (present, option) in conflicts where present {
            throw UsageError(.notWithReplay(option))
        }
    }
}

extension Configuration {
    /// `-M`: `--remember` keeps the output's count, which `-M in` does not meter; `-F` and `-N` go once
    /// for every meter, or once for each of the two of `-M both`.
    fileprivate static func checkMonitor(_ request: JobRequest, _ configuration: Configuration) throws(UsageError) {
        if request.monitor == .input, request.remember {
            throw UsageError(.rememberNotWithMonitorIn)
        }
        let meters = request.monitor == .both ? 2 : 1
        let given = [("-F", configuration.display.formatsGiven.count), ("-N", configuration.display.namesGiven.count)]
        for (option, count) in given where count > 2 && meters == 2 {
            throw UsageError(.givenTooOften(option, times: count))
        }
    }
}

extension Configuration {
    /// Takes the operands after `-d` as more targets, as pv does, and refuses what cannot go with it:
    /// nothing is read, copied or written, and only bytes have a position.
    fileprivate static func checkWatch(
        _ parsed: ParsedCommandLine, _ request: inout JobRequest, _ configuration: Configuration
    ) throws(UsageError) {
        guard var targets = request.watch else { return }
        for operand in parsed.operands { targets += try WatchTarget.parse(operand, option: "-d") }
        request.watch = targets
        let stream = configuration.stream
        let conflicts: [(Bool, String)] = [
            (parsed.command != nil, "--exec"), (request.replayPath != nil, "--replay"),
            (request.recordPath != nil, "--record"), (stream.outputPath != nil, "-o"),
            (stream.transfer.maximumRate != nil, "-L"), (stream.stopAtSize, "-S"),
            (stream.transfer.unit != .bytes, stream.transfer.unit == .lines ? "-l" : "-0"),
        ] + diskOptions(stream)
        for (present, option) in conflicts where present {
            throw UsageError(.notWithWatch(option))
        }
    }
}

extension Configuration {
    /// Refuses what cannot go with `--copies`: nothing is read, copied or written, the commands are found,
    /// not named, and a line follows one file of each, read or written.
    fileprivate static func checkCopies(
        _ parsed: ParsedCommandLine, _ request: JobRequest, _ configuration: Configuration
    ) throws(UsageError) {
        guard request.copies else { return }
        if let operand = parsed.operands.first { throw UsageError(.operandWithCopies(operand.name)) }
        if request.monitor == .both { throw UsageError(.monitorBothNotWithCopies) }
        let stream = configuration.stream
        let conflicts: [(Bool, String)] = [
            (parsed.command != nil, "--exec"), (request.watch != nil, "-d"), (request.replayPath != nil, "--replay"),
            (request.recordPath != nil, "--record"), (stream.outputPath != nil, "-o"),
            (stream.transfer.maximumRate != nil, "-L"), (stream.stopAtSize, "-S"), (stream.sizeGiven, "-s"),
            (stream.transfer.unit != .bytes, stream.transfer.unit == .lines ? "-l" : "-0"),
        ] + diskOptions(stream)
        for (present, option) in conflicts where present {
            throw UsageError(.notWithCopies(option))
        }
    }
}

extension Configuration {
    /// The options of the copy's output and storage, each with whether it was given.
    fileprivate static func diskOptions(_ stream: StreamSettings) -> [(Bool, String)] {
        [
            (stream.storePath != nil, "-U"), (stream.transfer.sparse, "-O"),
            (stream.transfer.syncWrites, "-Y"), (stream.transfer.directIO, "-K"),
        ]
    }
}
