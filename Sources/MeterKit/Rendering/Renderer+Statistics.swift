/// pv's `-v` summary, written after the final frame.
extension Renderer {
    /// The line pv writes at the end of a run with `-v`, without its newline:
    /// `rate min/avg/max/mdev = 0.000/160950.607/620386.074/240559.584 B/s`, or `rate not measured` when no
    /// rate was. As in pv the numbers are units a second as measured (bytes, or lines); with `bits` the unit
    /// reads `b/s` but the numbers stay bytes, exactly as pv 1.10.5 prints them. The words and the decimal
    /// separator are the locale's, as pv's are.
    package static func statistics(
        _ statistics: RateStatistics, bits: Bool, language: Language = .english, separator: DecimalSeparator = .point
    ) -> String {
        guard let mean = statistics.mean, let deviation = statistics.standardDeviation else {
            return Message.rateNotMeasured.text(in: language)
        }
        let values = [statistics.minimum, mean, statistics.maximum, deviation].map {
            NumberFormat.fixed($0, decimals: 3, separator: separator)
        }
        return Message.rateStatistics(
            minimum: values[0], mean: values[1], maximum: values[2], deviation: values[3], unit: bits ? "b/s" : "B/s"
        ).text(in: language)
    }
}
