import CSystem
import Glibc
import Synchronization

/// How a library host stops a run from another thread: a non-blocking pipe that carries, a byte each, the
/// signals the host hands in and requests to cancel. Writing a byte is one `write(2)`, allowed in a signal
/// handler; the run's loop polls the other end as it polls a `signalfd`.
package final class InterruptPipe: SignalFeed, Sendable {
    /// The end the loop polls.
    package let descriptor: FileDescriptor
    private let writeEnd: Int32
    /// Set once a cancellation has been read.
    private let cancelledFlag = Atomic(false)

    /// The byte that asks the run to stop for cancellation rather than for a signal.
    private static let cancelByte: UInt8 = 0

    /// A pipe, or `nil` when the process has no descriptor left.
    package init?() {
        guard let pipe = try? CommandPipe() else { return nil }
        pipe.readEnd.setNonBlocking()
        pipe.writeEnd.setNonBlocking()
        descriptor = pipe.readEnd
        writeEnd = pipe.writeEnd.rawValue
    }

    /// Hands `signal` to the run (safe in a signal handler: one `write(2)`).
    package func send(_ signal: Signal) {
        write(byte: UInt8(truncatingIfNeeded: max(1, min(signal.rawValue, 255))))
    }

    /// Asks the run to stop because its task was cancelled.
    package func cancel() { write(byte: InterruptPipe.cancelByte) }

    private func write(byte: UInt8) {
        var byte = byte
        // A full pipe already holds a request to stop: one more byte changes nothing.
        _ = Glibc.write(writeEnd, &byte, 1)
    }

    /// Whether a cancellation has been read.
    package var cancelled: Bool { cancelledFlag.load(ordering: .relaxed) }

    package func nextSignal() -> SignalEvent? {
        var byte: UInt8 = 0
        while (try? systemCall { read(descriptor.rawValue, &byte, 1) }) == 1 {
            if byte == InterruptPipe.cancelByte {
                cancelledFlag.store(true, ordering: .relaxed)
                continue
            }
            return SignalEvent(Signal(rawValue: Int32(byte)), sentByProcess: true)
        }
        return nil
    }

    deinit {
        descriptor.close()
        close(writeEnd)
    }
}
