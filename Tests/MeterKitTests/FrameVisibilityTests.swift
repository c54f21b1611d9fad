import Synchronization
import Testing
@testable import MeterKit

/// Whether the terminal may be drawn on (on standard error, its foreground process group: `tcgetpgrp(3)`)
/// is asked once for each draw of the board, however many lines it draws there.
@Suite struct FrameVisibilityTests {
    /// A terminal that counts how often it is asked whether it may be drawn on.
    final class AskedTerminal: FrameTarget {
        private let asked = Atomic(0)
        private let text = Synchronization.Mutex<String>("")
        var questions: Int { asked.load(ordering: .relaxed) }
        var written: String { text.withLock { $0 } }
        var columns: Int { 60 }
        var isTerminal: Bool { true }
        var isVisible: Bool {
            asked.add(1, ordering: .relaxed)
            return true
        }
        func write(_ text: String) -> Bool {
            self.text.withLock { $0 += text }
            return true
        }
        func refreshColumns() {}
    }

    /// A board on a virtual clock with `lines` meters, each on a line of its own on `terminal`, and the
    /// terminal's progress indicator there too.
    static func board(lines: Int, on terminal: AskedTerminal, clock: VirtualClock) -> (Board, [Meter]) {
        let timing = Meter.Timing(interval: 1)
        let board = Board(clock: clock, timing: timing)
        var meters: [Meter] = []
        for _ in 0..<lines {
            let meter = Meter(total: 100, clock: clock, timing: timing)
            board.add(meter, display: LineDisplay(target: terminal, style: .ascii))
            meters.append(meter)
        }
        board.showTerminalProgress(TerminalProgress(target: terminal, route: .direct))
        return (board, meters)
    }

    @Test func eachFrameAsksOnceForAllItsLines() {
        let clock = VirtualClock()
        let terminal = AskedTerminal()
        let (board, meters) = Self.board(lines: 5, on: terminal, clock: clock)
        for frame in 1...3 {
            for meter in meters { meter.add(10) }
            clock.advance(by: 1)
            board.update()
            #expect(terminal.questions == frame)
        }
        #expect(!terminal.written.isEmpty)
        board.redraw()
        #expect(terminal.questions == 4)
        board.finish()
        #expect(terminal.questions == 5)
    }

    /// A line drawn below a wrapped command's unfinished line was asked twice a frame: once to be drawn,
    /// once to be moved below the text.
    @Test func aLineBelowTextIsAskedOnceAFrame() {
        let clock = VirtualClock()
        let terminal = AskedTerminal()
        let (board, meters) = Self.board(lines: 1, on: terminal, clock: clock)
        meters[0].add(10)
        clock.advance(by: 1)
        board.update()
        let before = terminal.questions
        #expect(board.drawBelowText())
        let drawnBelow = terminal.questions
        #expect(drawnBelow == before + 1)
        meters[0].add(10)
        clock.advance(by: 1)
        board.update()
        #expect(terminal.questions == drawnBelow + 1)
        #expect(terminal.written.contains(Board.belowTextStart))
    }
}
