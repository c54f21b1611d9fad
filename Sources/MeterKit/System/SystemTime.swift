import Glibc

/// The system's clocks: the one place meter reads the time.
package enum SystemTime {
    /// `CLOCK_MONOTONIC` in nanoseconds: never jumps, does not count a suspended machine's sleep.
    package static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// `CLOCK_REALTIME` in seconds since the Unix epoch: what a wall clock reads.
    package static func realtimeSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
