import TestSupport
import Testing
@testable import MeterKit

/// A block of lines on a terminal that says where its cursor is: drawn at its rows, so that Enter typed
/// while it runs leaves one block on the screen, at the top of the screen as at its bottom.
@Suite struct AnchoredBlockTests {
    let clock = VirtualClock()

    var style: Style {
        var style = Style.ascii
        style.template = Template(fields: [.name, .amount])
        return style
    }

    /// A board stacking `names` on `terminal`, each meter having counted as many bytes as its name has letters.
    func board(_ names: [String], on terminal: ScreenTarget) -> (Board, [Meter]) {
        let board = Board(clock: clock, stack: StackedLines(target: terminal))
        let meters = names.map { name in
            let meter = Meter(total: nil, name: name, clock: clock)
            board.add(meter, display: board.display(for: style, otherwise: LineDisplay(target: terminal, style: style)))
            meter.add(UInt64(name.count))
            return meter
        }
        return (board, meters)
    }

    func frame(_ board: Board) {
        clock.advance(by: 1)
        board.update()
    }

    @Test func enterTypedWhileTheBlockRunsLeavesOneBlock() {
        let terminal = ScreenTarget(rows: 10, columns: 40)
        terminal.print("$ meter -d 1 2 3\n")
        let (board, meters) = board(["a", "bb", "ccc"], on: terminal)
        frame(board)
        #expect(terminal.screen.row == 1, "the cursor rests at the start of the block's first line")
        terminal.pressEnter()
        meters[0].add(1)
        frame(board)
        terminal.pressEnter()
        terminal.pressEnter()
        meters[1].add(1)
        frame(board)
        board.finish()
        #expect(terminal.screen.text == ["$ meter -d 1 2 3", "        a: 2.00  B", "       bb: 3.00  B", "      ccc: 3.00  B"])
        #expect(terminal.screen.row == 4 && terminal.screen.column == 0)
        #expect(terminal.questions == 1)
    }

    /// At the bottom of the screen the block's first frame scrolls the screen to make room (pv's way); Enter
    /// then moves the cursor within the block and never scrolls it.
    @Test func atTheBottomTheBlockMakesRoomAndStays() {
        let terminal = ScreenTarget(rows: 6, columns: 40)
        terminal.print((1...6).map(String.init).joined(separator: "\n"))
        terminal.print("\n")
        let (board, meters) = board(["a", "bb", "ccc"], on: terminal)
        frame(board)
        #expect(terminal.screen.text == ["4", "5", "6", "        a: 1.00  B", "       bb: 2.00  B", "      ccc: 3.00  B"])
        terminal.pressEnter()
        terminal.pressEnter()
        meters[2].add(1)
        frame(board)
        #expect(terminal.screen.text == ["4", "5", "6", "        a: 1.00  B", "       bb: 2.00  B", "      ccc: 4.00  B"])
        board.finish()
        #expect(terminal.screen.text == ["5", "6", "        a: 1.00  B", "       bb: 2.00  B", "      ccc: 4.00  B"])
        #expect(terminal.screen.row == 5)
    }

    /// A terminal that does not answer: the block is drawn by moves, as before, and asked no more.
    @Test func unansweredTheBlockMovesAsBefore() {
        let terminal = ScreenTarget(rows: 10, columns: 40)
        terminal.answers = false
        let (board, meters) = board(["a", "bb"], on: terminal)
        frame(board)
        meters[0].add(1)
        frame(board)
        board.finish()
        #expect(terminal.screen.text == ["        a: 2.00  B", "       bb: 2.00  B"])
        #expect(terminal.questions == 1)
    }

    /// A message is written where the block was; the block goes on below it, where the terminal then says.
    @Test func aMessageMovesTheBlockBelowIt() {
        let terminal = ScreenTarget(rows: 10, columns: 40)
        let (board, meters) = board(["a", "bb"], on: terminal)
        frame(board)
        board.print("meter: a message")
        meters[1].add(1)
        frame(board)
        terminal.pressEnter()
        frame(board)
        board.finish()
        #expect(terminal.screen.text == ["meter: a message", "        a: 1.00  B", "       bb: 3.00  B"])
        #expect(terminal.questions == 2)
    }

    /// Before a stop the cursor goes to the block's last line, so the shell's job message comes below the
    /// block; after it, the block is drawn afresh below what the shell wrote.
    @Test func aStopLeavesTheBlockAndTheNextStartsBelowTheShell() {
        let terminal = ScreenTarget(rows: 10, columns: 40)
        let (board, meters) = board(["a", "bb"], on: terminal)
        frame(board)
        board.pause()
        terminal.print("\n[1]+  Stopped\n$ fg\nmeter\n")
        board.resume()
        board.continued()
        meters[0].add(1)
        frame(board)
        terminal.pressEnter()
        board.finish()
        #expect(terminal.screen.text == [
            "        a: 1.00  B", "       bb: 2.00  B", "[1]+  Stopped", "$ fg", "meter", "        a: 2.00  B", "       bb: 2.00  B",
        ])
        #expect(terminal.questions == 2)
    }

    /// Nothing is drawn while a program that reads keys holds the terminal; once it gives it back, the block
    /// is drawn, its final lines included.
    @Test func nothingIsDrawnWhileAProgramHoldsTheTerminal() {
        let terminal = ScreenTarget(rows: 10, columns: 40)
        let (board, meters) = board(["a", "bb"], on: terminal)
        terminal.isHeldByProgram = true
        frame(board)
        meters[0].add(1)
        frame(board)
        #expect(board.terminalHeldByProgram)
        #expect(terminal.screen.text == [])
        terminal.isHeldByProgram = false
        board.finish()
        #expect(terminal.screen.text == ["        a: 2.00  B", "       bb: 2.00  B"])
    }

    /// A terminal moves its lines as its height changes: after a resize the block asks again, and is drawn
    /// afresh from where the cursor rests, what was below it cleared.
    @Test func aResizeAsksAgain() {
        let terminal = ScreenTarget(rows: 10, columns: 40)
        let (board, meters) = board(["a", "bb"], on: terminal)
        frame(board)
        terminal.print("  abc")
        board.resize()
        meters[0].add(1)
        frame(board)
        board.finish()
        #expect(terminal.screen.text == ["        a: 2.00  B", "       bb: 2.00  B"])
        #expect(terminal.questions == 2)
    }

    @Test func theCursorPositionReport() {
        #expect(CursorPositionQuery.row(inReply: Array("\u{1B}[12;1R".utf8)) == 12)
        #expect(CursorPositionQuery.row(inReply: Array("x\u{1B}[3;40R".utf8)) == 3)
        #expect(CursorPositionQuery.row(inReply: Array("\u{1B}[12;1".utf8)) == nil)
        #expect(CursorPositionQuery.row(inReply: Array("\u{1B}[;1R".utf8)) == nil)
        #expect(CursorPositionQuery.row(inReply: Array("[12;1R".utf8)) == nil)
        #expect(CursorPositionQuery.row(inReply: Array("\u{1B}[0;1R".utf8)) == nil)
    }

    /// One line on the screen's last row: a line typed scrolls the screen up a row, and the block with it.
    @Test func aLineTypedOnTheLastRowIsFollowed() {
        var anchor = BlockAnchor(top: 24)
        anchor.follow(typedAhead: 0, rows: 24)
        #expect(anchor.top == 24)
        anchor.follow(typedAhead: 3, rows: 24)
        #expect(anchor.top == 23)
        anchor.follow(typedAhead: 3, rows: 24)
        #expect(anchor.top == 23, "nothing more typed")
        var high = BlockAnchor(top: 5)
        high.follow(typedAhead: 1, rows: 24)
        #expect(high.top == 5, "a block with rows below its first: the cursor moved within it")
        var room = BlockAnchor(top: 23)
        #expect(room.makeRoom(lines: 3, rows: 24) == "\u{1B}[24;1H\n" && room.top == 22)
        #expect(room.makeRoom(lines: 3, rows: 24) == "" && room.top == 22)
    }
}
