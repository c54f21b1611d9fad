/// The state of one metered transfer: counts, times and rates, from which snapshots are made.
package struct TransferProgress: Sendable {
    /// What is counted: what the transfer was made with, until a wrapped command's report changes it.
    package private(set) var unit: CountingUnit
    /// The expected total, if known.
    package var total: UInt64?
    /// Units counted so far.
    package private(set) var count: UInt64 = 0
    /// When the transfer started.
    package private(set) var start: Instant

    private var pausedSeconds: Double = 0
    private var pausedSince: Instant?
    private var window: RateWindow
    private var lastFrame: (elapsed: Double, count: UInt64)?
    /// Where the rates are measured from: the start, or where the count was last set (``reposition(to:at:)``).
    private var base: (elapsed: Double, count: UInt64) = (0, 0)
    /// Seconds added to the time measured here: a mirror of another process's meter (`-Q`) shows that
    /// meter's elapsed time, set by the first ``mirror(count:total:elapsed:at:)``.
    private var shift: Double?

    /// A transfer starting at `start`, averaging its rate over `averageWindow` seconds.
    package init(unit: CountingUnit, total: UInt64?, start: Instant, averageWindow: Double = 30) {
        self.unit = unit
        self.total = total
        self.start = start
        self.window = RateWindow(length: averageWindow)
        window.record(time: 0, count: 0)
    }

    /// Adds `amount` units, which arrived at `now`.
    package mutating func add(_ amount: UInt64, at now: Instant) {
        count &+= amount
        history.noteData(count: count, at: elapsed(at: now))
    }

    /// Sets the count to `value` at `now` without counting the change as moved (a watched file's position
    /// when watching starts, or after the process seeked back): the rates are measured afresh from there.
    /// `unwatched`: nothing was watched before (a mirror's first answer): no stall is counted up to it.
    package mutating func reposition(to value: UInt64, at now: Instant, unwatched: Bool = false) {
        let elapsed = self.elapsed(at: now)
        count = value
        base = (elapsed, value)
        window = RateWindow(length: window.length)
        window.record(time: elapsed, count: value)
        lastFrame = (elapsed, value)
        history.rebase(count: value, at: elapsed, unwatched: unwatched)
    }

    /// Takes the state of another process's meter, read at `now` (`meter -Q`): its count and total, and
    /// its elapsed time when first read (after that the time goes on here, so that it never steps back).
    /// The rates are measured from the counts taken, as a copy's are from its chunks, from the first one
    /// on, as `-d`'s are from its first look at a file.
    package mutating func mirror(count value: UInt64, total: UInt64?, elapsed: Double, at now: Instant) {
        self.total = total
        if shift == nil {
            shift = elapsed - self.elapsed(at: now)
            reposition(to: value, at: now, unwatched: true)
        } else if value < count {
            reposition(to: value, at: now)
        } else if value > count {
            add(value - count, at: now)
        }
    }

    /// Follows what a wrapped command reported at `now` (`--progress-from`): its count, total and unit. The
    /// first report (`afresh`), the first in a unit, or a count that went back, measures the rates afresh
    /// from there; the statistics of `-v` start again with a new unit, whose rates they cannot be compared
    /// with.
    package mutating func follow(count value: UInt64, total: UInt64?, unit: CountingUnit, at now: Instant, afresh: Bool = false) {
        self.total = total
        if afresh, unit == self.unit {
            reposition(to: value, at: now)
        } else if unit != self.unit {
            self.unit = unit
            statistics = RateStatistics()
            shownRate = 0
            reposition(to: value, at: now)
        } else if value < count {
            reposition(to: value, at: now)
        } else if value > count {
            add(value - count, at: now)
        }
    }

    /// The same transfer measured on another clock, whose instant `newNow` is `oldNow` on this one: its
    /// elapsed time goes on from where it was (a meter made without a clock, taking its board's).
    package mutating func remeasure(from oldNow: Instant, to newNow: Instant) {
        let raw = elapsed(at: oldNow) - (shift ?? 0)
        start = newNow.advanced(by: -raw)
        pausedSeconds = 0
        if pausedSince != nil { pausedSince = newNow }
    }

    /// Seconds since the start at `now`, not counting stopped time.
    package func elapsed(at now: Instant) -> Double {
        let paused = pausedSince.map { now.seconds(since: $0) } ?? 0
        return max(0, now.seconds(since: start) - pausedSeconds - paused + (shift ?? 0))
    }

    /// Notes that meter was stopped (Ctrl-Z) at `instant`.
    package mutating func pause(at instant: Instant) {
        if pausedSince == nil { pausedSince = instant }
    }

    /// Notes that meter continued at `instant`; the time since the pause does not count as elapsed.
    package mutating func resume(at instant: Instant) {
        guard let since = pausedSince else { return }
        pausedSeconds += max(0, instant.seconds(since: since))
        pausedSince = nil
    }

    /// The rates measured at each frame so far (pv's `-v`).
    package private(set) var statistics = RateStatistics()
    /// How the rate moved: each frame's, the counts over the run, the stalls.
    package private(set) var history = RateHistory()
    /// Frames taken while data moved: the steps of the indicator shown without a total.
    private var indicatorStep = 0
    /// The rate the last frame showed: what a frame too soon after it shows again.
    private var shownRate: Double = 0
    /// The shortest span a rate is shown for: less would show the first burst over no time (`-W`'s first
    /// frame showed 32 GiB/s) or a limit's first portion as a rate above the limit.
    private static let shortestRateSpan = 0.095

    /// Takes the values for a frame at `now`, and starts the next "rate since the last frame" there.
    /// `wallTime` converts an instant to clock time for the finish time, which is also converted to local
    /// calendar time (``LocalTime``) for `%I`.
    package mutating func frame(at now: Instant, final: Bool = false, wallTime: ((Instant) -> Double)? = nil) -> Snapshot {
        let elapsed = self.elapsed(at: now)
        window.record(time: elapsed, count: count)
        let overall = elapsed > base.elapsed ? Double(count &- base.count) / (elapsed - base.elapsed) : 0
        var rate = measureRate(at: elapsed) ?? overall
        let average = final ? overall : (window.rate ?? overall)
        if final { rate = overall }
        if rate > 0 { indicatorStep += 1 }
        history.record(time: elapsed, count: count, rate: rate, final: final)
        var remaining: Double?
        if !final, let total, average > 0 {
            remaining = count >= total ? 0 : Double(total - count) / average
        }
        var snapshot = Snapshot(
            count: count, total: total, unit: unit, elapsed: elapsed, rate: rate, averageRate: average,
            remaining: remaining, isFinal: final)
        snapshot.peakRate = statistics.maximum
        snapshot.indicatorStep = indicatorStep
        snapshot.history = history
        // The final frame's finish time is when the run ended, as pv's is.
        if let wallTime, remaining != nil || final {
            let finish = wallTime(now) + (remaining ?? 0)
            snapshot.finishWallTime = finish
            snapshot.finishLocalTime = LocalTime.calendarTime(atEpochSeconds: Int64(min(max(finish, -1e15), 1e15).rounded(.down)))
        }
        return snapshot
    }

    /// The rate since the previous frame (since the start before the first), or `nil` when no time passed.
    /// As pv measures: only a frame more than 0.01 s after the previous one counts in the statistics and
    /// becomes the next one's starting point; the units of a closer frame go to the next measurement.
    private mutating func measureRate(at elapsed: Double) -> Double? {
        let previous = lastFrame ?? base
        let seconds = elapsed - previous.elapsed
        guard seconds > 0 else { return nil }
        let rate = Double(count &- previous.count) / seconds
        if seconds > 0.01 {
            statistics.record(rate)
            lastFrame = (elapsed, count)
        }
        guard seconds >= Self.shortestRateSpan else { return shownRate }
        shownRate = rate
        return rate
    }
}
