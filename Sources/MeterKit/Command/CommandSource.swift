
/// A wrapped command, as a source of the run loop: the process, its standard output (copied to meter's
/// output and counted) and its standard error (shown above the indicator), until it has exited and its
/// pipes are closed.
///
/// Standard output moves through the ``TransferEngine``, as the copy's inputs do, with the way the
/// ``TransferPlan`` chooses once: in the kernel when nothing needs to see the bytes; otherwise read and
/// written through the engine's buffer, followed for `%L`, or, when meter's output is the terminal the
/// indicator is drawn on, shown above the indicator like standard error. With progress patterns (`--progress-from`) both streams
/// are read line by line for what the command says of its progress, which the meter then follows. Signals
/// meant for meter alone are passed on to the command; the run ends when the command has ended, however
/// it was interrupted, and every process it left running has closed its pipes (``ExitWait``).
package final class CommandSource: RunSource {
    /// Without a signal descriptor (SIGCHLD), how often the command is looked at.
    static let reapInterval = 0.05
    /// At the limit of `--exec-wait`, how many more reads may pass on what the pipes hold before they are
    /// closed: enough for full pipes, not forever for a writer that keeps them full.
    static let cutOffReads = 64

    /// The signals meter passes on when a process (not the terminal) sends them to meter.
    package static let forwardedSignals: Set<Signal> = [.interrupt, .terminate, .hangUp, .quit, .user1, .user2]
    /// What a wrapped command's run handles beyond the run's own signals (``Session/runSignals``): those it
    /// passes on that a run would not handle, and SIGCHLD, which says the command has ended.
    package static let addedSignals: [Signal] = [.quit, .user1, .user2, .child]
    /// The signals that end the run once the command has exited, while meter waits for what it left running.
    static let endingSignals: Set<Signal> = [.interrupt, .terminate, .hangUp]

    let options: CommandOptions
    let output: Output
    let meter: Meter?
    let board: Board?
    let clock: MeterClock
    private let handlesSignals: Bool
    /// Standard output's way to meter's output, and the one buffer both streams are read into.
    var engine: TransferEngine
    /// Standard error's reader, into the engine's buffer.
    var errorReader: ChunkReader

    let child: ChildProcess
    /// How the command ended, once it has (also for what the run does after it: `--record`, `--remember`).
    package internal(set) var childStatus: CommandStatus?
    var streams: [FileDescriptor?]
    lazy var terminal = SharedTerminal(
        indicator: options.errorDisplay == .nothing ? nil : board, redrawsIndicator: options.redrawsIndicator,
        showsUnfinishedLines: options.errorDisplay == .onTerminal, isProgressLine: progressLineTest
    ) { [unowned self] stream, bytes in self.writeText(bytes, from: stream) }
    /// What reads the command's progress from its output (`--progress-from`), and whether the meter follows
    /// what it read: from the first report on, the output's units are no longer counted on the meter.
    var progress: ProgressReader?
    var followsReports = false
    /// The session of the step under way, for text written through the shared terminal.
    weak var session: Session?
    var latest = LatestLine()
    /// From the command's exit on: what meter waits for, and until when.
    var exitWait: ExitWait?
    var cutOffReadsLeft = CommandSource.cutOffReads
    /// Whether a pipe still open was closed at the limit.
    var cutOff = false
    var outputStopped = false
    /// With standard output and error on one file or pipe: whether the output written last ended inside a
    /// line, where meter's own lines must not go.
    var outputLineOpen = false
    /// A splice found standard output empty or meter's output full, and the source waited for room first.
    var waitedForRoom = false
    var receivedSignals: Set<Signal> = []
    /// The remembered total, set aside once the count reached it.
    var estimate: UInt64?

    /// Units of the command's standard output that reached meter's output.
    package internal(set) var count: UInt64 = 0
    /// The write end of the command's standard input, with ``CommandOptions/pipesInput``: whoever fills it
    /// closes it, and the command then reads its end.
    package let inputPipe: FileDescriptor?
    /// Called with each amount of standard output as it reaches meter's output (`%{ratio}` follows it).
    package var onCount: ((UInt64) -> Void)?
    /// Takes what the run does that its frames show, in order: each report followed, each chunk of standard
    /// error read, the exit, meter's notices (`--record`).
    package var onEvent: ((CommandEvent) -> Void)?
    /// The meter whose `%L` shows the command's latest line: the output's, unless set (`-M in`).
    package var latestLineMeter: Meter?
    /// Every meter of the command, whose snapshots say whether it has exited: the output's, unless set.
    package var commandMeters: [Meter] = [] {
        didSet { for meter in commandMeters { meter.awaitCommandExit() } }
    }

    /// Starts the command with its standard output and error on pipes of meter's. Throws when it cannot be
    /// started (the caller exits 126 or 127, as shells do).
    /// - Parameters:
    ///   - handlesSignals: whether the session's signals include SIGCHLD; without them the command is looked at
    ///     every 50 ms.
    package init(
        options: CommandOptions, output: Output, meter: Meter?, board: Board?, clock: MeterClock, handlesSignals: Bool
    ) throws(SpawnError) {
        self.options = options
        self.output = output
        self.meter = meter
        self.board = board
        self.clock = clock
        self.handlesSignals = handlesSignals
        latestLineMeter = meter
        let (child, pipes) = try CommandSource.spawn(options)
        self.child = child
        streams = [pipes.output, pipes.error]
        inputPipe = pipes.input
        engine = CommandSource.engine(for: pipes.output, into: output, options: options)
        errorReader = .commandStream(pipes.error)
        if !options.progressPatterns.isEmpty {
            progress = ProgressReader(patterns: options.progressPatterns, si: options.progressSI)
            meter?.awaitReports()
        }
        commandMeters = meter.map { [$0] } ?? []
        meter?.awaitCommandExit()
    }

    deinit { engine.deallocate() }

    /// The engine that moves the command's standard output (`pipe`) to `output`, the way the plan chooses:
    /// in the kernel when nothing needs to see the bytes (counted in bytes, not shown, not followed for
    /// `%L` or read for progress, and not sharing a file with meter's own lines).
    private static func engine(for pipe: FileDescriptor, into output: Output, options: CommandOptions) -> TransferEngine {
        let size = max(options.bufferSize ?? (1 << 20), 1)
        var engine = TransferEngine(output: output, bufferSize: size)
        let status = try? output.descriptor?.status()
        if options.bufferSize == nil, status?.kind == .pipe { output.descriptor?.growPipe(to: CopySource.pipeSize) }
        let end = output.descriptor == nil ? TransferPlan.End.none : .descriptor(status?.kind ?? .other)
        let plan = TransferPlan.choose(input: .commandStream, output: end, options: options.transfer, seesBytes: options.seesOutput)
        var mover = TransferEngine.Mover.readWrite
        if plan.mover == .kernel, let target = output.descriptor,
            let kernel = KernelTransfer(input: pipe, kind: .pipe, output: target, outputIsPipe: status?.kind == .pipe, mayBlock: false)
        {
            mover = .kernel(kernel)
        }
        engine.start(mover, reader: .commandStream(pipe), readSize: size)
        return engine
    }

    /// The pipes and the process: the output's and error's read ends are meter's (non-blocking), their write
    /// ends the child's; the input's read end is the child's, its write end meter's.
    private static func spawn(_ options: CommandOptions) throws(SpawnError) -> (ChildProcess, MeterEnds) {
        let name = FilePath(bytes: options.arguments.first ?? [])
        var made: [CommandPipe] = []
        do throws(Errno) {
            for _ in 0..<(options.pipesInput ? 3 : 2) { made.append(try CommandPipe()) }
        } catch {
            for pipe in made { pipe.close() }
            throw SpawnError(command: name, errno: error)
        }
        let (outputPipe, errorPipe, inputPipe) = (made[0], made[1], made.count > 2 ? made[2] : nil)
        if options.bufferSize == nil { outputPipe.readEnd.growPipe(to: CopySource.pipeSize) }
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(
                options.arguments, input: inputPipe?.readEnd, output: outputPipe.writeEnd, error: errorPipe.writeEnd,
                resetSignals: options.resetSignals)
        } catch {
            for pipe in made { pipe.close() }
            throw error
        }
        outputPipe.writeEnd.close()
        errorPipe.writeEnd.close()
        inputPipe?.readEnd.close()
        outputPipe.readEnd.setNonBlocking()
        errorPipe.readEnd.setNonBlocking()
        return (child, MeterEnds(output: outputPipe.readEnd, error: errorPipe.readEnd, input: inputPipe?.writeEnd))
    }

    /// meter's ends of the command's pipes.
    private struct MeterEnds {
        let output: FileDescriptor
        let error: FileDescriptor
        let input: FileDescriptor?
    }

    // MARK: - Stepping

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        self.session = session
        if !engine.buffer.isEmpty {
            if !writePending(in: session) { return .busy }
        } else if waitedForRoom {
            // After waiting for room, wait for more to read (the pipe may have been empty).
            waitedForRoom = false
        } else if exitWait?.cuttingOff == true {
            if passOnBeforeCutOff(in: session) { return .busy }
        } else {
            if ready.readable, readFrom(.output, in: session) == .writePending { return .busy }
            if ready.alsoReadable { _ = readFrom(.error, in: session) }
        }
        if !handlesSignals || streams.allSatisfy({ $0 == nil }) { checkChild() }
        let now = clock.now()
        terminal.showDue(at: now)
        if childStatus != nil {
            if streams.allSatisfy({ $0 == nil }) { return .finished }
            if waitAfterExit(now: now, in: session) {
                endOfBatch()
                return .busy
            }
        }
        endOfBatch()
        return waitingState(now: now)
    }

    /// What the source waits for: its open pipes, held text, the notice or the limit of the wait after the
    /// command's exit, or a look at the child.
    private func waitingState(now: Instant) -> SourceState {
        if waitedForRoom, let descriptor = output.descriptor { return .waiting(Wait(writable: descriptor)) }
        var until = terminal.nextDeadline
        if let due = exitWait?.nextDeadline(after: now) { until = min(until ?? due, due) }
        if !handlesSignals {
            let look = now.advanced(by: CommandSource.reapInterval)
            until = min(until ?? look, look)
        }
        return .waiting(Wait(readable: streams[CommandStream.output.rawValue], alsoReadable: streams[CommandStream.error.rawValue], until: until))
    }

    package func handle(_ event: SignalEvent, in session: Session) -> Bool {
        let signal = event.signal
        switch signal {
        case .child:
            checkChild()
            return true
        case _ where childStatus != nil && CommandSource.endingSignals.contains(signal):
            // The command has exited: the signal ends meter's wait for what it left running, as any run's.
            return false
        case _ where CommandSource.forwardedSignals.contains(signal):
            // The terminal's own signals (Ctrl-C, Ctrl-\) reached the command too, through the process group;
            // those a process sent to meter alone are passed on. Either way meter waits for the command.
            receivedSignals.insert(signal)
            if event.sentByProcess { forward(signal) }
            return true
        case .terminalStop, .resume:
            if event.sentByProcess { forward(signal) }
            return false
        default:
            return false
        }
    }

    package func finish(in session: Session) {
        self.session = session
        terminal.finish()
        for case let descriptor? in streams { descriptor.close() }
        streams = [nil, nil]
        syncLatestLine()
        if !followsReports, let estimate, meter?.count == estimate { meter?.total = estimate }
        board?.isHeld = false
        endOutputLine()
        session.note(.command(childStatus ?? .exited(127), receivedSignals: receivedSignals))
    }
}
