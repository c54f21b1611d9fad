import MeterKit

/// A name that stands for a value in `--help` and the usage line: `-s, --size <SIZE>`,
/// `meter [OPTIONS] [FILE ...]`. It is only shown, never parsed, so each language names it in its own words
/// as GNU's catalogues do (`DATEI`, `FICHIER`, `ФАЙЛ`), and its help sentences use the same words.
enum Metavariable: String, CaseIterable, Sendable, Translatable {
    case size = "SIZE", file = "FILE", rate = "RATE", bytes = "BYTES", count = "COUNT", name = "NAME"
    case format = "FORMAT", seconds = "SEC", columns = "COLUMNS", rows = "ROWS", spec = "SPEC", style = "STYLE"
    case glyphs = "GLYPHS", factor = "FACTOR", layout = "LAYOUT", when = "WHEN", color = "COLOR"
    case command = "COMMAND", stream = "STREAM", pattern = "PATTERN", target = "TARGET", pid = "PID"
    case script = "SCRIPT", shell = "SHELL"
    /// Names that appear in the usage line and in help sentences only: `[OPTIONS]`, `[ARG ...]`,
    /// `PID[:FD]`, `@DIR`, `@LISTFILE`.
    case options = "OPTIONS", argument = "ARG", descriptor = "FD", directory = "DIR", listFile = "LISTFILE"

    /// The name in `language` (English's is the raw value).
    func text(in language: Language) -> String {
        language.commandCatalogue?.metavariable(self) ?? rawValue
    }
}

extension Language {
    /// The three ways to run meter, with this language's metavariables: `meter [OPTIONS] [FILE ...]`,
    /// `meter [OPTIONS] --exec COMMAND [ARG ...]`, `meter [OPTIONS] -d PID[:FD]`.
    var usageForms: [String] {
        func say(_ name: Metavariable) -> String { name.text(in: self) }
        let options = "meter [\(say(.options))]"
        return [
            "\(options) [\(say(.file)) ...]", "\(options) --exec \(say(.command)) [\(say(.argument)) ...]",
            "\(options) -d \(say(.pid))[:\(say(.descriptor))]",
        ]
    }
}
