/// The lines of plain mode, for screen readers and logs: words, not symbols; no glyphs, no escape sequences.
/// Every English word plain mode writes is here.
///
/// `backup: 40% 400MiB of 1.0GiB, 12MiB/s, 0:00:50 left`
package enum PlainText {
    /// A progress line: the percentage, the amount and the total, the rate and the time left when they
    /// are known; with no total, the amount, the rate and the time so far. Before any data, the amounts
    /// alone.
    package static func progress(_ snapshot: Snapshot, name: String?, si: Bool) -> String {
        var parts: [String] = [amounts(snapshot, si: si)]
        guard snapshot.count > 0 else { return prefix(name) + parts[0] }
        parts.append(rate(snapshot.rate, unit: snapshot.unit, si: si))
        if snapshot.total != nil {
            if let remaining = snapshot.remainingSeconds { parts.append(NumberFormat.duration(remaining.rounded(.up)) + " left") }
        } else {
            parts.append(NumberFormat.duration(snapshot.elapsedSeconds) + " elapsed")
        }
        return prefix(name) + parts.joined(separator: ", ")
    }

    /// The summary at the end: the amounts, the whole run's average rate and how long it took.
    package static func summary(_ snapshot: Snapshot, name: String?, si: Bool) -> String {
        let parts = [
            amounts(snapshot, si: si), rate(snapshot.averageRate, unit: snapshot.unit, si: si) + " average",
            "took " + NumberFormat.duration(snapshot.elapsedSeconds),
        ]
        return prefix(name) + parts.joined(separator: ", ")
    }

    /// The data has not moved since `since` seconds: `backup: stalled at 40% 400MiB of 1.0GiB, nothing for
    /// 0:00:10`.
    package static func stalled(_ snapshot: Snapshot, name: String?, si: Bool, since: Double) -> String {
        prefix(name) + "stalled at " + amounts(snapshot, si: si) + ", nothing for "
            + NumberFormat.duration(snapshot.elapsedSeconds - since)
    }

    /// The data moves again after a stall: `backup: moving again, 41% 410MiB of 1.0GiB, 9MiB/s, 0:01:05 left`.
    package static func movingAgain(_ snapshot: Snapshot, name: String?, si: Bool) -> String {
        prefix(name) + "moving again, " + progress(snapshot, name: nil, si: si)
    }

    private static func prefix(_ name: String?) -> String {
        guard let name, !name.isEmpty else { return "" }
        return SafeText(name).text + ": "
    }

    /// `40% 400MiB of 1.0GiB`, `400 of 1.0k lines`, or `400MiB` with no total.
    static func amounts(_ snapshot: Snapshot, si: Bool) -> String {
        let word = unitWord(snapshot.unit)
        let count = amount(Double(snapshot.count), unit: snapshot.unit, si: si)
        guard let total = snapshot.total, let percent = snapshot.percent else { return count + word }
        return "\(percent)% " + count + " of " + amount(Double(total), unit: snapshot.unit, si: si) + word
    }

    /// `12MiB/s`, `12 lines/s`.
    static func rate(_ value: Double, unit: CountingUnit, si: Bool) -> String {
        let word = unitWord(unit)
        return amount(value, unit: unit, si: si) + (word.isEmpty ? "/s" : word + "/s")
    }

    private static func unitWord(_ unit: CountingUnit) -> String {
        switch unit {
        case .bytes: return ""
        case .lines: return " lines"
        case .records: return " records"
        }
    }

    /// An amount without padding: one decimal below 10 (`1.0GiB`), whole numbers above (`400MiB`),
    /// unprefixed counts whole (`512B`, `37`).
    static func amount(_ value: Double, unit: CountingUnit, si: Bool) -> String {
        let prefixes = NumberFormat.unitPrefixes(unit: unit, si: si, spacedBytes: false)
        let (scaled, index) = NumberFormat.scale(value, unit: unit, si: si)
        let digits: String
        if index == 0 {
            digits = NumberFormat.fixed(scaled.rounded(.down), decimals: 0)
        } else if scaled < 9.95 {
            digits = NumberFormat.fixed(scaled, decimals: 1)
        } else {
            digits = NumberFormat.fixed(scaled, decimals: 0)
        }
        return digits + prefixes[index]
    }
}
