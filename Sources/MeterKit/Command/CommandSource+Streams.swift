/// Reading the command's streams and passing them on: standard output to meter's output, counted; text
/// through the shared terminal; what the command says of its progress to the meter.
extension CommandSource {
    // MARK: - Reading

    /// What a read of one of the command's streams did.
    enum ReadOutcome: Equatable {
        /// Nothing was there (or the stream ended, and is closed).
        case nothing
        /// What was read went on.
        case passedOn
        /// A write of standard output is still pending: the loop looks after frames and signals before the
        /// rest is written.
        case writePending
    }

    /// Reads what `stream` holds and passes it on.
    func readFrom(_ stream: CommandStream, in session: Session) -> ReadOutcome {
        guard let descriptor = streams[stream.rawValue] else { return .nothing }
        if stream == .output, splicing, spliceOutput(from: descriptor, in: session) { return .passedOn }
        // Standard error is read in smaller steps so one stream cannot hold the other up for long.
        let length = stream == .output ? buffer.count : min(buffer.count, 64 << 10)
        let got: Int
        do {
            got = try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<length]))
        } catch {
            if error != .wouldBlock { close(stream) }
            return .nothing
        }
        if got == 0 {
            close(stream)
            return .nothing
        }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<got])
        if options.tracksLatestLine { latest.observe(bytes, stream: stream.rawValue) }
        if let report = progress?.observe(bytes, stream: stream.rawValue) { follow(report) }
        if stream == .error { onEvent?(.error(Array(bytes))) }
        if stream == .output, !options.showsOutputAboveIndicator {
            pendingStart = 0
            pendingEnd = got
            return writePending(in: session) ? .passedOn : .writePending
        }
        terminal.receive(bytes, from: stream, at: clock.now())
        return .passedOn
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
        return true
    }

    func close(_ stream: CommandStream) {
        guard let descriptor = streams[stream.rawValue] else { return }
        if let report = progress?.finish(stream: stream.rawValue) { follow(report) }
        terminal.close(stream)
        descriptor.close()
        streams[stream.rawValue] = nil
    }

    // MARK: - Writing

    /// Writes the pending standard output to meter's output and counts what was written. A write blocked on
    /// a slow reader is interrupted by the frame timer. Returns true when nothing is pending any more.
    func writePending(in session: Session) -> Bool {
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
            if options.outputSharesErrorStream { noteOutputLine(endsWith: chunk[written - 1]) }
        }
        return pendingStart == pendingEnd
    }

    /// With standard output and error on one file or pipe: meter's lines wait while the output written last
    /// ended inside a line.
    private func noteOutputLine(endsWith byte: UInt8) {
        let open = byte != UInt8(ascii: "\n")
        guard open != outputLineOpen else { return }
        outputLineOpen = open
        holdFrames()
    }

    /// At the end, with standard output and error on one file or pipe: a line of the output left open is
    /// ended on standard error, so that meter's last lines start a line of their own.
    func endOutputLine() {
        guard outputLineOpen else { return }
        outputLineOpen = false
        if options.errorDisplay != .nothing { try? FileDescriptor.standardError.writeAll("\n") }
    }

    /// Text that the shared terminal lets through: the command's standard error, or its standard output when
    /// meter's output is the terminal.
    func writeText(_ bytes: UnsafeRawBufferPointer, from stream: CommandStream) {
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
    func outputFailed(_ result: Output.WriteResult, in session: Session) {
        if result == .closed { session.noteOutputClosed() }
        outputStopped = true
        pendingStart = pendingEnd
        waitedForRoom = false
        if let descriptor = streams[CommandStream.output.rawValue] {
            descriptor.close()
            streams[CommandStream.output.rawValue] = nil
        }
    }

    func countedBytes(_ bytes: UnsafeRawBufferPointer) {
        var units = UInt64(bytes.count)
        if let delimiter = options.unit.delimiter { units = UInt64(DelimiterCounter.count(delimiter, in: bytes)) }
        counted(units: units)
    }

    func counted(units: UInt64) {
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
    var progressLineTest: ((UnsafeRawBufferPointer) -> Bool)? {
        guard progress != nil else { return nil }
        return { [unowned self] line in self.progress?.readsProgress(from: line) ?? false }
    }

    /// The meter follows what the command reported, from now on.
    func follow(_ report: ProgressReport) {
        followsReports = true
        var report = report
        if report.total == nil, report.percent == nil, report.unit == .bytes || report.unit == .items {
            report.total = options.reportedTotal
        }
        meter?.follow(report)
        onEvent?(.progress(report))
    }

    // MARK: - Frames

    /// Draws the indicator again if text was written above it (or below an unfinished line of the command's),
    /// lets frames through again when no such line keeps them away, and hands `%L` its latest line.
    func endOfBatch() {
        syncLatestLine()
        terminal.endOfBatch()
        holdFrames()
    }

    /// Holds meter's lines on standard error while they would go inside a line of the command's: on the
    /// terminal, unless the indicator is drawn below it; in a file or pipe that standard output shares.
    func holdFrames() {
        let held = terminal.keepsIndicatorAway || outputLineOpen
        if board?.isHeld != held { board?.isHeld = held }
    }

    func syncLatestLine() {
        if options.tracksLatestLine, latest.takeChange() { latestLineMeter?.message = latest.text }
    }
}
