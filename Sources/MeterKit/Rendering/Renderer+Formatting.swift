/// The frame's own ways of writing sizes, rates and durations, for a tool's messages beside its meters
/// (tqdm's `format_sizeof` and `format_interval`, indicatif's `HumanBytes` and `HumanDuration`): the text
/// is what the frame shows for the same value.
extension Renderer {
    /// An amount in four significant columns with its unit and prefix, as the frame's amount field writes
    /// it: `1.50MiB` (powers of 1024), `1.57MB` with `si`, `1.50k` for lines and records.
    ///
    /// ```swift
    /// let size = Renderer.format(count: 1_572_864)           // "1.50MiB"
    /// let rate = Renderer.format(rate: 12.5 * 1_048_576)     // "12.5MiB/s"
    /// let time = Renderer.format(duration: .seconds(3_723))  // "1:02:03"
    /// ```
    public static func format(
        count: UInt64, unit: CountingUnit = .bytes, si: Bool = false, separator: DecimalSeparator = .point
    ) -> String {
        NumberFormat.amount(count: count, unit: unit, si: si, separator: separator)
    }

    /// A rate in units per second, as the frame's rate field writes it: `12.5MiB/s`.
    public static func format(
        rate: Double, unit: CountingUnit = .bytes, si: Bool = false, separator: DecimalSeparator = .point
    ) -> String {
        NumberFormat.amount(rate, unit: unit, si: si, perSecond: true, separator: separator)
    }

    /// A duration in whole seconds, as the frame's elapsed time and ETA write it: `H:MM:SS` up to a day,
    /// `D:HH:MM:SS` beyond.
    public static func format(duration: Duration) -> String {
        NumberFormat.duration(duration.seconds)
    }
}
