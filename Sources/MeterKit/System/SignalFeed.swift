/// A signal, as the loop receives it.
package struct SignalEvent: Equatable, Sendable {
    /// Which signal it is.
    package var signal: Signal
    /// Whether a process sent it to meter alone (`kill PID`), rather than the kernel on the terminal's
    /// behalf (Ctrl-C, Ctrl-Z, a resize: those reach the whole foreground process group).
    package var sentByProcess: Bool

    package init(_ signal: Signal, sentByProcess: Bool = false) {
        self.signal = signal
        self.sentByProcess = sentByProcess
    }
}

/// Where the session's signals come from: a descriptor the loop polls, and the signals waiting on it. The
/// command gives its `signalfd`; a test gives a pipe of signal numbers. Signals belong to the host program:
/// the library never blocks, catches or ignores one itself.
package protocol SignalFeed: AnyObject {
    /// Readable while a signal is waiting.
    var descriptor: FileDescriptor { get }
    /// The next waiting signal, or `nil` when none is.
    func nextSignal() -> SignalEvent?
    /// Whether a signal also interrupts a blocking call, so that a source may wait inside one and still
    /// see it at once (the command's caught signals); `false` for a feed that only the loop's waits see.
    var interruptsBlockingCalls: Bool { get }
    /// Whether the host asked the run to stop because its task was cancelled (read with the signals).
    var cancelled: Bool { get }
}

extension SignalFeed {
    package var interruptsBlockingCalls: Bool { false }
    package var cancelled: Bool { false }
}

/// The host's timer that interrupts a blocking write or splice, so that a copy stuck on a slow reader still
/// draws its frames and notices its signals. The command arms a SIGALRM interval timer; the library has none.
package protocol InterruptTimer: AnyObject {
    /// Interrupts a blocking call every `seconds` from now on.
    func arm(every seconds: Double)
}
