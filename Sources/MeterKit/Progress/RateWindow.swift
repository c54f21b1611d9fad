/// The average rate over the last few seconds, from samples taken at each frame.
///
/// Keeps (time, count) samples no older than the window and measures from the oldest one kept to the
/// newest, so a burst moves the average only by its share of the window and a stall pulls it down
/// steadily: it neither jumps with every chunk nor lags minutes behind.
struct RateWindow: Sendable {
    /// The window's length in seconds.
    let length: Double
    private var samples: [(time: Double, count: UInt64)] = []

    init(length: Double) {
        self.length = max(length, 0.001)
        samples.reserveCapacity(64)
    }

    /// Records that `count` units had passed `time` seconds after the start.
    mutating func record(time: Double, count: UInt64) {
        if let last = samples.last, time <= last.time {
            samples[samples.count - 1] = (time, count)
        } else {
            samples.append((time, count))
        }
        // Keep one sample at or before the window's start, so the window is always fully measured.
        while samples.count > 2, samples[1].time <= time - length {
            samples.removeFirst()
        }
    }

    /// Units per second across the window, or `nil` before two samples span any time.
    var rate: Double? {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
        let span = last.time - first.time
        return Double(last.count &- first.count) / span
    }
}
