import MeterKit

/// Parsers for option values; each throws a ``UsageError`` that names the option and the value.
enum ValueParsers {
    /// A size with pv's suffixes: `K M G T P E` (case-insensitive), powers of 1024 (1000 with `si`),
    /// decimals (`1.5G`), an optional trailing `B` or `iB`.
    static func size(_ text: String, option: String, si: Bool) throws(UsageError) -> UInt64 {
        let invalid = UsageError("\(option): invalid size '\(SafeText(text))' (expected a number with an optional K, M, G or T suffix)")
        var body = Substring(text.trimmingSpaces())
        if body.isEmpty { throw invalid }
        var multiplierPower = 0
        var lower = body.lowercased()
        if lower.hasSuffix("ib") { body = body.dropLast(2); lower = String(lower.dropLast(2)); if !"kmgtpe".contains(lower.last ?? " ") { throw invalid } }
        else if lower.hasSuffix("b") { body = body.dropLast(); lower = String(lower.dropLast()) }
        if let last = lower.last, let power = "kmgtpe".firstIndex(of: last) {
            multiplierPower = "kmgtpe".distance(from: "kmgtpe".startIndex, to: power) + 1
            body = body.dropLast()
        }
        guard let number = decimal(String(body)) else { throw invalid }
        let base: Double = si ? 1000 : 1024
        var value = number
        for _ in 0..<multiplierPower { value *= base }
        guard value.isFinite else { throw invalid }
        guard value < 18_446_744_073_709_551_615.0 else { throw UsageError("\(option): size '\(SafeText(text))' is too large") }
        return UInt64(value.rounded(.down))
    }

    /// A non-negative decimal number of seconds no larger than `maximum`.
    static func seconds(_ text: String, option: String, maximum: Double = 1e9) throws(UsageError) -> Double {
        guard let value = decimal(text.trimmingSpaces()) else {
            throw UsageError("\(option): invalid number of seconds '\(SafeText(text))'")
        }
        guard value <= maximum else { throw UsageError("\(option): '\(SafeText(text))' is out of range (at most \(Int(maximum)))") }
        return value
    }

    /// A whole number from `range`.
    static func integer(_ text: String, option: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UsageError("\(option): invalid whole number '\(SafeText(text))'")
        }
        guard trimmed.count <= 9, let value = Int(trimmed), range.contains(value) else {
            throw UsageError("\(option): '\(SafeText(text))' is out of range (\(range.lowerBound) to \(range.upperBound))")
        }
        return value
    }

    /// A plain non-negative decimal: digits, at most one point, no sign, no exponent, no `nan`/`inf`.
    static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty, text.count <= 40 else { return nil }
        var sawDigit = false
        var sawPoint = false
        for character in text {
            if character == "." {
                if sawPoint { return nil }
                sawPoint = true
            } else if character.isASCII, character.isNumber {
                sawDigit = true
            } else {
                return nil
            }
        }
        guard sawDigit else { return nil }
        return Double(text)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
