/// An amount a wrapped command printed about its progress, read from what one capture of a progress
/// pattern took: a number (`37`, `1,238,099,968`, `45.2`, `45,2`), a size with a unit as `-s` reads one
/// (`1.5G`, `512 MiB`, `20kB`), or a duration (`00:01:23.45`, `1:05`).
///
/// Commands write numbers in their locale's way, so a number's separators are read by their place: with
/// both `.` and `,` the last one is the decimal mark; a lone `,` is one unless three digits follow it
/// (`45,2` but `1,238`); a lone `.` is one (`1.238` is one and a bit); several of either group digits
/// (`1.238.099.968`); `'`, `_` and spaces always group.
package struct ReportedAmount: Sendable, Equatable {
    /// What the amount is.
    package enum Kind: Sendable, Equatable {
        /// A number without a unit: a count of whatever the command counts.
        case number
        /// A size in bytes, written with a unit.
        case size
        /// A duration, written `H:MM:SS` or `M:SS`, with an optional fraction of a second.
        case duration
    }

    package var kind: Kind
    /// The number, the bytes or the seconds.
    package var value: Double
    /// What one of the written number is worth: the unit's bytes for a size (1024 for `K`), else 1.
    package var scale: Double

    package init(kind: Kind, value: Double, scale: Double = 1) {
        self.kind = kind
        self.value = value
        self.scale = scale
    }

    /// The amount `text` says, or `nil` when it says none. `si` reads a unit's prefix as a power of 1000, as
    /// `-k` makes `-s` read it.
    package static func parse(_ text: some Collection<UInt8>, si: Bool) -> ReportedAmount? {
        guard text.count <= 64, let string = String(validating: text, as: UTF8.self) else { return nil }
        let trimmed = Substring(string).trimmingBlanks()
        if trimmed.contains(":") { return duration(trimmed).map { ReportedAmount(kind: .duration, value: $0) } }
        let digits = trimmed.prefix { $0.isASCII && ($0.isNumber || "., '_".contains($0)) }
        let suffix = trimmed[digits.endIndex...]
        guard let number = number(digits.trimmingBlanks()) else { return nil }
        guard !suffix.isEmpty else { return ReportedAmount(kind: .number, value: number) }
        guard suffix.allSatisfy({ $0.isASCII && $0.isLetter }), let unit = try? SizeNotation.parse("1" + suffix, si: si) else {
            return nil
        }
        return ReportedAmount(kind: .size, value: number * Double(unit), scale: Double(unit))
    }

    /// A number written with any of the separators above, or `nil`.
    package static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.first?.isNumber == true || text.first == "." || text.first == "," else { return nil }
        let points = text.filter { $0 == "." }.count
        let commas = text.filter { $0 == "," }.count
        var decimalMark: Character?
        if points > 0, commas > 0 {
            decimalMark = text.last { $0 == "." || $0 == "," }
            if (decimalMark == "." ? points : commas) > 1 { return nil }
        } else if commas == 1 {
            let after = text.reversed().prefix { $0 != "," }
            decimalMark = after.count == 3 ? nil : ","
        } else if points == 1 {
            decimalMark = "."
        }
        var plain = ""
        for character in text {
            if character == decimalMark {
                plain.append(".")
            } else if character.isNumber {
                plain.append(character)
            }
        }
        return SizeNotation.decimal(plain)
    }

    /// The seconds of `H:MM:SS`, `M:SS` or `S` with an optional fraction (`.` or `,`), or `nil`.
    package static func duration(_ text: Substring) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var seconds = 0.0
        for (index, part) in parts.enumerated() {
            let last = index == parts.count - 1
            let digits = last ? String(part.map { $0 == "," ? "." : $0 }) : String(part)
            guard !digits.isEmpty, last || digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = SizeNotation.decimal(digits)
            else { return nil }
            seconds = seconds * 60 + value
        }
        return seconds
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingBlanks() -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return self[first...last]
    }
}
