import MeterKit

/// `-P FILE`: meter's process ID and a newline, written whole (a new file renamed over the old) once meter
/// listens for `-R` and `-Q` and before anything moves, so a script that waits for the file never reads
/// half of it, and the meter it names already answers; removed on every way out, before meter dies of a
/// signal too.
final class PidFile {
    private let path: String
    private let language: Language
    private var present = false

    /// The file, checked first: refused when it is one of the run's inputs (a problem with `-P` is status
    /// 1, as pv's, with nothing moved).
    init(_ path: String, inputs: [InputSource], language: Language) throws(EarlyExit) {
        self.path = path
        self.language = language
        do {
            try OutputFile.check(path, notAnyOf: inputs)
        } catch {
            MeterCommand.writeError("meter: -P: " + Message.inputIsOutput(.file(path)).text(in: language) + "\n")
            throw EarlyExit(status: RunOutcome.controlProblem)
        }
    }

    /// Writes the process ID, when the run is ready to answer requests; a file that cannot be written is
    /// status 1, with nothing moved.
    func write() throws(EarlyExit) {
        do {
            try FileSystem.replaceAtomically(path, with: "\(ProcessQueries.current)\n", mode: 0o644)
            present = true
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
