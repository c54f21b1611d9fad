import MeterKit
import Testing

// A test of what a tool draws: a scripted stream on a virtual clock, the frames kept in memory.
@Test func aStalledUploadShowsItsStall() throws {
    let clock = ManualClock()
    let screen = CapturedTarget(columns: 70, isTerminal: true)
    let board = Board(target: screen, style: .ascii, clock: clock)
    let meter = board.add(Meter(total: 3 << 20, name: "upload", clock: clock))
    let script = try ReplayScript.parse("1 1M\n2 1M\n5 1M\n")  // a stall from 2 to 5 seconds
    Replayer(script: script, clock: clock, meter: meter, board: board) { _ in true }.run()
    let frames = screen.text.split(separator: "\r")
    #expect(frames.count == 6)
    // Four seconds in: two of the three MiB, nothing moving, and the ETA from the average of the window.
    #expect(frames[3] == "   upload: 2.00MiB 0:00:04 [0.00  B/s] [=======>    ]  66% ETA 0:00:02")
}
