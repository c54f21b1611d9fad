import MeterKit

/// `--help`, in the layout of swift-argument-parser: OVERVIEW, USAGE, ARGUMENTS, then the option groups,
/// help aligned at one column and wrapped to the width, in the user's language. Widths are display
/// columns, not bytes or characters, so that Georgian or Russian words wrap where they should.
enum HelpText {
    /// The widest help: a terminal wider than this still gets lines that are easy to read, and the text
    /// fits an 80-column terminal, a mail or a man page's example unchanged.
    static let maximumWidth = 80
    /// The narrowest help that is laid out for its width; narrower terminals wrap what they get.
    static let minimumWidth = 40

    /// The help text for a terminal `width` columns wide, kept within 40 to 80 columns, in `language`.
    static func render(width: Int = 80, table: [OptionSpec] = optionTable, language: Language = .english) -> String {
        let width = max(minimumWidth, min(width, maximumWidth))
        func say(_ message: CommandMessage) -> String { message.text(in: language) }
        var text = headed(say(.overviewHeading), say(.overview), width: width)
        text += "\n" + usage(heading: say(.usageHeading), forms: language.usageForms, width: width)
        text += "\n\(say(.argumentsHeading))\n"
        text += entry("<\(Metavariable.file.text(in: language))>", say(.fileArgument), width: width)
        for group in OptionGroup.allCases {
            let specs = table.filter { $0.group == group }
            // A group whose options are not there (yet) is left out rather than shown empty.
            if specs.isEmpty { continue }
            text += "\n\(say(.groupHeading(group)))\n"
            for spec in specs {
                text += entry(spec.label(in: language), spec.help(in: language), width: width)
            }
        }
        return text + "\n" + wrap(say(.seeManual) + "\n", width: width, indent: 0)
    }

    /// `HEADING TEXT`, the text wrapped so that later lines start under its first word.
    private static func headed(_ heading: String, _ body: String, width: Int) -> String {
        let indent = columns(heading) + 1
        return heading + " " + wrapBody(body, width: width, indent: indent, firstLineUsed: indent) + "\n"
    }

    /// The three ways to run meter, one under the other after the heading; under it, indented, when a
    /// long heading (`ИСПОЛЬЗОВАНИЕ:`) would leave them too little room.
    private static func usage(heading: String, forms: [String], width: Int) -> String {
        var indent = columns(heading) + 1
        var text = heading + " "
        if indent + (forms.map(columns).max() ?? 0) > width {
            indent = 2
            text = heading + "\n  "
        }
        let margin = String(repeating: " ", count: indent)
        for (index, form) in forms.enumerated() {
            text += (index == 0 ? "" : margin) + wrapBody(form, width: width, indent: indent + 6, firstLineUsed: indent) + "\n"
        }
        return text
    }

    /// The column where help starts; on a narrow terminal help goes under its label, indented less,
    /// so that the words still have room.
    static func helpColumn(width: Int) -> Int { width < 64 ? 8 : 28 }

    /// One aligned entry: the label at 2 columns, the help at the help column, wrapped.
    static func entry(_ label: String, _ help: String, width: Int) -> String {
        let column = helpColumn(width: width)
        var line = "  " + label
        let used = columns(line)
        if used + 2 > column {
            line += "\n" + String(repeating: " ", count: column)
        } else {
            line += String(repeating: " ", count: column - used)
        }
        return line + wrapBody(help, width: width, indent: column, firstLineUsed: column) + "\n"
    }

    /// Wraps `text` (one paragraph ending in a newline) so later lines start at `indent`.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        wrapBody(String(text.dropLast()), width: width, indent: indent, firstLineUsed: 0) + "\n"
    }

    private static func wrapBody(_ text: String, width: Int, indent: Int, firstLineUsed: Int) -> String {
        var result = ""
        var column = firstLineUsed
        var lineHasWord = false
        for word in text.split(separator: " ") {
            let length = columns(String(word))
            if lineHasWord, column + 1 + length > width {
                result += "\n" + String(repeating: " ", count: indent)
                column = indent
                lineHasWord = false
            }
            if lineHasWord {
                result += " "
                column += 1
            }
            result += word
            column += length
            lineHasWord = true
        }
        return result
    }

    /// Terminal columns `text` takes.
    static func columns(_ text: String) -> Int { TerminalText.columns(text) }
}

/// An option as `--help` shows it, in the reader's language.
extension OptionSpec {
    /// The label in `--help`: `-s, --size <SIZE>`.
    var label: String { label(in: .english) }

    /// The label in `--help` with the placeholder in `language`: `-s, --size <GRÖẞE>`.
    func label(in language: Language) -> String {
        var text = short.map { "-\($0), " } ?? "    "
        text += "--\(long)"
        if let value { text += " <\(value.text(in: language))>" }
        return text
    }

    /// The help in `language`: the table's own in English, else the language's catalogue's (English where
    /// it has none yet).
    func help(in language: Language) -> String {
        CommandMessage.optionHelp(id, english: help).text(in: language)
    }
}
