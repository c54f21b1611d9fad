/// Sizes as people write them, the one parser of them: a number with pv's suffixes `K M G T P E`
/// (case-insensitive), powers of 1024 (1000 with `si`), decimals (`1.5G`, or `1,5G` with a decimal comma,
/// in every locale, as pv reads them), and an optional trailing `B` or `iB`. What `-s`, `-L`, `-B` and a
/// replay script's amounts take.
package enum SizeNotation {
    /// Why a size was not taken.
    package enum Failure: Error, Equatable {
        /// Not a size at all.
        case invalid
        /// A size, but more than 2⁶⁴ − 1.
        case tooLarge
    }

    /// The size `text` says, rounded down to a whole number of units.
    package static func parse(_ text: some StringProtocol, si: Bool) throws(Failure) -> UInt64 {
        var body = Substring(text)
        var lower = body.lowercased()
        if lower.hasSuffix("ib") {
            body = body.dropLast(2)
            lower = String(lower.dropLast(2))
            guard let last = lower.last, "kmgtpe".contains(last) else { throw .invalid }
        } else if lower.hasSuffix("b") {
            body = body.dropLast()
            lower = String(lower.dropLast())
        }
        var power = 0
        if let last = lower.last, let index = "kmgtpe".firstIndex(of: last) {
            power = "kmgtpe".distance(from: "kmgtpe".startIndex, to: index) + 1
            body = body.dropLast()
        }
        if !body.isEmpty, body.count <= 40, body.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // A whole number is counted exactly: a Double holds every integer only up to 2⁵³. Leading zeros
            // add nothing; more than 20 digits after them is more than 2⁶⁴ − 1.
            let digits = body.drop { $0 == "0" }
            guard digits.count <= 20, var whole = digits.isEmpty ? 0 : UInt64(digits) else { throw .tooLarge }
            for _ in 0..<power {
                let (product, overflow) = whole.multipliedReportingOverflow(by: si ? 1000 : 1024)
                guard !overflow else { throw .tooLarge }
                whole = product
            }
            return whole
        }
        guard let number = decimal(body) else { throw .invalid }
        var value = number
        for _ in 0..<power { value *= si ? 1000 : 1024 }
        guard value.isFinite else { throw .invalid }
        guard value < 18_446_744_073_709_551_615.0 else { throw .tooLarge }
        return UInt64(value.rounded(.down))
    }

    /// A plain non-negative decimal: digits, at most one decimal mark, a point or a comma whatever the locale
    /// (pv's rule: `1,5` is 1.5, `1,000` is 1, and `1,000,000` is not a number), no sign, no exponent, no
    /// `nan` or `inf`.
    package static func decimal(_ text: some StringProtocol) -> Double? {
        guard !text.isEmpty, text.count <= 40 else { return nil }
        var sawDigit = false
        var sawMark = false
        var plain = ""
        for character in text {
            if character == "." || character == "," {
                if sawMark { return nil }
                sawMark = true
                plain.append(".")
            } else if character.isASCII, character.isNumber {
                sawDigit = true
                plain.append(character)
            } else {
                return nil
            }
        }
        return sawDigit ? Double(plain) : nil
    }
}
