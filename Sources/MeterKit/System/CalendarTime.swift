/// A moment as a calendar and a wall clock read it: the date and the time of day, to the second.
///
/// Frames show clock times (`%I`) from these fields, so rendering needs no time zone: the caller converts
/// (``LocalTime`` for the local zone, ``init(utcSecondsSinceEpoch:)`` for UTC).
package struct CalendarTime: Sendable, Equatable, Hashable {
    /// The year, such as 2026.
    package var year: Int
    /// The month, 1 to 12.
    package var month: Int
    /// The day of the month, 1 to 31.
    package var day: Int
    /// The hour, 0 to 23.
    package var hour: Int
    /// The minute, 0 to 59.
    package var minute: Int
    /// The second, 0 to 60 (a leap second).
    package var second: Int

    /// A calendar time from its fields, taken as they are.
    package init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The moment `seconds` after 1970-01-01 00:00:00 UTC, in UTC. Pure arithmetic on the proleptic
    /// Gregorian calendar, so replays and tests read the same clock everywhere.
    package init(utcSecondsSinceEpoch seconds: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        // Count from 0000-03-01, so that the leap day ends each 4-, 100- and 400-year cycle.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        self.init(
            year: Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), month: Int(month),
            day: Int(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1),
            hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
    }
}
