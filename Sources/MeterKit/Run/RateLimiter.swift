/// A token bucket for `-L`: `rate` units a second, released in small steps (a tenth of a second's worth
/// at most), so the stream is smooth rather than bursty. The bucket starts empty: no head start, so by t
/// seconds after the start no more than `rate`×t units have passed.
struct RateLimiter {
    let rate: Double
    private let capacity: Double
    private var tokens: Double
    private var last: Instant
    /// Whether the copy took every unit there was: nothing more passes until a step's worth has gathered.
    private var drained = true

    init(rate: Double, start: Instant) {
        self.rate = rate
        self.capacity = max(rate / 10, 1)
        self.tokens = 0
        self.last = start
    }

    /// The same bucket from `now` on at `rate`: what has gathered so far is kept (up to the new rate's
    /// capacity), so that a change of rate never makes the copy wait again from nothing. (`meter -R -L`
    /// sent over and over, as a script may, would otherwise hold the copy still.)
    func changingRate(to rate: Double, at now: Instant) -> RateLimiter {
        var old = self
        old.refill(at: now)
        var changed = RateLimiter(rate: rate, start: max(now, old.last))
        changed.tokens = min(changed.capacity, old.tokens)
        changed.drained = old.drained
        return changed
    }

    /// Whole units that may pass at `now`. Once the copy has taken every unit there was, none until a
    /// step's worth has gathered again (``nextRelease()``): a copy held back by the limit then moves in
    /// steps rather than a few bytes a call, spinning. Units left over (the copy had less to write) pass
    /// at once.
    mutating func available(at now: Instant) -> UInt64 {
        refill(at: now)
        if tokens >= step * 0.999_999 { drained = false }
        return tokens >= 1 && !drained ? UInt64(tokens) : 0
    }

    /// The least that is released after the bucket was drained: a quarter of it (a fortieth of a second's
    /// worth), at least one unit.
    private var step: Double { min(max(1, capacity / 4), capacity) }

    /// Takes `amount` units from the bucket.
    mutating func consume(_ amount: UInt64) {
        tokens -= Double(amount)
        if tokens < 1 { drained = true }
    }

    /// When a step's worth will have gathered.
    func nextRelease() -> Instant {
        last.advanced(by: max(max(0, step - tokens) / rate, 0.001))
    }

    private mutating func refill(at now: Instant) {
        guard now > last else { return }
        tokens = min(capacity, tokens + now.seconds(since: last) * rate)
        last = now
    }
}
