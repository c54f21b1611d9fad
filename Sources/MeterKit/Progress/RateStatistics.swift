/// The rates measured over a run, one per frame, for pv's `-v` summary: the lowest, the mean, the highest
/// and how widely they spread.
package struct RateStatistics: Sendable, Equatable {
    /// How many rates were measured.
    package private(set) var count = 0
    /// The lowest rate measured, units per second (0 before any).
    package private(set) var minimum = 0.0
    /// The highest rate measured, units per second (0 before any): the rate gauge's full scale.
    package private(set) var maximum = 0.0
    private var sum = 0.0
    private var sumOfSquares = 0.0

    /// No rate measured yet.
    package init() {}

    /// Counts one measured rate.
    package mutating func record(_ rate: Double) {
        guard rate.isFinite else { return }
        minimum = count == 0 ? rate : min(minimum, rate)
        maximum = max(maximum, rate)
        sum += rate
        sumOfSquares += rate * rate
        count += 1
    }

    /// The mean of the measured rates (not the run's average rate), or `nil` before any.
    package var mean: Double? { count > 0 ? sum / Double(count) : nil }

    /// The population standard deviation of the measured rates, or `nil` before any.
    package var standardDeviation: Double? {
        guard let mean else { return nil }
        // Rounding can leave a tiny negative variance when every rate is equal; pv would print "-nan".
        return max(0, sumOfSquares / Double(count) - mean * mean).squareRoot()
    }
}
