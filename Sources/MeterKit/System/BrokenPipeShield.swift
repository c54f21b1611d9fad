import CSystem
import Glibc

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
                if (try? systemCall { sigpending(&pending) }) != nil, sigismember(&pending, SIGPIPE) == 1 {
                    var now = timespec(tv_sec: 0, tv_nsec: 0)
                    _ = try? systemCall { sigtimedwait(&pipeSignal, nil, &now) }
                }
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return body()
    }
}
