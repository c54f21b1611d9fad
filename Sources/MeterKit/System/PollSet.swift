import Glibc

/// A few descriptors to wait on with `poll(2)`, kept in storage allocated once, so that the loops' waits,
/// which come once per chunk on a pipe, allocate nothing.
final class PollSet {
    private let entries: UnsafeMutablePointer<pollfd>
    private let capacity: Int
    /// How many descriptors are set.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        entries = .allocate(capacity: capacity)
    }

    deinit { entries.deallocate() }

    /// Forgets every descriptor.
    func removeAll() { count = 0 }

    /// Adds a descriptor to wait on and returns its index. With neither `readable` nor `writable`, only errors
    /// and hang-ups are reported (a pipe whose reader has gone).
    @discardableResult
    func add(_ descriptor: FileDescriptor, readable: Bool, writable: Bool = false) -> Int {
        precondition(count < capacity, "PollSet is full")
        var events: Int16 = 0
        if readable { events |= Int16(POLLIN) }
        if writable { events |= Int16(POLLOUT) }
        entries[count] = pollfd(fd: descriptor.rawValue, events: events, revents: 0)
        count += 1
        return count - 1
    }

    /// Waits until a descriptor is ready or `timeout` seconds pass (`nil`: forever). Afterwards
    /// ``events(at:)`` tells what happened to each; all zero after a timeout or `EINTR`.
    func wait(timeout: Double?) {
        let result = poll(entries, nfds_t(count), Poll.milliseconds(timeout))
        if result <= 0 {
            for index in 0..<count { entries[index].revents = 0 }
        }
    }

    /// What happened to the descriptor at `index` in the last wait (`POLLIN`, `POLLOUT`, `POLLERR`, `POLLHUP`…).
    func events(at index: Int) -> Int16 { entries[index].revents }
}
