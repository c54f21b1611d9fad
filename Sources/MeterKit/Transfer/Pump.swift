import Synchronization

/// Copies inputs, in order, to an output, counting what passes into a meter that a board draws: the copy of
/// the `meter` command, for a Swift tool. It measures time on its meter's clock.
///
/// ```swift
/// let meter = board.add(Meter(name: "backup"))   // no total: the input's size is the total
/// let outcome = await Pump(inputs: [.file("disk.img")], output: destination, meter: meter, board: board).run()
/// ```
///
/// When the meter has no total, the inputs' sizes are its total, as the command takes them: the sizes of
/// regular files and block devices (standard input's too, when it is one), or in line mode their lines,
/// counted on a thread of their own while the copy runs when a board draws the meter. A size is only a
/// hint: the copy ends where the inputs end, never at their size.
///
/// It runs the one loop of every mode, with no signal handling of its own: a reader that goes away ends the
/// copy (``TransferOutcome/outputClosed``), without SIGPIPE killing the host program, and nothing
/// process-wide is changed. Another thread stops it: ``interrupt(_:)`` hands it a signal the host caught
/// (it ends as the command does on that signal), ``cancel()`` ends it early, and so does cancelling the
/// task that awaits ``run()``. Each is seen within a hundredth of a second, between
/// two whole writes: nothing written is lost or written twice.
public final class Pump: @unchecked Sendable {
    // Sendable by hand: the copy's state (`source`, `session`, `problems`) is touched only by the one
    // thread that runs it, which `started` makes sure of; other threads reach only `stopper`, a pipe.

    /// The problems the copy reported, as `meter` would write them after `meter: `, in the pump's language.
    private final class Problems {
        var messages: [String] = []
    }

    private let source: CopySource
    private let session: Session
    private let problems = Problems()
    /// Where other threads hand in signals and cancellation; `nil` when the process has no descriptor left
    /// for it (then the copy cannot be stopped, and says nothing of it).
    private let stopper: InterruptPipe?
    private let started = Atomic(false)

    /// Called with each amount (bytes, or lines and records in line mode) as it reaches the output.
    public var onCount: ((UInt64) -> Void)? {
        get { source.onCount }
        set { source.onCount = newValue }
    }

    /// A copy of `inputs` to `output`, ready to ``run()`` (or ``runBlocking()``).
    ///
    /// - Parameters:
    ///   - inputs: what to copy, in order; standard input when empty.
    ///   - output: where the bytes go: standard output, an open descriptor, or nowhere (counted, then thrown
    ///     away).
    ///   - options: what is counted, and the limits and ways of the copy.
    ///   - meter: the meter that counts what reaches the output; without a total, the inputs' sizes (or
    ///     lines) become its total.
    ///   - board: the board that draws the meter, if anything is drawn (frames come while the copy runs).
    ///   - language: the language of ``TransferOutcome/problems``; English unless asked.
    public init(
        inputs: [InputSource] = [], output: Destination = .standardOutput, options: TransferOptions = TransferOptions(),
        meter: Meter? = nil, board: Board? = nil, language: Language = .english
    ) {
        let clock = meter?.clock ?? MonotonicClock()
        source = CopySource(inputs: inputs, output: Output(descriptor: output.descriptor), options: options, meter: meter, clock: clock)
        if let meter, meter.total == nil {
            if options.unit == .bytes {
                meter.total = InputTotals.total(of: inputs, unit: .bytes)
            } else if board != nil {
                // Counted beside the copy, as the command counts them, so the first frame does not wait.
                source.pendingTotal = BackgroundTotal(sources: inputs, unit: options.unit)
            }
        }
        let problems = self.problems
        let stopper = InterruptPipe()
        self.stopper = stopper
        session = Session(clock: clock, board: board, signals: stopper) { problems.messages.append($0.text(in: language)) }
    }

    /// Copies everything on the calling thread, draws the final frames, and returns how it went: for a
    /// tool without tasks (in async code, ``run()`` keeps the thread free). A pump runs once.
    public func runBlocking() -> TransferOutcome {
        precondition(!started.exchange(true, ordering: .acquiringAndReleasing), "a Pump runs once")
        var outcome = RunLoop(session: session, sources: [source]).run().transfer
        outcome.problems = problems.messages
        return outcome
    }

    /// Copies everything on a thread of its own, so that no thread of Swift's cooperative pool waits for
    /// the disk or a slow reader, and returns how it went. Cancelling the task ends the copy early: the
    /// final frame is drawn, its line ended, and the outcome says ``TransferOutcome/cancelled``.
    ///
    /// ```swift
    /// let copy = Task { await Pump(inputs: [.file("disk.img")], meter: meter, board: board).run() }
    /// // … later, from anywhere:
    /// copy.cancel()
    /// let outcome = await copy.value          // outcome.cancelled == true
    /// ```
    public func run() async -> TransferOutcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<TransferOutcome, Never>) in
                let body: @Sendable () -> Void = { continuation.resume(returning: self.runBlocking()) }
                // Without a thread to spare, the copy runs here: still a whole copy, only on this thread.
                if !DetachedThread.start(body) { body() }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Hands the copy a signal the host caught, from any thread (or from a signal handler: it is one
    /// `write(2)`). SIGINT, SIGTERM and SIGHUP end the copy as they end the command: the final frame is
    /// drawn, its line ended, and the outcome names the signal, which the host then dies of
    /// (``Signal/dieOf()``); so do the other signals whose default action ends a process (SIGQUIT, SIGUSR1,
    /// SIGALRM, SIGXFSZ and the like). SIGWINCH makes the board read the width again.
    ///
    /// ```swift
    /// signal(SIGINT, SIG_IGN)                     // the source below takes it instead
    /// let interrupts = DispatchSource.makeSignalSource(signal: SIGINT)
    /// interrupts.setEventHandler { pump.interrupt(.interrupt) }
    /// interrupts.resume()
    /// let outcome = await pump.run()
    /// if let signal = outcome.signal { signal.dieOf() }
    /// ```
    public func interrupt(_ signal: Signal) {
        stopper?.send(signal)
    }

    /// Ends the copy early, from any thread, as cancelling the task that awaits ``run()`` does.
    public func cancel() {
        stopper?.cancel()
    }
}

extension Pump {
    /// Where a pump's bytes go.
    public enum Destination: Sendable, Equatable {
        /// Standard output, as the `meter` command writes.
        case standardOutput
        /// The open file descriptor with this number (a file, a pipe, a socket the tool opened); it stays
        /// open, the tool's to close.
        case descriptor(Int32)
        /// Nowhere: the bytes are read and counted, then thrown away (`-X`).
        case discard

        /// The descriptor written to, or `nil` to count and throw away.
        var descriptor: FileDescriptor? {
            switch self {
            case .standardOutput: return .standardOutput
            case .descriptor(let number): return FileDescriptor(rawValue: number)
            case .discard: return nil
            }
        }
    }
}
