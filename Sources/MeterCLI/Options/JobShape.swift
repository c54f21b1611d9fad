/// What each job reads of the command line: its shape. An option that no job's shape names means nothing
/// beside it and is refused, in that job's words, so that a combination that means nothing cannot become a
/// job, and an option added later is refused by every job that does not name it (where a hand-kept list of
/// conflicts would let it through). The display's options (and `--help`, `--version`) go with every job.
enum JobKind: Sendable, Equatable {
    case copy, exec, replay, watch, copies, query, meters, remote

    /// The job the line asks for, by the options that choose one: a running meter's first (`-R`, `-Q`,
    /// `--meters`), then `--copies`, `-d`, `--replay`, `--exec`, and the copy when none is given. The order
    /// decides whose words refuse the others: `-d 1 --exec cmd` is "--exec cannot be used with -d".
    init(_ request: JobRequest, hasCommand: Bool) {
        if request.remote != nil {
            self = .remote
        } else if request.query != nil {
            self = .query
        } else if request.meters {
            self = .meters
        } else if request.copies {
            self = .copies
        } else if request.watch != nil {
            self = .watch
        } else if request.replayPath != nil {
            self = .replay
        } else {
            self = hasCommand ? .exec : .copy
        }
    }

    /// The options of the data group that take a disk's place in a copy (pv's dd-like options).
    static let diskOptions: Set<OptionID> = [.storeAndForward, .sparse, .sync, .directIO]
    /// Every option of the data group: what is read, counted and written.
    static let dataOptions: Set<OptionID> = Set<OptionID>([
        .size, .lineMode, .null, .output, .discard, .si, .rateLimit, .stopAtSize, .skipErrors, .bufferSize, .noSplice,
        .errorSkipBlock,
    ]).union(diskOptions)
    /// The options only a wrapped command reads.
    static let commandOptions: Set<OptionID> = [.exec, .remember, .monitor, .progressFrom, .execWait]

    /// The options outside the display's that this job reads (or takes and ignores, as pv does with `-d`).
    var reads: Set<OptionID> {
        switch self {
        case .copy: return JobKind.dataOptions.union([.record, .pidFile])
        case .exec:
            return JobKind.dataOptions.subtracting(JobKind.diskOptions).subtracting([.stopAtSize, .rateLimit])
                .union(JobKind.commandOptions).union([.record, .pidFile])
        case .replay: return JobKind.dataOptions.subtracting([.storeAndForward]).union([.replay, .pidFile])
        case .watch:
            return JobKind.dataOptions.subtracting(JobKind.diskOptions).subtracting([.output, .rateLimit, .stopAtSize, .lineMode, .null])
                .union([.watchfd, .pidFile])
        case .copies:
            return [.discard, .si, .skipErrors, .bufferSize, .noSplice, .errorSkipBlock, .copies, .monitor, .pidFile]
        case .query, .meters, .remote:
            // A running meter's own options are not this run's: what goes to it, and what it ignores, is
            // `-R`'s to say (Configuration+Control); these reach nothing here but `-k`, which the sizes shown
            // follow, and `-R`'s `-s`, sent as a number: none of these jobs holds data options.
            let reached = JobKind.dataOptions.subtracting([.output]).union([.remote, .query, .meters])
            return self == .remote ? reached : reached.union([.pidFile])
        }
    }

    /// How this job refuses `option` (its name as given in messages, `id` its option).
    func refusal(of id: OptionID, named option: String) -> CommandMessage {
        if JobKind.commandOptions.contains(id), id != .exec, self != .replay {
            // Options of a wrapped command, without one: each says what it needs.
            switch id {
            case .remember: return .rememberNeedsExec
            case .monitor: return .monitorNeedsExec
            case .progressFrom: return .progressFromNeedsExec
            default: return .execWaitNeedsExec
            }
        }
        switch self {
        case .copy, .exec: return JobKind.diskOptions.contains(id) ? .copyOptionNotWithExec(option) : .notWithExec(option)
        case .replay: return .notWithReplay(option)
        case .watch: return .notWithWatch(option)
        case .copies: return .notWithCopies(option)
        case .query: return .notWithControl(option, option: "-Q")
        case .meters: return .notWithControl(option, option: "--meters")
        case .remote: return .notWithControl(option, option: "-R")
        }
    }

    /// Refuses a command after `--exec`, then the first option of the line, in the order given, that this job
    /// does not read; then the operands, where the job takes none.
    func check(_ parsed: ParsedCommandLine) throws(UsageError) {
        // `--exec` ends the options (the command is the rest), and is refused first: it is what the line
        // asks for most.
        let reads = self.reads
        if parsed.command != nil, !reads.contains(.exec) { throw UsageError(refusal(of: .exec, named: "--exec")) }
        for (spec, _) in parsed.options where spec.group != .display && spec.group != .style && spec.group != .general {
            guard !reads.contains(spec.id) else { continue }
            throw UsageError(refusal(of: spec.id, named: spec.displayName))
        }
        guard let operand = parsed.operands.first else { return }
        switch self {
        case .copy, .watch: return
        case .exec: throw UsageError(.operandWithExec(operand.name))
        case .replay: throw UsageError(.replayTakesNoFile)
        case .copies: throw UsageError(.operandWithCopies(operand.name))
        case .query: throw UsageError(.operandWithControl(operand.name, option: "-Q"))
        case .meters: throw UsageError(.operandWithControl(operand.name, option: "--meters"))
        case .remote: throw UsageError(.operandWithControl(operand.name, option: "-R"))
        }
    }
}
