/// How a run ended, in the words a machine reads (`--json`'s summary): every way out is one of these.
package enum RunEnding: Equatable, Sendable {
    /// Everything was copied (or the command ran) and nothing went wrong.
    case done
    /// Something went wrong: pv's status bits, or a wrapped command that failed.
    case error
    /// A signal ended the run, and meter dies of it.
    case interrupted(signal: Signal)
    /// The size of `-S` (or a block device's room) was reached: nothing more was read.
    case stoppedAtSize
    /// The reader of the output went away: meter stopped quietly, with status 0, before the end of the data.
    case outputClosed
    /// The wrapped command could not be started (not found: status 127; otherwise 126).
    case notStarted

    /// `done`, `error`, `interrupted`, `stopped-at-size`, `output-closed`, `not-started`.
    package var word: String {
        switch self {
        case .notStarted: return "not-started"
        case .done: return "done"
        case .error: return "error"
        case .interrupted: return "interrupted"
        case .stoppedAtSize: return "stopped-at-size"
        case .outputClosed: return "output-closed"
        }
    }

    /// The name of the signal that ended the run (`SIGINT`), if one did.
    package var signalName: String? {
        guard case .interrupted(let signal) = self else { return nil }
        return signal.name
    }
}
