import Synchronization

/// Copies inputs, in order, to a destination, counting what passes into a meter that a board draws: the copy
/// of the `meter` command, for a Swift tool. It measures time on its board's clock, so that the frames and
/// the counts they show agree: a meter made without a clock takes the board's, as adding it to the board
/// does. Without a board, it measures time on its meter's clock.
///
/// ```swift
/// let meter = board.add(Meter(name: "backup"))   // no total: the input's size is the total
/// let copier = Copier(inputs: [.file("disk.img")], destination: .file("backup.img"), meter: meter, board: board)
/// let outcome = await copier.run()
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
/// task that awaits ``run()``. Each is seen within a hundredth of a second, between two whole writes:
/// nothing written is lost or written twice.
///
/// A copier is `Sendable`, and the compiler checks it: what the copy is made of is built on the thread that
/// runs it, and the one setting that may change while it runs, ``onCount``, is behind a lock.
public final class Copier: Sendable {
    /// What the copy is made of, as given: built into the loop's parts when it runs.
    let inputs: [InputSource]
    let destination: Destination
    private let options: TransferOptions
    private let meter: Meter?
    private let board: Board?
    private let language: Language
    /// Where other threads hand in signals and cancellation; `nil` when the process has no descriptor left
    /// for it (then the copy cannot be stopped, and says nothing of it).
    private let stopper: InterruptPipe?
    private let started = Atomic(false)
    /// The count handler behind the lock, in a struct: a bare closure as the lock's generic value is converted
    /// at each access through `inout`, and the write-back wraps the stored closure in one more thunk, so a
    /// handler read once a chunk grew a thunk deeper each time until its call overflowed the stack.
    private struct CountHandler { let call: @Sendable (UInt64) -> Void }
    private let countHandler = Mutex<CountHandler?>(nil)

    /// Called with each amount (bytes, or lines and records in line mode) as it reaches the destination, on
    /// the thread that copies: the caller's for ``runBlocking()``, the copy's own for ``run()``. It may be
    /// set or cleared at any time, from any thread, the copy running or not; the next amount goes to the
    /// closure set last. The copy waits while it runs, so it should be quick (add to an atomic, or hand the
    /// amount to a task); it may set ``onCount`` itself.
    public var onCount: (@Sendable (UInt64) -> Void)? {
        get { countHandler.withLock { $0?.call } }
        set { countHandler.withLock { $0 = newValue.map(CountHandler.init) } }
    }

    /// A copy of `inputs` to `destination`, ready to ``run()`` (or ``runBlocking()``).
    ///
    /// - Parameters:
    ///   - inputs: what to copy, in order; standard input when empty.
    ///   - destination: where the bytes go: standard output, a file by its path, an open descriptor, or
    ///     nowhere (counted, then thrown away).
    ///   - options: what is counted, and the limits and ways of the copy.
    ///   - meter: the meter that counts what reaches the destination; without a total, the inputs' sizes (or
    ///     lines) become its total.
    ///   - board: the board that draws the meter, if anything is drawn (frames come while the copy runs); the
    ///     copy runs on its clock. A meter made with a clock of its own keeps it, when that clock may meet the
    ///     board's: a ``ManualClock`` meets only itself, and a copier that puts one beside another clock stops
    ///     the program with a message.
    ///   - language: the language of ``TransferOutcome/problems``; English unless asked.
    public init(
        inputs: [InputSource] = [], destination: Destination = .standardOutput, options: TransferOptions = TransferOptions(),
        meter: Meter? = nil, board: Board? = nil, language: Language = .english
    ) {
        self.inputs = inputs
        self.destination = destination
        self.options = options
        self.meter = meter
        self.board = board
        self.language = language
        stopper = InterruptPipe()
        if let meter, let board { Copier.measure(meter, on: board.clock) }
        if let meter, meter.total == nil, options.unit == .bytes {
            meter.total = InputTotals.total(of: inputs, unit: .bytes)
        }
    }

    /// Puts `meter` on `clock`, its board's: a meter made without a clock takes it, as adding it to the board
    /// does (one not added measures time on the system's clock until then); one made with a clock keeps it
    /// if the two may meet.
    private static func measure(_ meter: Meter, on clock: any MeterClock) {
        guard meter.hasClock else { return meter.measure(on: clock) }
        ClockMatch.require(
            meter.clock, matches: clock,
            "a Copier's meter measures time on another clock than its board's, and one of them is a ManualClock: make the Meter with no clock, or with the board's")
    }

    /// Copies everything on the calling thread, draws the final frames, and returns how it went: for a
    /// tool without tasks (in async code, ``run()`` keeps the thread free). It blocks the thread until the
    /// copy ends, opening a FIFO waits for its other end, and a copier runs once.
    public func runBlocking() -> TransferOutcome {
        precondition(!started.exchange(true, ordering: .acquiringAndReleasing), "a Copier runs once")
        var problems: [String] = []
        let language = self.language
        let output: (output: Output, opened: FileDescriptor?)
        switch openDestination() {
        case .success(let opened): output = opened
        case .failure(let failure):
            return TransferOutcome(status: failure.status, problems: [failure.message.text(in: language)])
        }
        defer { output.opened?.close() }
        // The board's clock first: the loop's deadlines and the final frame's time are the board's.
        let clock = board?.clock ?? meter?.clock ?? MonotonicClock()
        let source = CopySource(inputs: inputs, output: output.output, options: options, meter: meter, clock: clock)
        if let meter, meter.total == nil, options.unit != .bytes, board != nil {
            // Counted beside the copy, as the command counts them, so the first frame does not wait.
            source.pendingTotal = BackgroundTotal(sources: inputs, unit: options.unit)
        }
        // The closure is copied out of the lock and called outside it: one that sets `onCount` cannot deadlock.
        source.onCount = { [self] amount in countHandler.withLock { $0?.call }?(amount) }
        let session = Session(clock: clock, board: board, signals: stopper) { problems.append($0.text(in: language)) }
        var outcome = RunLoop(session: session, sources: [source]).run().transfer
        outcome.problems = problems
        return outcome
    }

    /// Copies everything on a thread of its own, so that no thread of Swift's cooperative pool waits for
    /// the disk or a slow reader, and returns how it went. Cancelling the task ends the copy early: the
    /// final frame is drawn, its line ended, and the outcome says ``TransferOutcome/cancelled``.
    ///
    /// ```swift
    /// let copy = Task { await Copier(inputs: [.file("disk.img")], destination: .discard, meter: meter, board: board).run() }
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
    /// let interrupts = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    /// interrupts.setEventHandler { @Sendable in copier.interrupt(.interrupt) }
    /// interrupts.resume()
    /// let outcome = await copier.run()
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
