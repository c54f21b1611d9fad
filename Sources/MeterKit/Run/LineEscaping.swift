/// Text kept on one line of a file or a message, and read back as it was: a backslash, a newline, a
/// carriage return and a NUL are written as `\\`, `\n`, `\r` and `\0`; nothing else changes. Works on Unicode
/// scalars, so that no character (a combining mark, `\r\n`) is split or joined on the way.
package enum LineEscaping {
    package static func escape(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": result.append(contentsOf: "\\n".unicodeScalars)
            case "\r": result.append(contentsOf: "\\r".unicodeScalars)
            case "\0": result.append(contentsOf: "\\0".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// The text `escape` made `text` from, or nil when `text` is not something it makes.
    package static func unescape(_ text: some StringProtocol) -> String? {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\n" || scalar == "\r" || scalar == "\0" { return nil }
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": result.append("\\")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "0": result.append("\0")
            default: return nil
            }
        }
        return String(result)
    }
}
