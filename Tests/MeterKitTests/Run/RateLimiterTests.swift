import Testing
@testable import MeterKit

/// `-L`'s token bucket: never ahead of the rate, and a copy held back by it moves in steps, never a few
/// units a call.
@Suite struct RateLimiterTests {
    let start = Instant(nanoseconds: 1_000_000_000)

    @Test func theBucketStartsEmpty() {
        var limiter = RateLimiter(rate: 1_000_000, start: start)
        #expect(limiter.available(at: start) == 0)
    }

    @Test func aDrainedBucketWaitsForAStepAndNotForAFewBytes() {
        var limiter = RateLimiter(rate: 2_000_000, start: start)
        // A step is a quarter of a tenth of a second's worth: 50 000 bytes, 25 ms.
        let release = limiter.nextRelease()
        #expect(abs(release.seconds(since: start) - 0.025) < 1e-6)
        let first = limiter.available(at: release)
        #expect(first == 50_000)
        limiter.consume(first)
        // 10 µs later 20 bytes have gathered: a copy asking again gets nothing, and a deadline a step away.
        let soon = release.advanced(by: 0.000_01)
        #expect(limiter.available(at: soon) == 0)
        #expect(abs(limiter.nextRelease().seconds(since: release) - 0.025) < 1e-6)
    }

    @Test func unitsLeftOverPassAtOnce() {
        var limiter = RateLimiter(rate: 2_000_000, start: start)
        let release = limiter.nextRelease()
        limiter.consume(limiter.available(at: release) - 30_000)
        #expect(limiter.available(at: release.advanced(by: 0.000_01)) == 30_020)
    }

    @Test func neverAheadOfTheRate() {
        var limiter = RateLimiter(rate: 1000, start: start)
        var now = start
        var moved: UInt64 = 0
        for _ in 0..<400 {
            now = max(now.advanced(by: 0.003), limiter.nextRelease())
            let allowed = limiter.available(at: now)
            limiter.consume(allowed)
            moved += allowed
            #expect(Double(moved) <= now.seconds(since: start) * 1000 + 1)
        }
        #expect(Double(moved) >= now.seconds(since: start) * 1000 - 101)
    }

    /// `meter -R PID -L RATE` sent in a loop, every millisecond: each change of rate kept what had gathered,
    /// so the copy moves at the rate; before, each change emptied the bucket and the copy never moved.
    @Test func aRateChangedOverAndOverStillLetsTheCopyMove() {
        var limits = Limits(rate: 2_000_000, stopAfter: nil, start: start)
        var now = start
        var moved: UInt64 = 0
        for _ in 0..<1000 {
            now = now.advanced(by: 0.001)
            limits.setRate(2_000_000, at: now)
            if case .units(let allowed) = limits.allowance(at: now) {
                limits.consume(allowed)
                moved += allowed
            }
        }
        // A second at 2 MB/s: all but the first step's wait and the last step's gathering.
        #expect(moved >= 1_900_000, "\(moved)")
        #expect(moved <= 2_000_000)
    }

    @Test func aChangedRateAppliesFromThenOn() {
        var limiter = RateLimiter(rate: 1000, start: start)
        let later = start.advanced(by: 0.05)
        limiter = limiter.changingRate(to: 10_000_000, at: later)
        // The 50 units gathered at the old rate are kept, and the new rate adds its own from then on: a
        // step (a quarter of a tenth of a second's worth, 250 000) is there after 25 ms, with the 50.
        #expect(limiter.available(at: later) == 0)
        #expect(abs(limiter.nextRelease().seconds(since: later) - 0.024_995) < 1e-6)
        #expect(limiter.available(at: later.advanced(by: 0.025)) == 250_050)
    }
}
