import CSystem
import Glibc

/// Signals turned into events: the listed signals are blocked and read from a `signalfd`, so the one
/// loop handles them between reads and writes. Created by the `meter` command, never by the library.
package final class SignalEvents {
    /// The descriptor to poll for readability.
    package let descriptor: FileDescriptor
    private let signals: [Int32]

    /// Blocks `signals` and opens a descriptor that delivers them.
    package init(_ signals: [Int32]) throws(Errno) {
        let fd = signals.withUnsafeBufferPointer { csystem_signalfd($0.baseAddress, Int32($0.count)) }
        if fd < 0 { throw Errno.current }
        self.descriptor = FileDescriptor(rawValue: fd)
        self.signals = signals
    }

    /// The next pending signal, or `nil` when none is waiting.
    package func next() -> Int32? {
        let signal = csystem_signalfd_next(descriptor.rawValue)
        return signal > 0 ? signal : nil
    }

    /// Ends meter the way `signal` would have: its default action restored, unblocked, raised again.
    package func dieOf(_ signal: Int32) -> Never {
        _ = csystem_set_signal_ignored(signal, 0)
        var one = [signal]
        csystem_unblock(&one, 1)
        raise(signal)
        // Only reached for a signal whose default action is not to terminate.
        exit(128 + signal)
    }

    /// Stops meter as SIGTSTP would have (used after the loop noted the time of the stop).
    package func stopSelf() {
        raise(SIGSTOP)
    }

    deinit { descriptor.close() }
}

/// Process-wide signal settings that only the `meter` command makes.
package enum SignalSetup {
    /// Ignores `signal` (SIGPIPE: EPIPE ends the copy instead; SIGTTOU: a background meter is never stopped).
    package static func ignore(_ signal: Int32) { _ = csystem_set_signal_ignored(signal, 1) }

    /// Makes SIGALRM interrupt blocking calls and arms a repeating timer, so that a write blocked on a
    /// slow reader returns in time for the next frame.
    package static func interruptBlockingCalls(every seconds: Double) {
        _ = csystem_install_interrupting_handler(SIGALRM)
        _ = csystem_set_interval_timer(max(Int(seconds * 1_000_000), 10_000))
    }
}

/// The `meter` command's timer that interrupts blocking calls: SIGALRM, caught by a handler that does
/// nothing, repeating at the interval a run asks for.
package final class AlarmTimer: InterruptTimer {
    package init() {}

    package func arm(every seconds: Double) { SignalSetup.interruptBlockingCalls(every: seconds) }
}

extension SignalEvents: SignalFeed {
    package func nextSignal() -> SignalEvent? {
        nextWithOrigin().map { SignalEvent($0.signal, sentByProcess: $0.sentByProcess) }
    }
}

/// SIGPIPE for the calling thread alone: blocked while a run writes, and one raised meanwhile (a write into
/// a pipe whose reader has gone) taken back afterwards, so that EPIPE ends the copy and a host program that
/// embeds it lives on. Nothing process-wide changes: the disposition stays the host's.
package enum BrokenPipeShield {
    /// Runs `body` with SIGPIPE blocked in this thread.
    package static func run<Result>(_ body: () -> Result) -> Result {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            // Blocked before: whatever is pending is the host's own business.
            if sigismember(&previous, SIGPIPE) == 0 {
                var pending = sigset_t()
                if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 {
                    var now = timespec(tv_sec: 0, tv_nsec: 0)
                    _ = sigtimedwait(&pipeSignal, nil, &now)
                }
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return body()
    }
}

extension SignalEvents {
    /// The next pending signal and whether a process sent it to meter (`kill`), as opposed to the kernel on
    /// the terminal's behalf (Ctrl-C, Ctrl-Z, a resize: those reach the whole foreground process group, the
    /// wrapped command included). `nil` when none is waiting.
    package func nextWithOrigin() -> (signal: Int32, sentByProcess: Bool)? {
        var code: Int32 = 0
        let signal = csystem_signalfd_next_info(descriptor.rawValue, &code)
        guard signal > 0 else { return nil }
        return (signal, code != CSYSTEM_SI_KERNEL && code <= 0)
    }
}

/// Process-wide signal facts that wrapping a command needs.
package enum CommandSignals {
    /// Whether `signal` is ignored now; asked before meter ignores signals itself, so that a command run
    /// under `nohup` or in a background job keeps what it inherited.
    package static func isIgnored(_ signal: Int32) -> Bool { csystem_signal_is_ignored(signal) == 1 }

    /// Restores the default action of `signal` (SIGCHLD: a parent that ignored it would make the command's
    /// status unobtainable).
    package static func setDefault(_ signal: Int32) { _ = csystem_set_signal_ignored(signal, 0) }
}
