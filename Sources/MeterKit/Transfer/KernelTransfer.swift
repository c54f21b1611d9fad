/// The in-kernel strategy of the copy: the bytes go from the input to the output without passing through
/// meter's memory, by `splice(2)` when a pipe is on one side and by `sendfile(2)` from a file or block
/// device to anything else.
///
/// A fast path only: splice and sendfile may answer 0 at once, or fail, for inputs that still hold data (a
/// file whose size reads 0, a FUSE file served with direct I/O). Such an answer is never the end: the input
/// is handed to read and write for good, where only `read(2)` returning 0 ends it (at a real end that
/// costs one more read). They move each byte whole or not at all, so read and write go on from where the
/// kernel stopped.
struct KernelTransfer {
    /// The most one call is asked to move (it moves what is there, up to this).
    static let chunk = 1 << 20

    enum Call: Equatable { case splice, sendFile }

    /// What one move did.
    enum Move: Equatable {
        /// This many bytes reached the output.
        case moved(Int)
        /// A side would block, or a signal interrupted the call (a frame is due): wait, then move again.
        case wait
        /// Nothing moved, or the call failed: read and write carry on with this input, for good.
        case fallBack
        /// The output's reader has gone (EPIPE).
        case closed
        /// What moved could not be synced (`-Y`): a write error, already reported.
        case failed
    }

    let call: Call
    let input: FileDescriptor
    let output: FileDescriptor
    /// Whether splice waits in the kernel for the input or for room, rather than in the loop's poll.
    let blocking: Bool
    /// Whether the input's readiness is waited for in poll (a pipe, a socket, a terminal), and whether the
    /// output is a pipe: what a move that would block waits for.
    let inputIsPollable: Bool
    let outputIsPipe: Bool

    /// The call that moves an input of `kind` into an output (a pipe or not) in the kernel, or nil when only
    /// read and write can move its bytes.
    static func call(from kind: FileStatus.Kind, outputIsPipe: Bool) -> Call? {
        if kind == .pipe || outputIsPipe { return .splice }
        return kind == .regular || kind == .blockDevice ? .sendFile : nil
    }

    /// The strategy for `input`, of `kind`, into `output`, or nil when only read and write can move its
    /// bytes. `mayBlock`: nothing but the data needs meter while it waits (``Session/mayBlock``).
    init?(input: FileDescriptor, kind: FileStatus.Kind, output: FileDescriptor, outputIsPipe: Bool, mayBlock: Bool) {
        guard let call = KernelTransfer.call(from: kind, outputIsPipe: outputIsPipe) else { return nil }
        self.call = call
        self.input = input
        self.output = output
        self.outputIsPipe = outputIsPipe
        inputIsPollable = CopyInput.isPollable(kind)
        // A blocking splice from a Unix socket does not wake when data arrives (seen on Linux 6.18: each
        // write waited for the next timer signal, half a second): a socket is spliced without blocking, and
        // waited for in poll.
        blocking = call == .splice && mayBlock && kind != .socket
    }

    /// Moves up to `length` bytes.
    @inline(__always)
    func move(upTo length: Int) -> Move {
        let moved: Int?
        do {
            switch call {
            case .splice: moved = try input.splice(to: output, length: length, blocking: blocking)
            case .sendFile: moved = try output.sendFile(from: input, length: length)
            }
        } catch {
            return error == .brokenPipe ? .closed : .fallBack
        }
        guard let moved else { return .wait }
        return moved == 0 ? .fallBack : .moved(moved)
    }

    /// What to wait for after ``Move/wait``, from what the two ends are.
    func waitForRoom(hangUp: FileDescriptor?, now: Instant) -> Wait {
        waitForRoom(inputIsPollable: inputIsPollable, outputIsPipe: outputIsPipe, hangUp: hangUp, now: now)
    }

    /// What to wait for after ``Move/wait``. sendfile: room in the output. splice: whichever side is not
    /// ready (both at once would wake at once for the side that is), or, when both look ready yet splice
    /// would block, a brief back-off rather than a spin. `hangUp` is watched while only the input is.
    func waitForRoom(inputIsPollable: Bool, outputIsPipe: Bool, hangUp: FileDescriptor?, now: Instant) -> Wait {
        guard call == .splice else { return Wait(writable: output) }
        let inputWaits = inputIsPollable && !input.isReady(forWriting: false)
        let outputWaits = outputIsPipe && !output.isReady(forWriting: true)
        if !inputWaits && !outputWaits { return .until(now.advanced(by: 0.001)) }
        return Wait(readable: inputWaits ? input : nil, writable: outputWaits ? output : nil, hangUp: outputWaits ? nil : hangUp)
    }
}
