import CSystem
import Synchronization

/// Synchronization's `Mutex`, with each lock and unlock told to ThreadSanitizer.
///
/// On Linux, Swift's `Mutex` waits with futex calls, which ThreadSanitizer does not see: every access under
/// the lock from two threads looks like a race to it, so the sanitized test runs could not tell a real race
/// from the lock doing its job. This type has the same name and the same `withLock`, so MeterKit's code
/// (which finds its own `Mutex` before Synchronization's) reads as if it used Swift's; outside a
/// ThreadSanitizer build the two calls are a test of a null pointer each.
package struct Mutex<Value: ~Copyable>: ~Copyable {
    private let base: Synchronization.Mutex<Value>

    package init(_ initialValue: consuming sending Value) {
        base = Synchronization.Mutex(initialValue)
    }

    /// Calls `body` with the value, the lock held.
    package borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        // Where the lock lives (it never moves: Synchronization's Mutex is used in place only), as the
        // name ThreadSanitizer knows it by.
        let address = withUnsafePointer(to: base) { UnsafeRawPointer($0) }
        return try base.withLock { (value: inout sending Value) throws(E) -> sending Result in
            csystem_lock_acquired(address)
            defer { csystem_lock_releasing(address) }
            return try body(&value)
        }
    }
}

extension Mutex: Sendable where Value: ~Copyable {}
