/// A wrapped command's output over its input so far (`%{ratio}`, `meter -M both`): a compressor's ratio as
/// it runs.
package enum CountRatio: Sendable, Equatable {
    /// No input has come yet.
    case unknown
    /// Output units over input units.
    case value(Double)

    /// `output` over `input`, or unknown while `input` is 0.
    package init(output: UInt64, input: UInt64) {
        self = input == 0 ? .unknown : .value(Double(output) / Double(input))
    }
}
