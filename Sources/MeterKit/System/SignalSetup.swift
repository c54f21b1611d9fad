import CSystem
import Glibc

/// Process-wide signal settings that only the `meter` command makes.
package enum SignalSetup {
    /// Ignores `signal` (SIGPIPE: EPIPE ends the copy instead; SIGTTOU: a background meter is never stopped).
    package static func ignore(_ signal: Signal) { _ = try? systemCall { csystem_set_signal_ignored(signal.rawValue, 1) } }

    /// Makes SIGALRM interrupt blocking calls and arms a repeating timer, so that a write blocked on a
    /// slow reader returns in time for the next frame.
    package static func interruptBlockingCalls(every seconds: Double) {
        _ = try? systemCall { csystem_install_interrupting_handler(Signal.alarm.rawValue) }
        _ = try? systemCall { csystem_set_interval_timer(max(Int(seconds * 1_000_000), 10_000)) }
    }
}
