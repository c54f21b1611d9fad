import Glibc

/// How many descriptors this process may have open (`RLIMIT_NOFILE`).
package enum OpenFileLimit {
    /// Raises the soft limit to the hard one, as a program that holds a descriptor per watched thing should
    /// (`meter -d` over a thousand processes holds two thousand); meter waits with `poll(2)`, never
    /// `select(2)`, so high descriptor numbers are no trouble. Nothing happens where the limit cannot be read
    /// or raised.
    package static func raiseToHardLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
