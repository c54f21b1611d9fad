import CTestSupport
import Foundation
import Glibc
import MeterKit
import Testing

/// What a Swift developer meets with a board, through the public API alone: tasks drawing while another
/// reads the screen, meters made with or without a clock, the final lines, and a board that is not on a
/// terminal. scripts/test runs this suite under ThreadSanitizer too.
@Suite struct BoardSafetyTests {
    /// pv's ASCII look, with the name and the count alone: short lines that say which meter is which.
    static let named: Style = {
        var style = Style.ascii
        style.template = try! Template.parse("%N %b")
        return style
    }()

    /// Eight tasks count into meters (one shared by all) and update the board while a reader task reads the
    /// captured screen in a loop: no crash, exact totals, and the final frame of every meter at the end.
    ///
    /// A frame every 10 ms, and a hundred reads: each read copies the whole screen, which grows with every
    /// frame. Under a sanitizer a frame takes longer than a millisecond, so at one a millisecond every update
    /// drew one and the screen grew to megabytes, copied at each read: twenty runs took ten CPU-minutes.
    @Test("8 tasks drawing while a task reads the screen: no crash, exact totals", arguments: 1...10)
    func tasksDrawWhileAReaderReads(run: Int) async {
        let screen = CapturedTarget(columns: 80, isTerminal: true)
        let board = Board(target: screen, style: .ascii, interval: .milliseconds(10))
        let shared = board.add(Meter(total: 8 * 500, name: "shared"))
        let own = (0..<8).map { board.add(Meter(total: 500, name: "job\($0)")) }
        let reading = Task {
            var longest = 0
            // A bounded number of reads: each copies the whole screen, which grows with every frame.
            for _ in 0..<100 where !Task.isCancelled {
                longest = max(longest, screen.text.utf8.count)
                await Task.yield()
            }
            return longest
        }
        await withTaskGroup(of: Void.self) { group in
            for meter in own {
                group.addTask {
                    for _ in 0..<500 {
                        meter.add(1)
                        shared.add(1)
                        board.update()
                    }
                }
            }
        }
        reading.cancel()
        _ = await reading.value
        board.finish()
        #expect(shared.count == 4000)
        #expect(own.allSatisfy { $0.count == 500 })
        // Every meter's final line, in the order they were added, and the cursor below them.
        var terminal = Screen(rows: 12, columns: 80)
        terminal.feed(screen.text)
        let names = ["shared"] + (0..<8).map { "job\($0)" }
        #expect(terminal.lines.prefix(9).map { $0.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } } == names)
        #expect(terminal.lines.prefix(9).allSatisfy { $0.hasSuffix("100%") }, "\(terminal.lines)")
        #expect(terminal.row == 9 && terminal.column == 0)
        #expect(board.isEmpty)
    }

    /// A meter made without a clock takes its board's: on a manual clock, its frames have the manual
    /// clock's times, and `finish()` ends with the final frame and its newline.
    @Test("a meter made without a clock measures on its board's")
    func aMeterWithoutAClockTakesTheBoards() {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 60, isTerminal: true)
        let board = Board(target: screen, style: .ascii, clock: clock)
        let meter = board.add(Meter(total: 100))
        meter.add(50)
        clock.advance(by: .seconds(1))
        board.update()
        #expect(screen.text == "50.0  B 0:00:01 [50.0  B/s] [=====>       ]  50% ETA 0:00:01\r")
        meter.add(50)
        clock.advance(by: .seconds(1))
        board.finish()
        #expect(screen.text == "50.0  B 0:00:01 [50.0  B/s] [=====>       ]  50% ETA 0:00:01\r"
            + " 100  B 0:00:02 [50.0  B/s] [============>] 100%            \r\n")
    }

    /// A meter made with another clock than its board's would draw wrong times: it is stopped at once.
    @Test("a meter made with another clock is refused at once")
    func aMeterWithAnotherClockIsRefused() async {
        await #expect(processExitsWith: .failure) {
            // The trap ends the process as it would in a shipped tool: a sanitizer's handler, which would
            // report the intended trap as a fault, is put back to the default first.
            signal(SIGILL, SIG_DFL)
            signal(SIGTRAP, SIG_DFL)
            let board = Board(target: CapturedTarget(), clock: ManualClock())
            board.add(Meter(total: 10, clock: ManualClock()))
        }
    }

    @Test("adding a meter twice draws it once")
    func addingTwiceIsIdempotent() {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 40, isTerminal: true)
        let board = Board(target: screen, style: Self.named, clock: clock)
        let meter = Meter(name: "once", clock: clock)
        board.add(meter)
        board.add(meter)
        meter.add(5)
        clock.advance(by: .seconds(1))
        board.update()
        #expect(screen.text == "     once: 5.00  B\r")
    }

    /// `finish(meter)` takes the meter off the board: its final line is written above the block, which goes
    /// on below it.
    @Test("finish(meter) leaves its final line above the others")
    func finishingOneMeterLeavesItsLineAbove() {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 40, isTerminal: true)
        let board = Board(target: screen, style: Self.named, clock: clock)
        let first = board.add(Meter(name: "first", clock: clock))
        let second = board.add(Meter(name: "second", clock: clock))
        let third = board.add(Meter(name: "third", clock: clock))
        for (meter, amount) in [(first, 1), (second, 2), (third, 3)] { meter.add(UInt64(amount)) }
        clock.advance(by: .seconds(1))
        board.update()
        second.add(2)
        board.finish(second)
        first.add(1)
        clock.advance(by: .seconds(1))
        board.update()
        var terminal = Screen(rows: 6, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.lines == ["   second: 4.00  B", "    first: 2.00  B", "    third: 3.00  B", "", "", ""])
        board.finish()
        terminal = Screen(rows: 6, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.lines == ["   second: 4.00  B", "    first: 2.00  B", "    third: 3.00  B", "", "", ""])
        #expect(terminal.row == 3 && terminal.column == 0)
    }

    /// Off a terminal (a pipe to a log) a board writes no escape sequence and no frame that a terminal would
    /// draw over: each meter's final line, once.
    @Test("a board on a pipe writes each final line and no escape sequence")
    func aBoardOnAPipeWritesFinalLinesOnly() throws {
        var ends: [Int32] = [0, 0]
        try #require(ctest_pipe(&ends) == 0)
        let clock = ManualClock()
        let board = Board(target: DescriptorTarget(Descriptor(ends[1]), columns: 40), style: Self.named, clock: clock)
        let upload = board.add(Meter(name: "upload"))
        let download = board.add(Meter(name: "down"))
        for second in 1...3 {
            upload.add(UInt64(second))
            download.add(10)
            clock.advance(by: .seconds(1))
            board.update()
        }
        board.finish(upload)
        board.finish()
        close(ends[1])
        let written = String(decoding: FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
        #expect(written == "   upload: 6.00  B\n     down: 30.0  B\n")
    }
}

/// A small terminal for these tests: carriage return, line feed, cursor up, erase below; enough to read
/// what a board leaves on the screen.
struct Screen {
    var lines: [String]
    var row = 0
    var column = 0
    let columns: Int

    init(rows: Int, columns: Int) {
        lines = Array(repeating: "", count: rows)
        self.columns = columns
    }

    mutating func feed(_ text: String) {
        var scalars = Substring(text).unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\r": column = 0
            // A terminal's output processing (ONLCR) makes a line feed a carriage return too.
            case "\n":
                row = min(row + 1, lines.count - 1)
                column = 0
            case "\u{1B}":
                guard scalars.popFirst() == "[" else { continue }
                var parameter = ""
                while let next = scalars.popFirst() {
                    if next.properties.numericType != nil { parameter.unicodeScalars.append(next); continue }
                    if next == "A" { row = max(0, row - (Int(parameter) ?? 1)) }
                    if next == "J" {
                        lines[row] = String(lines[row].prefix(column))
                        for below in (row + 1)..<lines.count { lines[below] = "" }
                    }
                    break
                }
            default:
                var line = Array(lines[row])
                while line.count < column { line.append(" ") }
                if column < line.count { line[column] = Character(scalar) } else { line.append(Character(scalar)) }
                lines[row] = String(line)
                column += 1
            }
        }
        lines = lines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    }
}
