/// `poll(2)`'s conventions, shared by the loops' ``PollSet``s.
enum Poll {
    /// `poll`'s timeout argument for `timeout` seconds: rounded up to whole milliseconds, at most an hour,
    /// -1 (forever) for `nil`.
    static func milliseconds(_ timeout: Double?) -> Int32 {
        guard let timeout else { return -1 }
        return timeout <= 0 ? 0 : Int32(min(timeout * 1000, 3_600_000).rounded(.up))
    }
}
