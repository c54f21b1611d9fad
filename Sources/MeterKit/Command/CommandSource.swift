
/// A wrapped command, as a source of the run loop: the process, its standard output (copied to meter's
/// output and counted) and its standard error (shown above the indicator), until it has ended and its
/// pipes are drained.
///
/// Standard output moves by `splice(2)` when nothing needs to see the bytes; otherwise it is read and written
/// through one buffer, followed for `%L`, or, when meter's output is the terminal the indicator is drawn on,
/// shown above the indicator like standard error. With progress patterns (`--progress-from`) both streams
/// are read line by line for what the command says of its progress, which the meter then follows. Signals
/// meant for meter alone are passed on to the command; the run ends when the command has ended, however
/// it was interrupted.
package final class CommandSource: RunSource {
    /// After the command has ended, how long its pipes may stay silent before meter stops reading them (a
    /// background process it started may hold them open forever).
    static let drainGrace = 0.5
    /// Without a signal descriptor (SIGCHLD), how often the command is looked at.
    static let reapInterval = 0.05

    /// The signals meter passes on when a process (not the terminal) sends them to meter.
    package static let forwardedSignals: Set<Signal> = [.interrupt, .terminate, .hangUp, .quit, .user1, .user2]
    /// What a wrapped command's run handles beyond the run's own signals (``Session/runSignals``): those it
    /// passes on that a run would not handle, and SIGCHLD, which says the command has ended.
    package static let addedSignals: [Signal] = [.quit, .user1, .user2, .child]

    private let options: CommandOptions
    private let output: Output
    private let meter: Meter?
    private let board: Board?
    private let clock: MeterClock
    private let handlesSignals: Bool
    private let buffer: UnsafeMutableRawBufferPointer

    private let child: ChildProcess
    private var childStatus: CommandStatus?
    private var streams: [FileDescriptor?]
    private lazy var terminal = SharedTerminal(
        indicator: board, redrawsIndicator: options.redrawsIndicator, isProgressLine: progressLineTest
    ) { [unowned self] stream, bytes in self.writeText(bytes, from: stream) }
    /// What reads the command's progress from its output (`--progress-from`), and whether the meter follows
    /// what it read: from the first report on, the output's units are no longer counted on the meter.
    private var progress: ProgressReader?
    private var followsReports = false
    /// The session of the step under way, for text written through the shared terminal.
    private weak var session: Session?
    private var latest = LatestLine()
    private var drainDeadline: Instant?
    private var splicing: Bool
    private var outputStopped = false
    /// Bytes of standard output read and not yet written: `buffer[pendingStart..<pendingEnd]`.
    private var pendingStart = 0
    private var pendingEnd = 0
    /// A splice found standard output empty or meter's output full, and the source waited for room first.
    private var waitedForRoom = false
    private var receivedSignals: Set<Signal> = []
    /// The remembered total, set aside once the count reached it.
    private var estimate: UInt64?

    /// Units of the command's standard output that reached meter's output.
    package private(set) var count: UInt64 = 0
    /// The write end of the command's standard input, with ``CommandOptions/pipesInput``: whoever fills it
    /// closes it, and the command then reads its end.
    package let inputPipe: FileDescriptor?
    /// Called with each amount of standard output as it reaches meter's output (`%{ratio}` follows it).
    package var onCount: ((UInt64) -> Void)?
    /// Takes each progress report followed and each chunk of standard error read, in order (`--record`).
    package var onEvent: ((CommandEvent) -> Void)?
    /// The meter whose `%L` shows the command's latest line: the output's, unless set (`-M in`).
    package var latestLineMeter: Meter?

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
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(options.bufferSize ?? (1 << 20), 1), alignment: 64)
        if !options.progressPatterns.isEmpty {
            progress = ProgressReader(patterns: options.progressPatterns, si: options.progressSI)
            meter?.awaitReports()
        }
        // splice when nothing needs to see the bytes: counted in bytes, not shown, not followed for %L or
        // read for progress.
        splicing = options.allowSplice && options.unit == .bytes && output.descriptor != nil && !options.tracksLatestLine
            && !options.showsOutputAboveIndicator && options.progressPatterns.isEmpty
        if options.bufferSize == nil, let descriptor = output.descriptor, (try? descriptor.status())?.kind == .pipe {
            descriptor.growPipe(to: CopySource.pipeSize)
        }
    }

    deinit { buffer.deallocate() }

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
        if pendingStart < pendingEnd {
            if !writePending(in: session) { return .busy }
        } else if waitedForRoom {
            // After waiting for room, wait for more to read (the pipe may have been empty).
            waitedForRoom = false
        } else {
            if ready.readable, readFrom(.output, in: session) { return .busy }
            if ready.alsoReadable { _ = readFrom(.error, in: session) }
        }
        if !handlesSignals || streams.allSatisfy({ $0 == nil }) { checkChild() }
        let now = clock.now()
        terminal.showDue(at: now)
        if childStatus != nil {
            if streams.allSatisfy({ $0 == nil }) { return .finished }
            if let drainDeadline, now >= drainDeadline { return .finished }
        }
        endOfBatch()
        return waitingState(now: now)
    }

    /// What the source waits for: its open pipes, held text, the end of draining, or a look at the child.
    private func waitingState(now: Instant) -> SourceState {
        if waitedForRoom, let descriptor = output.descriptor { return .waiting(Wait(writable: descriptor)) }
        var until = terminal.nextDeadline
        if childStatus != nil, let drainDeadline { until = min(until ?? drainDeadline, drainDeadline) }
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
        session.noteCommand(childStatus ?? .exited(127), receivedSignals: receivedSignals)
    }

    // MARK: - Reading

    /// Reads what `stream` holds and passes it on. Returns true when a write of standard output is still
    /// pending (the loop then looks after frames and signals before the rest is written).
    private func readFrom(_ stream: CommandStream, in session: Session) -> Bool {
        guard let descriptor = streams[stream.rawValue] else { return false }
        if stream == .output, splicing, spliceOutput(from: descriptor, in: session) { return false }
        // Standard error is read in smaller steps so one stream cannot hold the other up for long.
        let length = stream == .output ? buffer.count : min(buffer.count, 64 << 10)
        let got: Int
        do {
            got = try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<length]))
        } catch {
            if error != .wouldBlock { close(stream) }
            return false
        }
        if got == 0 {
            close(stream)
            return false
        }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<got])
        if options.tracksLatestLine { latest.observe(bytes, stream: stream.rawValue) }
        if let report = progress?.observe(bytes, stream: stream.rawValue) { follow(report) }
        noteActivity()
        if stream == .error { onEvent?(.error(Array(bytes))) }
        if stream == .output, !options.showsOutputAboveIndicator {
            pendingStart = 0
            pendingEnd = got
            return !writePending(in: session)
        }
        terminal.receive(bytes, from: stream, at: clock.now())
        return false
    }

    /// Moves what standard output holds straight to meter's output. Returns false when splice does not work
    /// for this output (nothing moved: read and write take over for good).
    private func spliceOutput(from descriptor: FileDescriptor, in session: Session) -> Bool {
        guard let target = output.descriptor else { return false }
        let moved: Int?
        do {
            moved = try descriptor.splice(to: target, length: buffer.count, blocking: false)
        } catch {
            if error == .invalid, count == 0 {
                splicing = false
                return false
            }
            outputFailed(output.failed(error, in: session), in: session)
            return true
        }
        guard let moved else {
            // The pipe is empty (a spurious wake-up), or the output is full: wait until it takes more.
            waitedForRoom = true
            return true
        }
        if moved == 0 {
            // Only read says where a stream ends: it takes over, and its 0 closes the stream.
            splicing = false
            return false
        }
        counted(units: UInt64(moved))
        noteActivity()
        return true
    }

    private func close(_ stream: CommandStream) {
        guard let descriptor = streams[stream.rawValue] else { return }
        if let report = progress?.finish(stream: stream.rawValue) { follow(report) }
        terminal.flush(stream)
        descriptor.close()
        streams[stream.rawValue] = nil
    }

    /// After the command has ended, each read puts the end of draining off again.
    private func noteActivity() {
        if childStatus != nil { drainDeadline = clock.now().advanced(by: CommandSource.drainGrace) }
    }

    // MARK: - Writing

    /// Writes the pending standard output to meter's output and counts what was written. A write blocked on
    /// a slow reader is interrupted by the frame timer. Returns true when nothing is pending any more.
    private func writePending(in session: Session) -> Bool {
        guard !outputStopped else {
            pendingStart = pendingEnd
            return true
        }
        let chunk = UnsafeRawBufferPointer(rebasing: buffer[pendingStart..<pendingEnd])
        let result = output.write(chunk, in: session)
        guard case .wrote(let written) = result else {
            outputFailed(result, in: session)
            return true
        }
        if written > 0 {
            countedBytes(UnsafeRawBufferPointer(rebasing: chunk[0..<written]))
            pendingStart += written
        }
        return pendingStart == pendingEnd
    }

    /// Text that the shared terminal lets through: the command's standard error, or its standard output when
    /// meter's output is the terminal.
    private func writeText(_ bytes: UnsafeRawBufferPointer, from stream: CommandStream) {
        switch stream {
        case .output:
            guard !outputStopped else { return }
            do throws(Errno) {
                try output.descriptor?.writeAll(bytes)
                countedBytes(bytes)
            } catch {
                if let session { outputFailed(output.failed(error, in: session), in: session) }
            }
        case .error:
            try? FileDescriptor.standardError.writeAll(bytes)
        }
    }

    /// Stops copying standard output after `result` (the reader gone, or a failure already reported): its
    /// pipe is closed, so the command gets SIGPIPE (or EPIPE) on its next write, as it would writing into a
    /// pipe whose reader has gone.
    private func outputFailed(_ result: Output.WriteResult, in session: Session) {
        if result == .closed { session.noteOutputClosed() }
        outputStopped = true
        pendingStart = pendingEnd
        waitedForRoom = false
        if let descriptor = streams[CommandStream.output.rawValue] {
            descriptor.close()
            streams[CommandStream.output.rawValue] = nil
        }
    }

    private func countedBytes(_ bytes: UnsafeRawBufferPointer) {
        var units = UInt64(bytes.count)
        if let delimiter = options.unit.delimiter { units = UInt64(DelimiterCounter.count(delimiter, in: bytes)) }
        counted(units: units)
    }

    private func counted(units: UInt64) {
        count &+= units
        // After the meter has it: the ratio reads the meter's count.
        defer { onCount?(units) }
        guard let meter, !followsReports else { return }
        meter.add(units)
        // A remembered total is a guess: once the count reaches it while the command runs, more may come, so
        // it is unknown from then on rather than 100 % (the final frame takes it back if the guess was right).
        if options.totalIsEstimate, let total = meter.total, meter.count >= total {
            estimate = total
            meter.total = nil
        }
    }

    /// Whether the command's progress is read from a line, for the shared terminal; `nil` when it is not read.
    private var progressLineTest: ((UnsafeRawBufferPointer) -> Bool)? {
        guard progress != nil else { return nil }
        return { [unowned self] line in self.progress?.readsProgress(from: line) ?? false }
    }

    /// The meter follows what the command reported, from now on.
    private func follow(_ report: ProgressReport) {
        followsReports = true
        var report = report
        if report.total == nil, report.percent == nil, report.unit == .bytes || report.unit == .items {
            report.total = options.reportedTotal
        }
        meter?.follow(report)
        onEvent?(.progress(report))
    }

    // MARK: - Frames

    /// Lets frames through again when no unfinished line of the command is on the terminal, draws the
    /// indicator again if text was written above it, and hands `%L` its latest line.
    private func endOfBatch() {
        syncLatestLine()
        board?.isHeld = terminal.keepsIndicatorAway
        terminal.endOfBatch()
    }

    private func syncLatestLine() {
        if options.tracksLatestLine, latest.takeChange() { latestLineMeter?.message = latest.text }
    }

    // MARK: - The child

    private func checkChild() {
        guard childStatus == nil, let status = child.reap() else { return }
        childStatus = status
        drainDeadline = clock.now().advanced(by: CommandSource.drainGrace)
    }

    /// Sends `signal` to the command, unless it has ended (its id may then belong to another process).
    private func forward(_ signal: Signal) {
        guard childStatus == nil else { return }
        child.send(signal)
    }
}
