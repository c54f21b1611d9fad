/// How a language writes a percentage and quotes a name, in what a user reads: frames, plain lines,
/// messages and `--help`. What programs read (`-n`, `--json`, `--record`) is said in English, with neither.
extension Language {
    /// A whole percentage as this language writes it: `40%`; `40 %` in Czech, Finnish and French (with a
    /// no-break space, so that a wrapped line never splits it), `%40` in Turkish. English keeps pv's form,
    /// so that its frames stay pv's byte for byte.
    package func percent(_ number: some CustomStringConvertible) -> String {
        switch self {
        case .czech, .finnish, .french: return "\(number)\u{A0}%"
        case .turkish: return "%\(number)"
        default: return "\(number)%"
        }
    }

    /// `text` between this language's quotation marks, those of its GNU catalogues: `'x'` in English (and in
    /// Turkish, whose catalogues keep them), `„x“` in German, Czech and Georgian, `„x”` in Polish, `«x»` in
    /// Spanish, European Portuguese and Russian, `« x »` in French (with no-break spaces), `“x”` in Brazil's
    /// Portuguese, `”x”` in Finnish. Quotes of a shell command in `--help` stay `'`, as the shell needs them.
    package func quoted(_ text: some CustomStringConvertible) -> String {
        let (open, close) = quotationMarks
        return "\(open)\(text)\(close)"
    }

    /// The opening and closing quotation marks of ``quoted(_:)``.
    package var quotationMarks: (open: String, close: String) {
        switch self {
        case .english, .turkish: return ("'", "'")
        case .german, .czech, .georgian: return ("\u{201E}", "\u{201C}")
        case .polish: return ("\u{201E}", "\u{201D}")
        case .spanish, .portuguese, .russian: return ("\u{AB}", "\u{BB}")
        case .french: return ("\u{AB}\u{A0}", "\u{A0}\u{BB}")
        case .brazilianPortuguese: return ("\u{201C}", "\u{201D}")
        case .finnish: return ("\u{201D}", "\u{201D}")
        }
    }
}
