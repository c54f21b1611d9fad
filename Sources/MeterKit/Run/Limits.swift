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

    /// From `now` on, at most `rate` units a second (`meter -R -L`): a limit that was there keeps what has
    /// gathered in its bucket; a new one starts empty.
    package mutating func setRate(_ rate: Double, at now: Instant) {
        guard rate > 0 else {
            self.rate = nil
            return
        }
        self.rate = self.rate?.changingRate(to: rate, at: now) ?? RateLimiter(rate: rate, start: now)
    }

    /// The units still to move before the stop size; nil without one.
    package var remaining: UInt64? { stopAfter.map { $0 &- min($0, moved) } }

    /// Whether any limit applies.
    package var isLimited: Bool { rate != nil || stopAfter != nil }

    /// What may be moved at `now`.
    package mutating func allowance(at now: Instant) -> Allowance {
        var allowed = UInt64.max
        if let stopAfter {
            allowed = stopAfter &- min(stopAfter, moved)
            if allowed == 0 { return .stop }
        }
        if var limiter = rate {
            let available = limiter.available(at: now)
            rate = limiter
            if available == 0 { return .wait(limiter.nextRelease()) }
            allowed = min(allowed, available)
        }
        return .units(allowed)
    }


    /// Notes that `amount` units moved.
    package mutating func consume(_ amount: UInt64) {
        moved &+= amount
        rate?.consume(amount)
    }
}
