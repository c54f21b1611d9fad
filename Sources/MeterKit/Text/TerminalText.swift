/// Widths and cuts of text that may hold escape sequences, which take no columns on a terminal.
package enum TerminalText {
    /// Terminal columns `text` takes, as `wcwidth` counts them: two for a wide character (CJK, most
    /// emoji), none for a combining mark or a zero-width format character, one for the rest. Escape
    /// sequences take none.
    package static func columns(_ text: String) -> Int {
        var count = 0
        var scanner = EscapeScanner()
        for scalar in text.unicodeScalars where !scanner.isEscape(scalar) {
            count += CharacterWidth.columns(of: scalar)
        }
        return count
    }

    /// The start of `text` that fits in `columns` columns, keeping every escape sequence (so a colour set
    /// before the cut is still reset after it). A wide character that would cross the edge is left out with
    /// everything after it; zero-width characters that follow the last character kept (combining marks)
    /// stay with it.
    package static func prefix(_ text: String, columns: Int) -> String {
        var result = String.UnicodeScalarView()
        var count = 0
        var isFull = false
        var scanner = EscapeScanner()
        for scalar in text.unicodeScalars {
            if scanner.isEscape(scalar) {
                result.append(scalar)
                continue
            }
            guard !isFull else { continue }
            let width = CharacterWidth.columns(of: scalar)
            if count + width > columns {
                isFull = true
                continue
            }
            result.append(scalar)
            count += width
        }
        return String(result)
    }

    /// `text` without its escape sequences.
    package static func stripped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scanner = EscapeScanner()
        for scalar in text.unicodeScalars where !scanner.isEscape(scalar) { result.append(scalar) }
        return String(result)
    }

    /// Follows escape sequences scalar by scalar: `ESC [` parameters and a final byte (CSI, which holds
    /// SGR and cursor movement), or `ESC` and one more character. An `ESC` inside a sequence starts a new
    /// one, as it does on a terminal: a stray `ESC` before meter's own reset does not make the reset text.
    struct EscapeScanner {
        private enum State { case text, escape, csi }
        private var state = State.text

        /// Whether `scalar` belongs to an escape sequence.
        mutating func isEscape(_ scalar: Unicode.Scalar) -> Bool {
            if scalar == "\u{1B}" {
                state = .escape
                return true
            }
            switch state {
            case .text:
                return false
            case .escape:
                state = scalar == "[" ? .csi : .text
                return true
            case .csi:
                if (0x40...0x7E).contains(scalar.value) { state = .text }
                return true
            }
        }
    }
}
