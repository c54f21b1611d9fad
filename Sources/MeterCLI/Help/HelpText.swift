/// `--help`, in the layout of swift-argument-parser: OVERVIEW, USAGE, ARGUMENTS, then the option groups,
/// help aligned at one column and wrapped to the width.
enum HelpText {
    static let usageLine = "Usage: meter [OPTIONS] [FILE ...]"

    /// The widest help: a terminal wider than this still gets lines that are easy to read, and the text
    /// fits an 80-column terminal, a mail or a man page's example unchanged.
    static let maximumWidth = 80
    /// The narrowest help that is laid out for its width; narrower terminals wrap what they get.
    static let minimumWidth = 40

    /// The help text for a terminal `width` columns wide, kept within 40 to 80 columns.
    static func render(width: Int = 80, table: [OptionSpec] = optionTable) -> String {
        let width = max(minimumWidth, min(width, maximumWidth))
        var text = "OVERVIEW: Copy standard input or each FILE to standard output, showing progress on standard error.\n"
        text = wrap(text, width: width, indent: 10)
        text += "\nUSAGE: meter [OPTIONS] [FILE ...]\n"
        text += "       " + wrapBody("meter [OPTIONS] --exec COMMAND [ARG ...]", width: width, indent: 13, firstLineUsed: 7) + "\n"
        text += "       meter [OPTIONS] -d PID[:FD]\n"
        text += "\nARGUMENTS:\n"
        text += entry("<FILE>", "A file to copy, in order. '-' or no FILE means standard input.", width: width)
        for group in OptionSpec.Group.allCases {
            let specs = table.filter { $0.group == group }
            // A group whose options are not there (yet) is left out rather than shown empty.
            if specs.isEmpty { continue }
            text += "\n\(group.rawValue):\n"
            for spec in specs {
                text += entry(spec.label, spec.help, width: width)
            }
        }
        text += "\n" + wrap("See 'man meter' for the format sequences, replay scripts, exit statuses and signals.\n", width: width, indent: 0)
        return text
    }

    /// The column where help starts; on a narrow terminal help goes under its label, indented less,
    /// so that the words still have room.
    static func helpColumn(width: Int) -> Int { width < 64 ? 8 : 28 }

    /// One aligned entry: the label at 2 columns, the help at the help column, wrapped.
    static func entry(_ label: String, _ help: String, width: Int) -> String {
        let column = helpColumn(width: width)
        var line = "  " + label
        if line.count + 2 > column {
            line += "\n" + String(repeating: " ", count: column)
        } else {
            line += String(repeating: " ", count: column - line.count)
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
            if lineHasWord, column + 1 + word.count > width {
                result += "\n" + String(repeating: " ", count: indent)
                column = indent
                lineHasWord = false
            }
            if lineHasWord {
                result += " "
                column += 1
            }
            result += word
            column += word.count
            lineHasWord = true
        }
        return result
    }
}
