/// Everything a frame shows, as plain values: rendering is a pure function of this.
///
/// A meter takes one at each frame (``Meter/snapshot()``);
/// ``init(count:total:unit:elapsed:rate:averageRate:remaining:isFinal:name:message:)`` makes one of numbers
/// of your own, for ``Renderer/render(_:style:width:)``.
public struct Snapshot: Sendable, Equatable {
    /// Units counted so far (bytes, lines or records).
    public var count: UInt64
    /// The expected total, if known.
    public var total: UInt64?
    /// What is counted.
    public var unit: CountingUnit
    /// Seconds since the start, not counting time spent stopped (Ctrl-Z).
    package var elapsedSeconds: Double
    /// Units per second since the previous frame (the whole run's average on the final frame).
    public var rate: Double
    /// Units per second over the averaging window (the whole run's on the final frame).
    public var averageRate: Double
    /// Seconds left at the average rate, when a total and a rate are known; `nil` on the final frame.
    package var remainingSeconds: Double?
    /// The wall-clock time (seconds since the epoch, UTC) at which the transfer should end; on the final
    /// frame, the time it ended.
    package var finishWallTime: Double?
    /// ``finishWallTime`` as the local calendar reads it, converted by the caller (`%I`), so that rendering
    /// needs no time zone.
    package var finishLocalTime: CalendarTime? = nil
    /// Whether this is the last frame of the run.
    public var isFinal: Bool
    /// Seconds on the animation's clock, which sets a spinner's frame: the elapsed time when the frame was
    /// taken, moved on alone for the frames drawn between intervals only to turn a spinner.
    package var animationTime: Double
    /// The meter's name (`%N`), if it has one.
    public var name: String? = nil
    /// The meter's message (`%L`): a wrapped command's or the data's latest line, or what a tool said.
    public var message: String? = nil
    /// The highest rate measured so far, units per second: the full scale of the rate gauge (`-g`).
    package var peakRate: Double = 0
    /// How many frames so far were taken while data moved (a rate above 0), this one included: the bar's
    /// indicator takes one step on each when there is no total, as pv's does.
    package var indicatorStep: Int = 0
    /// How full the copy's buffer is, in percent (`-T`), or `nil` when the data moves without one
    /// (`splice(2)`), shown as `{----}`.
    package var bufferPercent: Int? = nil
    /// The last bytes written, oldest first (`-A`): at most as many as the layout shows.
    package var lastWritten: [UInt8] = []
    /// A wrapped command's output over its input (`%{ratio}`), when both are metered.
    package var ratio: CountRatio? = nil
    /// How the rate moved up to this frame (`%{sparkline}`, the trend of plain lines, the summary).
    package var history = RateHistory()
    /// The percentage a wrapped command printed, shown as it is (``percentDone``) rather than computed from
    /// the count and the total that follow from it (`--progress-from`).
    package var reportedPercent: Double? = nil
    /// Whether a wrapped command's output has reported its progress yet, when it is read for it
    /// (`--progress-from`): `false` while the count is still its output's; `nil` when it is not read.
    package var progressReported: Bool? = nil
    /// Whether a wrapped command has exited, meter reading on while processes it left running hold its
    /// output (`--exec`); `nil` when the meter is not a command's.
    package var commandExited: Bool? = nil

    /// A snapshot of these values; the others start empty (no peak, no step, no buffer, no bytes, no local
    /// finish time, no name, no message) and are set one by one.
    package init(
        count: UInt64, total: UInt64?, unit: CountingUnit, elapsed: Double, rate: Double, averageRate: Double,
        remaining: Double?, finishWallTime: Double? = nil, isFinal: Bool, animationTime: Double? = nil
    ) {
        self.count = count
        self.total = total
        self.unit = unit
        self.elapsedSeconds = elapsed
        self.rate = rate
        self.averageRate = averageRate
        self.remainingSeconds = remaining
        self.finishWallTime = finishWallTime
        self.isFinal = isFinal
        self.animationTime = animationTime ?? elapsed
    }

    /// A snapshot of values of your own, for ``Renderer/render(_:style:width:)`` to draw without a meter:
    /// the frame is the one a meter with these values would draw, byte for byte.
    ///
    /// ```swift
    /// let halfway = Snapshot(
    ///     count: 512 << 20, total: 1 << 30, elapsed: .seconds(65), rate: 12.5 * 1_048_576,
    ///     averageRate: 10 * 1_048_576, remaining: .seconds(51))
    /// let line = Renderer.render(halfway, style: .ascii, width: 80)
    /// // line == " 512MiB 0:01:05 [12.5MiB/s] [===============>                 ]  50% ETA 0:00:51"
    /// ```
    ///
    /// What a meter measures beyond these starts empty: no peak rate for the gauge, no finish time (`%I`
    /// shows nothing), no buffer (`%T` shows `{----}`), no last bytes (`%A`), no rate history for the
    /// sparklines, and the indicator of a bar without a total at its first position.
    ///
    /// - Parameters:
    ///   - count: units counted so far (bytes, lines or records).
    ///   - total: the expected total, if known.
    ///   - unit: what is counted.
    ///   - elapsed: the time since the start; a spinner shows the frame of this time.
    ///   - rate: units per second since the previous frame (the whole run's average on the final frame).
    ///   - averageRate: units per second over the averaging window (the whole run's on the final frame).
    ///   - remaining: the time left (`%e`), when a total and a rate are known.
    ///   - isFinal: whether this is the last frame of the run (a final frame shows no ETA).
    ///   - name: the meter's name (`%N`).
    ///   - message: the meter's message (`%L`).
    public init(
        count: UInt64, total: UInt64? = nil, unit: CountingUnit = .bytes, elapsed: Duration, rate: Double,
        averageRate: Double, remaining: Duration? = nil, isFinal: Bool = false, name: String? = nil,
        message: String? = nil
    ) {
        self.init(
            count: count, total: total, unit: unit, elapsed: elapsed.seconds, rate: rate, averageRate: averageRate,
            remaining: remaining?.seconds, isFinal: isFinal)
        self.name = name
        self.message = message
    }

    /// The time since the start, not counting time spent stopped (Ctrl-Z).
    public var elapsed: Duration { .seconds(elapsedSeconds) }

    /// The time left at the average rate, when a total and a rate are known; `nil` on the final frame.
    public var remaining: Duration? { remainingSeconds.map { .seconds($0) } }

    /// The fraction done (may exceed 1 when the total was too small), or `nil` without a total.
    public var fraction: Double? {
        if let reportedPercent { return reportedPercent / 100 }
        guard let total else { return nil }
        if total == 0 { return count == 0 ? (isFinal ? 1 : 0) : 1 }
        return Double(count) / Double(total)
    }

    /// The percentage done, with its fraction (`45.2`), as pv computes it (count × 100 ÷ total, not capped
    /// at 100), or `nil` without a total; the one a wrapped command printed, when it printed one. The plain
    /// bar's cells come from this value, so its tip lands where pv's does.
    public var percentDone: Double? {
        if let reportedPercent { return reportedPercent }
        guard let total else { return nil }
        guard total > 0 else { return fraction.map { $0 * 100 } }
        return Double(count) * 100 / Double(total)
    }

    /// The whole percentage the frame shows (`45` of ``percentDone``'s `45.2`, rounded down, not capped at
    /// 100), or `nil` without a total.
    public var wholePercent: Int? {
        guard let percentDone else { return nil }
        return Int(min(percentDone, 1e15))
    }

    /// ``percentDone`` by its former name, which read like ``percent``.
    @available(*, deprecated, renamed: "percentDone")
    public var percentage: Double? { percentDone }

    /// ``wholePercent`` by its former name, which read like ``percentage``.
    @available(*, deprecated, renamed: "wholePercent")
    public var percent: Int? { wholePercent }
}

extension Snapshot {
    /// The rates a summary of the run says, from a final snapshot: the average from where the rates are
    /// measured (the start, or where the count was last set: a watched file's first position, a command's
    /// first report), and the lowest and highest over whole spans of that time (``RateHistory``), `nil`
    /// when none was measured. The average lies between them, rounding included.
    package var runRates: (average: Double, lowest: Double?, highest: Double?) {
        let average = averageRate
        guard let range = history.rateRange(at: elapsedSeconds) else { return (average, nil, nil) }
        return (average, min(range.lowest, average), max(range.highest, average))
    }
}
