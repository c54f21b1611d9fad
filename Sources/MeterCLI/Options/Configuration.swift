import MeterKit

/// Everything the command line asked for, checked and converted, by concern: what to do (the action, and
/// for a run the ``Job``, which holds what it reads, counts and writes: its ``StreamSettings``), what is
/// drawn and how (``DisplaySettings``, which every job that draws reads), and beside them the warnings to say
/// first and `-P`'s file.
struct Configuration: Sendable {
    enum Action: Sendable, Equatable { case run, help, version, completionScript(CompletionRequest) }

    var action: Action = .run
    /// What to do: copy (the default), run a command, watch, replay, query or change a running meter; with
    /// the data options of a job that reads them.
    var job: Job = .copy(CopyJob())
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
        // The data options, taken in order whatever the job (`-R` sends what they gave), held by the job
        // that reads them once it is made.
        var stream = StreamSettings()
        for (spec, value) in parsed.options {
            let value = value ?? ""
            let option = spec.displayName
            switch spec.group {
            case .general: try configuration.takeGeneral(spec.id, value: value.text, option: option)
            case .data: try stream.take(spec.id, value: value, option: option)
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
        try Configuration.checkControl(request)
        let kind = JobKind(request, hasCommand: parsed.command != nil)
        try kind.check(parsed)
        try Configuration.checkValues(kind, parsed, request, stream, configuration.display)
        switch kind {
        case .watch: request.watch = (request.watch ?? []) + (try Configuration.watchTargets(parsed.operands))
        case .copy: stream.inputs = parsed.operands.map { $0 == "-" ? .standardInput : .file($0.path) }
        default: break
        }
        stream.settle()
        // The sizes shown follow `-k` in every job that draws, `-Q`'s and `--meters`' too.
        configuration.display.si = stream.si
        configuration.job = configuration.job(kind, parsed, request, stream)
        return configuration
    }

    /// The job of `kind`, with its settings: `stream` for a job that reads the data options.
    private func job(_ kind: JobKind, _ parsed: ParsedCommandLine, _ request: JobRequest, _ stream: StreamSettings) -> Job {
        switch kind {
        case .remote: return .remote(remoteJob(parsed, process: request.remote ?? 0, stream: stream))
        case .query: return .query(process: request.query ?? 0)
        case .meters: return .meters
        case .replay: return .replay(ReplayJob(script: request.replayPath ?? "", stream: stream))
        case .watch: return .watch(WatchJob(targets: request.watch ?? [], stream: stream))
        case .copies: return .copies(CopiesJob(direction: request.monitor == .output ? .writing : .reading, stream: stream))
        case .exec:
            return .exec(ExecJob(
                command: (parsed.command ?? []).map(\.bytes), remember: request.remember, monitor: request.monitor,
                progressPatterns: request.progressPatterns, exitWait: request.exitWait, recordPath: request.recordPath,
                stream: stream))
        case .copy: return .copy(CopyJob(recordPath: request.recordPath, stream: stream))
        }
    }

    /// The operands after `-d`: more targets, as pv takes them.
    private static func watchTargets(_ operands: [Argument]) throws(UsageError) -> [WatchTarget] {
        var targets: [WatchTarget] = []
        for operand in operands { targets += try WatchTarget.parse(operand, option: "-d") }
        return targets
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
    /// What the job's shape cannot say (``JobKind``): the values that go together or not, and `-F` and
    /// `-N` given more often than there are meters.
    fileprivate static func checkValues(
        _ kind: JobKind, _ parsed: ParsedCommandLine, _ request: JobRequest, _ stream: StreamSettings,
        _ display: DisplaySettings
    ) throws(UsageError) {
        switch kind {
        case .exec:
            if request.monitor != nil, !request.progressPatterns.isEmpty { throw UsageError(.progressFromNotWithMonitor) }
            try checkMonitor(request, display)
            guard parsed.command?.isEmpty == false else { throw UsageError(.execNeedsCommand) }
            if request.recordPath != nil {
                // A recording holds one meter of the output, counted afresh: what it replays is what was drawn.
                if request.monitor != nil { throw UsageError(.notWithRecord("-M")) }
                if request.remember { throw UsageError(.notWithRecord("--remember")) }
            }
        case .copies:
            if request.monitor == .both { throw UsageError(.monitorBothNotWithCopies) }
        case .replay:
            // A replayed stream has no size of its own to stop at (a copy's inputs may: see `RunCommand`).
            if stream.stopAtSize, !stream.sizeGiven { throw UsageError(.stopNeedsSize) }
        default: break
        }
    }

    /// `-M`: `--remember` keeps the output's count, which `-M in` does not meter; `-F` and `-N` go once
    /// for every meter, or once for each of the two of `-M both`.
    fileprivate static func checkMonitor(_ request: JobRequest, _ display: DisplaySettings) throws(UsageError) {
        if request.monitor == .input, request.remember {
            throw UsageError(.rememberNotWithMonitorIn)
        }
        let meters = request.monitor == .both ? 2 : 1
        let given = [("-F", display.formatsGiven.count), ("-N", display.namesGiven.count)]
        for (option, count) in given where count > 2 && meters == 2 {
            throw UsageError(.givenTooOften(option, times: count))
        }
    }
}
