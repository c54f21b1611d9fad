/// A new rate limit for a copy under way (`-R -L` from another meter), units a second; 0 lifts it. Handed to
/// the run's sources (``RunSource/take(_:)``): the copies take it, the others let it pass.
package struct RateLimitChange: SourceRequest, Equatable {
    /// Units a second; 0 for no limit.
    package var rate: Double

    package init(rate: Double) { self.rate = rate }
}
