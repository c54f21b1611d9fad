import MeterKit
import Synchronization
import Testing

/// A copier given a board runs on the board's clock, so that its frames and its meter's counts tell one
/// time: here a manual clock the copy itself moves by a second at each amount it writes.
@Suite struct CopierClockTests {
    /// How many times the copy moved the clock.
    final class Moves: Sendable {
        let count = Atomic(0)
    }

    /// A copier of 3000 bytes (a file removed with `scratch`) to nowhere that moves `clock` by a second at
    /// each amount reaching the destination, after handing the amount to `counted`.
    static func copier(
        meter: Meter?, board: Board, clock: ManualClock, scratch: ConcurrencyTests.Scratch, moves: Moves,
        counted: (@Sendable (UInt64) -> Void)? = nil
    ) -> Copier {
        let input = scratch.file("in", bytes: Array(repeating: 7, count: 3000))
        let copier = Copier(inputs: [.file(input)], destination: .discard, meter: meter, board: board)
        copier.onCount = { amount in
            counted?(amount)
            moves.count.add(1, ordering: .relaxed)
            clock.advance(by: .seconds(1))
        }
        return copier
    }

    /// A meter made without a clock and not on the board takes the board's clock from the copier: its
    /// elapsed time and its rates are the manual clock's, not the machine's.
    @Test func theMetersTimeIsTheBoardsClock() {
        let clock = ManualClock()
        let board = Board(target: CapturedTarget(columns: 40), style: .ascii, clock: clock)
        let meter = Meter()
        let moves = Moves()
        let scratch = ConcurrencyTests.Scratch()
        let copier = Self.copier(meter: meter, board: board, clock: clock, scratch: scratch, moves: moves)
        #expect(copier.runBlocking() == TransferOutcome())
        let moved = moves.count.load(ordering: .relaxed)
        #expect(moved > 0)
        let snapshot = meter.snapshot()
        #expect(snapshot.count == 3000)
        #expect(snapshot.elapsed == .seconds(moved))
        #expect(snapshot.averageRate == 3000 / Double(moved))
    }

    /// A copier with a board and no meter of its own (the host counts into the board's meter) ends on the
    /// board's clock: the final frame's timer is the time the manual clock was moved by.
    @Test func theFinalFrameIsOnTheBoardsClock() {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 40)
        var style = Style.ascii
        style.template = Template(fields: [.amount, .timer])
        let board = Board(target: screen, style: style, clock: clock)
        let meter = board.add(Meter())
        let moves = Moves()
        let scratch = ConcurrencyTests.Scratch()
        let copier = Self.copier(meter: nil, board: board, clock: clock, scratch: scratch, moves: moves) { meter.add($0) }
        #expect(copier.runBlocking() == TransferOutcome())
        let moved = moves.count.load(ordering: .relaxed)
        #expect(moved > 0 && moved < 10)
        #expect(screen.text.hasSuffix("2.93KiB 0:00:0\(moved)\n"))
    }
}
