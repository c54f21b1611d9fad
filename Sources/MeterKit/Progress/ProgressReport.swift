/// Progress a wrapped command reported in its output: what its meter follows from then on.
package struct ProgressReport: Sendable, Equatable {
    /// What the count counts: a percentage alone is counted in ``CountingUnit/percent``.
    package var unit: CountingUnit
    /// The amount done, in the unit's steps (hundredths of a percent, thousandths of a second).
    package var count: UInt64
    /// The total, when the command said it or it follows from a percentage.
    package var total: UInt64?
    /// The percentage the command printed, which the meter shows as it is rather than recomputed.
    package var percent: Double?

    package init(unit: CountingUnit, count: UInt64, total: UInt64?, percent: Double? = nil) {
        self.unit = unit
        self.count = count
        self.total = total
        self.percent = percent
    }
}
