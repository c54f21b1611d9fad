import MeterKit

/// Parsers for option values; each throws a ``UsageError`` that names the option and the value.
enum ValueParsers {
    /// A size with pv's suffixes: `K M G T P E` (case-insensitive), powers of 1024 (1000 with `si`),
    /// decimals (`1.5G`), an optional trailing `B` or `iB`.
    static func size(_ text: String, option: String, si: Bool) throws(UsageError) -> UInt64 {
        do {
            return try SizeNotation.parse(text.trimmingSpaces(), si: si)
        } catch {
            switch error {
            case .invalid:
                throw UsageError(option, .invalidSize(SafeText(text)))
            case .tooLarge:
                throw UsageError(option, .sizeTooLarge(SafeText(text)))
            }
        }
    }

    /// A size as ``size(_:option:si:)`` reads it, where one too large to count is the largest count: pv
    /// takes such values (`-L 99999999999999999999999` is a limit never reached), so meter does too.
    static func saturatingSize(_ text: String, option: String, si: Bool) throws(UsageError) -> UInt64 {
        do {
            return try SizeNotation.parse(text.trimmingSpaces(), si: si)
        } catch {
            guard error == .tooLarge else { throw UsageError(option, .invalidSize(SafeText(text))) }
            return .max
        }
    }

    /// A non-negative decimal number of seconds, taken as `maximum` when larger (pv takes any number).
    static func seconds(_ text: String, option: String, maximum: Double = 1e9) throws(UsageError) -> Double {
        guard let value = SizeNotation.decimal(text.trimmingSpaces()) else {
            throw UsageError(option, .invalidSeconds(SafeText(text)))
        }
        return min(value, maximum)
    }

    /// A whole number, taken as the nearest end of `range` when outside it (pv takes any whole number for
    /// its widths and counts: `-w 99999999` is a width meter keeps to `range`).
    static func clampedInteger(_ text: String, option: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UsageError(option, .invalidWholeNumber(SafeText(text)))
        }
        let digits = trimmed.drop { $0 == "0" }
        guard digits.count <= 18, let value = Int(digits.isEmpty ? "0" : String(digits)) else { return range.upperBound }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// A whole number from `range`.
    static func integer(_ text: String, option: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UsageError(option, .invalidWholeNumber(SafeText(text)))
        }
        guard trimmed.count <= 9, let value = Int(trimmed), range.contains(value) else {
            throw UsageError(option, .outOfRange(SafeText(text), lowest: "\(range.lowerBound)", highest: "\(range.upperBound)"))
        }
        return value
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
