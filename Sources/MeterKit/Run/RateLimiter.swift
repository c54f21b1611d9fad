/// A token bucket for `-L`: `rate` units a second, released in small steps (a tenth of a second's worth
/// at most), so the stream is smooth rather than bursty. The bucket starts empty: no head start, so by t
/// seconds after the start no more than `rate`×t units have passed.
struct RateLimiter {
    let rate: Double
    private let capacity: Double
    private var tokens: Double
    private var last: Instant

    init(rate: Double, start: Instant) {
        self.rate = rate
        self.capacity = max(rate / 10, 1)
        self.tokens = 0
        self.last = start
    }

    /// Whole units that may pass at `now`.
    mutating func available(at now: Instant) -> UInt64 {
        refill(at: now)
        return tokens >= 1 ? UInt64(tokens) : 0
    }

    /// Takes `amount` units from the bucket.
    mutating func consume(_ amount: UInt64) { tokens -= Double(amount) }

    /// When at least one unit (or, if smaller, a tenth of a second's worth) will be available.
    func nextRelease() -> Instant {
        let wanted = min(max(1, capacity / 4), capacity)
        let missing = max(0, wanted - tokens)
        return last.advanced(by: max(missing / rate, 0.001))
    }

    private mutating func refill(at now: Instant) {
        guard now > last else { return }
        tokens = min(capacity, tokens + now.seconds(since: last) * rate)
        last = now
    }
}
