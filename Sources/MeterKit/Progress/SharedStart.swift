import Synchronization

/// The start that several meters share, so that their lines show one elapsed time at any moment (`-M
/// both`'s input and output): the first of them to start sets it, and the others start there too, whether
/// they were made a moment later or (`-W`) waited longer for their first unit.
package final class SharedStart: Sendable {
    private let instant = Mutex<Instant?>(nil)

    package init() {}

    /// The shared start: `now` when none is set yet, which then is.
    func claim(_ now: Instant) -> Instant {
        instant.withLock { instant in
            if let instant { return instant }
            instant = now
            return now
        }
    }
}
