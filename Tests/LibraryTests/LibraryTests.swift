import CTestSupport
import Glibc
import MeterKit
import Testing

/// MeterKit as a Swift tool uses it: the public API only (no `@testable`), a hand-driven clock and frames
/// in memory, so nothing sleeps and every frame can be compared byte for byte.
@Suite struct LibraryTests {
    /// A board drawing `template` in ASCII into memory `columns` wide, on a clock the test moves by hand.
    static func asciiBoard(columns: Int, template: Template) -> (ManualClock, CapturedTarget, Board) {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: columns, isTerminal: true)
        var style = Style.ascii
        style.template = template
        return (clock, screen, Board(target: screen, style: style, clock: clock))
    }

    @Test func aMeterUpdatedFromEightTasksLandsOnTheExactTotal() async {
        let meter = Meter(total: 8 * 10_000)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { meter.add(1) }
                }
            }
        }
        #expect(meter.count == 80_000)
        #expect(meter.snapshot().wholePercent == 100)
    }

    @Test func twoMetersOnABoardDrawTwoLinesAndTheirNames() {
        let (clock, screen, board) = Self.asciiBoard(columns: 40, template: Template(fields: [.name, .amount, .progress]))
        let upload = board.add(Meter(total: 100, name: "upload", clock: clock))
        let download = board.add(Meter(total: 200, name: "down", clock: clock))
        upload.add(50)
        download.add(50)
        clock.advance(by: .seconds(1))
        board.update()
        #expect(screen.text == "   upload: 50.0  B [======>       ]  50%\r\n     down: 50.0  B [==>           ]  25%\r")
        upload.add(50)
        board.finish()
        // One block, redrawn in place: up one line, both lines again, and the cursor below them.
        #expect(screen.text.hasSuffix(
            "\u{1B}[A   upload:  100  B [=============>] 100%\r\n     down: 50.0  B [==>           ]  25%\r\n"))
    }

    @Test func aMessageAndFinishAndClear() throws {
        let (clock, screen, board) = Self.asciiBoard(columns: 30, template: try Template.parse("%b %L"))
        let meter = board.add(Meter(clock: clock))
        meter.add(5)
        meter.message = "step 1"
        clock.advance(by: .seconds(1))
        board.update()
        #expect(screen.text == "5.00  B step 1\r")
        board.finish(meter, clear: true)
        #expect(screen.text == "5.00  B step 1\r              \r")
        #expect(board.isEmpty)
    }

    /// A line printed above the meters: the meters' lines are cleared, the text written on a line of its
    /// own (control characters made visible), and the meters drawn again below it; `clear` then takes every
    /// meter off, leaving nothing of them on the screen.
    @Test func printAboveTheMetersThenClear() throws {
        let (clock, screen, board) = Self.asciiBoard(columns: 20, template: try Template.parse("%N %b"))
        let first = board.add(Meter(name: "a", clock: clock))
        let second = board.add(Meter(name: "b", clock: clock))
        first.add(1)
        second.add(2)
        clock.advance(by: .seconds(1))
        board.update()
        #expect(screen.text == "        a: 1.00  B\r\n        b: 2.00  B\r")
        board.print("done \u{1B}[31mred")
        #expect(screen.text == "        a: 1.00  B\r\n        b: 2.00  B\r\u{1B}[1A\r\u{1B}[J" + "done \\033[31mred\n"
            + "        a: 1.00  B\r\n        b: 2.00  B\r")
        board.clear()
        #expect(board.isEmpty)
        // Up to the block's first line, and everything from there down cleared.
        #expect(screen.text.hasSuffix("        b: 2.00  B\r\r\u{1B}[A\r\u{1B}[J"))
    }

    @Test func aCopyIntoAClosedPipeReturnsInsteadOfDying() throws {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        #expect(ctest_pipe(&input) == 0)
        #expect(ctest_pipe(&output) == 0)
        close(output[0])  // the reader has gone
        let bytes = [UInt8](repeating: 7, count: 1000)
        #expect(write(input[1], bytes, bytes.count) == 1000)
        close(input[1])
        defer { close(input[0]); close(output[1]) }
        let meter = Meter(total: 1000)
        // The host leaves SIGPIPE at its default action, which would kill the test process.
        let outcome = Copier(
            inputs: [.file("/dev/fd/\(input[0])")], destination: .descriptor(Descriptor(output[1])), meter: meter
        ).runBlocking()
        #expect(outcome.outputClosed)
        #expect(outcome.status == [])
        #expect(outcome.problems.isEmpty)
    }

    @Test func aReplayDrawsTheSameFramesEveryTime() throws {
        func frames() throws -> String {
            let clock = ManualClock()
            let screen = CapturedTarget(columns: 50, isTerminal: true)
            let meter = Meter(total: 30 << 10, clock: clock)
            let board = Board(target: screen, style: .ascii, clock: clock)
            board.add(meter)
            let script = try ReplayScript.parse("0.5 10K\n1.5 10K\n2.5 10K\n")
            #expect(Replayer(script: script, clock: clock, meter: meter, board: board) { _ in true }.run())
            return screen.text
        }
        let first = try frames()
        #expect(first == (try frames()))
        #expect(first == [
            "10.0KiB 0:00:01 [10.0KiB/s] [>  ]  33% ETA 0:00:02\r",
            "20.0KiB 0:00:02 [10.0KiB/s] [=> ]  66% ETA 0:00:01\r",
            "30.0KiB 0:00:02 [12.0KiB/s] [==>] 100%            \r\n",
        ].joined())
    }
}
