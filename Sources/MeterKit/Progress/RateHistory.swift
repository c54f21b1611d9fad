/// How the rate moved over a run, for the sparklines (`%{sparkline}`, `%{sparkline-run}`), the trend that
/// plain lines speak, and the summary: the rate of each recent frame, the run's counts over time (thinned as
/// the run grows, so that a run of days keeps a bounded record); and, from the times data came rather than
/// the frames', its stalls and its lowest and highest rates (``SpanRates``), which every display and the
/// summaries read alike.
package struct RateHistory: Sendable, Equatable {
    /// The counts so far at one moment of the run.
    package struct Sample: Sendable, Equatable {
        /// Seconds since the start.
        package var time: Double
        package var count: UInt64
    }

    /// How a run's rate goes lately: the last ``recentSeconds`` against the ``earlierSeconds`` before.
    package enum Trend: Sendable, Equatable {
        case steady, speedingUp, slowing

        /// The words plain lines say for it.
        var message: Message {
            switch self {
            case .steady: return .steady
            case .speedingUp: return .speedingUp
            case .slowing: return .slowing
            }
        }
    }

    /// How many frames' rates are kept: more than any terminal is wide.
    static let recentCapacity = 512
    /// How many samples of the run are kept before every other one goes.
    static let sampleCapacity = 2048
    /// The shortest time with no data that counts as a stall; the length of the spans the lowest and
    /// highest rates are measured over. Twice the pace of the commands that report once a second (curl,
    /// rsync), whose reports come a little more or less than a second apart.
    package static let shortestStall = 2.0
    /// The trend compares the rate of the last 10 s with that of the 30 s before; rates more than 20 %
    /// apart are a change.
    static let recentSeconds = 10.0
    static let earlierSeconds = 30.0
    static let steadiness = 0.2

    /// The rate of each frame, oldest first, at most ``recentCapacity``.
    package private(set) var recent: [Double] = []
    /// The counts over the run, oldest first: evenly thinned, the first and the last always kept.
    package private(set) var samples: [Sample] = [Sample(time: 0, count: 0)]
    /// How many times no data came for ``shortestStall`` or longer.
    package private(set) var stalls = 0
    /// The longest of them, in seconds.
    package private(set) var longestStall = 0.0
    /// When data last came, in seconds since the start (the start, or where the count was set, before any).
    package private(set) var lastData = 0.0
    /// Where the time with no data now began: the last data, or where a stall going on was last counted (a
    /// final frame), so that no stretch counts twice.
    private var quietSince = 0.0
    /// The rates over whole spans of the run.
    private var spans = SpanRates(length: RateHistory.shortestStall)

    package init() {}

    /// Notes a frame at `time` seconds with `count` units so far, the rate since the frame before being
    /// `rate`; a final frame closes a stall that is still going on.
    package mutating func record(time: Double, count: UInt64, rate: Double, final: Bool) {
        let last = samples[samples.count - 1]
        if !final {
            recent.append(rate.isFinite ? max(rate, 0) : 0)
            if recent.count > RateHistory.recentCapacity { recent.removeFirst(recent.count - RateHistory.recentCapacity) }
        } else {
            noteGap(until: time)
        }
        if time > last.time {
            samples.append(Sample(time: time, count: count))
            if samples.count > RateHistory.sampleCapacity { thin() }
        } else {
            samples[samples.count - 1].count = count
        }
    }

    /// Notes that data came at `time` seconds, bringing the count to `count`.
    package mutating func noteData(count: UInt64, at time: Double) {
        noteGap(until: time)
        lastData = max(lastData, time)
        spans.note(count: count, at: time)
    }

    /// Notes that the count was set to `count` at `time` seconds without data moving it (a watched file's
    /// position when watching starts, a command's first report in its unit): the rates are measured
    /// afresh from there, and the counts over the run start there. `unwatched`: nothing was watched before
    /// (`-Q`'s first answer, at the other meter's time): the time up to it is no stall.
    package mutating func rebase(count: UInt64, at time: Double, unwatched: Bool = false) {
        if unwatched { quietSince = time }
        noteGap(until: time)
        lastData = max(lastData, time)
        spans = SpanRates(length: RateHistory.shortestStall, origin: time, count: count)
        samples = [Sample(time: time, count: count)]
    }

    /// The lowest and highest rates of the run ending at `end` seconds, over whole spans of
    /// ``shortestStall`` from where the rates are measured; `nil` when none was measured (a run shorter
    /// than a span, in which nothing moved).
    package func rateRange(at end: Double) -> (lowest: Double, highest: Double)? {
        spans.range(at: end)
    }

    /// Counts the time with no data up to `time` as a stall, when it was long enough; the next begins there.
    private mutating func noteGap(until time: Double) {
        let gap = time - quietSince
        quietSince = max(quietSince, time)
        guard gap >= RateHistory.shortestStall else { return }
        stalls += 1
        longestStall = max(longestStall, gap)
    }

    /// Every other sample goes, the last one kept.
    private mutating func thin() {
        let last = samples[samples.count - 1]
        samples = stride(from: 0, to: samples.count, by: 2).map { samples[$0] }
        if samples[samples.count - 1] != last { samples.append(last) }
    }

    /// The count at `time`, read between the samples around it.
    func count(at time: Double) -> Double {
        guard let after = samples.firstIndex(where: { $0.time >= time }) else { return Double(samples[samples.count - 1].count) }
        guard after > 0 else { return Double(samples[0].count) }
        let (a, b) = (samples[after - 1], samples[after])
        let share = b.time > a.time ? (time - a.time) / (b.time - a.time) : 1
        return Double(a.count) + (Double(b.count) - Double(a.count)) * share
    }

    /// The average rate from `start` to `end` seconds.
    func rate(from start: Double, to end: Double) -> Double {
        end > start ? max(0, count(at: end) - count(at: start)) / (end - start) : 0
    }

    /// The run cut into `cells` equal shares of `elapsed` seconds, each share's average rate.
    package func runRates(cells: Int, elapsed: Double) -> [Double] {
        guard cells > 0, elapsed > 0 else { return [] }
        let share = elapsed / Double(cells)
        return (0..<cells).map { rate(from: Double($0) * share, to: Double($0 + 1) * share) }
    }

    /// How the rate goes at `time`: the last 10 s against the 30 s before, more than 20 % apart; nil before
    /// 40 s of counts (since the start, or the rebase), or while nothing moves (the stall lines speak then).
    package func trend(at time: Double) -> Trend? {
        let split = time - RateHistory.recentSeconds
        let start = split - RateHistory.earlierSeconds
        // Not before 40 s of counts: those before a rebase are in another unit, or none.
        guard start >= samples[0].time else { return nil }
        let recentRate = rate(from: split, to: time)
        let earlierRate = rate(from: start, to: split)
        guard recentRate > 0 else { return nil }
        if recentRate > earlierRate * (1 + RateHistory.steadiness) { return .speedingUp }
        if recentRate < earlierRate * (1 - RateHistory.steadiness) { return .slowing }
        return .steady
    }
}
