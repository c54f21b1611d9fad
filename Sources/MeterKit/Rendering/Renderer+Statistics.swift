/// pv's `-v` summary, written after the final frame.
extension Renderer {
    /// The line pv writes at the end of a run with `-v`, without its newline:
    /// `rate min/avg/max/mdev = 0.000/160950.607/620386.074/240559.584 B/s`, or `rate not measured` when no
    /// rate was. As in pv the numbers are units a second as measured (bytes, or lines); with `bits` the unit
    /// reads `b/s` but the numbers stay bytes, exactly as pv 1.10.5 prints them.
    package static func statistics(_ statistics: RateStatistics, bits: Bool) -> String {
        guard let mean = statistics.mean, let deviation = statistics.standardDeviation else { return "rate not measured" }
        let values = [statistics.minimum, mean, statistics.maximum, deviation].map { NumberFormat.fixed($0, decimals: 3) }
        return "rate min/avg/max/mdev = " + values.joined(separator: "/") + (bits ? " b/s" : " B/s")
    }
}
