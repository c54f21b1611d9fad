import MeterKit

/// `-P FILE`: meter's process ID and a newline, written whole (a new file renamed over the old) before
/// anything moves, so a script that waits for the file never reads half of it; removed on every way out,
/// before meter dies of a signal too.
final class PidFile {
    private let path: String
    private var present = true

    /// Writes the file, refused when it is one of the run's inputs: a problem with `-P` is status 1, as pv's,
    /// with nothing moved.
    init(_ path: String, inputs: [InputSource], language: Language) throws(EarlyExit) {
        self.path = path
        do {
            try OutputFile.check(path, notAnyOf: inputs)
        } catch {
            MeterCommand.writeError("meter: -P: " + Message.inputIsOutput(.file(path)).text(in: language) + "\n")
            throw EarlyExit(status: RunOutcome.controlProblem)
        }
        do {
            try FileSystem.replaceAtomically(path, with: "\(ProcessQueries.current)\n", mode: 0o644)
        } catch {
            MeterCommand.writeError("meter: -P: " + Message.failed(.file(error.path), error.errno).text(in: language) + "\n")
            throw EarlyExit(status: RunOutcome.controlProblem)
        }
    }

    /// Removes the file; once.
    func remove() {
        guard present else { return }
        present = false
        FileSystem.remove(path)
    }
}
