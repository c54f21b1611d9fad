import MeterKit

/// The copy: standard input or the FILE operands to the output. One meter, whose total is `-s`, else the
/// inputs' sizes; in line mode their lines, counted on a thread of their own while the copy runs.
struct CopyMode: Mode {
    private let configuration: Configuration
    private var total: UInt64?
    private var recorder: (StreamRecorder, FileDescriptor)?

    init(_ configuration: Configuration, total: UInt64?) {
        self.configuration = configuration
        self.total = total
    }

    /// With nothing to draw and no record to write, a signal has nothing to wait for: SIGINT, SIGTERM and
    /// SIGHUP end meter at once by their default action, as they end `cat`, and SIGTSTP stops it; the copy
    /// may then wait inside splice.
    func signals(drawing: Bool) -> [Int32]? {
        drawing || configuration.recordPath != nil ? [Signal.interrupt, Signal.terminate, Signal.hangUp, Signal.windowChange, Signal.terminalStop, Signal.resume] : nil
    }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        let unit = configuration.transfer.unit
        // Byte totals are file sizes, known at once; lines and records are counted, on a thread of their own
        // while the copy runs. (-S needs -s, so it never waits for a count.)
        let countsInBackground = configuration.size == nil && run.drawing && unit != .bytes
        if configuration.size == nil, run.drawing, !countsInBackground {
            total = InputTotals.total(of: configuration.inputs, unit: unit)
        }
        var transfer = configuration.transfer
        if configuration.stopAtSize { transfer.stopAfter = total }
        let meter = run.addMeter(total: total)
        let copy = CopySource(inputs: configuration.inputs, output: run.output, options: transfer, meter: meter, clock: run.clock)
        if countsInBackground {
            // Started after the signals are blocked; its thread blocks every signal anyway.
            copy.pendingTotal = BackgroundTotal(sources: configuration.inputs, unit: unit)
        }
        if let path = configuration.recordPath {
            let file = try RunCommand.openFile(path, configuration)
            let made = StreamRecorder(clock: run.clock)
            copy.onCount = made.record
            recorder = (made, file)
        }
        return [copy]
    }

    /// Writes the record, opened before the copy began, even when a signal ended the copy: what arrived
    /// until then is a stream too.
    func conclude(_ outcome: inout RunOutcome, run: RunContext) {
        guard let (recorder, file) = recorder, let path = configuration.recordPath else { return }
        defer { file.close() }
        do {
            try recorder.write(to: file, unit: configuration.transfer.unit)
        } catch {
            MeterCommand.writeError("meter: \(SafeText(path)): \(error)\n")
            outcome.statusBits |= TransferOutcome.readOrWriteError
        }
    }
}
