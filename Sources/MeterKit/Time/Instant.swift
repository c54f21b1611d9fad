/// A point on a monotonic time line, in nanoseconds from an arbitrary origin.
package struct Instant: Comparable, Hashable, Sendable {
    /// Nanoseconds since the clock's origin.
    package var nanoseconds: Int64

    /// The instant `nanoseconds` after the clock's origin.
    package init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The instant `duration` after (or, negative, before) this one.
    package func advanced(by duration: Duration) -> Instant {
        let (seconds, attoseconds) = duration.components
        return Instant(nanoseconds: nanoseconds &+ seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000)
    }

    /// The time from `earlier` to this instant.
    package func duration(since earlier: Instant) -> Duration { .nanoseconds(nanoseconds &- earlier.nanoseconds) }

    /// The instant `seconds` after (or, negative, before) this one.
    package func advanced(by seconds: Double) -> Instant {
        Instant(nanoseconds: nanoseconds &+ Int64(seconds * 1e9))
    }

    /// Seconds from `earlier` to this instant.
    package func seconds(since earlier: Instant) -> Double {
        Double(nanoseconds &- earlier.nanoseconds) / 1e9
    }

    package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
