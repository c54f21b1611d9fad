import MeterKit
import Synchronization
import Testing

/// A clock of the tool's own, as a tool would write one: its `Instant` is its own name, which nothing in
/// MeterKit shadows.
final class StepClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var ticks: Int64
        func advanced(by duration: Duration) -> Instant { Instant(ticks: ticks + duration.components.seconds) }
        func duration(to other: Instant) -> Duration { .seconds(other.ticks - ticks) }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.ticks < rhs.ticks }
    }

    private let current = Synchronization.Mutex(Instant(ticks: 100))
    var now: Instant { current.withLock { $0 } }
    var minimumResolution: Duration { .seconds(1) }
    func step(_ seconds: Int64) { current.withLock { $0.ticks += seconds } }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        while now < deadline { try await Task.sleep(for: .milliseconds(1)) }
    }
}

/// Time in MeterKit is Swift's: any `Clock<Duration>` is injected, a board's deadline is an instant of that
/// clock, and the manual clock a test moves is a Swift clock too.
@Suite struct ClockTests {
    static func style(_ fields: Set<Template.Field>) -> Style {
        var style = Style.ascii
        style.template = Template(fields: fields)
        return style
    }

    @Test func aToolsOwnClockTimesTheFrames() {
        let clock = StepClock()
        let screen = CapturedTarget(columns: 40)
        let board = Board(target: screen, style: Self.style([.amount, .timer]), clock: clock)
        let meter = board.add(Meter())
        meter.add(2048)
        clock.step(3)
        board.update()
        board.finish()
        #expect(screen.text == "2.00KiB 0:00:03\n")
    }

    @Test func aHostSleepsUntilTheNextDeadlineOnTheInjectedClock() async throws {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 40, isTerminal: true)
        let board = Board(target: screen, style: Self.style([.amount, .timer]), clock: clock)
        let meter = board.add(Meter())
        meter.add(1024)
        let deadline = try #require(board.nextDeadline(on: clock))
        #expect(deadline == ManualClock.Instant(offset: .seconds(1)))
        let host = Task {
            try await Task.sleep(until: deadline, clock: clock)
            board.update()
        }
        while clock.sleepers == 0 { await Task.yield() }
        #expect(screen.text.isEmpty)
        clock.advance(to: deadline)
        try await host.value
        #expect(screen.text == "1.00KiB 0:00:01\r")
        #expect(board.nextDeadline(on: clock) == ManualClock.Instant(offset: .seconds(2)))
        board.finish()
    }

    @Test func aMeterMadeWithTheBoardsClockAgreesWithIt() {
        let clock = ContinuousClock()
        let screen = CapturedTarget(columns: 40)
        let board = Board(target: screen, style: Self.style([.amount]), clock: clock)
        board.add(Meter(total: 10, clock: clock)).add(10)
        board.finish()
        #expect(screen.text == "10.0  B\n")
    }

    @Test func theManualClockMovesOnlyForward() {
        let clock = ManualClock()
        clock.advance(by: .milliseconds(1500))
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(1500)))
        clock.advance(to: ManualClock.Instant(offset: .seconds(1)))
        clock.advance(by: .seconds(-5))
        #expect(clock.now.offset == .milliseconds(1500))
        #expect(clock.now.duration(to: clock.now.advanced(by: .seconds(2))) == .seconds(2))
        #expect(clock.wallTimeAtStart == .seconds(1_767_225_600))
    }
}
