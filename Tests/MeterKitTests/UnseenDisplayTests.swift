import TestSupport
import Testing
@testable import MeterKit

/// `-v` with nothing drawn: the meter's frames are taken for their rates, and shown nowhere.
@Suite struct UnseenDisplayTests {
    @Test func anUnseenMeterStillMeasuresItsRates() {
        let clock = VirtualClock()
        let board = Board(clock: clock)
        let meter = Meter(total: nil, clock: clock, timing: .init())
        board.add(meter, display: UnseenDisplay())
        for _ in 0..<3 {
            meter.add(1000)
            clock.advance(by: 1)
            board.update()
        }
        board.finish()
        #expect(meter.statistics.count == 3)
        #expect(Renderer.statistics(meter.statistics, bits: false) == "rate min/avg/max/mdev = 1000.000/1000.000/1000.000/0.000 B/s")
    }
}
