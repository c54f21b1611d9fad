/// `--help`, in the layout of swift-argument-parser: OVERVIEW, USAGE, ARGUMENTS, then the option groups,
/// help aligned at one column and wrapped to the width.
enum HelpText {
    static let version = "0.1.0"
    static let usageLine = "Usage: meter [OPTIONS] [FILE ...]"

    static func render(width: Int = 80) -> String {
        let width = max(40, min(width, 100))
        var text = "OVERVIEW: Copy standard input or each FILE to standard output, showing progress on standard error.\n"
        text = wrap(text, width: width, indent: 10)
        text += "\nUSAGE: meter [OPTIONS] [FILE ...]\n"
        text += "\nARGUMENTS:\n"
        text += entry("<FILE>", "A file to copy, in order. '-' or no FILE means standard input.", width: width)
        for group in OptionSpec.Group.allCases {
            text += "\n\(group.rawValue):\n"
            for spec in optionTable where spec.group == group {
                text += entry(spec.label, spec.help, width: width)
            }
        }
        text += "\nSee 'man meter' for the format sequences, exit statuses and signals.\n"
        return text
    }

    static let helpColumn = 28

    /// One aligned entry: the label at 2 columns, the help at `helpColumn`, wrapped.
    static func entry(_ label: String, _ help: String, width: Int) -> String {
        var line = "  " + label
        if line.count + 2 > helpColumn {
            line += "\n" + String(repeating: " ", count: helpColumn)
        } else {
            line += String(repeating: " ", count: helpColumn - line.count)
        }
        return line + wrapBody(help, width: width, indent: helpColumn, firstLineUsed: helpColumn) + "\n"
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
