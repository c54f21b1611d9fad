/// One JSON object on one line, built key by key in the order given: what `--json` writes.
///
/// Nothing in it depends on the locale: numbers have a point and no grouping, keys are ASCII. Strings are
/// escaped as JSON requires (`"`, `\`, and the controls below U+0020), and so is every other scalar that
/// must not reach a terminal as itself (``SafeText``'s list: DEL, C1 controls, the bidirectional controls
/// and the line and paragraph separators), as `\uXXXX`: an object shown on a terminal cannot drive it, and
/// a parser gets the text back exactly. Text that was not valid UTF-8 arrived here with U+FFFD in place of
/// each invalid sequence, so the line is always valid UTF-8.
package struct JSONWriter: Sendable {
    private var text = "{"

    package init() {}

    /// The object, closed, without a newline.
    package var line: String { text + "}" }

    /// Adds `"key":` and `value` written as it is (a number, `true`, `null`).
    package mutating func raw(_ key: String, _ value: String) {
        if text.utf8.count > 1 { text += "," }
        text += "\"" + key + "\":" + value
    }

    /// Adds `key` with a string, or `null`.
    package mutating func string(_ key: String, _ value: String?) {
        raw(key, value.map(JSONWriter.quoted) ?? "null")
    }

    /// Adds `key` with a whole number, or `null`.
    package mutating func integer(_ key: String, _ value: UInt64?) {
        raw(key, value.map { String($0) } ?? "null")
    }

    /// Adds `key` with `value` rounded to at most `decimals` places (at least one is written: `25.0`), or
    /// `null` when there is no value or it is not a finite number JSON can hold.
    package mutating func number(_ key: String, _ value: Double?, decimals: Int) {
        raw(key, value.flatMap { JSONWriter.decimal($0, places: decimals) } ?? "null")
    }

    /// `value` with at most `places` decimals and at least one, trailing zeros dropped; `nil` when it is not
    /// finite or too large to write exactly.
    static func decimal(_ value: Double, places: Int) -> String? {
        guard value.isFinite, abs(value) < 1e15 else { return nil }
        var digits = Array(NumberFormat.fixed(value, decimals: max(places, 1)))
        while digits.count >= 2, digits[digits.count - 1] == "0", digits[digits.count - 2] != "." { digits.removeLast() }
        return String(digits)
    }

    /// `value` as a JSON string, quotes included.
    static func quoted(_ value: String) -> String {
        var result = "\""
        result.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where SafeText.mustEscape(scalar.value): result += unicodeEscape(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `\u001b`: four lower-case hexadecimal digits (every scalar escaped here is in the first plane).
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
