/// The lines of plain mode, for screen readers and logs: words, not symbols; no glyphs, no escape sequences;
/// in the reader's language, with its decimal separator. Every word plain mode writes is a ``Message``.
///
/// `backup: 40% 400MiB of 1.0GiB, 12MiB/s, 0:00:50 left`
package struct PlainText {
    /// Amounts in powers of 1000 (`-k`).
    package var si = false
    /// The language of the words.
    package var language = Language.english
    /// The separator of the numbers.
    package var separator = DecimalSeparator.point

    package init(si: Bool = false, language: Language = .english, separator: DecimalSeparator = .point) {
        self.si = si
        self.language = language
        self.separator = separator
    }

    /// A progress line: the percentage, the amount and the total, the rate, how it goes (after 40 seconds:
    /// steady, speeding up or slowing) and the time left when they are known; with no total, the amount, the
    /// rate, how it goes and the time so far. Before any data, the amounts alone.
    package func progress(_ snapshot: Snapshot, name: String?, trend: Bool = true) -> String {
        var parts: [String] = [amounts(snapshot)]
        guard snapshot.count > 0 else { return prefix(name) + parts[0] }
        parts.append(rate(snapshot.rate, unit: snapshot.unit))
        if trend, let trend = snapshot.history.trend(at: snapshot.elapsedSeconds) { parts.append(say(trend.message)) }
        if snapshot.total != nil {
            if let remaining = snapshot.remainingSeconds {
                parts.append(say(.timeLeft(NumberFormat.duration(remaining.rounded(.up)))))
            }
        } else {
            parts.append(say(.timeElapsed(NumberFormat.duration(snapshot.elapsedSeconds))))
        }
        return prefix(name) + parts.joined(separator: ", ")
    }

    /// The summary at the end: the amounts, the whole run's average rate and how long it took.
    package func summary(_ snapshot: Snapshot, name: String?) -> String {
        let parts = [
            amounts(snapshot), say(.averageRate(rate(snapshot.averageRate, unit: snapshot.unit))),
            say(.took(NumberFormat.duration(snapshot.elapsedSeconds))),
        ]
        return prefix(name) + parts.joined(separator: ", ")
    }

    /// What `--summary` says of a run, after the amounts: the average, lowest and highest rate (when any
    /// was measured: ``Snapshot/runRates``) and how long it took: `backup: 1.0GiB, 24MiB/s average, lowest
    /// 1.2MiB/s, highest 48MiB/s, took 0:00:42`.
    package func runSummary(_ snapshot: Snapshot, name: String?) -> String {
        prefix(name) + runSummaryParts(snapshot).joined(separator: ", ")
    }

    /// The run's summary as at most `columns` wide lines, cut between its parts: each line but the last ends
    /// in a comma, and the lines after the first start with as many spaces as `name` takes.
    package func runSummary(_ snapshot: Snapshot, name: String?, columns: Int) -> [String] {
        let start = prefix(name)
        let indent = String(repeating: " ", count: TerminalText.columns(start))
        var lines: [String] = []
        var line = start
        for (index, part) in runSummaryParts(snapshot).enumerated() {
            let piece = index == 0 ? part : ", " + part
            if index > 0, TerminalText.columns(line + piece) > columns {
                lines.append(line + ",")
                line = indent + part
            } else {
                line += piece
            }
        }
        return lines + [line]
    }

    private func runSummaryParts(_ snapshot: Snapshot) -> [String] {
        let rates = snapshot.runRates
        var parts = [amounts(snapshot), say(.averageRate(rate(rates.average, unit: snapshot.unit)))]
        if let lowest = rates.lowest, let highest = rates.highest {
            parts.append(say(.lowestRate(rate(lowest, unit: snapshot.unit))))
            parts.append(say(.highestRate(rate(highest, unit: snapshot.unit))))
        }
        parts.append(say(.took(NumberFormat.duration(snapshot.elapsedSeconds))))
        return parts
    }

    /// How often the run stalled and the longest stall: `3 stalls, the longest 0:00:05`, or `no stalls`.
    package func stalls(_ history: RateHistory) -> String {
        guard history.stalls > 0 else { return say(.noStalls) }
        return say(.stalls(history.stalls, longest: NumberFormat.duration(history.longestStall.rounded(.up))))
    }

    /// The data has not moved since `since` seconds: `backup: stalled at 40% 400MiB of 1.0GiB, nothing for
    /// 0:00:10`.
    package func stalled(_ snapshot: Snapshot, name: String?, since: Double) -> String {
        prefix(name) + say(.stalled(amounts: amounts(snapshot), duration: NumberFormat.duration(snapshot.elapsedSeconds - since)))
    }

    /// The data moves again after a stall: `backup: moving again, 41% 410MiB of 1.0GiB, 9MiB/s, 0:01:05 left`.
    package func movingAgain(_ snapshot: Snapshot, name: String?) -> String {
        // No trend here: the last seconds were the stall, and "moving again" says what they changed to.
        prefix(name) + say(.movingAgain(progress(snapshot, name: nil, trend: false)))
    }

    /// A wrapped command's output was read for its progress and reported none: `backup: no progress read
    /// from the command's output; its output was counted instead`.
    package func noProgressRead(name: String?) -> String {
        prefix(name) + say(.noProgressRead)
    }

    /// A wrapped command's output is read for its progress and has reported none yet: `backup: waiting for
    /// the command's progress, 0:01:00 elapsed`.
    package func awaitingProgress(_ snapshot: Snapshot, name: String?) -> String {
        prefix(name) + say(.awaitingProgress(NumberFormat.duration(snapshot.elapsedSeconds)))
    }

    private func prefix(_ name: String?) -> String {
        guard let name, !name.isEmpty else { return "" }
        return SafeText(name).text + ": "
    }

    /// `40% 400MiB of 1.0GiB`, `400 of 1.0k lines`, or `400MiB` with no total; a percentage a command
    /// reported alone is that percentage, `40%`.
    func amounts(_ snapshot: Snapshot) -> String {
        if snapshot.unit.kind == .percent { return language.percent(snapshot.wholePercent ?? 0) }
        let count = amount(Double(snapshot.count), unit: snapshot.unit)
        guard let total = snapshot.total, let percent = snapshot.wholePercent else {
            return count.text + unitWord(snapshot.unit, count.category, after: Double(snapshot.count))
        }
        let all = amount(Double(total), unit: snapshot.unit)
        return say(.plainOfTotal(percent: percent, count: count.text, total: all.text))
            + unitWord(snapshot.unit, all.category, after: Double(total), afterTotal: true)
    }

    /// `12MiB/s`, `12 lines/s`, `12 files/s` (the tool's word); what a command reports: `12/s` (items),
    /// `1.5%/s`, a speed `1.5x` (seconds).
    func rate(_ value: Double, unit: CountingUnit) -> String {
        switch unit.kind {
        case .percent: return tenths(value / 100) + "%/s"
        case .seconds: return tenths(value / 1000) + "x"
        default: break
        }
        let digits = amount(value, unit: unit).text
        if let label = unit.label { return digits + " " + label.word(after: value, perSecond: true) + "/s" }
        switch unit {
        case .lines: return digits + " " + say(.linesPerSecond)
        case .records: return digits + " " + say(.recordsPerSecond)
        default: return digits + "/s"
        }
    }

    /// `value` with one decimal, in the reader's separator.
    private func tenths(_ value: Double) -> String {
        NumberFormat.fixed(value, decimals: 1, separator: separator)
    }

    /// The word for counted lines or records after an amount, with its space; nothing for bytes; the tool's
    /// word for the `amount`, when it named the unit. After the total of "40% 400 of 1.0k lines" it takes
    /// the form the word for "of" asks for.
    private func unitWord(
        _ unit: CountingUnit, _ category: PluralCategory, after amount: Double, afterTotal: Bool = false
    ) -> String {
        if let label = unit.label { return " " + label.word(after: amount) }
        switch unit.kind {
        case .bytes, .items, .percent, .seconds: return ""
        case .lines: return " " + say(afterTotal ? .linesOfTotal(category) : .lines(category))
        case .records: return " " + say(afterTotal ? .recordsOfTotal(category) : .records(category))
        }
    }

    /// An amount without padding: one decimal below 10 (`1.0GiB`), whole numbers above (`400MiB`),
    /// unprefixed counts whole (`512B`, `37`), a duration as a clock (`0:01:23`); and the form a noun after
    /// it takes.
    func amount(_ value: Double, unit: CountingUnit) -> (text: String, category: PluralCategory) {
        if unit.kind == .seconds { return (NumberFormat.duration(value / 1000), language.pluralOfThousands) }
        let prefixes = NumberFormat.unitPrefixes(unit: unit, si: si, spacedBytes: false)
        let (scaled, index) = NumberFormat.scale(value, unit: unit, si: si)
        guard index > 0 else {
            let whole = scaled.rounded(.down)
            return (NumberFormat.fixed(whole, decimals: 0) + prefixes[0], language.plural(UInt64(whole)))
        }
        let digits = NumberFormat.fixed(scaled, decimals: scaled < 9.95 ? 1 : 0, separator: separator)
        return (digits + prefixes[index], language.pluralOfThousands)
    }

    private func say(_ message: Message) -> String { message.text(in: language) }
}
