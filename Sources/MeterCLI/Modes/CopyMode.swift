import MeterKit

/// The copy: standard input or the FILE operands to the output. One meter, whose total is `-s`, else the
/// inputs' sizes (in line mode their lines, counted on a thread of their own while the copy runs), else the
/// room on a block device as the output. With `-U`, a second meter for writing out what was stored.
struct CopyMode: Mode {
    private let configuration: Configuration
    private let job: CopyJob
    private var total: UInt64?
    /// Where `-S` stops: the total given, or the inputs' own size.
    private let stopAfter: UInt64?
    private var recorder: (StreamRecorder, FileDescriptor)?

    init(_ configuration: Configuration, job: CopyJob, total: UInt64?, stopAfter: UInt64?) {
        self.configuration = configuration
        self.job = job
        self.total = total
        self.stopAfter = stopAfter
    }

    /// With nothing to draw and no record to write, a signal has nothing to wait for: SIGINT, SIGTERM and
    /// SIGHUP end meter at once by their default action, as they end `cat`, and SIGTSTP stops it; the copy
    /// may then wait inside splice.
    func signals(drawing: Bool) -> [Signal]? {
        drawing || job.recordPath != nil ? Session.runSignals : nil
    }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        let unit = job.stream.transfer.unit
        // Byte totals are file sizes, known at once, and taken even when nothing is drawn (`meter -Q` may
        // ask); lines and records are counted, when they are drawn, on a thread of their own while the copy
        // runs. (-S counts them first, so it never waits for a count.)
        let countsInBackground = total == nil && run.drawing && unit != .bytes
        if total == nil, unit == .bytes {
            total = InputTotals.total(of: job.stream.inputs, unit: unit)
        }
        var transfer = job.stream.transfer
        transfer.stopAfter = stopAfter
        stopAtOutputDevice(&transfer, run: run)
        // Started after the signals are blocked; its thread blocks every signal anyway.
        let pendingTotal = countsInBackground ? BackgroundTotal(sources: job.stream.inputs, unit: unit) : nil
        var onCount: ((UInt64) -> Void)?
        if let file = run.files.record {
            let made = StreamRecorder(file: file, clock: run.clock, unit: unit)
            onCount = made.record
            recorder = (made, file)
        }
        if let storePath = job.stream.storePath {
            let source = try storeAndForward(storePath, transfer: transfer, run: run)
            source.pendingTotal = pendingTotal
            source.onCount = onCount
            return [source]
        }
        let copy = CopySource(
            inputs: job.stream.inputs, output: run.output, options: transfer,
            meter: run.addMeter(total: total), clock: run.clock)
        copy.pendingTotal = pendingTotal
        copy.onCount = onCount
        return [copy]
    }

    /// pv's rule for a block device as the output: when no size was given and the inputs have none, the
    /// room on the device is the total, and the copy stops once it is full rather than at a write error.
    private mutating func stopAtOutputDevice(_ transfer: inout TransferOptions, run: RunContext) {
        guard !job.stream.sizeGiven, job.stream.transfer.unit == .bytes, transfer.stopAfter == nil,
            let room = run.output.descriptor.flatMap(OutputDevice.room(of:))
        else { return }
        let inputs = total ?? InputTotals.total(of: job.stream.inputs, unit: .bytes)
        guard (inputs ?? 0) == 0 else { return }
        total = room
        transfer.stopAfter = room
    }

    /// `-U`: the inputs go into the store first, under a meter named "(input)" as pv names it; then the
    /// store goes to the output under a meter of its own, whose total is what was stored.
    private func storeAndForward(_ path: FilePath, transfer: TransferOptions, run: RunContext) throws(EarlyExit) -> StoreAndForward {
        let (store, name) = try openStore(path, run: run)
        return StoreAndForward(
            inputs: job.stream.inputs, store: store, storeName: name, output: run.output, options: transfer,
            storeMeter: run.addMeter(
                total: total, name: CommandMessage.storeMeterName.text(in: run.language),
                identity: JSONIdentity(
                    id: nil, name: configuration.display.name?.text ?? CommandMessage.storeMeterName.english)),
            clock: run.clock
        ) { stored in
            run.addMeter(total: stored)
        }
    }

    /// The store of `-U`, opened before anything moves like every file meter writes, and its name in
    /// messages. `-`: a file with no name in `$TMPDIR` (else `$TMP`, else `/tmp`, as pv), which nothing
    /// can leave behind, not even a kill.
    private func openStore(_ path: FilePath, run: RunContext) throws(EarlyExit) -> (FileDescriptor, StreamName) {
        if let store = run.files.store { return (store, .file(path)) }
        let directory = RunFiles.temporaryDirectory(environment: run.environment)
        do {
            return (try FileDescriptor.openAnonymous(in: directory), .temporaryFile)
        } catch {
            run.report(CommandMessage.cannotMakeTemporaryFile(SafeText(directory), error))
            throw EarlyExit(status: TransferOutcome.Status.cannotOpen.meterExitStatus)
        }
    }

    /// Ends the record, written as the copy went, with the moment the stream ended, even when a signal ended
    /// the copy: what arrived until then is a stream too.
    func conclude(_ outcome: inout RunOutcome, run: RunContext) {
        guard let (recorder, file) = recorder, let path = job.recordPath else { return }
        defer { file.close() }
        do {
            try recorder.finish()
        } catch {
            run.reportFailure(writing: path, error, to: &outcome)
        }
    }
}
