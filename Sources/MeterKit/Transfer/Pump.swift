import Glibc

/// Copies the inputs, in order, to the output, counting what passes through and keeping the meter
/// up to date: the one loop of the design, in which reads, writes, frames and signals all arrive.
///
/// The bytes move by `splice(2)` when nothing needs to see them (byte mode, a pipe on one side), and by
/// `read(2)`/`write(2)` through one buffer allocated once otherwise. Counting happens on the written
/// part of that buffer, so nothing is counted that did not reach the output.
public final class Pump {
    private let inputs: [InputSource]
    private let output: FileDescriptor?
    private let outputName: String
    private let options: TransferOptions
    private let meter: Meter?
    private let clock: Clock
    private let signals: SignalEvents?
    private let report: (String) -> Void

    /// Called with each amount (bytes, or lines and records in line mode) as it reaches the output;
    /// `meter --record` notes the times.
    public var onCount: ((UInt64) -> Void)?

    /// The meter's total, still being counted: it is given to the meter as soon as it is known. When the
    /// copy ends first, having copied everything, what it counted is the total.
    public var pendingTotal: BackgroundTotal?

    private var outputStatus: FileStatus?
    private var outputIsPipe = false
    private var outputIsWatchable = false
    private var limiter: RateLimiter?
    private var copied: UInt64 = 0
    private var outcome = TransferOutcome()
    private let buffer: UnsafeMutableRawBufferPointer
    /// What the waits poll: the input, the output, the signal descriptor.
    private let pollSet = PollSet(capacity: 4)

    /// What pipes are grown to (`F_SETPIPE_SZ`): four times the default, so that each wake-up moves more.
    /// Larger measured slower here, not faster: with two 1 MiB pipes and a 1 MiB buffer the data in
    /// flight outgrows the processor's cache (issue 6: 4 % on the pipes row, 20 % on lines through a pipe).
    private static let pipeSize = 256 << 10
    /// The most one splice or sendfile call is asked to move (it moves what is there, up to this).
    private static let kernelChunk = 1 << 20
    /// The read size for inputs that are not pipes.
    private static let readChunk = 128 << 10

    /// - Parameters:
    ///   - output: where the bytes go, or `nil` to discard them (`-X`).
    ///   - outputName: the output's name in messages.
    ///   - meter: the meter to keep up to date, if anything is displayed.
    ///   - signals: the signal events of the `meter` command; the library passes `nil`.
    ///   - report: writes one message line (without `meter: ` and newline) for the user.
    public init(
        inputs: [InputSource], output: FileDescriptor?, outputName: String = "(standard output)",
        options: TransferOptions, meter: Meter?, clock: Clock, signals: SignalEvents? = nil,
        report: @escaping (String) -> Void
    ) {
        self.inputs = inputs.isEmpty ? [.standardInput] : inputs
        self.output = options.discard ? nil : output
        self.outputName = outputName
        self.options = options
        self.meter = meter
        self.clock = clock
        self.signals = signals
        self.report = report
        let size = max(options.bufferSize ?? max(Pump.pipeSize, Pump.readChunk), 1)
        self.buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 64)
        if let rate = options.rateLimit { limiter = RateLimiter(rate: rate, start: clock.now()) }
    }

    deinit { buffer.deallocate() }

    /// Copies everything and returns how it ended. Draws the final frame unless a signal ended the copy
    /// (the caller draws it then, before dying of the signal).
    public func run() -> TransferOutcome {
        if let output {
            outputStatus = try? output.status()
            outputIsPipe = outputStatus?.kind == .pipe
            outputIsWatchable = outputIsPipe || outputStatus?.kind == .socket
            if outputIsPipe, options.bufferSize == nil { output.growPipe(to: Pump.pipeSize) }
        }
        for input in inputs {
            if copyOne(input) { break }
        }
        takePendingTotal()
        if pendingTotal != nil, outcome == TransferOutcome() { meter?.total = meter?.count }
        if outcome.signal == nil { meter?.finish() }
        return outcome
    }

    /// Gives the meter the total counted in the background, once it is known.
    private func takePendingTotal() {
        guard let pending = pendingTotal, let result = pending.result else { return }
        pendingTotal = nil
        if let total = result { meter?.total = total }
    }

    // MARK: - One input

    /// Copies one input; returns true when the whole transfer must stop (output closed, size reached,
    /// signal, write error).
    private func copyOne(_ source: InputSource) -> Bool {
        let descriptor: FileDescriptor
        switch source {
        case .standardInput:
            descriptor = .standardInput
        case .file(let path):
            do {
                descriptor = try FileDescriptor.openForReading(path) { !self.handleSignals() }
            } catch {
                if outcome.signal != nil { return true }
                fail(source, "\(error)", bits: TransferOutcome.cannotOpen)
                return false
            }
        }
        defer { if case .file = source { descriptor.close() } }

        let status = try? descriptor.status()
        if let status {
            if status.kind == .directory {
                fail(source, "read failed: Is a directory", bits: TransferOutcome.readOrWriteError)
                return false
            }
            if let outputStatus, status.kind == .regular, outputStatus.kind == .regular, status.isSameFile(as: outputStatus) {
                fail(source, "input file is output file", bits: TransferOutcome.inputIsOutput)
                return false
            }
        }
        let input = OpenInput(
            descriptor: descriptor, source: source, kind: status?.kind ?? .other,
            size: status.map { $0.kind == .regular ? $0.size : 0 } ?? 0)
        if input.kind == .pipe, options.bufferSize == nil { descriptor.growPipe(to: Pump.pipeSize) }

        if canSplice(input), let result = spliceLoop(input) { return result }
        if canSendFile(input), let result = sendFileLoop(input) { return result }
        return readWriteLoop(input)
    }

    private struct OpenInput {
        var descriptor: FileDescriptor
        var source: InputSource
        var kind: FileStatus.Kind
        var size: Int64
        /// Whether readiness must be waited for with poll (pipes, terminals, sockets); files are always ready.
        var isPollable: Bool { kind == .pipe || kind == .characterDevice || kind == .socket || kind == .other }
    }

    private func canSplice(_ input: OpenInput) -> Bool {
        guard options.allowSplice, options.unit == .bytes, options.skipErrors == 0, output != nil else { return false }
        return input.kind == .pipe || outputIsPipe
    }

    /// A file to an output that is not a pipe (pipes are spliced): `sendfile(2)` when nothing needs to see
    /// the bytes.
    private func canSendFile(_ input: OpenInput) -> Bool {
        guard options.allowSplice, options.unit == .bytes, options.skipErrors == 0, output != nil else { return false }
        return input.kind == .regular || input.kind == .blockDevice
    }

    // MARK: - splice

    /// Moves the input with splice. Returns nil when splice fails (then read/write takes over from where
    /// it stopped: nothing is lost, since splice moves each byte whole or not at all), else whether the
    /// transfer must stop.
    private func spliceLoop(_ input: OpenInput) -> Bool? {
        guard let output else { return nil }
        let blocking = spliceMayBlock
        return kernelCopyLoop(
            move: { (length) throws(Errno) in try input.descriptor.splice(to: output, length: length, blocking: blocking) },
            waitForRoom: { waitForSplice(input) })
    }

    /// The loop both in-kernel copies share: `move` copies up to the given count of bytes (nil when it would
    /// block or was interrupted, 0 at the end of the input) and `waitForRoom` waits until it can go on.
    /// EPIPE ends the transfer quietly; any other error returns nil, for read/write to take over.
    private func kernelCopyLoop(move: (Int) throws(Errno) -> Int?, waitForRoom: () -> Bool) -> Bool? {
        while true {
            if stopRequested() { return true }
            guard let length = allowedBytes(chunk: Pump.kernelChunk) else { continue }
            if length == 0 { return true }
            do {
                guard let moved = try move(length) else {
                    if waitForRoom() { return true }
                    continue
                }
                if moved == 0 { return false }
                counted(units: UInt64(moved), bytes: UInt64(moved))
            } catch {
                if error == .brokenPipe { return closeQuietly() }
                return nil
            }
        }
    }

    /// Whether splice may wait inside the kernel for input or room: only when nothing but the data needs
    /// meter, no display to draw and no signal to handle. That saves the failed splice and the two polls
    /// of every wait (a few per cent of a pipeline's time when meter is all but free). A signal still
    /// interrupts the call: the `meter` command arms a timer (SIGALRM, once a second without a display),
    /// after which the wait goes on in poll, which also notices a reader that has gone away.
    private var spliceMayBlock: Bool { meter == nil && signals == nil }

    /// After splice would block: waits for whichever side is not ready. Returns true to stop.
    private func waitForSplice(_ input: OpenInput) -> Bool {
        guard let output else { return true }
        pollSet.removeAll()
        let inputIndex = input.isPollable ? pollSet.add(input.descriptor, readable: true) : nil
        let outputIndex = outputIsPipe ? pollSet.add(output, readable: false, writable: true) : nil
        pollSet.wait(timeout: 0)
        let inputWaits = inputIndex.map { pollSet.events(at: $0) == 0 } ?? false
        let outputWaits = outputIndex.map { pollSet.events(at: $0) == 0 } ?? false
        if !inputWaits && !outputWaits {
            // Both sides look ready yet splice would block: back off briefly rather than spin.
            return sleepUntil(clock.now().advanced(by: 0.001))
        }
        return waitFor(
            readable: inputWaits ? input.descriptor : nil, writable: outputWaits ? output : nil, watchOutput: !outputWaits)
    }

    // MARK: - sendfile

    /// Copies a file with sendfile. Returns nil when read/write must take over: sendfile does not work for
    /// this pair (an `O_APPEND` output, a terminal or file system without it) or failed part way; read/write
    /// then goes on from the same offset and reports the error as its own calls see it. Else returns
    /// whether the transfer must stop.
    private func sendFileLoop(_ input: OpenInput) -> Bool? {
        guard let output else { return nil }
        return kernelCopyLoop(
            move: { (length) throws(Errno) in try output.sendFile(from: input.descriptor, length: length) },
            // Interrupted for a frame, or a non-blocking output is full: wait until it takes more.
            waitForRoom: { waitFor(readable: nil, writable: output, watchOutput: false) })
    }

    // MARK: - read and write

    /// Copies the input through the buffer. Returns whether the transfer must stop.
    private func readWriteLoop(_ input: OpenInput) -> Bool {
        let readSize = min(buffer.count, options.bufferSize ?? (input.kind == .pipe ? Pump.pipeSize : Pump.readChunk))
        var start = 0
        var end = 0
        var endOfInput = false
        var reportedSkip = false
        while true {
            if stopRequested() { return true }
            if start == end {
                if endOfInput { return false }
                start = 0
                end = 0
                var length = readSize
                if options.unit == .bytes {
                    guard let allowed = allowedBytes(chunk: readSize) else { continue }
                    if allowed == 0 { return true }
                    length = allowed
                }
                if input.isPollable {
                    let ready = waitFor(readable: input.descriptor, writable: nil, watchOutput: true)
                    if ready { return true }
                    if !lastWaitReady { continue }
                }
                do {
                    let got = try input.descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<length]))
                    if got == 0 { return false }
                    end = got
                } catch {
                    if error == .wouldBlock { continue }
                    guard options.skipErrors > 0, let skipped = skipUnreadable(input, length: length) else {
                        fail(input.source, "read failed: \(error)", bits: TransferOutcome.readOrWriteError)
                        return false
                    }
                    if skipped.bytes == 0 {
                        endOfInput = true
                        continue
                    }
                    if options.skipErrors == 1 || !reportedSkip {
                        reportedSkip = true
                        meter?.clearLine()
                        report("\(input.source.displayName): \(error): skipped \(skipped.bytes) bytes at offset \(skipped.offset)")
                    }
                    UnsafeMutableRawBufferPointer(rebasing: buffer[0..<skipped.bytes]).initializeMemory(as: UInt8.self, repeating: 0)
                    end = skipped.bytes
                }
            }
            // How much of what is buffered may be written now.
            var writable = end - start
            var delimiterCountKnown: Int?
            if let delimiter = options.unit.delimiter, let allowed = allowedUnits() {
                if allowed == 0 {
                    // The stop size is reached: done. (Otherwise the rate limit waited; try again.)
                    if let stop = options.stopAfter, copied >= stop { return true }
                    continue
                }
                let pending = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
                if let prefix = DelimiterCounter.prefixLength(holding: Int(min(allowed, UInt64(Int.max))), of: delimiter, in: pending) {
                    writable = prefix
                    delimiterCountKnown = Int(allowed)
                }
            }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[start..<(start + writable)])
            var written = writable
            if let output {
                do {
                    written = try output.writeSome(chunk)
                } catch {
                    if error == .brokenPipe { return closeQuietly() }
                    meter?.clearLine()
                    report("\(outputName): write failed: \(error)")
                    outcome.statusBits |= TransferOutcome.readOrWriteError
                    return true
                }
                if written == 0 { continue }
            }
            let done = UnsafeRawBufferPointer(rebasing: chunk[0..<written])
            var units = UInt64(written)
            if let delimiter = options.unit.delimiter {
                if written == writable, let known = delimiterCountKnown {
                    units = UInt64(known)
                } else {
                    units = UInt64(DelimiterCounter.count(delimiter, in: done))
                }
            }
            counted(units: units, bytes: UInt64(written))
            start += written
        }
    }

    /// With `-E`: skips past an unreadable region of a seekable input. Returns the bytes to emit as NULs
    /// in its place (0 at the end of the input) and where the region began, or nil when it cannot skip.
    private func skipUnreadable(_ input: OpenInput, length: Int) -> (bytes: Int, offset: Int64)? {
        guard input.kind == .regular || input.kind == .blockDevice,
            let offset = try? input.descriptor.seek(to: 0, whence: SEEK_CUR)
        else { return nil }
        var end = input.size
        if input.kind == .blockDevice, let size = try? input.descriptor.seek(to: 0, whence: SEEK_END) { end = size }
        let block: Int64 = 512
        var next = (offset / block + 1) * block
        next = min(next, end, offset + Int64(length))
        guard next > offset, (try? input.descriptor.seek(to: next, whence: SEEK_SET)) != nil else { return (0, offset) }
        return (Int(next - offset), offset)
    }

    // MARK: - Limits

    /// Bytes that may be moved now (byte mode), up to `chunk`: 0 when the stop size is reached, nil when
    /// the rate limit says to wait (after waiting).
    private func allowedBytes(chunk: Int) -> Int? {
        guard options.unit == .bytes else { return chunk }
        var length = UInt64(chunk)
        if let stop = options.stopAfter { length = min(length, stop &- min(stop, copied)) }
        if length == 0 { return 0 }
        if let allowed = allowedUnits() {
            if allowed == 0 { return nil }
            length = min(length, allowed)
        }
        return Int(length)
    }

    /// Units the limits allow now, or nil when unlimited. Waits (handling frames and signals) when the rate
    /// limit allows nothing, and returns 0 then.
    private func allowedUnits() -> UInt64? {
        var allowed: UInt64?
        if let stop = options.stopAfter { allowed = stop &- min(stop, copied) }
        if limiter != nil {
            let now = clock.now()
            let available = limiter!.available(at: now)
            if available == 0 {
                _ = sleepUntil(limiter!.nextRelease())
                return 0
            }
            allowed = min(allowed ?? .max, available)
        }
        return allowed
    }

    /// Counts a chunk that reached the output.
    private func counted(units: UInt64, bytes: UInt64) {
        copied &+= units
        limiter?.consume(units)
        meter?.add(units)
        onCount?(units)
    }

    // MARK: - Waiting, signals, frames

    private var lastWaitReady = false

    /// Waits until `readable` can be read or `writable` written (each when given), a signal arrives, or the
    /// next frame is due. When `watchOutput`, a pipe output whose reader has gone ends the wait too. Returns
    /// true when the transfer must stop; `lastWaitReady` says whether `readable` or `writable` became ready.
    private func waitFor(readable: FileDescriptor?, writable: FileDescriptor?, watchOutput: Bool) -> Bool {
        pollSet.removeAll()
        if let readable { pollSet.add(readable, readable: true) }
        if let writable { pollSet.add(writable, readable: false, writable: true) }
        let interestCount = pollSet.count
        let signalIndex = signals.map { pollSet.add($0.descriptor, readable: true) }
        let watching = watchOutput && outputIsWatchable
        let outputIndex = watching ? output.map { pollSet.add($0, readable: false) } : nil
        pollSet.wait(timeout: secondsUntilDeadline())
        lastWaitReady = (0..<interestCount).contains { pollSet.events(at: $0) != 0 }
        if let outputIndex, pollSet.events(at: outputIndex) & Int16(POLLERR | POLLHUP) != 0 { return closeQuietly() }
        if let signalIndex, pollSet.events(at: signalIndex) != 0 { return handleSignals() }
        return false
    }

    /// Sleeps until `instant`, drawing frames and handling signals meanwhile. Returns true to stop.
    private func sleepUntil(_ instant: Instant) -> Bool {
        while clock.now() < instant {
            if stopRequested() { return true }
            var timeout = clock.now().seconds(sinceEarlier: instant)
            if let frame = secondsUntilDeadline() { timeout = min(timeout, frame) }
            pollSet.removeAll()
            let signalIndex = signals.map { pollSet.add($0.descriptor, readable: true) }
            if signalIndex == nil, clock is ManualClock { return false }
            pollSet.wait(timeout: max(timeout, 0))
            if let signalIndex, pollSet.events(at: signalIndex) != 0, handleSignals() { return true }
        }
        return stopRequested()
    }

    private func secondsUntilDeadline() -> Double? {
        guard let deadline = meter?.nextDeadline else { return nil }
        return max(0, deadline.seconds(since: clock.now()))
    }

    /// When the signal descriptor is next read between chunks.
    private var nextSignalCheck = Instant(nanoseconds: .min)
    /// Seconds between those reads: reading the signalfd before every chunk cost a third of the system
    /// calls of a file copy. Waits poll the signalfd and see a signal at once.
    private static let signalCheckInterval = 0.01

    /// Handles pending signals and draws a due frame. Returns true when the transfer must stop.
    private func stopRequested() -> Bool {
        if outcome.signal != nil || outcome.outputClosed { return true }
        if signals != nil {
            let now = clock.now()
            if now >= nextSignalCheck {
                nextSignalCheck = now.advanced(by: Pump.signalCheckInterval)
                if handleSignals() { return true }
            }
        }
        if pendingTotal != nil { takePendingTotal() }
        meter?.update()
        return false
    }

    /// Reads pending signals: SIGINT, SIGTERM and SIGHUP stop the copy; SIGWINCH resizes; SIGTSTP stops
    /// meter without counting the stopped time. Returns true when the transfer must stop.
    private func handleSignals() -> Bool {
        guard let signals else { return false }
        if let signal = signals.nextEnding(meter: meter) { outcome.signal = signal }
        return outcome.signal != nil
    }

    private func closeQuietly() -> Bool {
        outcome.outputClosed = true
        return true
    }

    private func fail(_ source: InputSource, _ message: String, bits: Int32) {
        meter?.clearLine()
        report("\(source.displayName): \(message)")
        outcome.statusBits |= bits
    }
}

extension Instant {
    /// Seconds from this instant to a later one (0 if it is not later).
    func seconds(sinceEarlier later: Instant) -> Double { max(0, later.seconds(since: self)) }
}
