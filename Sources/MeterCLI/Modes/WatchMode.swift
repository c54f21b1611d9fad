import MeterKit

/// `meter -d TARGET...`: follows the files other processes have open, as `pv -d` does; nothing is read or
/// written but the display. Each target is a process (every regular file and block device it has open,
/// and those it opens later, until it ends), one descriptor of a process (until it is closed), the
/// processes of a name, or a list file of more targets. Each file gets a line, named as pv names it.
///
/// A target that cannot be watched is reported on a line of its own and the others are watched; the exit
/// status then has pv's bit 2, as pv's has. A list file that cannot be read, or holds a malformed line,
/// is a usage error (status 64), as in pv.
struct WatchMode: WatchingMode {
    private let configuration: Configuration
    private let job: WatchJob
    private let requests: [WatchRequest]
    private let total: UInt64?
    /// Whether each line is named after its file (several targets, or a whole process), as pv's are.
    private let namesLines: Bool
    /// Whether the names show the process too (more than one process named).
    private let showsProcess: Bool
    /// Whether a target could not be watched.
    private let failed: Bool
    /// Where lines' paths are relative to, read once for all of them.
    private var workingDirectory: FilePath?

    init(_ configuration: Configuration, job: WatchJob, total: UInt64?, language: Language) throws(EarlyExit) {
        let (processes, unnamed) = try WatchMode.processes(of: job.targets, language: language)
        var failed = unnamed
        var requests: [WatchRequest] = []
        // Whole processes met already: =NAME over a thousand processes, each compared with every other, took
        // longer than watching them.
        var wholeProcesses = Set<Int32>()
        for (pid, descriptor) in processes {
            do {
                let request = try WatchMode.request(pid: pid, descriptor: descriptor)
                let isNew = descriptor == nil ? wholeProcesses.insert(pid).inserted : !requests.contains(request)
                if isNew { requests.append(request) }
            } catch {
                let name = WatchTarget.process(pid: pid, descriptor: descriptor).displayName
                StandardError.report(WatchMode.message(for: error, target: name), in: language)
                failed = true
            }
        }
        if requests.isEmpty { throw EarlyExit(status: failed ? TransferOutcome.Status.cannotOpen.meterExitStatus : 0) }
        self.configuration = configuration
        self.job = job
        self.requests = requests
        self.total = total
        self.failed = failed
        namesLines = processes.count > 1 || processes.contains { $0.descriptor == nil }
        showsProcess = Set(processes.map(\.pid)).count > 1
    }

    /// The processes (and descriptors) the targets name: list files read, names looked up. A pattern that
    /// matches no process's name is reported, and noted in `unnamed`.
    private static func processes(of targets: [WatchTarget], language: Language) throws(EarlyExit) -> (
        processes: [(pid: Int32, descriptor: Int32?)], unnamed: Bool
    ) {
        var processes: [(pid: Int32, descriptor: Int32?)] = []
        var unnamed = false
        for target in try expandLists(targets, language: language) {
            switch target {
            case .process(let pid, let descriptor): processes.append((pid, descriptor))
            case .named(let pattern):
                let ids: [Int32]
                do throws(ExtendedRegex.Invalid) {
                    ids = ProcessTable.ids(matching: try ExtendedRegex(pattern))
                } catch {
                    // Compiled once already, when the value was read: not seen in practice.
                    let problem = CommandMessage.invalidProcessPattern(SafeText(pattern), reason: SafeText(error.reason))
                    throw EarlyExit(status: StandardError.usageFailure(UsageError("-d", problem), in: language))
                }
                if ids.isEmpty {
                    StandardError.report(CommandMessage.noProcessMatches(target.displayName), in: language)
                    unnamed = true
                }
                processes += ids.map { ($0, nil) }
            case .list: break  // expanded already
            }
        }
        return (processes, unnamed)
    }

    /// The targets with each list file's targets in its place. A list that cannot be read, or holds a
    /// malformed line, is a usage error, as in pv.
    private static func expandLists(_ targets: [WatchTarget], language: Language) throws(EarlyExit) -> [WatchTarget] {
        var expanded: [WatchTarget] = []
        for target in targets {
            guard case .list(let path) = target else {
                expanded.append(target)
                continue
            }
            do throws(UsageError) {
                expanded += try WatchTarget.targets(inList: try listText(target: target, path: path), path: path)
            } catch {
                throw EarlyExit(status: StandardError.usageFailure(error, in: language))
            }
        }
        return expanded
    }

    /// The text of the list file of `target`, at `path`.
    private static func listText(target: WatchTarget, path: FilePath) throws(UsageError) -> String {
        let bytes: [UInt8]?
        do { bytes = try FileSystem.contents(of: path, limit: 1 << 20) } catch {
            throw UsageError(target.displayName, .system(error))
        }
        guard let bytes else { throw UsageError(target.displayName, .listTooLarge) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What to watch of process `pid`: one descriptor's file, or the whole process, if it can be seen.
    private static func request(pid: Int32, descriptor: Int32?) throws(WatchedFile.Failure) -> WatchRequest {
        if let descriptor { return .descriptor(try WatchedFile(pid: pid, descriptor: descriptor)) }
        _ = try WatchedFile.descriptors(of: pid)
        return .process(pid)
    }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        workingDirectory = Self.prepareToWatch()
        let interval = configuration.display.timing.interval
        let watch = WatchSource(
            requests: requests, board: run.board, clock: run.clock,
            sampleInterval: interval, lingering: interval,
            rename: namesLines ? { [self] file in look(for: file, run: run).name } : nil
        ) { [self] file in
            let look = look(for: file, run: run)
            // The line's name is what `-R` without `-N` brings back. The JSON objects know the file as PID:FD,
            // named by its path (or by -N, on a line of its own), not by its line's name, shortened to fit.
            let identity = JSONIdentity(
                id: "\(file.pid):\(file.descriptor)",
                name: namesLines ? file.path.description : configuration.display.name?.text ?? file.path.description)
            return run.addMeter(
                total: total(of: file), look: look, name: namesLines ? look.name : nil, identity: identity)
        }
        return [watch]
    }

    /// The total is -s, else the size of a file the process reads (one it writes grows as it goes, and has
    /// none).
    private func total(of file: WatchedFile) -> UInt64? {
        job.stream.sizeGiven ? total : file.isReadOnly ? file.size : nil
    }

    /// How a file's line is drawn: named as pv names it (the name then leads a `-F` format that lacks
    /// `%N`, as pv puts it there), or, for a lone descriptor, unnamed but for `-N`.
    private func look(for file: WatchedFile, run: RunContext) -> MeterLook {
        var look = configuration.look
        guard namesLines else { return look }
        let width = DisplayFactory.makeTarget(configuration, capabilities: run.capabilities).columns
        look.name = WatchLineName.name(
            for: file, showsProcess: showsProcess, workingDirectory: workingDirectory, width: width)
        if let format = look.format, !format.contains(.name) {
            look.format = Template(segments: [.field(.name, width: nil), .text(" ")] + format.segments)
        }
        return look
    }

    /// A target that could not be watched leaves pv's bit 2 in the status.
    func conclude(_ outcome: inout RunOutcome, run: RunContext) {
        if failed { outcome.statusBits |= TransferOutcome.Status.cannotOpen.rawValue }
    }

    /// The message for a target that cannot be watched, naming it as given (`-d 4242`, `-d 4242:3`).
    static func message(for failure: WatchedFile.Failure, target name: String) -> CommandMessage {
        switch failure {
        case .noProcess: return .noSuchProcess(name)
        case .noDescriptor: return .noSuchDescriptor(name)
        case .notAFile(let path): return .notAFile(name, SafeText(path))
        case .denied: return .cannotSeeFiles(name, .accessDenied)
        case .other(let error): return .watchFailed(name, error)
        }
    }
}
