import TestSupport
import Testing
@testable import MeterKit

/// The board beside a wrapped command's unfinished line: held for standard error alone, or drawn on the
/// terminal's row below the line, the cursor put back at its end.
@Suite struct BoardBesideTextTests {
    /// A board on a terminal 40 columns wide, one meter drawn on it as a line redrawn in place: a frame of 5
    /// bytes drawn, then cleared, and `text` written where it was.
    private static func terminalBoard(_ clock: VirtualClock, text: String) -> (Board, Meter, CapturedTarget) {
        let screen = CapturedTarget(columns: 40, isTerminal: true)
        let board = Board(clock: clock)
        let meter = Meter(total: nil, clock: clock, timing: .init())
        board.add(meter, display: LineDisplay(target: screen, style: Style(template: Template.lenient("%b")), animates: false))
        meter.add(5)
        clock.advance(by: 1)
        board.update()
        board.clearLine()
        _ = screen.write(text)
        return (board, meter, screen)
    }

    @Test func belowTheTextEachFrameGoesToTheRowBelowAndTheCursorComesBack() {
        let clock = VirtualClock()
        let (board, meter, screen) = Self.terminalBoard(clock, text: "Name? ")
        #expect(board.drawBelowText())
        meter.add(5)
        clock.advance(by: 1)
        board.update()
        var terminal = VirtualScreen(rows: 5, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.text == ["Name?", "10.0  B"])
        #expect(terminal.row == 0 && terminal.column == 6, "the cursor is back at the end of the prompt")
        // What is typed goes on the prompt's line; the indicator below is erased before the text goes on.
        _ = screen.write("bob")
        board.stopDrawingBelowText(keepingRow: false)
        _ = screen.write("\n")
        terminal = VirtualScreen(rows: 5, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.text == ["Name? bob"])
    }

    @Test func aLineAfterACarriageReturnStaysWhenTheIndicatorBelowGoes() {
        let clock = VirtualClock()
        let (board, _, screen) = Self.terminalBoard(clock, text: "starting\r")
        #expect(board.drawBelowText())
        board.stopDrawingBelowText(keepingRow: true)
        var terminal = VirtualScreen(rows: 5, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.text == ["starting"])
    }

    @Test func recordsAndBlocksOfLinesAreNotDrawnBelow() {
        let clock = VirtualClock()
        let board = Board(clock: clock)
        let meter = Meter(total: nil, clock: clock, timing: .init())
        board.add(meter, display: PlainDisplay(target: CapturedTarget(columns: 40, isTerminal: true)))
        #expect(!board.drawBelowText())
        let offTerminal = Board(clock: clock)
        offTerminal.add(
            Meter(total: nil, clock: clock, timing: .init()),
            display: LineDisplay(target: CapturedTarget(columns: 40), style: Style(template: Template.lenient("%b"))))
        #expect(!offTerminal.drawBelowText())
    }

    @Test func whileHeldOnlyAFilesObjectsKeepTheirPace() {
        let clock = VirtualClock()
        let board = Board(clock: clock)
        let screen = CapturedTarget(columns: 40, isTerminal: true)
        let file = CapturedTarget(columns: 40)
        let inner = LineDisplay(target: screen, style: Style(template: Template.lenient("%b")), animates: false)
        let meter = Meter(total: nil, clock: clock, timing: .init())
        board.add(meter, display: JSONDisplay(target: file, inner: inner, besideStandardError: true))
        board.isHeld = true
        for _ in 0..<3 {
            meter.add(1)
            clock.advance(by: 1)
            #expect(board.nextDeadline != nil)
            board.update()
        }
        #expect(file.text.split(separator: "\n").count == 3)
        #expect(screen.text.isEmpty)
        // Held with nothing beside standard error: no frame is due.
        let alone = Board(clock: clock)
        alone.add(Meter(total: nil, clock: clock, timing: .init()), display: JSONDisplay(target: CapturedTarget(columns: 40)))
        alone.isHeld = true
        #expect(alone.nextDeadline == nil)
    }
}
