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

/// The limits of a copy, written once for live runs and replays alike: the rate (`-L`) and the size at
/// which to stop (`-S`), in the units counted.
package struct Limits {
    /// What may be moved now.
    package enum Allowance: Equatable {
        /// Up to this many units (`UInt64.max`: no limit).
        case units(UInt64)
        /// Nothing until this instant (the rate limit).
        case wait(Instant)
        /// Nothing more: the stop size is reached.
        case stop
    }

    private var rate: RateLimiter?
    private let stopAfter: UInt64?
    /// Units moved so far.
    package private(set) var moved: UInt64 = 0

    /// Limits starting at `start`: at most `rate` units a second, and no more than `stopAfter` units in all.
    package init(rate: Double?, stopAfter: UInt64?, start: Instant) {
        self.rate = rate.flatMap { $0 > 0 ? RateLimiter(rate: $0, start: start) : nil }
        self.stopAfter = stopAfter
    }

    /// Whether any limit applies.
    package var isLimited: Bool { rate != nil || stopAfter != nil }

    /// What may be moved at `now`.
    package mutating func allowance(at now: Instant) -> Allowance {
        var allowed = UInt64.max
        if let stopAfter {
            allowed = stopAfter &- min(stopAfter, moved)
            if allowed == 0 { return .stop }
        }
        if rate != nil {
            let available = rate!.available(at: now)
            if available == 0 { return .wait(rate!.nextRelease()) }
            allowed = min(allowed, available)
        }
        return .units(allowed)
    }

    /// Whether the stop size has been reached.
    package var reachedStop: Bool { stopAfter.map { moved >= $0 } ?? false }

    /// Notes that `amount` units moved.
    package mutating func consume(_ amount: UInt64) {
        moved &+= amount
        rate?.consume(amount)
    }
}
