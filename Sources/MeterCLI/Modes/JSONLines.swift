import MeterKit

/// The JSON objects of a run (`--json`, `--json-file`): where they go, a display for each meter, and the
/// summary of each meter once the run is over, written before meter dies of a signal.
final class JSONLines {
    /// Where the objects go: standard error, or the file of `--json-file`.
    let target: FrameTarget
    /// Whether they go on standard error, in place of the display.
    let onStandardError: Bool
    /// The file of `--json-file`, and its target, which keeps the first write that failed.
    private let file: (path: FilePath, target: FileTarget)?
    private var shown: [(meter: Meter, records: JSONRecords)] = []

    /// The objects on `target`: standard error, in place of the display, or beside it.
    init(target: FrameTarget, onStandardError: Bool) {
        self.target = target
        self.onStandardError = onStandardError
        file = nil
    }

    /// The objects in the file at `path` (`--json-file`), opened as `descriptor`.
    init(file path: FilePath, descriptor: FileDescriptor) {
        let target = FileTarget(descriptor: descriptor)
        self.target = target
        onStandardError = false
        file = (path, target)
    }

    /// The display of `meter`'s objects, known as `identity` says (`-d`, `-M`), beside `inner`, the display
    /// on standard error, if any.
    func display(for meter: Meter, identity: JSONIdentity?, beside inner: sending Display?) -> sending JSONDisplay {
        let display = JSONDisplay(
            target: target, id: identity?.id, name: identity?.name, inner: inner, besideStandardError: !onStandardError)
        shown.append((meter, display.records))
        return display
    }

    /// Writes the summary of every meter, in the order they were made: its final values, its rates, the
    /// run's exit status and how the run ended.
    func writeSummaries(_ outcome: RunOutcome) {
        let status = outcome.exit.status
        let ending = RunEnding(outcome)
        for (meter, records) in shown {
            // The final frame's values: the summary says what the last progress object said.
            let snapshot = records.named(meter.summarySnapshot)
            records.write(JSONRecord.summary(snapshot, id: records.id, status: status, ending: ending))
        }
    }

    /// After the summaries: a `--json-file` that could not be written, from the first write that failed on,
    /// is reported as a `--record` that could not be written is, and fails the run the same way.
    func conclude(_ outcome: inout RunOutcome, run: RunContext) {
        guard let file, let error = file.target.firstFailure else { return }
        run.reportFailure(writing: file.path, error, to: &outcome)
    }
}
