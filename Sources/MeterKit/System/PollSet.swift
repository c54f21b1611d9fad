import Glibc

/// A few descriptors to wait on with `poll(2)`, kept in storage allocated once, so that the loops' waits,
/// which come once per chunk on a pipe, allocate nothing.
package final class PollSet {
    private let entries: UnsafeMutablePointer<pollfd>
    private let capacity: Int
    /// How many descriptors are set.
    package private(set) var count = 0

    /// The events that mean a descriptor failed or its other end has gone (`POLLERR`, `POLLHUP`).
    package static let errorOrHangUp = Int16(POLLERR | POLLHUP)

    package init(capacity: Int) {
        self.capacity = capacity
        entries = .allocate(capacity: capacity)
    }

    deinit { entries.deallocate() }

    /// Forgets every descriptor.
    package func removeAll() { count = 0 }

    /// Adds a descriptor to wait on and returns its index. With neither `readable` nor `writable`, only errors
    /// and hang-ups are reported (a pipe whose reader has gone).
    @discardableResult
    package func add(_ descriptor: FileDescriptor, readable: Bool, writable: Bool = false) -> Int {
        precondition(count < capacity, "PollSet is full")
        var events: Int16 = 0
        if readable { events |= Int16(POLLIN) }
        if writable { events |= Int16(POLLOUT) }
        entries[count] = pollfd(fd: descriptor.rawValue, events: events, revents: 0)
        count += 1
        return count - 1
    }

    /// Waits until a descriptor is ready or `timeout` seconds pass (`nil`: forever). Afterwards
    /// ``events(at:)`` tells what happened to each; all zero after a timeout or a signal (the caller then
    /// looks at its deadlines again). Returns how many descriptors are ready.
    @discardableResult
    package func wait(timeout: Double?) -> Int {
        let result = (try? systemCall(.surfaced) { poll(entries, nfds_t(count), Poll.milliseconds(timeout)) }) ?? 0
        if result == 0 {
            for index in 0..<count { entries[index].revents = 0 }
        }
        return Int(result)
    }

    /// What happened to the descriptor at `index` in the last wait (`POLLIN`, `POLLOUT`, `POLLERR`, `POLLHUP`…).
    package func events(at index: Int) -> Int16 { entries[index].revents }
}

extension FileDescriptor {
    /// Whether a read (or, `forWriting`, a write) would not block now: `poll(2)` with no timeout. For a
    /// source that must know which side of a splice holds it up before it waits for that side alone.
    package func isReady(forWriting: Bool) -> Bool {
        var entry = pollfd(fd: rawValue, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0)
        return ((try? systemCall { poll(&entry, 1, 0) }) ?? 0) > 0 && entry.revents != 0
    }
}
