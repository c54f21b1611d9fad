/// Plays a ``ReplayScript`` on a manual clock: writes the stream it describes and counts it into a meter,
/// with a frame at every interval tick exactly as a live run with that timing would draw, and no waiting.
///
/// It is the live copy on a virtual clock: the same loop, limits and meter, with the script as the input.
public final class Replayer {
    private let source: CopySource
    private let session: Session
    private let clock: VirtualClock

    /// A replay of `script`, ready to ``run()``.
    ///
    /// - Parameters:
    ///   - script: the stream: when each amount arrives.
    ///   - unit: what the amounts count: bytes, or lines or records (the stream then holds that many).
    ///   - clock: the clock the replay moves; the meter and the board must measure time on it (another clock
    ///     stops the program with a message that says what to pass).
    ///   - meter: the meter to count into.
    ///   - board: the board that draws the meter, if anything is drawn.
    ///   - maximumRate: units per second at most (`-L`): arrivals faster than that wait their turn; `nil`
    ///     for no limit.
    ///   - stopAfter: stop after this many units (`-S`).
    ///   - write: takes a piece of the stream; returns false when the output is gone (the replay stops).
    public convenience init(
        script: ReplayScript, unit: CountingUnit = .bytes, clock: ManualClock, meter: Meter? = nil, board: Board? = nil,
        maximumRate: UInt64? = nil, stopAfter: UInt64? = nil, write: @escaping ([UInt8]) -> Bool
    ) {
        Self.requireClock(clock, meter: meter, board: board)
        self.init(
            script: script, unit: unit, clock: clock.virtual, meter: meter, board: board,
            rateLimit: maximumRate.map { Double($0) }, stopAfter: stopAfter, write: write)
    }

    /// A replay of `script` limited to `rateLimit` units per second, by the former spelling, which took a
    /// fraction.
    @available(*, deprecated, renamed: "init(script:unit:clock:meter:board:maximumRate:stopAfter:write:)")
    public convenience init(
        script: ReplayScript, unit: CountingUnit = .bytes, clock: ManualClock, meter: Meter? = nil, board: Board? = nil,
        rateLimit: Double?, stopAfter: UInt64? = nil, write: @escaping ([UInt8]) -> Bool
    ) {
        Self.requireClock(clock, meter: meter, board: board)
        self.init(
            script: script, unit: unit, clock: clock.virtual, meter: meter, board: board, rateLimit: rateLimit,
            stopAfter: stopAfter, write: write)
    }

    /// Stops the program when `board` or `meter` measures time on another clock than `clock`, and has a
    /// meter without a clock measure on it.
    private static func requireClock(_ clock: ManualClock, meter: Meter?, board: Board?) {
        // A board or meter on another clock would draw times the replay never reaches, or one frame of a
        // made-up rate: refused, as a meter on another clock than its board's is.
        if let board {
            ClockMatch.require(
                board.clock, matches: clock.virtual,
                "a Replayer was given a Board on another clock than the replay's ManualClock: make the Board with Board(clock:) given that ManualClock")
        }
        if let meter, meter.hasClock {
            ClockMatch.require(
                meter.clock, matches: clock.virtual,
                "a Replayer was given a Meter on another clock than the replay's ManualClock: make the Meter with Meter(clock:) given that ManualClock, or add it to a Board on it")
        }
        meter?.measure(on: clock.virtual)
    }

    /// A replay on the engine's own virtual clock (see the public initialiser).
    package init(
        script: ReplayScript, unit: CountingUnit = .bytes, clock: VirtualClock, meter: Meter? = nil, board: Board? = nil,
        rateLimit: Double? = nil, stopAfter: UInt64? = nil, write: @escaping ([UInt8]) -> Bool
    ) {
        var options = TransferOptions()
        options.unit = unit
        options.unitsPerSecondLimit = rateLimit
        options.stopAfter = stopAfter
        let feed = ReplayFeed(events: ScriptEvents(script), unit: unit, start: clock.now())
        let output = Output(name: .replayOutput) { bytes in write(Array(bytes)) }
        source = CopySource(script: feed, output: output, options: options, meter: meter, clock: clock)
        session = Session(clock: clock, board: board) { _ in }
        self.clock = clock
    }

    /// Plays the whole script, then draws the final frame. Returns false if the output went away.
    @discardableResult
    public func run() -> Bool {
        !RunLoop(session: session, sources: [source], waiter: VirtualWaiter(clock: clock)).run().outputClosed
    }
}
