import CSystem
import Glibc

/// Signals turned into events, so the one loop handles them between reads and writes. Created by the
/// `meter` command, never by the library. Two ways:
/// - blocked and read from a `signalfd` (the default): a signal never interrupts a call, and is seen at the
///   next wait or between chunks;
/// - `interrupting`: caught by a handler that writes the number to a pipe, so a signal also interrupts a
///   blocking call. For a run that waits inside a blocking splice (nothing drawn, signals handled only to
///   remove the PID file): the splice returns at once and the loop reads the pipe.
package final class SignalEvents {
    /// The descriptor to poll for readability.
    package let descriptor: FileDescriptor
    /// Whether a signal interrupts a blocking call (the handler and pipe), so that a source may wait in one.
    package let interruptsBlockingCalls: Bool

    /// Blocks `signals` and opens a descriptor that delivers them; with `interrupting`, catches them instead.
    package init(_ signals: [Signal], interrupting: Bool = false) throws(Errno) {
        let numbers = signals.map(\.rawValue)
        let fd = try numbers.withUnsafeBufferPointer { (numbers) throws(Errno) in
            try systemCall {
                interrupting
                    ? csystem_signal_pipe(numbers.baseAddress, Int32(numbers.count))
                    : csystem_signalfd(numbers.baseAddress, Int32(numbers.count))
            }
        }
        self.descriptor = FileDescriptor(rawValue: fd)
        self.interruptsBlockingCalls = interrupting
    }

    /// The next pending signal, or `nil` when none is waiting.
    package func next() -> Signal? {
        let next = try? systemCall {
            interruptsBlockingCalls ? csystem_signal_pipe_next(descriptor.rawValue) : csystem_signalfd_next(descriptor.rawValue)
        }
        guard let next, next > 0 else { return nil }
        return Signal(rawValue: next)
    }

    /// Ends meter the way `signal` would have: its default action restored, unblocked, raised again.
    package func dieOf(_ signal: Signal) -> Never { signal.dieOf() }

    /// Stops meter as SIGTSTP would have (used after the loop noted the time of the stop).
    package func stopSelf() {
        _ = try? systemCall { raise(Signal.stop.rawValue) }
    }

    deinit { descriptor.close() }
}

extension SignalEvents: SignalFeed {
    package func nextSignal() -> SignalEvent? {
        nextWithOrigin().map { SignalEvent($0.signal, sentByProcess: $0.sentByProcess) }
    }
}

extension SignalEvents {
    /// The next pending signal and whether a process sent it to meter (`kill`), as opposed to the kernel on
    /// the terminal's behalf (Ctrl-C, Ctrl-Z, a resize: those reach the whole foreground process group, the
    /// wrapped command included). `nil` when none is waiting.
    package func nextWithOrigin() -> (signal: Signal, sentByProcess: Bool)? {
        // The pipe carries no origin; only a wrapped command's run asks, and it reads a signalfd.
        if interruptsBlockingCalls { return next().map { ($0, true) } }
        var code: Int32 = 0
        guard let signal = (try? systemCall { csystem_signalfd_next_info(descriptor.rawValue, &code) }), signal > 0 else { return nil }
        return (Signal(rawValue: signal), code != CSYSTEM_SI_KERNEL && code <= 0)
    }
}
