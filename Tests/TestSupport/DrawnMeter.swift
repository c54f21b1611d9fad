import MeterKit

/// A meter drawn alone on a board of its own, driven by hand as the unit tests drive it: what a tool with
/// one meter does with a ``Board`` and a ``Meter``, in one value.
package struct DrawnMeter {
    package let meter: Meter
    package let board: Board

    package init(total: UInt64?, unit: CountingUnit = .bytes, display: Display, clock: any MeterClock, timing: Meter.Timing = .init()) {
        meter = Meter(total: total, unit: unit, clock: clock, timing: timing)
        board = Board(clock: clock, timing: timing)
        board.add(meter, display: display)
    }

    package func add(_ amount: UInt64) { meter.add(amount) }
    package var count: UInt64 { meter.count }
    package var total: UInt64? {
        get { meter.total }
        nonmutating set { meter.total = newValue }
    }
    package var message: String? {
        get { meter.message }
        nonmutating set { meter.message = newValue }
    }
    package func reposition(to value: UInt64) { meter.reposition(to: value) }
    package var nextDeadline: Instant? { board.nextDeadline }
    package func update() { board.update() }
    package func redraw() { board.redraw() }
    package func finish() { board.finish() }
    package func clearLine() { board.clearLine() }
    package func resize() { board.resize() }
}
