import Glibc

/// The local time zone: the one place meter asks the C library what a wall clock here reads.
package enum LocalTime {
    /// The local calendar time `epochSeconds` after 1970-01-01 00:00:00 UTC, or `nil` when the C library
    /// cannot convert it (a year beyond its range).
    package static func calendarTime(atEpochSeconds epochSeconds: Int64) -> CalendarTime? {
        var time = time_t(epochSeconds)
        var parts = tm()
        guard (try? systemCallForPointer { localtime_r(&time, &parts) }) != nil else { return nil }
        return CalendarTime(
            year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
            hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
    }
}
