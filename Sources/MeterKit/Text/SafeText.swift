/// Text from outside meter made safe to show on a terminal: nothing in it can move the cursor, change
/// colours, switch screens or reorder what is shown.
///
/// meter writes to a terminal only the escape sequences it makes itself. Everything else (file names, `-N`
/// names, lines of a replay script or a `-F` format quoted in an error, the latest line of a wrapped
/// command, names read from `/proc`) is shown through this one type:
/// - C0 controls (U+0000 to U+001F) and DEL become backslash and three octal digits, as GNU `ls -b` prints
///   them: escape is `\033`, newline `\012`, tab `\011`, DEL `\177`.
/// - C1 controls (U+0080 to U+009F, which some terminals obey as CSI and the like), the bidirectional
///   controls that reorder what is shown (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), the
///   line and paragraph separators (U+2028, U+2029) and the invisible characters that make two names look
///   alike (U+200B, U+2060 to U+2064, U+FEFF) become `\u{9B}`, `\u{202E}`: Swift's notation, upper-case
///   hexadecimal. The joiners U+200C and U+200D, which scripts and emoji need, are kept.
/// - In text (a line a command wrote, a line of a script), invalid UTF-8 becomes U+FFFD, one for each
///   maximal invalid subsequence, as `String(decoding:as:)` decodes it, and a backslash is kept as it is.
/// - In a name (a path, a `-N` name, a process's name: ``init(_:)-(FilePath)``, ``init(name:)``), each byte
///   that is not part of valid UTF-8 becomes `\x` and two upper-case hexadecimal digits (`\xE9`), and a
///   backslash is shown doubled (`\\`), so that no two names show alike: the byte E9 and the four
///   characters `\xE9` of a name spelled so, or a name holding an escape and one spelled as its escape.
///
/// Text that needs nothing changed is returned as it came, without a copy.
package struct SafeText: Sendable, Hashable, CustomStringConvertible, TextOutputStreamable {
    /// The text to show.
    package let text: String

    /// `text` made safe to show.
    package init(_ text: String) {
        self.text = SafeText.isSafe(text) ? text : SafeText.escaped(text)
    }

    /// `bytes`, which may not be valid UTF-8 (a line a command wrote), made safe to show as text.
    package init(_ bytes: some Collection<UInt8>) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// A path made safe to show, as a name (``init(name:)``): its bytes as they are, `\xE9` for one that is
    /// not UTF-8.
    package init(_ path: FilePath) {
        self.init(name: path.bytes)
    }

    /// A name's bytes (a file name, a `-N` name, a process's name), which may not be valid UTF-8, made safe
    /// to show: as text is, and beside that each byte outside valid UTF-8 shown as `\x` with two upper-case
    /// hexadecimal digits and a backslash doubled, so that two different names never show alike.
    package init(name bytes: some Collection<UInt8>) {
        self.text = SafeText.escapedName(Array(bytes))
    }

    /// A name given as text (a `-d =NAME`), made safe to show as ``init(name:)`` shows one.
    package init(name text: String) {
        self.init(name: text.utf8)
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
        // The Arabic letter mark and the left-to-right and right-to-left marks, which reorder as the
        // overrides do; line and paragraph separators (U+2028, U+2029), then the embeddings and overrides.
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        // What shows as nothing: the zero width space, the word joiner and the invisible operators, and
        // the byte-order mark (the zero width no-break space). The joiners U+200C and U+200D are kept.
        case 0x200B, 0x2060...0x2064, 0xFEFF: return true
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

    /// A name's safe form: valid UTF-8 decoded and escaped as text is, a backslash doubled, and each byte
    /// of an invalid sequence shown on its own as `\xNN`.
    private static func escapedName(_ bytes: [UInt8]) -> String {
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        result.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            guard let (scalar, length) = UTF8Scalar.decode(bytes, at: index) else {
                result += "\\x" + hexadecimal(bytes[index])
                index += 1
                continue
            }
            if scalar.value == 0x5C {
                result += "\\\\"
            } else if mustEscape(scalar.value) {
                result += escape(scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += length
        }
        return result
    }

    /// Two upper-case hexadecimal digits.
    private static func hexadecimal(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
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

/// One scalar of UTF-8, decoded strictly: no overlong forms, no surrogates, nothing above U+10FFFF.
private enum UTF8Scalar {
    /// The scalar that starts at `index`, and its length in bytes; nil when the bytes there are not one.
    static func decode(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        // The length the lead byte says, its payload bits, and the range of the second byte, which rules
        // out overlong forms, surrogates and values past U+10FFFF.
        let length: Int, payload: UInt32, second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, payload, second) = (2, UInt32(lead & 0x1F), 0x80...0xBF)
        case 0xE0: (length, payload, second) = (3, 0, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, payload, second) = (3, UInt32(lead & 0x0F), 0x80...0xBF)
        case 0xED: (length, payload, second) = (3, 0x0D, 0x80...0x9F)
        case 0xF0: (length, payload, second) = (4, 0, 0x90...0xBF)
        case 0xF1...0xF3: (length, payload, second) = (4, UInt32(lead & 0x07), 0x80...0xBF)
        case 0xF4: (length, payload, second) = (4, 4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        var value = payload
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}
