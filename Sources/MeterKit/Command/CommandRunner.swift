import Glibc

/// How to run a wrapped command.
public struct CommandOptions: Sendable, Equatable {
    /// The command and its arguments; the first is looked up in `PATH`.
    public var arguments: [String]
    /// What is counted on the command's standard output.
    public var unit: CountingUnit = .bytes
    /// The read buffer's size in bytes; `nil` for 1 MiB.
    public var bufferSize: Int?
    /// Whether meter's standard output is the terminal the indicator is drawn on: the command's standard output
    /// is then shown above the indicator, as its standard error always is.
    public var showsOutputAboveIndicator = false
    /// Whether to draw the indicator again after text is written above it (not for `-n`).
    public var redrawsIndicator = true
    /// Whether to follow the command's latest output line for `%L`.
    public var tracksLatestLine = false
    /// Whether `splice(2)` may move standard output when nothing needs to see the bytes (`-C` turns it off).
    public var allowSplice = true
    /// Signals the command starts with at their default action (see ``ChildProcess/spawn(_:output:error:resetSignals:)``).
    public var resetSignals: [Int32] = []

    public init(arguments: [String]) { self.arguments = arguments }
}

/// How a wrapped command's run ended.
public struct CommandOutcome: Sendable, Equatable {
    /// How the command ended.
    public var status: CommandStatus
    /// Units of its standard output that reached meter's output.
    public var count: UInt64
    /// meter's own failures, as pv's status bits (16: the output could not be written).
    public var statusBits: Int32
    /// Whether meter's output was closed by its reader (the command's standard output was closed in turn).
    public var outputClosed: Bool
    /// The stopping signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2) meter received during the run.
    public var receivedSignals: Set<Int32>
}

/// Runs a command and meters its standard output: the wrapped-command form of the one loop of the design.
///
/// One `poll(2)` loop waits on the command's standard output and standard error (two pipes), the signal
/// descriptor (SIGCHLD included) and the next frame or held-text deadline. Standard output goes to meter's
/// output, counted as it is written; standard error (and standard output when meter's output is the terminal)
/// goes through a ``SharedTerminal`` so it appears above the indicator. Signals meant for meter alone are
/// passed on to the command; meter waits for the command however its run is interrupted.
public final class CommandRunner {
    /// After the command has ended, how long its pipes may stay silent before meter stops reading them (a
    /// background process it started may hold them open forever).
    static let drainGrace = 0.5

    /// The signals meter passes on when a process (not the terminal) sends them to meter.
    public static let forwardedSignals: Set<Int32> = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2]

    private let options: CommandOptions
    private let output: FileDescriptor?
    private let outputName: String
    private let meter: Meter?
    private let clock: Clock
    private let signals: SignalEvents?
    private let report: (String) -> Void
    private let buffer: UnsafeMutableRawBufferPointer
    /// What the waits poll: the command's two pipes (or the output), the signal descriptor.
    private let pollSet = PollSet(capacity: 3)

    private var child: ChildProcess?
    private var childStatus: CommandStatus?
    private var streams: [FileDescriptor?] = [nil, nil]
    private var terminal: SharedTerminal!
    private var latest = LatestLine()
    private var drainDeadline: Instant?
    private var count: UInt64 = 0
    private var statusBits: Int32 = 0
    private var outputStopped = false
    private var splicing = false
    /// Set while the command's text is being written to the terminal: no frame may cut into it.
    private var writingText = false
    private var outputClosed = false
    private var receivedSignals: Set<Int32> = []

    /// - Parameters:
    ///   - output: where the command's standard output goes, or `nil` to count it and throw it away (`-X`).
    ///   - meter: the meter to keep up to date, if anything is displayed.
    ///   - signals: the signal events of the `meter` command, SIGCHLD among them; without them the loop
    ///     checks on the command every 50 ms.
    ///   - report: writes one message line (without `meter: ` and newline) for the user.
    public init(
        options: CommandOptions, output: FileDescriptor?, outputName: String = "(standard output)", meter: Meter?,
        clock: Clock, signals: SignalEvents?, report: @escaping (String) -> Void
    ) {
        self.options = options
        self.output = output
        self.outputName = outputName
        self.meter = meter
        self.clock = clock
        self.signals = signals
        self.report = report
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(options.bufferSize ?? (1 << 20), 1), alignment: 64)
    }

    deinit { buffer.deallocate() }

    /// Starts the command, copies and shows its output until it has ended and its pipes are drained, draws the
    /// final frame and returns how it went. Throws when the command cannot be started.
    public func run() throws(SpawnError) -> CommandOutcome {
        let name = options.arguments.first ?? ""
        let outputPipe: CommandPipe
        let errorPipe: CommandPipe
        do throws(Errno) {
            outputPipe = try CommandPipe()
        } catch {
            throw SpawnError(command: name, errno: error)
        }
        do throws(Errno) {
            errorPipe = try CommandPipe()
        } catch {
            outputPipe.readEnd.close()
            outputPipe.writeEnd.close()
            throw SpawnError(command: name, errno: error)
        }
        if options.bufferSize == nil {
            outputPipe.readEnd.growPipe(to: 1 << 20)
            if let output, (try? output.status())?.kind == .pipe { output.growPipe(to: 1 << 20) }
        }
        do {
            child = try ChildProcess.spawn(
                options.arguments, output: outputPipe.writeEnd, error: errorPipe.writeEnd,
                resetSignals: options.resetSignals)
        } catch {
            for descriptor in [outputPipe.readEnd, outputPipe.writeEnd, errorPipe.readEnd, errorPipe.writeEnd] {
                descriptor.close()
            }
            throw error
        }
        outputPipe.writeEnd.close()
        errorPipe.writeEnd.close()
        outputPipe.readEnd.setNonBlocking()
        errorPipe.readEnd.setNonBlocking()
        streams = [outputPipe.readEnd, errorPipe.readEnd]
        // splice when nothing needs to see the bytes: counted in bytes, not shown, not followed for %L.
        splicing = options.allowSplice && options.unit == .bytes && output != nil && !options.tracksLatestLine
            && !options.showsOutputAboveIndicator
        terminal = SharedTerminal(indicator: meter, redrawsIndicator: options.redrawsIndicator) { [unowned self] stream, bytes in
            self.writeText(bytes, from: stream)
        }

        loop()

        terminal.finish()
        for case let descriptor? in streams { descriptor.close() }
        streams = [nil, nil]
        syncLatestLine()
        meter?.finish()
        return CommandOutcome(
            status: childStatus ?? .exited(127), count: count, statusBits: statusBits, outputClosed: outputClosed,
            receivedSignals: receivedSignals)
    }

    // MARK: - The loop

    private func loop() {
        while true {
            handleSignals()
            if childStatus == nil, signals == nil || streams.allSatisfy({ $0 == nil }) { checkChild() }
            let now = clock.now()
            terminal.showDue(at: now)
            if childStatus != nil {
                if streams.allSatisfy({ $0 == nil }) { return }
                if let drainDeadline, now >= drainDeadline { return }
            }
            endOfBatch()

            pollSet.removeAll()
            let outputIndex = streams[CommandStream.output.rawValue].map { pollSet.add($0, readable: true) }
            let errorIndex = streams[CommandStream.error.rawValue].map { pollSet.add($0, readable: true) }
            if let signals { pollSet.add(signals.descriptor, readable: true) }
            pollSet.wait(timeout: timeout(now: now))
            if let outputIndex, pollSet.events(at: outputIndex) != 0 { readFrom(.output) }
            if let errorIndex, pollSet.events(at: errorIndex) != 0 { readFrom(.error) }
            endOfBatch()
        }
    }

    /// Seconds until the next thing the loop must do unasked: a frame, held text, the end of draining.
    private func timeout(now: Instant) -> Double? {
        var deadlines: [Instant] = []
        if let meter, !terminal.keepsIndicatorAway, let frame = meter.nextDeadline { deadlines.append(frame) }
        if let held = terminal.nextDeadline { deadlines.append(held) }
        if childStatus != nil, let drainDeadline { deadlines.append(drainDeadline) }
        var seconds = deadlines.min().map { max(0, $0.seconds(since: now)) }
        if signals == nil { seconds = min(seconds ?? 0.05, 0.05) }
        return seconds
    }

    private func readFrom(_ stream: CommandStream) {
        guard let descriptor = streams[stream.rawValue] else { return }
        if stream == .output, splicing, spliceOutput(from: descriptor) { return }
        // Standard error is read in smaller steps so one stream cannot hold the other up for long.
        let length = stream == .output ? buffer.count : min(buffer.count, 64 << 10)
        let got: Int
        do {
            got = try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<length]))
        } catch {
            if error == .wouldBlock { return }
            close(stream)
            return
        }
        if got == 0 {
            close(stream)
            return
        }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<got])
        if options.tracksLatestLine { latest.observe(bytes, stream: stream.rawValue) }
        if childStatus != nil { drainDeadline = clock.now().advanced(by: CommandRunner.drainGrace) }
        if stream == .output, !options.showsOutputAboveIndicator {
            writeOutput(bytes)
        } else {
            terminal.receive(bytes, from: stream, at: clock.now())
        }
    }

    private func close(_ stream: CommandStream) {
        guard let descriptor = streams[stream.rawValue] else { return }
        terminal.flush(stream)
        descriptor.close()
        streams[stream.rawValue] = nil
    }

    // MARK: - Writing

    /// Text that the shared terminal lets through.
    private func writeText(_ bytes: UnsafeRawBufferPointer, from stream: CommandStream) {
        writingText = true
        defer { writingText = false }
        switch stream {
        case .output:
            writeOutput(bytes)
        case .error:
            // Nowhere to report a failure to write standard error: the command's text is dropped.
            try? FileDescriptor.standardError.writeAll(bytes)
        }
    }

    /// Writes the command's standard output to meter's output and counts what was written. A write blocked
    /// on a slow reader is interrupted by the frame timer, so frames and signals are handled meanwhile.
    private func writeOutput(_ bytes: UnsafeRawBufferPointer) {
        guard !outputStopped else { return }
        guard let output else {
            counted(bytes)
            return
        }
        var offset = 0
        while offset < bytes.count {
            let written: Int
            do {
                written = try output.writeSome(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            } catch {
                outputFailed(error)
                return
            }
            if written == 0 {
                handleSignals()
                drawFrame()
                continue
            }
            counted(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + written)]))
            offset += written
        }
    }

    /// Moves what the command's standard output holds straight to meter's output (`splice(2)`). Returns false
    /// when splice does not work for this output (nothing moved: read and write take over for good).
    private func spliceOutput(from descriptor: FileDescriptor) -> Bool {
        guard let output else { return false }
        let moved: Int?
        do {
            moved = try descriptor.splice(to: output, length: buffer.count, blocking: false)
        } catch {
            if error == .invalid, count == 0 {
                splicing = false
                return false
            }
            outputFailed(error)
            return true
        }
        guard let moved else {
            // The pipe is empty (a spurious wake-up), or the output is full: wait until it takes more.
            waitUntilWritable(output)
            return true
        }
        if moved == 0 {
            close(.output)
            return true
        }
        count &+= UInt64(moved)
        meter?.add(UInt64(moved))
        if childStatus != nil { drainDeadline = clock.now().advanced(by: CommandRunner.drainGrace) }
        return true
    }

    /// Waits until `output` can take more, handling signals and frames meanwhile.
    private func waitUntilWritable(_ output: FileDescriptor) {
        while true {
            pollSet.removeAll()
            let outputIndex = pollSet.add(output, readable: false, writable: true)
            if let signals { pollSet.add(signals.descriptor, readable: true) }
            pollSet.wait(timeout: timeout(now: clock.now()))
            handleSignals()
            drawFrame()
            if pollSet.events(at: outputIndex) != 0 || outputStopped { return }
        }
    }

    private func outputFailed(_ error: Errno) {
        if error == .brokenPipe {
            outputClosed = true
        } else {
            terminal.noteCleared()
            report("\(outputName): write failed: \(error)")
            statusBits |= TransferOutcome.readOrWriteError
        }
        stopOutput()
    }

    /// Stops copying standard output: its pipe is closed, so the command gets SIGPIPE (or EPIPE) on its next
    /// write, as it would writing into a pipe whose reader has gone.
    private func stopOutput() {
        outputStopped = true
        if let descriptor = streams[CommandStream.output.rawValue] {
            descriptor.close()
            streams[CommandStream.output.rawValue] = nil
        }
    }

    private func counted(_ bytes: UnsafeRawBufferPointer) {
        var units = UInt64(bytes.count)
        if let delimiter = options.unit.delimiter { units = UInt64(DelimiterCounter.count(delimiter, in: bytes)) }
        count &+= units
        meter?.add(units)
    }

    // MARK: - Frames

    /// Draws a frame if one is due and no unfinished line of the command keeps the indicator away.
    private func drawFrame() {
        guard let meter, !terminal.keepsIndicatorAway, !writingText else { return }
        guard let deadline = meter.nextDeadline, clock.now() >= deadline else { return }
        syncLatestLine()
        meter.update()
        terminal.noteRedrawn()
    }

    /// Draws the indicator again, with the latest line, if text was written above it (a due frame does).
    private func endOfBatch() {
        drawFrame()
        syncLatestLine()
        terminal.endOfBatch()
    }

    private func syncLatestLine() {
        if options.tracksLatestLine, latest.takeChange() { meter?.latestLine = latest.text }
    }

    // MARK: - The child and signals

    private func checkChild() {
        guard childStatus == nil, let child, let status = child.reap() else { return }
        childStatus = status
        drainDeadline = clock.now().advanced(by: CommandRunner.drainGrace)
    }

    /// Sends `signal` to the command, unless it has ended (its id may then belong to another process).
    private func forward(_ signal: Int32) {
        guard childStatus == nil, let child else { return }
        child.send(signal)
    }

    /// Handles pending signals. The terminal's own signals (Ctrl-C, Ctrl-Z, Ctrl-\, a resize) reached the
    /// command too, through the process group; signals a process sent to meter alone are passed on.
    private func handleSignals() {
        guard let signals else { return }
        while let (signal, sentByProcess) = signals.nextWithOrigin() {
            switch signal {
            case SIGCHLD:
                checkChild()
            case _ where CommandRunner.forwardedSignals.contains(signal):
                receivedSignals.insert(signal)
                if sentByProcess { forward(signal) }
            case SIGWINCH:
                meter?.resize()
            case SIGTSTP:
                if sentByProcess { forward(SIGTSTP) }
                meter?.pause()
                signals.stopSelf()
                meter?.resume()
            case SIGCONT:
                if sentByProcess { forward(SIGCONT) }
            default:
                break
            }
        }
    }
}
