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
}
