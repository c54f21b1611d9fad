/// The words of a line of a command's recording: separated by spaces or tabs, a `#` outside quotes starting
/// a comment, and a word in double quotes holding any bytes (what the command wrote on standard error, a
/// pattern), written with C's escapes so that the script stays one line of printable ASCII a line.
enum ScriptWords {
    /// One word of a line.
    enum Word: Equatable {
        /// A word as it stands.
        case plain(ArraySlice<UInt8>)
        /// A word in double quotes: its bytes, the escapes read.
        case quoted([UInt8])

        /// A plain word's text; `nil` for a quoted one.
        var text: Substring? {
            guard case .plain(let bytes) = self else { return nil }
            return Substring(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The words of `line`; `nil` when a quoted word is not closed or holds an escape C does not have.
    static func split(_ line: ArraySlice<UInt8>) -> [Word]? {
        var words: [Word] = []
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                break
            } else if byte == UInt8(ascii: "\"") {
                guard let (bytes, end) = unquoted(line, from: index + 1) else { return nil }
                words.append(.quoted(bytes))
                index = end
            } else {
                let end = line[index...].firstIndex { isSpace($0) || $0 == UInt8(ascii: "#") } ?? line.endIndex
                words.append(.plain(line[index..<end]))
                index = end
            }
        }
        return words
    }

    /// Whether `byte` separates words: a space, a tab, or a carriage return (of a line ended as on Windows).
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The bytes of a quoted word whose text starts at `start`, and the index after its closing quote.
    private static func unquoted(_ line: ArraySlice<UInt8>, from start: Int) -> ([UInt8], Int)? {
        var bytes: [UInt8] = []
        var index = start
        while index < line.endIndex {
            let byte = line[index]
            if byte == UInt8(ascii: "\"") { return (bytes, index + 1) }
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 1 < line.endIndex else { return nil }
            switch line[index + 1] {
            case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "\\"), UInt8(ascii: "\""): bytes.append(line[index + 1])
            case UInt8(ascii: "x"):
                guard index + 3 < line.endIndex, let high = hexDigit(line[index + 2]), let low = hexDigit(line[index + 3]) else {
                    return nil
                }
                bytes.append(high << 4 | low)
                index += 2
            default: return nil
            }
            index += 2
        }
        return nil
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `bytes` as a quoted word: printable ASCII as it is, but for `"` and `\`; `\n`, `\r` and `\t`; `\xHH`
    /// for every other byte.
    static func quoted(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = [UInt8(ascii: "\"")]
        let digits = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): text += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): text += Array("\\n".utf8)
            case UInt8(ascii: "\r"): text += Array("\\r".utf8)
            case UInt8(ascii: "\t"): text += Array("\\t".utf8)
            case 0x20...0x7E: text.append(byte)
            default: text += [UInt8(ascii: "\\"), UInt8(ascii: "x"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        text.append(UInt8(ascii: "\""))
        return String(decoding: text, as: UTF8.self)
    }
}
