/// The lowest and the highest rate of a run, measured over whole spans of its time from where its rates are
/// measured (the start, or where the count was last set), each span as long as the shortest stall.
///
/// Spans tile the run, a last one shorter than a span joining the one before (so none is shorter than a
/// span, but for a run shorter than one): the run's average rate is their mean, weighted by their lengths,
/// and so lies between the lowest and the highest. A span with no data is as long as a stall: the lowest
/// rate is 0 only where the data stopped for a stall's length. Data that comes at an instant counts in the
/// span that ends there, as a replay's `2.0 64K` came by 2.0 s: a steady stream is steady in every span.
/// Counted from the data's own times, not from frames, so that a replay and a live run of the same data
/// agree.
struct SpanRates: Sendable, Equatable {
    /// Seconds a span lasts.
    let length: Double
    /// Where the spans start: seconds since the start of the run.
    private(set) var origin: Double
    /// The span the count was last noted in, counted from the origin.
    private var index = 0
    /// The count at the start of that span, and of the one before it (none for the first).
    private var startCount: UInt64
    private var previousStartCount: UInt64?
    /// The count last noted.
    private var count: UInt64
    /// The lowest and highest rates of the spans before the last two, which no later data can change.
    private var lowest: Double?
    private var highest: Double?

    /// Spans of `length` seconds from `origin`, where the count is `count`.
    init(length: Double, origin: Double = 0, count: UInt64 = 0) {
        self.length = length
        self.origin = origin
        startCount = count
        self.count = count
    }

    /// Notes that the count is `newCount` at `time` seconds: every span that ended before it is measured.
    mutating func note(count newCount: UInt64, at time: Double) {
        let span = max(index, spanIndex(of: time))
        while index < span {
            // The span before the one that just ended can no longer be the last: its rate is final.
            if let previous = previousStartCount { take(Double(startCount &- previous) / length) }
            previousStartCount = startCount
            startCount = count
            index += 1
        }
        count = newCount
    }

    /// The span that holds `time`: each ends at its last instant, so that data that comes just then counts
    /// in it.
    private func spanIndex(of time: Double) -> Int {
        let spans = ((time - origin) / length).rounded(.up)
        return spans > 1 ? Int(min(spans, 1e15)) - 1 : 0
    }

    /// The lowest and highest rates of the run ending at `end` seconds: a last span shorter than a span
    /// joins the one before. `nil` for a run shorter than a span in which nothing moved, whose rate would
    /// say 0 where no stall was.
    func range(at end: Double) -> (lowest: Double, highest: Double)? {
        var spans = self
        spans.note(count: count, at: max(end, origin))
        let lastStart = origin + Double(spans.index) * length
        guard let previous = spans.previousStartCount else {
            let seconds = end - origin
            guard spans.count != spans.startCount || seconds >= length, seconds > 0 else { return nil }
            let rate = Double(spans.count &- spans.startCount) / seconds
            return (rate, rate)
        }
        if end - lastStart < length * (1 - 1e-9) {
            spans.take(Double(spans.count &- previous) / (end - lastStart + length))
        } else {
            spans.take(Double(spans.startCount &- previous) / length)
            spans.take(Double(spans.count &- spans.startCount) / (end - lastStart))
        }
        guard let lowest = spans.lowest, let highest = spans.highest else { return nil }
        return (lowest, highest)
    }

    private mutating func take(_ rate: Double) {
        lowest = min(lowest ?? rate, rate)
        highest = max(highest ?? rate, rate)
    }
}
