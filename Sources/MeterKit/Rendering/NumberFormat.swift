/// Number and time texts as pv prints them, without Foundation.
package enum NumberFormat {
    /// `value` with exactly `decimals` digits after the point (or the comma), rounded half away from zero.
    package static func fixed(_ value: Double, decimals: Int, separator: DecimalSeparator = .point) -> String {
        guard value.isFinite else { return "?" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let negative = value < 0
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9.2e18 else { return negative ? "-huge" : "huge" }
        let whole = UInt64(scaled)
        var text = String(whole / UInt64(scale))
        if decimals > 0 {
            var fraction = String(whole % UInt64(scale))
            while fraction.count < decimals { fraction = "0" + fraction }
            text += String(separator.rawValue) + fraction
        }
        return negative && whole != 0 ? "-" + text : text
    }

    /// Pads `text` on the left with spaces to `width` terminal columns (a wide character takes two, a
    /// combining mark none: the text may be a name).
    package static func padLeft(_ text: String, to width: Int) -> String {
        let length = TerminalText.columns(text)
        return length >= width ? text : String(repeating: " ", count: width - length) + text
    }

    /// An amount as pv writes it: four columns of number, a unit prefix slot, and the unit, so that every
    /// amount of one kind has one width: ` 100  B`, `1000  B`, `1.46MiB` (bytes); ` 100 B`, `1.50kB`
    /// (`si`); ` 100 `, `1.50k` (lines and records); ` 800  b`, `7.81Kib` (`bits`: bytes × 8).
    /// A count of what a wrapped command reports (items) below 1000 is whole: `  37 `.
    /// `perSecond` makes it a rate: `12.5MiB/s`, `0.50 /s`. A rate below 1 is a decimal of the unit itself,
    /// in the same columns (`0.70  B/s`), where pv takes a fractional prefix (` 717miB/s`), which reads as
    /// mebibytes. What a wrapped command reports has forms of its own: a
    /// percentage `45.2%` (`1.50%/s`), a duration `0:01:23` (its rate a speed, `1.52x`). `separator` is the locale's, as in pv's frames (`1,46MiB`).
    package static func amount(
        _ value: Double, unit: CountingUnit, si: Bool, bits: Bool = false, perSecond: Bool = false,
        separator: DecimalSeparator = .point
    ) -> String {
        amount(wide: WideFloat(value.isFinite ? value : 0), unit: unit, si: si, bits: bits, perSecond: perSecond, separator: separator)
    }

    /// A count as ``amount(_:unit:si:bits:perSecond:)`` writes it, from the exact whole number (a `Double`
    /// would round counts above 2^53).
    package static func amount(
        count: UInt64, unit: CountingUnit, si: Bool, bits: Bool = false, separator: DecimalSeparator = .point
    ) -> String {
        amount(wide: WideFloat(count), unit: unit, si: si, bits: bits, perSecond: false, separator: separator)
    }

    /// pv computes amounts in C's `long double`; on x86-64 that is the same 80-bit format as `Float80`,
    /// which gives its digits exactly (with `-k`, 10150 bytes is `10.1kB`: the 80-bit 10.15 is below the tie).
    #if arch(x86_64)
    typealias WideFloat = Float80
    #else
    typealias WideFloat = Double
    #endif

    static func amount(
        wide value: WideFloat, unit: CountingUnit, si: Bool, bits: Bool, perSecond: Bool, separator: DecimalSeparator
    ) -> String {
        switch unit.kind {
        case .percent: return fourColumns(value / 100, separator: separator) + (perSecond ? "%/s" : "%")
        case .seconds:
            guard perSecond else { return duration(Double(value / 1000)) }
            return fourColumns(value / 1000, separator: separator) + "x"
        case .bytes, .lines, .records, .items: break
        }
        if let label = unit.label { return named(value, label: label, perSecond: perSecond, separator: separator) }
        let countsBytes = unit == .bytes
        let binary = countsBytes && !si
        let symbol = countsBytes ? (bits ? "b" : "B") : ""
        let (scaled, exponent) = scale(countsBytes && bits ? value * 8 : value, base: binary ? 1024 : 1000)
        // What a command counts is whole (37 of 120 tests): `  37 `, not pv's `37.0 ` of lines.
        if unit == .items, !perSecond, exponent == 0 {
            return padLeft(String(Int64(min(scaled, 1e15).rounded(.down))), to: 4) + prefix(0, binary: false)
        }
        return fourColumns(scaled, separator: separator) + prefix(exponent, binary: binary) + symbol + (perSecond ? "/s" : "")
    }

    /// An amount of things a tool named, whole below a thousand as items are, then the prefix and the
    /// tool's word: `  37 files`, `1.50k files`, `12.5 files/s`.
    private static func named(
        _ value: WideFloat, label: CountingUnit.Label, perSecond: Bool, separator: DecimalSeparator
    ) -> String {
        let (scaled, exponent) = scale(value, base: 1000)
        let number = !perSecond && exponent == 0
            ? padLeft(String(Int64(min(scaled, 1e15).rounded(.down))), to: 4)
            : fourColumns(scaled, separator: separator) + (exponent == 0 ? "" : prefix(exponent, binary: false))
        return number + " " + label.word(after: Double(value), perSecond: perSecond) + (perSecond ? "/s" : "")
    }

    /// `value` divided by `base` until pv would write it: while above 97 % of the base, one prefix up; then
    /// while below 1, one prefix down (which brings 1000 bytes back to `1000  B`), but never below none:
    /// pv goes on to milli, micro… (half a byte a second is its ` 512miB/s`), which meter writes `0.50  B/s`.
    /// Returns the scaled value and the prefix's power of the base.
    static func scale(_ value: WideFloat, base: WideFloat) -> (value: WideFloat, exponent: Int) {
        // pv writes anything within 1e-8 of zero (and nothing here is negative) as zero, with no prefix.
        guard value >= WideFloat(1e-8 as Double) else { return (0, 0) }
        let cutoff = base * WideFloat(0.97 as Double)
        var scaled = value
        var exponent = 0
        while scaled > cutoff, exponent < 8 {
            scaled /= base
            exponent += 1
        }
        while scaled < 1, exponent > 0 {
            scaled *= base
            exponent -= 1
        }
        return (scaled, exponent)
    }

    /// The unit prefix slot: two columns for binary bytes (`  `, `Ki`), one otherwise (` `, `k`).
    static func prefix(_ exponent: Int, binary: Bool) -> String {
        guard exponent != 0 else { return binary ? "  " : " " }
        let letters: [Character] = Array(binary ? "KMGTPEZY" : "kMGTPEZY")
        let letter = String(letters[min(abs(exponent), letters.count) - 1])
        return binary ? letter + "i" : letter
    }

    /// Four columns of number: above 99.9, the whole part right-aligned (` 100`, `1023`); otherwise three
    /// significant digits with their trailing zeros (`0.00`, `9.99`, `10.0`, `99.9`), rounded to the
    /// nearest, ties to even, as C's `%#4.3g` does.
    static func fourColumns(_ value: WideFloat, separator: DecimalSeparator = .point) -> String {
        if value > WideFloat(99.9 as Double) {
            return padLeft(String(Int64(min(value, 100_000))), to: 4)
        }
        let hundredths = rounded(value, times: 100)
        if hundredths < 1000 { return decimal(Int(hundredths), decimals: 2, separator: separator) }
        let tenths = rounded(value, times: 10)
        if tenths < 1000 { return decimal(Int(tenths), decimals: 1, separator: separator) }
        return String(rounded(value, times: 1)) + String(separator.rawValue)
    }

    /// `value × factor` rounded to the nearest whole number, ties to even, computed exactly from the
    /// binary value as C's `printf` does: multiplying in floating point first could round 1.01499… × 100
    /// up to a tie at 101.5 and give 102. For values from 0 to 100,000.
    static func rounded(_ value: WideFloat, times factor: UInt64) -> UInt64 {
        guard value.isNormal, value > 0 else { return 0 }
        let fractionBits = WideFloat.significandBitCount
        let significand = UInt128(truncatingIfNeeded: value.significandBitPattern) | (UInt128(1) << fractionBits)
        let shift = fractionBits - Int(value.exponent)
        let product = significand * UInt128(factor)
        guard shift > 0 else { return UInt64(truncatingIfNeeded: product << UInt128(-shift)) }
        guard shift < 120 else { return 0 }
        let whole = product >> UInt128(shift)
        let remainder = product & ((UInt128(1) << UInt128(shift)) - 1)
        let half = UInt128(1) << UInt128(shift - 1)
        let roundsUp = remainder > half || (remainder == half && whole & 1 == 1)
        return UInt64(truncatingIfNeeded: whole) + (roundsUp ? 1 : 0)
    }

    /// `units` hundredths (or tenths) written with the point (or the comma) `decimals` digits from the right.
    static func decimal(_ units: Int, decimals: Int, separator: DecimalSeparator = .point) -> String {
        var digits = String(units)
        while digits.count <= decimals { digits = "0" + digits }
        return String(digits.dropLast(decimals)) + String(separator.rawValue) + String(digits.suffix(decimals))
    }

    /// The unit names from the unprefixed one up: `B KiB MiB …` (with a space before a lone `B` when
    /// `spacedBytes`, so it lines up with the prefixed ones), `B kB MB …` with `si`, `"" k M …` for counts.
    static func unitPrefixes(unit: CountingUnit, si: Bool, spacedBytes: Bool) -> [String] {
        guard unit == .bytes else { return ["", "k", "M", "G", "T", "P", "E"] }
        let bytes = spacedBytes ? " B" : "B"
        return si ? [bytes, "kB", "MB", "GB", "TB", "PB", "EB"] : [bytes, "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    }

    /// `value` divided by 1024 (1000 with `si`, or for counts) until it shows in at most three digits,
    /// and how many times it was divided: the index of its unit prefix (plain mode's own, simpler rule).
    static func scale(_ value: Double, unit: CountingUnit, si: Bool) -> (value: Double, prefix: Int) {
        let base = unit == .bytes && !si ? 1024.0 : 1000.0
        var scaled = max(0, value.isFinite ? value : 0)
        var index = 0
        while index < 6, scaled >= 999.5 {
            scaled /= base
            index += 1
        }
        return (scaled, index)
    }

    /// The longest duration pv writes, 100,000 hours; longer ones stop there.
    static let longestDuration: UInt64 = 360_000_000

    /// A duration from whole seconds (rounded down) as pv writes it: `H:MM:SS` up to a day (`24:00:00`
    /// included), `D:HH:MM:SS` beyond (`1:00:00:01`).
    package static func duration(_ seconds: Double) -> String {
        let total = seconds.isFinite && seconds > 0 ? min(UInt64(min(seconds, 1e12)), longestDuration) : 0
        let clock = twoDigits(total / 60 % 60) + ":" + twoDigits(total % 60)
        guard total > 86_400 else { return "\(total / 3600):" + clock }
        return "\(total / 86_400):" + twoDigits(total / 3600 % 24) + ":" + clock
    }

    /// A clock time `HH:MM:SS`, or with `date` the date before it: `2026-12-01 14:07:36`.
    package static func clockTime(_ time: CalendarTime, date: Bool = false) -> String {
        let clock = twoDigits(UInt64(max(time.hour, 0))) + ":" + twoDigits(UInt64(max(time.minute, 0))) + ":"
            + twoDigits(UInt64(max(time.second, 0)))
        guard date else { return clock }
        return "\(time.year)-" + twoDigits(UInt64(max(time.month, 0))) + "-" + twoDigits(UInt64(max(time.day, 0)))
            + " " + clock
    }

    static func twoDigits(_ value: UInt64) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
