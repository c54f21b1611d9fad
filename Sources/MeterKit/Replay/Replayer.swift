/// Plays a ``ReplayScript`` on a manual clock: writes the stream it describes and keeps a meter up to date,
/// with a frame at every interval tick exactly as a live run with that timing would draw, and no waiting.
public final class Replayer {
    private let script: ReplayScript
    private let unit: CountingUnit
    private let meter: Meter?
    private let clock: ManualClock
    private let rateLimit: Double?
    private let stopAfter: UInt64?
    private let write: ([UInt8]) -> Bool
    private var stream: ReplayStream
    private var emitted: UInt64 = 0
    private let start: Instant

    /// - Parameters:
    ///   - meter: the meter to draw, created on `clock`.
    ///   - rateLimit: units per second at most (`-L`): arrivals faster than that wait their turn.
    ///   - stopAfter: stop after this many units (`-S`).
    ///   - write: writes a piece of the stream; returns false when the output is gone (stop quietly).
    public init(
        script: ReplayScript, unit: CountingUnit, meter: Meter?, clock: ManualClock, rateLimit: Double? = nil,
        stopAfter: UInt64? = nil, write: @escaping ([UInt8]) -> Bool
    ) {
        self.script = script
        self.unit = unit
        self.meter = meter
        self.clock = clock
        self.rateLimit = rateLimit.flatMap { $0 > 0 ? $0 : nil }
        self.stopAfter = stopAfter
        self.write = write
        self.stream = ReplayStream(delimiter: unit == .records ? 0 : UInt8(ascii: "\n"))
        self.start = clock.now()
    }

    /// Plays the whole script, then draws the final frame. Returns false if the output went away.
    @discardableResult
    public func run() -> Bool {
        var index = 0
        var backlog: UInt64 = 0
        var carry = 0.0
        let events = script.events
        var stopped = false
        while !stopped {
            let now = clock.now()
            let nextEvent = index < events.count ? start.advanced(by: events[index].offset) : nil
            var drainEnd: Instant?
            if backlog > 0, let rate = rateLimit { drainEnd = now.advanced(by: (Double(backlog) - carry) / rate) }
            if nextEvent == nil && backlog == 0 { break }
            var step = [nextEvent, drainEnd, meter?.nextDeadline].compactMap { $0 }.min() ?? now
            if step < now { step = now }
            // Release what the rate limit lets through between now and the step.
            if backlog > 0, let rate = rateLimit {
                let allowance = Double(step.nanoseconds - now.nanoseconds) / 1e9 * rate + carry
                var release = UInt64(min(allowance.rounded(.down), Double(backlog)))
                if let drainEnd, step >= drainEnd { release = backlog }
                carry = release == backlog ? 0 : allowance - Double(release)
                clock.set(to: step)
                if !emit(release, stopped: &stopped) { return false }
                backlog -= release
            } else {
                clock.set(to: step)
            }
            while index < events.count, start.advanced(by: events[index].offset) <= clock.now() {
                backlog &+= events[index].amount
                index += 1
            }
            if rateLimit == nil, backlog > 0 {
                if !emit(backlog, stopped: &stopped) { return false }
                backlog = 0
            }
            meter?.update()
        }
        meter?.finish()
        return true
    }

    /// Writes `amount` units of the stream (fewer if the stop size comes first) and counts them.
    private func emit(_ amount: UInt64, stopped: inout Bool) -> Bool {
        var amount = amount
        if let stopAfter {
            amount = min(amount, stopAfter &- min(stopAfter, emitted))
            if emitted + amount >= stopAfter { stopped = true }
        }
        var left = amount
        while left > 0 {
            let piece = min(left, 1 << 16)
            var buffer: [UInt8] = []
            buffer.reserveCapacity(unit == .bytes ? Int(piece) : Int(piece) * 8)
            if unit == .bytes {
                stream.appendBytes(Int(piece), to: &buffer)
            } else {
                stream.appendLines(Int(piece), to: &buffer)
            }
            if !write(buffer) { return false }
            left -= piece
        }
        emitted &+= amount
        meter?.add(amount)
        return true
    }
}
