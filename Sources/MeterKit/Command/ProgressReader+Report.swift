/// How a line's readings become a report: the amounts made alike, in the unit's steps.
extension ProgressReader {
    /// Whether a capture says that its amount is not known yet: `N/A`, or a number below zero.
    static func saysNothingYet(_ text: ArraySlice<UInt8>) -> Bool {
        let trimmed = text.drop { $0 == UInt8(ascii: " ") }
        if trimmed.elementsEqual("N/A".utf8) { return true }
        guard trimmed.first == UInt8(ascii: "-"), let next = trimmed.dropFirst().first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
    }

    /// A percentage: a number, a `%` after it allowed.
    static func percentage(_ text: ArraySlice<UInt8>) -> Double? {
        guard let string = String(validating: text, as: UTF8.self) else { return nil }
        var trimmed = Substring(string).drop { $0 == " " }
        while trimmed.last == " " || trimmed.last == "%" { trimmed = trimmed.dropLast() }
        return ReportedAmount.number(trimmed)
    }

    /// Done and total of one line in one kind: a number beside a size is in the size's unit (`1.2/5.0 GiB`),
    /// a number beside a duration is seconds.
    static func alike(_ done: ReportedAmount, _ total: ReportedAmount) -> (ReportedAmount, ReportedAmount) {
        func converted(_ number: ReportedAmount, like other: ReportedAmount) -> ReportedAmount {
            guard number.kind == .number, other.kind != .number else { return number }
            return ReportedAmount(kind: other.kind, value: number.value * other.scale, scale: other.scale)
        }
        return (converted(done, like: total), converted(total, like: done))
    }

    /// The report of a line's readings: done against the total (or the one a percentage makes), else a
    /// percentage of the total when one is known, else a percentage alone.
    static func report(percent: Double?, done: ReportedAmount?, total: ReportedAmount?) -> ProgressReport? {
        if let done {
            let unit = unit(of: done.kind)
            let count = steps(done.value, unit: unit)
            var totalCount = total.flatMap { $0.kind == done.kind ? steps($0.value, unit: unit) : nil }
            if totalCount == nil, let percent, percent > 0 {
                // Rounded down, so that the count over it is never below the percentage printed.
                totalCount = clamped((Double(count) * 100 / percent).rounded(.down))
            }
            return ProgressReport(unit: unit, count: count, total: totalCount, percent: percent)
        }
        guard let percent else { return nil }
        if let total {
            let unit = unit(of: total.kind)
            return ProgressReport(
                unit: unit, count: steps(total.value * percent / 100, unit: unit), total: steps(total.value, unit: unit), percent: percent)
        }
        return ProgressReport(unit: .percent, count: steps(percent, unit: .percent), total: steps(100, unit: .percent), percent: percent)
    }

    fileprivate static func unit(of kind: ReportedAmount.Kind) -> CountingUnit {
        switch kind {
        case .number: return .items
        case .size: return .bytes
        case .duration: return .seconds
        }
    }

    /// `value` in `unit`'s steps: whole items and bytes (rounded down), thousandths of a second and
    /// hundredths of a percent (rounded to the nearest).
    fileprivate static func steps(_ value: Double, unit: CountingUnit) -> UInt64 {
        let steps = Double(unit.steps)
        return clamped(steps == 1 ? value.rounded(.down) : (value * steps).rounded())
    }

    fileprivate static func clamped(_ value: Double) -> UInt64 {
        guard value.isFinite, value > 0 else { return 0 }
        return value >= 1.8e19 ? UInt64.max : UInt64(value)
    }
}
