import MeterKit

/// What `--completion-script` asks for: a shell's script, or what a script asks of meter as it completes.
/// A value of the command line like any other; Help's ``CompletionScript`` answers it.
enum CompletionRequest: RawRepresentable, CaseIterable, Sendable, Equatable {
    /// The shells meter writes completions for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The completion script for a shell.
    case script(Shell)
    /// The process IDs of the user's running meters, one a line, which the scripts offer after `-Q` and
    /// `-R`: found as `meter --meters` finds them (``MeterFinder``), so that a name another user took is
    /// never offered.
    case meters

    static var allCases: [CompletionRequest] { Shell.allCases.map { .script($0) } + [.meters] }

    init?(rawValue: String) {
        if rawValue == "meters" {
            self = .meters
        } else if let shell = Shell(rawValue: rawValue) {
            self = .script(shell)
        } else {
            return nil
        }
    }

    var rawValue: String {
        switch self {
        case .script(let shell): return shell.rawValue
        case .meters: return "meters"
        }
    }
}
