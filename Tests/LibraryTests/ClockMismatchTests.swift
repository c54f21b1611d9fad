import Glibc
import MeterKit
import Testing

/// A manual clock meets only itself: a replay or a deadline that puts one beside another clock would draw
/// nothing, or times that never come, so it stops the program at once. Two real clocks may meet.
@Suite struct ClockMismatchTests {
    /// Puts back the default action of the signals a trap raises: a sanitizer's handler would report the
    /// intended trap as a fault.
    static func trapsAsShipped() {
        signal(SIGILL, SIG_DFL)
        signal(SIGTRAP, SIG_DFL)
    }

    @Test func aReplayBesideABoardOnTheRealClockIsRefused() async {
        await #expect(processExitsWith: .failure) {
            ClockMismatchTests.trapsAsShipped()
            let board = Board(target: CapturedTarget())
            let script = try! ReplayScript.parse("0.5 10")
            Replayer(script: script, clock: ManualClock(), meter: board.add(Meter()), board: board) { _ in true }.run()
        }
    }

    @Test func aReplayBesideAMeterOnAnotherManualClockIsRefused() async {
        await #expect(processExitsWith: .failure) {
            ClockMismatchTests.trapsAsShipped()
            let script = try! ReplayScript.parse("0.5 10")
            Replayer(script: script, clock: ManualClock(), meter: Meter(clock: ManualClock())) { _ in true }.run()
        }
    }

    @Test func aDeadlineOfAManualBoardAskedOnARealClockIsRefused() async {
        await #expect(processExitsWith: .failure) {
            ClockMismatchTests.trapsAsShipped()
            let board = Board(target: CapturedTarget(), clock: ManualClock())
            board.add(Meter(total: 10))
            _ = board.nextDeadline(on: ContinuousClock())
        }
    }

    @Test func aDeadlineAskedOnAnotherManualClockIsRefused() async {
        await #expect(processExitsWith: .failure) {
            ClockMismatchTests.trapsAsShipped()
            let board = Board(target: CapturedTarget(), clock: ManualClock())
            board.add(Meter(total: 10))
            _ = board.nextDeadline(on: ManualClock())
        }
    }

    @Test func aCopiersMeterOnAnotherManualClockThanItsBoardsIsRefused() async {
        await #expect(processExitsWith: .failure) {
            ClockMismatchTests.trapsAsShipped()
            let board = Board(target: CapturedTarget(), clock: ManualClock())
            _ = Copier(destination: .discard, meter: Meter(clock: ManualClock()), board: board)
        }
    }

    /// A meter made without a clock takes the replay's, and the replay draws on the replay's time.
    @Test func aReplayGivesAMeterWithoutAClockItsOwn() throws {
        let clock = ManualClock()
        let meter = Meter(total: 10)
        #expect(Replayer(script: try ReplayScript.parse("2 10"), clock: clock, meter: meter) { _ in true }.run())
        #expect(meter.count == 10)
        #expect(clock.now.offset >= .seconds(2))
    }

    @Test func aBoardOnTheSuspendingClockGivesADeadlineOnTheContinuousOne() throws {
        let board = Board(target: CapturedTarget())
        board.add(Meter(total: 10))
        let deadline = try #require(board.nextDeadline(on: ContinuousClock()))
        #expect(deadline > ContinuousClock.now)
    }
}
