/// The inputs of a copy, opened one at a time and in order. One that cannot be opened or copied (a
/// directory, the output itself) is reported, with pv's status bit for it, and passed over.
struct InputQueue {
    /// An input before it is opened: a named source, a descriptor already open (the store of `-U`), read
    /// from where it is and left open, or a stream that arrives on the run's clock (a replayed script's).
    enum Pending {
        case source(InputSource)
        case held(FileDescriptor, name: StreamName)
        case timed(any TimedInput)
    }

    /// What opening the next input gave.
    enum Opening {
        case opened(CopyInput)
        /// The next input is a stream that arrives on the run's clock: nothing to open.
        case timed(any TimedInput)
        /// A signal interrupted the open (of a FIFO waiting for its writer): try again after the loop's tick.
        case interrupted
        /// No input is left.
        case none
    }

    private let pending: [Pending]
    private var next = 0

    init(_ pending: [Pending]) { self.pending = pending }

    /// Whether an input is a stream that arrives on the run's clock (a replay).
    var holdsTimedInput: Bool {
        pending.contains { if case .timed = $0 { return true } else { return false } }
    }

    /// Opens the next input that can be opened and copied into the output of `outputStatus`, reporting
    /// those that cannot (pv's status 2, 4 or 16).
    mutating func openNext(outputStatus: FileStatus?, in session: Session) -> Opening {
        while next < pending.count {
            let input: CopyInput
            switch pending[next] {
            case .timed(let feed):
                next += 1
                return .timed(feed)
            case .held(let descriptor, let name):
                input = CopyInput(descriptor: descriptor, name: name, closesDescriptor: false)
            case .source(.file(let path)):
                let name = InputSource.file(path).subject
                do {
                    input = CopyInput(
                        descriptor: try FileDescriptor.openInterruptibly(path), name: name, closesDescriptor: true, index: next)
                } catch {
                    if error == .interrupted { return .interrupted }
                    next += 1
                    session.fail(Message.failed(name, error), status: .cannotOpen)
                    continue
                }
            case .source(let source):
                // Standard input, or a descriptor handed in: open already, and left open.
                let descriptor = source.openDescriptor ?? .standardInput
                input = CopyInput(descriptor: descriptor, name: source.subject, closesDescriptor: false, index: next)
            }
            next += 1
            if InputQueue.check(input, outputStatus: outputStatus, in: session) { return .opened(input) }
        }
        return .none
    }

    /// Nothing more is opened: the copy has stopped.
    mutating func drop() { next = pending.count }

    /// Whether `input` can be copied: not a directory, nor the output itself. One that cannot is closed
    /// and reported.
    private static func check(_ input: CopyInput, outputStatus: FileStatus?, in session: Session) -> Bool {
        guard let status = input.status else { return true }
        var failure: (Message, TransferOutcome.Status)?
        if status.kind == .directory {
            failure = (.readFailed(input.name, .isADirectory), .readOrWriteError)
        } else if let outputStatus, status.kind == .regular, outputStatus.kind == .regular, status.isSameFile(as: outputStatus) {
            failure = (.inputIsOutput(input.name), .inputIsOutput)
        }
        guard let (message, status) = failure else { return true }
        input.closeIfOpened()
        session.fail(message, status: status)
        return false
    }
}
