import Synchronization

/// A progress meter: counts what it is told against an expected total. A ``Board`` draws it.
///
/// A meter is a handle that any task or thread may update: ``add(_:)`` takes a lock that is never held
/// for longer than a few additions, so a task group can count into one meter from every child task.
///
/// A meter measures time on its board's clock: made without a clock, it takes the board's when it is added
/// (until then it measures on the system's monotonic clock, Swift's `SuspendingClock`).
///
/// ```swift
/// let meter = Meter(total: 4 << 20, name: "upload")
/// board.add(meter)
/// meter.add(1 << 20)          // from anywhere
/// meter.message = "part 2"    // shown by the %L field
/// ```
public final class Meter: Sendable {
    /// Settings for when frames are drawn, as the command line gives them.
    package struct Timing: Sendable, Equatable {
        /// Seconds between frames.
        package var interval: Double
        /// Draw nothing until the first unit arrives; the timer starts then (`-W`).
        package var waitForData: Bool
        /// Draw nothing for this many seconds (`-D`).
        package var delayStart: Double
        /// Seconds the average rate and ETA look back over (`-m`).
        package var averageWindow: Double

        package init(interval: Double = 1, waitForData: Bool = false, delayStart: Double = 0, averageWindow: Double = 30) {
            self.interval = interval
            self.waitForData = waitForData
            self.delayStart = delayStart
            self.averageWindow = averageWindow
        }
    }

    private struct State {
        var progress: TransferProgress
        /// The clock the meter measures time on, and whether it was given (by its maker or its board).
        var clock: any MeterClock
        var clockGiven: Bool
        /// Whether the first unit has arrived, or nothing is waited for: until then nothing is drawn (`-W`).
        var started: Bool
        var name: String?
        var message: String?
        var ratio: CountRatio?
        /// How full the copy's buffer is, in percent (`%T`); `nil` while the data moves without one.
        var bufferPercent: Int?
        /// What the frames show of the data, and what is kept of it for them (`%A`, `%L`).
        var dataShown = DataInFrames()
        var lastBytes: LastBytes?
        var previousLine: PreviousLine?
        /// The percentage a wrapped command printed last, and whether it has reported yet (`nil`: its
        /// output is not read for progress).
        var reportedPercent: Double?
        var progressReported: Bool?
        /// The final frame's values, once taken: what the summaries say.
        var finalSnapshot: Snapshot?
        /// Whether a wrapped command has exited (`nil`: the meter is not a command's).
        var commandExited: Bool?
        /// The start the meter shares with others, whose lines show the same elapsed time.
        var sharedStart: SharedStart?

        /// Starts counting afresh at `now`, or where the meters it shares its start with started.
        mutating func start(at now: Instant, averageWindow: Double) {
            started = true
            let start = sharedStart?.claim(now) ?? now
            progress = TransferProgress(unit: progress.unit, total: progress.total, start: start, averageWindow: averageWindow)
        }

        /// The message a frame shows: the one set, else the data's latest line.
        var shownMessage: String? { message ?? previousLine?.text }

        /// Puts the name, the message, the ratio, the buffer's fill and what is kept of the data in `snapshot`.
        func fill(_ snapshot: inout Snapshot) {
            snapshot.name = name
            snapshot.message = shownMessage
            snapshot.bufferPercent = bufferPercent
            snapshot.ratio = ratio
            snapshot.reportedPercent = reportedPercent
            snapshot.progressReported = progressReported
            snapshot.commandExited = commandExited
            if let lastBytes { snapshot.lastWritten = lastBytes.bytes }
        }
    }

    private let state: Mutex<State>
    private let averageWindow: Double

    /// A meter expecting `total` units (`nil` when the total is unknown), named `name` (shown by the `%N`
    /// field), measuring time on `clock`; without one, on the clock of the board it is added to.
    public convenience init(
        total: UInt64? = nil, unit: CountingUnit = .bytes, name: String? = nil, clock: (any Clock<Duration>)? = nil
    ) {
        let time = clock.map { engineTime(of: $0) }
        self.init(total: total, unit: unit, clock: time ?? MonotonicClock(), timing: Timing(), clockGiven: clock != nil)
        self.name = name
    }

    /// A meter measuring time on one of the engine's clocks (a ``VirtualClock`` in the engine's own tests).
    package convenience init(total: UInt64? = nil, unit: CountingUnit = .bytes, name: String? = nil, clock: any MeterClock) {
        self.init(total: total, unit: unit, clock: clock, timing: Timing())
        self.name = name
    }

    /// A meter as the command line sets one up: `timing` says whether it waits for data (`-W`) and the
    /// window of its average rate (`-m`).
    package init(total: UInt64?, unit: CountingUnit = .bytes, clock: any MeterClock, timing: Timing, clockGiven: Bool = true) {
        self.averageWindow = timing.averageWindow
        let progress = TransferProgress(unit: unit, total: total, start: clock.now(), averageWindow: timing.averageWindow)
        state = Mutex(State(progress: progress, clock: clock, clockGiven: clockGiven, started: !timing.waitForData))
    }

    /// The clock the meter measures time on; a copy of it (``Copier``) uses the same.
    package var clock: any MeterClock { state.withLock { $0.clock } }

    /// Whether the meter was made with a clock (or has taken a board's): a meter without one takes the
    /// clock of whatever measures it first.
    package var hasClock: Bool { state.withLock { $0.clockGiven } }

    /// Takes `clock`, a board's, when the meter was made without one; a meter made with another clock than
    /// its board's is a programming error, and stops the program with a message that says what to pass.
    package func measure(on clock: any MeterClock) {
        state.withLock { state in
            if state.clockGiven {
                precondition(
                    Meter.isSame(state.clock, clock),
                    "a Meter added to a Board measures time on another clock than the board's: make it with Meter(clock:) given the board's clock, or with no clock, and it takes the board's")
                // The same clock, read from the same start: nothing to move.
                if Meter.isIdentical(state.clock, clock) { return }
            }
            // Nothing counted yet (a meter made to be added): it starts afresh on the board's clock.
            if !state.clockGiven, state.progress.count == 0 {
                let progress = state.progress
                state.progress = TransferProgress(unit: progress.unit, total: progress.total, start: clock.now(), averageWindow: averageWindow)
            } else {
                state.progress.remeasure(from: state.clock.now(), to: clock.now())
            }
            state.clock = clock
            state.clockGiven = true
        }
    }

    /// Whether `a` and `b` are one clock: the same instance of a clock class, or two values of one clock type
    /// (every ``MonotonicClock`` reads the same time).
    static func isSame(_ a: any MeterClock, _ b: any MeterClock) -> Bool {
        guard ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) else { return false }
        if let a = a as? any ReadsSwiftClock { return a.reads(b) }
        guard type(of: a) is AnyClass else { return true }
        return (a as AnyObject) === (b as AnyObject)
    }

    /// Whether `a` and `b` give the same instants: one clock, and (a Swift clock handed over twice counts
    /// from each hand-over) read from the same start.
    static func isIdentical(_ a: any MeterClock, _ b: any MeterClock) -> Bool {
        guard isSame(a, b) else { return false }
        return !(a is any ReadsSwiftClock)
    }

    /// Units counted so far.
    public var count: UInt64 { state.withLock { $0.progress.count } }

    /// The expected total, or `nil` when unknown.
    public var total: UInt64? {
        get { state.withLock { $0.progress.total } }
        set { state.withLock { $0.progress.total = newValue } }
    }

    /// What is counted.
    public var unit: CountingUnit { state.withLock { $0.progress.unit } }

    /// The name shown by the `%N` field, if any.
    public var name: String? {
        get { state.withLock { $0.name } }
        set { state.withLock { $0.name = newValue } }
    }

    /// A line of text shown by the `%L` field: a wrapped command's latest output line, or whatever the tool
    /// says is happening. It is outside text: control characters are shown, never obeyed.
    public var message: String? {
        get { state.withLock { $0.message } }
        set { state.withLock { $0.message = newValue } }
    }

    /// What the frames show of the data itself (`%A`, `%L`, `%T`). Setting it starts keeping what they need
    /// afresh; a copy reads it to know that the bytes must pass through its buffer.
    package var dataShown: DataInFrames {
        get { state.withLock { $0.dataShown } }
        set {
            state.withLock { state in
                state.dataShown = newValue
                state.lastBytes = newValue.lastWritten > 0 ? LastBytes(capacity: newValue.lastWritten) : nil
                state.previousLine = newValue.previousLine ? PreviousLine() : nil
            }
        }
    }

    /// How full the copy's buffer is, in percent, shown by `%T`; `nil` (the default) while the data moves
    /// without passing through one, shown as `{----}`.
    package var bufferPercent: Int? {
        get { state.withLock { $0.bufferPercent } }
        set { state.withLock { $0.bufferPercent = newValue } }
    }

    /// Notes `bytes`, just written, for the frames that show the last bytes or the latest line
    /// (``dataShown``). Copies at most what they show, and allocates nothing.
    package func noteWritten(_ bytes: UnsafeRawBufferPointer) {
        state.withLock { state in
            state.lastBytes?.append(bytes)
            state.previousLine?.observe(bytes)
        }
    }

    /// The message the next frame shows: ``message``, else the latest line of the data.
    package var shownMessage: String? { state.withLock { $0.shownMessage } }

    /// A wrapped command's output over its input, shown by the `%{ratio}` field (`-M both`).
    package var ratio: CountRatio? {
        get { state.withLock { $0.ratio } }
        set { state.withLock { $0.ratio = newValue } }
    }

    /// Counts `amount` more units. Draws nothing: the board draws at its own pace.
    public func add(_ amount: UInt64) {
        guard amount > 0 else { return }
        let averageWindow = self.averageWindow
        state.withLock { state in
            if !state.started { state.start(at: state.clock.now(), averageWindow: averageWindow) }
            state.progress.add(amount, at: state.clock.now())
        }
    }

    /// The values a frame would show now, without moving the "rate since the last frame" on.
    public func snapshot() -> Snapshot { peek(at: clock.now()) }

    /// Shares `start` with other meters, so that their lines show one elapsed time (`-M both`): a meter that
    /// has started, and counted nothing yet, starts again where the first of them started; one waiting for
    /// its first unit (`-W`) will start there.
    package func startTogether(_ start: SharedStart) {
        let averageWindow = self.averageWindow
        state.withLock { state in
            state.sharedStart = start
            guard state.started, state.progress.count == 0 else { return }
            state.start(at: state.progress.start, averageWindow: averageWindow)
        }
    }

    /// Sets the count to `value`, ahead of it or back (indicatif's `set_position`, tqdm's `n`): the change
    /// is not counted as moved, so the rates and the ETA are measured afresh from there.
    public func setPosition(_ value: UInt64) {
        state.withLock { state in
            state.started = true
            state.progress.reposition(to: value, at: state.clock.now())
        }
    }

    /// Steps the count back by `amount`, to zero at most (work undone, a retry): as ``setPosition(_:)``.
    public func stepBack(_ amount: UInt64) {
        state.withLock { state in
            state.started = true
            let count = state.progress.count
            state.progress.reposition(to: count - min(amount, count), at: state.clock.now())
        }
    }

    /// Starts the meter afresh, as new (indicatif's and tqdm's `reset`): nothing counted, the time and the
    /// rates from now, and the total kept.
    public func reset() {
        let averageWindow = self.averageWindow
        state.withLock { state in
            let progress = state.progress
            state.progress = TransferProgress(
                unit: progress.unit, total: progress.total, start: state.clock.now(), averageWindow: averageWindow)
        }
    }

    /// Sets the count to `value` without counting the change as moved: the position of a watched file when
    /// watching starts, or after its process seeked back. Rates and the ETA are measured from there.
    package func reposition(to value: UInt64) {
        state.withLock { $0.progress.reposition(to: value, at: $0.clock.now()) }
    }

    /// Takes the state of another process's meter (`meter -Q`): its count, total and elapsed time, and its
    /// unit when it changed (the other meter follows what its command reports).
    package func mirror(count: UInt64, total: UInt64?, elapsed: Double, unit: CountingUnit? = nil) {
        state.withLock { state in
            state.started = true
            let now = state.clock.now()
            if let unit, unit != state.progress.unit {
                state.progress.follow(count: count, total: total, unit: unit, at: now)
            }
            state.progress.mirror(count: count, total: total, elapsed: elapsed, at: now)
        }
    }

    /// Notes that a wrapped command's output is read for its progress (`--progress-from`): until it
    /// reports some, the meter counts as it was made to, and its snapshots say that nothing was reported.
    package func awaitReports() {
        state.withLock { $0.progressReported = $0.progressReported ?? false }
    }

    /// Notes that the meter is a wrapped command's: its snapshots say whether the command has exited.
    package func awaitCommandExit() {
        state.withLock { $0.commandExited = $0.commandExited ?? false }
    }

    /// Notes that the wrapped command has exited: meter may still read what processes it left running write.
    package func noteCommandExited() {
        state.withLock { $0.commandExited = true }
    }

    /// Follows what a wrapped command reported (`--progress-from`): its count, total and unit from now on,
    /// and the percentage it printed, if it printed one, shown as it is.
    package func follow(_ report: ProgressReport) {
        let averageWindow = self.averageWindow
        state.withLock { state in
            let now = state.clock.now()
            if !state.started { state.start(at: now, averageWindow: averageWindow) }
            state.progress.follow(
                count: report.count, total: report.total, unit: report.unit, at: now, afresh: state.progressReported != true)
            state.reportedPercent = report.percent
            state.progressReported = true
        }
    }

    /// The count and total the terminal's progress indicator takes from this meter: its own, or, when it
    /// follows a percentage a command printed, that percentage as hundredths of 100 %.
    package var indicatorProgress: (count: UInt64, total: UInt64?) {
        state.withLock { state in
            guard let percent = state.reportedPercent else { return (state.progress.count, state.progress.total) }
            return (UInt64(min(max(percent, 0), 1e9) * 100 + 0.5), 10_000)
        }
    }

    /// Whether the first unit has arrived (or none was waited for).
    package var started: Bool { state.withLock { $0.started } }

    /// When the meter started: its creation, or the first unit with `-W`.
    package var start: Instant { state.withLock { $0.progress.start } }

    /// The values of a frame at `now`; the next "rate since the last frame" starts there.
    package func frame(at now: Instant, final: Bool = false) -> Snapshot {
        state.withLock { state in
            var snapshot = state.progress.frame(at: now, final: final, wallTime: state.clock.wallTime(at:))
            state.fill(&snapshot)
            if final { state.finalSnapshot = snapshot }
            return snapshot
        }
    }

    /// The values the summaries of the run say (`--summary`, `--json`'s, `--plain`'s last line): the final
    /// frame's, the very values its display and its last JSON object showed; when no final frame was drawn
    /// (`-W` with no data), those of one taken now.
    package var summarySnapshot: Snapshot {
        state.withLock { state in
            if let snapshot = state.finalSnapshot { return snapshot }
            var copy = state.progress
            var snapshot = copy.frame(at: state.clock.now(), final: true, wallTime: state.clock.wallTime(at:))
            state.fill(&snapshot)
            return snapshot
        }
    }

    /// The values of a frame at `now`, leaving the rate since the last frame to the next regular frame.
    package func peek(at now: Instant) -> Snapshot {
        state.withLock { state in
            var copy = state.progress
            var snapshot = copy.frame(at: now, wallTime: state.clock.wallTime(at:))
            state.fill(&snapshot)
            return snapshot
        }
    }

    /// Seconds since the start at `now`, not counting stopped time.
    package func elapsed(at now: Instant) -> Double { state.withLock { $0.progress.elapsed(at: now) } }

    /// The rates measured at each frame so far (`-v`).
    package var statistics: RateStatistics { state.withLock { $0.progress.statistics } }

    /// Notes that meter is about to stop (Ctrl-Z): stopped time is not counted as elapsed.
    package func pause() {
        state.withLock { $0.progress.pause(at: $0.clock.now()) }
    }

    /// Notes that meter continues after a stop.
    package func resume() {
        state.withLock { $0.progress.resume(at: $0.clock.now()) }
    }
}
