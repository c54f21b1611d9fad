import MeterKit

/// A mistake on the command line: reported as `meter: MESSAGE`, the usage line, and a pointer to `--help`,
/// with exit status 64; nothing is written to standard output. It holds the message, not its text, so that
/// it is said in the user's language when it is written.
struct UsageError: Error, Equatable, Sendable, Translatable {
    /// Where the mistake is, said before the problem: an option (`-s: `), a line of a list file
    /// (`-d @pids: line 3: `), a target of `-d`.
    enum Place: Equatable, Sendable {
        case option(String)
        case listLine(SafeText, line: Int)

        func text(in language: Language) -> String {
            switch self {
            case .option(let name): return name
            case .listLine(let path, let line): return CommandMessage.listLine(path, line: line).text(in: language)
            }
        }
    }

    /// Where the mistake is, or nil when the problem names it.
    var place: Place?
    let problem: CommandMessage

    /// A mistake whose message names what is wrong.
    init(_ problem: CommandMessage) {
        self.problem = problem
    }

    /// A mistake in the value of `option` (`-s`), or about what `option` names.
    init(_ option: String, _ problem: CommandMessage) {
        self.init(at: .option(option), problem)
    }

    /// A mistake at `place`.
    init(at place: Place, _ problem: CommandMessage) {
        self.place = place
        self.problem = problem
    }

    /// `PLACE: PROBLEM` in `language`. Every message quotes what came from the command line through
    /// ``SafeText``; the whole text goes through it again, so one that forgot still stays on one line and
    /// cannot drive the terminal. Safe text comes out of it unchanged.
    func text(in language: Language) -> String {
        let text = (place.map { $0.text(in: language) + ": " } ?? "") + problem.text(in: language)
        return SafeText(text).text
    }

    /// The message in English, as tests read it.
    var message: String { text(in: .english) }
}
