/// A tiny terminal: enough of a VT100 to replay what meter writes (text, `\r`, `\n` as the tty driver sends
/// it, cursor up and down and to a row and column, erase to the end of the line or the screen, index and
/// reverse index, saving and restoring the cursor, SGR ignored) and show the screen that results: what a
/// person would see of a ``CapturedTarget``'s text (``CapturedTarget/screen(rows:)``), and the tests' screen.
package struct TerminalScreen {
    package var lines: [[Character]]
    package var row = 0
    package var column = 0
    package let columns: Int
    /// The cursor saved by DECSC (`ESC 7`).
    private var saved = (row: 0, column: 0)

    package init(rows: Int = 24, columns: Int = 80) {
        self.columns = columns
        lines = Array(repeating: [], count: rows)
    }

    package mutating func feed(_ text: String) {
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\r": column = 0
            case "\n":
                // The terminal driver turns a newline into carriage return and line feed (ONLCR).
                column = 0
                lineFeed()
            case "\u{1B}":
                guard scalars.first == "[" else {
                    escape(scalars.popFirst())
                    continue
                }
                scalars.removeFirst()
                var parameters = ""
                sequence: while let next = scalars.popFirst() {
                    if (0x40...0x7E).contains(next.value) {
                        let count = max(Int(parameters) ?? 1, 1)
                        switch next {
                        case "A": row = max(0, row - count)
                        case "B": row = min(lines.count - 1, row + count)
                        case "H":
                            let place = parameters.split(separator: ";", omittingEmptySubsequences: false).map { max(Int($0) ?? 1, 1) }
                            row = min((place.first ?? 1) - 1, lines.count - 1)
                            column = min((place.count > 1 ? place[1] : 1) - 1, columns - 1)
                        case "K": if lines[row].count > column { lines[row].removeSubrange(column...) }
                        case "J":
                            if lines[row].count > column { lines[row].removeSubrange(column...) }
                            for below in (row + 1)..<lines.count { lines[below] = [] }
                        default: break
                        }
                        break sequence
                    }
                    parameters.unicodeScalars.append(next)
                }
            default:
                if column >= columns {
                    column = 0
                    lineFeed()
                }
                while lines[row].count < column { lines[row].append(" ") }
                if lines[row].count == column { lines[row].append(Character(scalar)) } else { lines[row][column] = Character(scalar) }
                column += 1
            }
        }
    }

    /// A two-character escape sequence: DECSC, DECRC, IND, RI; others are ignored.
    private mutating func escape(_ final: Unicode.Scalar?) {
        switch final {
        case "7": saved = (row, column)
        case "8": (row, column) = saved
        case "D": lineFeed()
        case "M":
            if row == 0 {
                lines.removeLast()
                lines.insert([], at: 0)
            } else {
                row -= 1
            }
        default: break
        }
    }

    private mutating func lineFeed() {
        if row == lines.count - 1 {
            lines.removeFirst()
            lines.append([])
        } else {
            row += 1
        }
    }

    /// The screen's text, trailing spaces and empty lines at the bottom dropped.
    package var text: [String] {
        var result = lines.map { line in String(line[..<(line.lastIndex { $0 != " " }.map { line.index(after: $0) } ?? line.startIndex)]) }
        while result.last == "" { result.removeLast() }
        return result
    }

    /// The lines that hold any text.
    package var nonEmptyLines: [String] { text.filter { !$0.isEmpty } }
}
