import MeterKit

/// Every file the run writes, opened together before anything else is set up: the output (`-o`, else
/// standard output, else nothing with `-X`), the objects of `--json-file`, the script of `--record` (mode
/// 0600: it is the run's own), the store of `-U`; and what `-P` will replace, looked at. Each is compared by
/// device and inode with the others and with the inputs before any of them is truncated (see
/// ``OutputFile``): an input written over is refused as pv refuses it, two of meter's own files that are one
/// file are a usage error, and either way no file was changed.
///
/// They are opened before the run takes its signals, so that Ctrl-C, SIGTERM and SIGHUP end meter at once
/// while the open of a FIFO waits for its reader.
struct RunFiles {
    /// Where the data goes.
    let output: Output
    /// The file of `--json-file`.
    let json: FileDescriptor?
    /// The file of `--record`.
    let record: FileDescriptor?
    /// The file of `-U FILE` (not `-U -`, which has no name).
    let store: FileDescriptor?

    /// Where the run's data goes, decided once: nowhere (a mode that writes none, `-X`, a job that holds no
    /// data options), the file of `-o`, or standard output.
    private enum Destination: Equatable {
        case nowhere, file(FilePath), standardOutput

        init(_ configuration: Configuration, writesOutput: Bool) {
            guard writesOutput, let stream = configuration.job.stream, !stream.transfer.discard else {
                self = .nowhere
                return
            }
            self = stream.outputPath.map { .file($0) } ?? .standardOutput
        }
    }

    /// One file of the run, with the option that names it in messages.
    private struct Request {
        var option: String?
        var path: FilePath?
        var target: OutputFile.Target
    }

    /// Opens the files `configuration` asks for (the output only when the mode writes one). A standard input
    /// or output that was `closed` when meter started, and that the run would read or write, is an error
    /// (status 2) before anything moves, as in pv.
    static func open(
        _ configuration: Configuration, writesOutput: Bool, closed: Set<Int32>, language: Language
    ) throws(EarlyExit) -> RunFiles {
        let destination = Destination(configuration, writesOutput: writesOutput)
        try checkOpen(configuration, destination, closed: closed, language: language)
        let requests = self.requests(configuration, destination)
        let descriptors: [FileDescriptor?]
        do {
            descriptors = try OutputFile.open(requests.map(\.target), notAnyOf: RunCommand.inputs(of: configuration))
        } catch {
            throw EarlyExit(status: report(error, requests, language: language))
        }
        func descriptor(_ option: String) -> FileDescriptor? {
            requests.firstIndex { $0.option == option }.flatMap { descriptors[$0] }
        }
        let output: Output
        switch destination {
        case .nowhere: output = Output(descriptor: nil)
        case .file(let path): output = Output(descriptor: descriptor("-o"), name: .file(path))
        case .standardOutput: output = Output(descriptor: .standardOutput)
        }
        return RunFiles(output: output, json: descriptor("--json-file"), record: descriptor("--record"), store: descriptor("-U"))
    }

    private static func checkOpen(
        _ configuration: Configuration, _ destination: Destination, closed: Set<Int32>, language: Language
    ) throws(EarlyExit) {
        let readsInput: Bool
        switch configuration.job {
        case .copy(let job): readsInput = job.stream.inputs.isEmpty || job.stream.inputs.contains(.standardInput)
        default: readsInput = false
        }
        for (stream, missing) in [(StreamName.standardInput, readsInput && closed.contains(0)),
                                  (.standardOutput, destination == .standardOutput && closed.contains(1))] where missing {
            StandardError.report(Message.failed(stream, .badDescriptor), in: language)
            throw EarlyExit(status: TransferOutcome.Status.cannotOpen.meterExitStatus)
        }
    }

    private static func requests(_ configuration: Configuration, _ destination: Destination) -> [Request] {
        var requests: [Request] = []
        switch destination {
        case .nowhere: break
        case .file(let path): requests.append(Request(option: "-o", path: path, target: .opened(path)))
        case .standardOutput: requests.append(Request(option: nil, path: nil, target: .descriptor(.standardOutput)))
        }
        if let path = configuration.pidFile { requests.append(Request(option: "-P", path: path, target: .replaced(path))) }
        if let path = configuration.display.jsonFile {
            requests.append(Request(option: "--json-file", path: path, target: .opened(path)))
        }
        if let path = recordPath(of: configuration.job) {
            requests.append(Request(option: "--record", path: path, target: .opened(path, mode: 0o600)))
        }
        if case .copy(let job) = configuration.job, let path = job.stream.storePath, path != "-" {
            requests.append(Request(option: "-U", path: path, target: .opened(path, readable: true)))
        }
        return requests
    }

    /// Where a file of no name is made (`-U -`, a replay script read from a pipe): `$TMPDIR`, else `$TMP`,
    /// else `/tmp`, as pv.
    static func temporaryDirectory(environment: [String: String]) -> FilePath {
        FilePath([environment["TMPDIR"], environment["TMP"]].compactMap { $0 }.first { !$0.isEmpty } ?? "/tmp")
    }

    /// The file of `--record`, which a copy and a wrapped command write.
    private static func recordPath(of job: Job) -> FilePath? {
        switch job {
        case .copy(let copy): return copy.recordPath
        case .exec(let exec): return exec.recordPath
        default: return nil
        }
    }

    /// Says what was wrong, and returns the status: an input written over is pv's status 4 (1 for `-P`, as
    /// pv's problems with its PID file), a file that cannot be opened 2, two options on one file a usage
    /// error.
    private static func report(_ failure: OutputFile.Failure, _ requests: [Request], language: Language) -> Int32 {
        switch failure {
        case .isInput(let index, let input):
            let name: StreamName = input == .standardInput ? .standardInput : requests[index].path.map { .file($0) } ?? .standardOutput
            if requests[index].option == "-P" {
                StandardError.write("meter: -P: " + Message.inputIsOutput(name).text(in: language) + "\n")
                return RunOutcome.controlProblem
            }
            StandardError.report(Message.inputIsOutput(name), in: language)
            return TransferOutcome.Status.inputIsOutput.meterExitStatus
        case .cannotOpen(let index, let errno):
            StandardError.report(Message.failed(requests[index].path.map { .file($0) } ?? .standardOutput, errno), in: language)
            return TransferOutcome.Status.cannotOpen.meterExitStatus
        case .sameFile(let first, let second):
            let path = SafeText(requests[second].path ?? requests[first].path ?? "")
            let message: CommandMessage =
                if let option = requests[first].option {
                    .sameFileTwice(option, requests[second].option ?? "", path)
                } else {
                    .sameFileAsStandardOutput(requests[second].option ?? "", path)
                }
            return StandardError.usageFailure(UsageError(message), in: language)
        }
    }
}
