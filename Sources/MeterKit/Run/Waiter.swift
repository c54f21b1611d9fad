/// How the loop waits when every source waits: on the real clock, in `poll(2)` until something is ready or
/// the deadline comes; on a virtual clock, by moving the clock to the deadline at once.
package protocol Waiter {
    /// Waits until a descriptor of `pollSet` is ready or `deadline` (on `clock`) comes; `nil` waits for a
    /// descriptor alone.
    func wait(_ pollSet: PollSet, until deadline: Instant?, clock: MeterClock)
}

/// Waits in `poll(2)` for the time left until the deadline.
package struct RealWaiter: Waiter {
    package init() {}

    package func wait(_ pollSet: PollSet, until deadline: Instant?, clock: MeterClock) {
        pollSet.wait(timeout: deadline.map { max(0, $0.seconds(since: clock.now())) })
    }
}

/// Waits on a virtual clock: what is ready now is taken at once; otherwise time jumps to the deadline, so an
/// hour of a replayed script takes no time at all. Only with no deadline does it wait for real (for an
/// output that is full): time stands still meanwhile.
package struct VirtualWaiter: Waiter {
    private let clock: VirtualClock

    package init(clock: VirtualClock) { self.clock = clock }

    package func wait(_ pollSet: PollSet, until deadline: Instant?, clock _: MeterClock) {
        if pollSet.count > 0, pollSet.wait(timeout: 0) > 0 { return }
        if let deadline {
            clock.set(to: deadline)
        } else {
            pollSet.wait(timeout: nil)
        }
    }
}
