/// How the rate moved over a run, for the sparklines (`%{sparkline}`, `%{sparkline-run}`), the trend that
/// plain lines speak, and the summary: the rate of each recent frame, the run's counts over time (thinned as
/// the run grows, so that a run of days keeps a bounded record), and its stalls.
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
    /// The shortest time with nothing moving that counts as a stall.
    package static let shortestStall = 1.0
    /// The trend compares the rate of the last 10 s with that of the 30 s before; rates more than 20 %
    /// apart are a change.
    static let recentSeconds = 10.0
    static let earlierSeconds = 30.0
    static let steadiness = 0.2

    /// The rate of each frame, oldest first, at most ``recentCapacity``.
    package private(set) var recent: [Double] = []
    /// The counts over the run, oldest first: evenly thinned, the first and the last always kept.
    package private(set) var samples: [Sample] = [Sample(time: 0, count: 0)]
    /// How many times nothing moved for ``shortestStall`` or longer.
    package private(set) var stalls = 0
    /// The longest of them, in seconds.
    package private(set) var longestStall = 0.0
    /// When nothing has moved since, if nothing moved at the last frame.
    private var stillSince: Double?

    package init() {}

    /// Notes a frame at `time` seconds with `count` units so far, the rate since the frame before being
    /// `rate`; a final frame closes a stall that is still going on.
    package mutating func record(time: Double, count: UInt64, rate: Double, final: Bool) {
        let last = samples[samples.count - 1]
        if !final {
            recent.append(rate.isFinite ? max(rate, 0) : 0)
            if recent.count > RateHistory.recentCapacity { recent.removeFirst(recent.count - RateHistory.recentCapacity) }
        }
        noteStall(time: time, moved: count != last.count, previous: last.time, final: final)
        if time > last.time {
            samples.append(Sample(time: time, count: count))
            if samples.count > RateHistory.sampleCapacity { thin() }
        } else {
            samples[samples.count - 1].count = count
        }
    }

    /// Follows the stretches with nothing moving between frames.
    private mutating func noteStall(time: Double, moved: Bool, previous: Double, final: Bool) {
        if !moved, stillSince == nil { stillSince = previous }
        guard let since = stillSince, moved || final else { return }
        // Data came back somewhere between the last frame and this one: the stall ended at the last.
        let duration = (moved ? previous : time) - since
        stillSince = nil
        guard duration >= RateHistory.shortestStall else { return }
        stalls += 1
        longestStall = max(longestStall, duration)
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
    /// 40 s have passed, or while nothing moves (the stall lines speak then).
    package func trend(at time: Double) -> Trend? {
        let split = time - RateHistory.recentSeconds
        let start = split - RateHistory.earlierSeconds
        guard start >= 0 else { return nil }
        let recentRate = rate(from: split, to: time)
        let earlierRate = rate(from: start, to: split)
        guard recentRate > 0 else { return nil }
        if recentRate > earlierRate * (1 + RateHistory.steadiness) { return .speedingUp }
        if recentRate < earlierRate * (1 - RateHistory.steadiness) { return .slowing }
        return .steady
    }
}
