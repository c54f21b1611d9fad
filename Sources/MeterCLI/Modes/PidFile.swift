import MeterKit

/// `-P FILE`: meter's process ID and a newline, written whole once meter listens for `-R` and `-Q` and before
/// anything moves, so a script that waits for the file never reads half of it, and the meter it names already
/// answers; removed on every way out, before meter dies of a signal too.
///
/// The file is meter's own: written into a new file made exclusively beside FILE (mode 0600, as pv's
/// `mkstemp`), then renamed over it, so that nothing another user planted in a shared folder is ever opened
/// (pv's way too). Unlike pv, a device, FIFO, socket or folder at FILE is never replaced: `-P /dev/null` is
/// refused rather than turning the machine's `/dev/null` into a file. At the end it is removed only while
/// FILE is still the file meter wrote.
final class PidFile {
    private let path: FilePath
    private let language: Language
    private var written: FileSystem.FileIdentity?

    /// The file, checked first (the run's files checked it against the inputs and the others): refused, with
    /// status 1 as pv's problems with `-P`, when what stands at FILE is not a file meter may replace.
    init(_ path: FilePath, language: Language) throws(EarlyExit) {
        self.path = path
        self.language = language
        guard FileSystem.canBeReplaced(path) else {
            StandardError.write("meter: -P: " + CommandMessage.pidFileNotRegular(SafeText(path)).text(in: language) + "\n")
            throw EarlyExit(status: RunOutcome.controlProblem)
        }
    }

    /// Writes the process ID, when the run is ready to answer requests; a file that cannot be written is
    /// status 1, with nothing moved.
    func write() throws(EarlyExit) {
        do {
            written = try FileSystem.replaceAtomically(path, with: "\(ProcessQueries.current)\n", mode: 0o600)
        } catch {
            let problem: any Translatable =
                error.errno == .exists && error.path == path
                ? CommandMessage.pidFileNotRegular(SafeText(path)) : Message.failed(.file(error.path), error.errno)
            StandardError.write("meter: -P: " + problem.text(in: language) + "\n")
            throw EarlyExit(status: RunOutcome.controlProblem)
        }
    }

    /// Removes the file, once, if it is still the one meter wrote.
    func remove() {
        guard let written else { return }
        self.written = nil
        FileSystem.remove(path, ifStill: written)
    }
}
