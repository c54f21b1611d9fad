/// Something the run loop serves: the copy's input and output, a wrapped command's pipes and process, the
/// files of other processes, a replayed script. Each is stepped by the loop until it waits, and stepped
/// again when what it waits for has happened; it never waits itself.
package protocol RunSource: AnyObject {
    /// Does the next piece of work that needs no waiting (one chunk), and says what comes next.
    /// `ready` tells what happened to the descriptors of the wait it last returned.
    func step(_ ready: Readiness, in session: Session) -> SourceState

    /// Handles a signal before the session does; returns true when the signal is taken (the session then
    /// does nothing more with it, and the source is stepped again). A wrapped command takes the signals it
    /// passes on, and SIGCHLD.
    func handle(_ signal: SignalEvent, in session: Session) -> Bool

    /// Called once when the run ends, however it ends: close what is open, hand over a last count.
    func finish(in session: Session)

    /// Whether the run goes on while this source does: false for one that only serves the others (the
    /// control channel), so that the run ends when the work is done.
    var keepsRunAlive: Bool { get }

    /// Takes `request`, handed in from outside the loop while the run goes on (a change asked for by
    /// another meter, `-R`), if it is one this source knows; does nothing with the others. The loop and the
    /// control channel pass requests on without knowing what any of them means.
    func take(_ request: any SourceRequest)
}

extension RunSource {
    package func handle(_ signal: SignalEvent, in session: Session) -> Bool { false }
    package func finish(in session: Session) {}
    package var keepsRunAlive: Bool { true }
    package func take(_ request: any SourceRequest) {}
}

/// A change handed to a run's sources while it goes on (``RunSource/take(_:)``): each kind is declared by
/// the sources that take it (the copy's new rate limit), not by the loop.
package protocol SourceRequest: Sendable {}

/// What a source does next.
package enum SourceState: Equatable {
    /// It did some work and has more that needs no waiting: step it again (frames and signals are looked
    /// after in between).
    case busy
    /// It waits for what the wait says.
    case waiting(Wait)
    /// It has nothing more to do.
    case finished
}

/// What a source waits for: a descriptor to become readable or writable, an instant, or any of them. Fixed
/// fields rather than a list, so that waiting, which comes once per chunk on a pipe, allocates nothing.
package struct Wait: Equatable {
    /// Step again when this can be read (or has reached its end).
    package var readable: FileDescriptor?
    /// Step again when this can be read too (a wrapped command's standard error beside its output).
    package var alsoReadable: FileDescriptor?
    /// Step again when this can take more.
    package var writable: FileDescriptor?
    /// Step again when this reports an error or a hang-up: an output pipe whose reader has gone.
    package var hangUp: FileDescriptor?
    /// Step again at this instant.
    package var until: Instant?

    package init(
        readable: FileDescriptor? = nil, alsoReadable: FileDescriptor? = nil, writable: FileDescriptor? = nil,
        hangUp: FileDescriptor? = nil, until: Instant? = nil
    ) {
        self.readable = readable
        self.alsoReadable = alsoReadable
        self.writable = writable
        self.hangUp = hangUp
        self.until = until
    }

    /// Wait only until `instant`.
    package static func until(_ instant: Instant) -> Wait { Wait(until: instant) }
}

/// What happened to a source's wait.
package struct Readiness: Equatable {
    /// The `readable` descriptor can be read.
    package var readable = false
    /// The `alsoReadable` descriptor can be read.
    package var alsoReadable = false
    /// The `writable` descriptor can take more.
    package var writable = false
    /// The `hangUp` descriptor reported an error or a hang-up.
    package var hungUp = false
    /// The source took a signal since its last step (see ``RunSource/handle(_:in:)``).
    package var signalled = false

    package init(readable: Bool = false, alsoReadable: Bool = false, writable: Bool = false, hungUp: Bool = false, signalled: Bool = false) {
        self.readable = readable
        self.alsoReadable = alsoReadable
        self.signalled = signalled
        self.writable = writable
        self.hungUp = hungUp
    }

    /// Nothing happened to a descriptor: the first step, a deadline, or another source's event.
    package static let none = Readiness()
}
