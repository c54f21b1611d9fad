import TestSupport
import Testing
@testable import MeterKit

/// Several meters' lines as one block: how the block moves up (pv's `ESC [ A`, one a line) and what a line
/// taken out of it leaves on the screen.
@Suite struct StackedLinesTests {
    let clock = VirtualClock()
    let screen = CapturedTarget(columns: 40)

    var style: Style {
        var style = Style.ascii
        style.template = Template(fields: [.name, .amount])
        return style
    }

    func meters(_ names: [String], on board: Board) -> [Meter] {
        names.map { name in
            let meter = Meter(total: nil, name: name, clock: clock)
            board.add(meter, display: board.display(for: style, otherwise: LineDisplay(target: screen, style: style)))
            meter.add(UInt64(name.count))
            return meter
        }
    }

    @Test func theBlockGoesUpAsPVGoesUp() {
        let board = Board(clock: clock, stack: StackedLines(target: screen))
        _ = meters(["a", "bb", "ccc"], on: board)
        clock.advance(by: 1)
        board.update()
        clock.advance(by: 1)
        board.update()
        #expect(screen.text.hasSuffix("\r\u{1B}[A\u{1B}[A        a: 1.00  B\r\n       bb: 2.00  B\r\n      ccc: 3.00  B\r"))
    }

    /// The line below the new end of the block is cleared from there, and the cursor comes back to rest on
    /// the block's last line.
    @Test func aLineTakenOutLeavesNothingBehind() {
        let board = Board(clock: clock, stack: StackedLines(target: screen))
        let drawn = meters(["a", "bb", "ccc"], on: board)
        clock.advance(by: 1)
        board.update()
        board.finish(drawn[1], clear: true)
        var terminal = VirtualScreen(rows: 6, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["        a: 1.00  B", "      ccc: 3.00  B"])
        #expect(terminal.row == 1 && terminal.column == 0)
        clock.advance(by: 1)
        board.update()
        terminal = VirtualScreen(rows: 6, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["        a: 1.00  B", "      ccc: 3.00  B"])
        #expect(terminal.row == 1)
    }

    /// On a terminal of three rows, a block of five meters shows three lines, as pv's -d shows no more lines
    /// than the terminal has: the others move up into sight as the lines above them end, and every line is
    /// on the screen at the end.
    @Test func theBlockIsNoTallerThanTheTerminal() {
        screen.rows = 3
        let board = Board(clock: clock, stack: StackedLines(target: screen))
        let drawn = meters(["a", "bb", "ccc", "dddd", "eeeee"], on: board)
        clock.advance(by: 1)
        board.update()
        var terminal = VirtualScreen(rows: 3, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["        a: 1.00  B", "       bb: 2.00  B", "      ccc: 3.00  B"])
        board.finish(drawn[0])
        clock.advance(by: 1)
        board.update()
        terminal = VirtualScreen(rows: 3, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["       bb: 2.00  B", "      ccc: 3.00  B", "     dddd: 4.00  B"])
        for meter in drawn.dropFirst() { board.finish(meter) }
        terminal = VirtualScreen(rows: 8, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines.suffix(4) == ["       bb: 2.00  B", "      ccc: 3.00  B", "     dddd: 4.00  B", "    eeeee: 5.00  B"])
    }

    /// Lines below the terminal's last row are not rendered; a line that moves up into sight shows its
    /// latest frame, rendered then from the snapshot it was given.
    @Test func linesOutOfSightWaitUnrendered() {
        screen.rows = 2
        screen.isTerminal = true
        let board = Board(clock: clock, stack: StackedLines(target: screen))
        let drawn = meters(["a", "bb", "ccc", "dddd"], on: board)
        clock.advance(by: 1)
        board.update()
        drawn[2].add(10)
        clock.advance(by: 1)
        board.update()
        let written = screen.text.count
        drawn[3].add(10)
        clock.advance(by: 1)
        board.update()
        #expect(screen.text.count == written, "a change out of sight draws nothing")
        board.finish(drawn[0])
        board.finish(drawn[1])
        clock.advance(by: 1)
        board.update()
        var terminal = VirtualScreen(rows: 2, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["      ccc: 13.0  B", "     dddd: 14.0  B"])
    }

    /// Keys typed while the block is drawn are echoed on its last line, where the cursor rests: the next
    /// redraw goes back to the line's start before it moves up, so no line is shifted, and the echo is
    /// drawn over.
    @Test func echoedKeysShiftNoLine() {
        let board = Board(clock: clock, stack: StackedLines(target: screen))
        let drawn = meters(["a", "bb"], on: board)
        clock.advance(by: 1)
        board.update()
        let before = screen.text.count
        screen.write("abc")
        drawn[0].add(1)
        clock.advance(by: 1)
        board.update()
        #expect(screen.text.dropFirst(before) == "abc\r\u{1B}[A        a: 2.00  B\r\n       bb: 2.00  B\r")
        var terminal = VirtualScreen(rows: 4, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["        a: 2.00  B", "       bb: 2.00  B"])
    }

    /// After Ctrl-Z and `fg` the shell has written below the block: the next frame draws the whole block
    /// again where the cursor rests, and moves up into nothing the shell wrote.
    @Test func afterAStopTheBlockIsDrawnAfresh() {
        let board = Board(clock: clock, stack: StackedLines(target: screen))
        let drawn = meters(["a", "bb"], on: board)
        clock.advance(by: 1)
        board.update()
        screen.write("^Z\n[1]+  Stopped\n$ fg\nmeter\n")
        board.continued()
        drawn[1].add(1)
        clock.advance(by: 1)
        board.update()
        var terminal = VirtualScreen(rows: 8, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == [
            "        a: 1.00  B", "^Z     bb: 2.00  B", "[1]+  Stopped", "$ fg", "meter", "        a: 1.00  B", "       bb: 3.00  B",
        ])
        #expect(terminal.row == 6 && terminal.column == 0)
    }

    /// Every line taken out at once (`Board.clear`): nothing of the block is left on the screen, and the
    /// cursor is where the block began.
    @Test func aBlockClearedLeavesNothing() {
        let board = Board(clock: clock, stack: StackedLines(target: screen))
        _ = meters(["a", "bb", "ccc"], on: board)
        clock.advance(by: 1)
        board.update()
        board.clear()
        var terminal = VirtualScreen(rows: 6, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == [])
        #expect(terminal.row == 0 && terminal.column == 0)
    }

    /// At narrow widths a line with a total and one without would shorten their names by different amounts:
    /// in the block every name is shortened to the narrowest, so the colons line up at every width.
    @Test func namesLineUpAtEveryWidth() {
        let style = Style(template: Template(fields: Template.defaultFields), glyphs: .ascii)
        for columns in 14...100 {
            let clock = VirtualClock()
            let target = CapturedTarget(columns: columns, isTerminal: true)
            let board = Board(clock: clock, stack: StackedLines(target: target))
            let known = Meter(total: 100_000, name: "gzipped", clock: clock)
            let unknown = Meter(total: nil, name: "raw input", clock: clock)
            for meter in [known, unknown] {
                board.add(meter, display: board.display(for: style, otherwise: LineDisplay(target: target, style: style)))
                meter.add(4096)
            }
            clock.advance(by: 2)
            board.update()
            var screen = VirtualScreen(rows: 6, columns: columns)
            screen.feed(target.text)
            let colons = screen.nonEmptyLines.map { line in line.firstIndex(of: ":").map { line.distance(from: line.startIndex, to: $0) } }
            #expect(colons.count == 2 && Set(colons).count == 1, "\(columns): \(screen.nonEmptyLines)")
        }
    }
}
