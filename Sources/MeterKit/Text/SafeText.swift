/// Text from outside meter made safe to show on a terminal: nothing in it can move the cursor, change
/// colours, switch screens or reorder what is shown.
///
/// meter writes to a terminal only the escape sequences it makes itself. Everything else (file names, `-N`
/// names, lines of a replay script or a `-F` format quoted in an error, the latest line of a wrapped
/// command, names read from `/proc`) is shown through this one type:
/// - C0 controls (U+0000 to U+001F) and DEL become backslash and three octal digits, as GNU `ls -b` prints
///   them: escape is `\033`, newline `\012`, tab `\011`, DEL `\177`.
/// - C1 controls (U+0080 to U+009F, which some terminals obey as CSI and the like), the bidirectional
///   controls that reorder what is shown (U+202A to U+202E, U+2066 to U+2069) and the line and paragraph
///   separators (U+2028, U+2029) become `\u{9B}`, `\u{202E}`: Swift's notation, upper-case hexadecimal.
/// - Invalid UTF-8 becomes U+FFFD, one for each maximal invalid subsequence, as `String(decoding:as:)`
///   decodes it.
/// - Everything else is kept as it is, a backslash included.
///
/// Text that needs nothing changed is returned as it came, without a copy.
package struct SafeText: Sendable, Hashable, CustomStringConvertible, TextOutputStreamable {
    /// The text to show.
    package let text: String

    /// `text` made safe to show.
    package init(_ text: String) {
        self.text = SafeText.isSafe(text) ? text : SafeText.escaped(text)
    }

    /// `bytes`, which may not be valid UTF-8 (a file name, a line a command wrote), made safe to show.
    package init(_ bytes: some Collection<UInt8>) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// `text` made safe to show in at most `columns` terminal columns: when it does not fit, the start that
    /// fits with `…` after it (the ellipsis takes one column). The cut falls between characters, so it
    /// never splits a wide character, a character from its combining marks, or an escape such as `\033`.
    package init(_ text: String, columns: Int) {
        self.text = SafeText.shortened(text, columns: columns)
    }

    /// `bytes`, which may not be valid UTF-8, made safe to show in at most `columns` terminal columns, cut
    /// as ``init(_:columns:)`` cuts text.
    package init(_ bytes: some Collection<UInt8>, columns: Int) {
        self.init(String(decoding: bytes, as: UTF8.self), columns: columns)
    }

    /// The text to show.
    package var description: String { text }

    /// Writes the text to show.
    package func write(to target: inout some TextOutputStream) { target.write(text) }

    /// Whether `value` is a scalar that must not reach a terminal as itself.
    static func mustEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x20..<0x7F: return false
        case 0..<0x20, 0x7F...0x9F: return true
        // Line and paragraph separators (U+2028, U+2029), then the embeddings and overrides.
        case 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// How `value`, a scalar that must be escaped, is shown: `\033` for a C0 control or DEL, `\u{9B}`
    /// for the others.
    static func escape(_ value: UInt32) -> String {
        guard value < 0x20 || value == 0x7F else { return "\\u{" + String(value, radix: 16, uppercase: true) + "}" }
        var result = "\\"
        for shift in stride(from: 6, through: 0, by: -3) {
            result.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8((value >> shift) & 7)))
        }
        return result
    }

    /// Whether `text` can be shown as it is. Printable ASCII, the common case, is checked byte by byte.
    private static func isSafe(_ text: String) -> Bool {
        let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        if isPrintableASCII == true { return true }
        return !text.unicodeScalars.contains { mustEscape($0.value) }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if mustEscape(scalar.value) {
                result += escape(scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Columns the safe form of `character` takes: an escape's length, or the terminal width of the rest.
    private static func columns(of character: Character) -> Int {
        var count = 0
        for scalar in character.unicodeScalars {
            count += mustEscape(scalar.value) ? escape(scalar.value).utf8.count : CharacterWidth.columns(of: scalar)
        }
        return count
    }

    private static func shortened(_ text: String, columns: Int) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII, the common case: a column a byte, nothing to escape.
            if text.utf8.count <= columns { return text }
            return columns > 0 ? String(text.prefix(columns - 1)) + "…" : ""
        }
        if text.reduce(0, { $0 + self.columns(of: $1) }) <= columns { return SafeText(text).text }
        // Too wide: the characters that fit before the ellipsis, or nothing when not even it fits.
        guard columns > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in text {
            let width = self.columns(of: character)
            if used + width > columns - 1 { break }
            kept.append(character)
            used += width
        }
        return SafeText(kept).text + "…"
    }
}
