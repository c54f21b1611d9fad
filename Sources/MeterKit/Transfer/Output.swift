/// Where copied bytes go, with the one way every writer handles what can happen there: a write interrupted
/// by the frame timer gives control back to the loop, a reader that has gone is not an error, any other
/// failure is reported once with the output's name.
package struct Output {
    /// The descriptor, or `nil` to count and throw the bytes away (`-X`) or hand them to a function.
    package let descriptor: FileDescriptor?
    /// What messages call it.
    package let name: StreamName
    /// Takes the bytes instead of a descriptor; returns false when it takes no more (like EPIPE).
    private let sink: ((UnsafeRawBufferPointer) -> Bool)?

    package init(descriptor: FileDescriptor?, name: StreamName = .standardOutput) {
        self.descriptor = descriptor
        self.name = name
        self.sink = nil
    }

    /// Bytes handed to `sink`, which returns false when it takes no more.
    package init(name: StreamName, sink: @escaping (UnsafeRawBufferPointer) -> Bool) {
        self.descriptor = nil
        self.name = name
        self.sink = sink
    }

    /// What a write did.
    package enum WriteResult: Equatable {
        /// This many bytes were written; 0 when a signal interrupted the write before any was (the loop then
        /// draws its frames and reads its signals, and the rest is written at the next step).
        case wrote(Int)
        /// The reader has gone (EPIPE): stop quietly.
        case closed
        /// The write failed; already reported, with pv's status bit for it.
        case failed
    }

    /// Writes what the output takes of `bytes` at once (all of them without a descriptor).
    package func write(_ bytes: UnsafeRawBufferPointer, in session: Session) -> WriteResult {
        guard let descriptor else {
            if let sink, !sink(bytes) { return .closed }
            return .wrote(bytes.count)
        }
        do {
            return .wrote(try descriptor.writeSome(bytes))
        } catch {
            return failed(error, in: session)
        }
    }

    /// Handles a failed write or in-kernel copy: EPIPE is the reader going away; anything else is reported.
    package func failed(_ error: Errno, in session: Session) -> WriteResult {
        if error == .brokenPipe { return .closed }
        session.fail(Message.writeFailed(name, error), status: .readOrWriteError)
        return .failed
    }
}
