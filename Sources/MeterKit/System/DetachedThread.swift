import Glibc

/// A thread of its own for work that shares nothing with the loop but what it publishes atomically.
enum DetachedThread {
    /// Runs `body` on a new, detached thread that blocks every signal, so that signals keep reaching the
    /// thread that handles them (the loop's signal descriptor, and the SIGALRM that interrupts a blocked
    /// write). Returns false, without running `body`, when no thread can be started.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        // The new thread inherits the creating thread's mask: block everything around its creation.
        var all = sigset_t()
        var previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            if let context { Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body() }
            return nil
        }, context)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
