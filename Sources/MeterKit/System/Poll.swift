import Glibc

/// `poll(2)` over a few descriptors.
enum Poll {
    /// What to wait for on one descriptor.
    struct Interest {
        var descriptor: FileDescriptor
        var readable: Bool
        var writable: Bool = false
    }

    /// Waits until one of `interests` is ready or `timeout` seconds pass (`nil`: forever).
    /// Returns, for each interest, the events that happened (`revents`: `POLLIN`, `POLLOUT`, `POLLERR`,
    /// `POLLHUP`…); all zero after a timeout or `EINTR`.
    static func wait(_ interests: [Interest], timeout: Double?) -> [Int16] {
        var fds = interests.map { interest -> pollfd in
            var events: Int16 = 0
            if interest.readable { events |= Int16(POLLIN) }
            if interest.writable { events |= Int16(POLLOUT) }
            return pollfd(fd: interest.descriptor.rawValue, events: events, revents: 0)
        }
        let result = fds.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds(timeout)) }
        if result <= 0 { return Array(repeating: 0, count: fds.count) }
        return fds.map { $0.revents }
    }

    /// `poll`'s timeout argument for `timeout` seconds: rounded up to whole milliseconds, at most an hour,
    /// -1 (forever) for `nil`.
    static func milliseconds(_ timeout: Double?) -> Int32 {
        guard let timeout else { return -1 }
        return timeout <= 0 ? 0 : Int32(min(timeout * 1000, 3_600_000).rounded(.up))
    }
}
