import Glibc
import TestSupport
import Testing
@testable import MeterKit

/// `CopiesSource` over real processes on a manual clock: children that run `cat` (one of the commands) and
/// `sleep` (not one), each holding this test's files open, found without being named; their lines named
/// after the process, the command and its biggest file, which they follow from file to file, and left as
/// they were when the process ends. Each child moves on when the test has seen it where it is (a file it
/// waits for), not after a time a loaded machine may not keep.
@Suite(.serialized) struct CopiesSourceTests {
    let clock = VirtualClock()
    let screen = CapturedTarget(columns: 100)
    /// The test's own folder: never one another test (or instance of this suite) makes or removes.
    let folder = ScratchFolder("meter-copies-source")
    var directory: String { folder.path }

    func write(_ name: String, size: Int) {
        let descriptor = open(directory + "/" + name, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        _ = [UInt8](repeating: 7, count: size).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    func cleanUp() { folder.remove() }

    func board() -> Board {
        var style = Style.ascii
        style.template = Template(fields: [.name, .amount])
        return Board(clock: clock, timing: Meter.Timing(interval: 1), stack: StackedLines(target: screen), style: style)
    }

    /// A source whose lines are named `PID COMMAND FILE` (the file's last path component), made on `board`.
    func source(board: Board, direction: CopyTarget.Direction = .reading) throws -> CopiesSource {
        let name = { (target: CopyTarget) in
            "\(target.pid) \(target.command) " + String(target.file.path.description.split(separator: "/").last ?? "")
        }
        return CopiesSource(
            directory: try ProcessDirectory(), direction: direction, board: board, clock: clock, interval: 1,
            makeMeter: { board.add(Meter(total: $0.file.size, name: name($0), clock: self.clock)) },
            retarget: { meter, target in
                meter.name = name(target)
                meter.total = target.file.size
            })
    }

    /// The screen as the board left it, fed only what was written since the last look: every frame holds a
    /// line for each copying process on the machine, and feeding the whole text again at each look made a
    /// machine busy with copies slow this suite down more with every sample.
    final class Viewer {
        var terminal = VirtualScreen(rows: 60, columns: 100)
        var fed = 0
    }
    let viewer = Viewer()

    /// The rows of the screen that are lines of process `pid`.
    func rows(of pid: Int32, _ board: Board) -> [String] {
        board.update()
        let text = screen.text.utf8
        viewer.terminal.feed(String(decoding: text.dropFirst(viewer.fed), as: UTF8.self))
        viewer.fed = text.count
        return viewer.terminal.nonEmptyLines.map { String($0.drop { $0 == " " }) }.filter { $0.hasPrefix("\(pid) ") }
    }

    /// Steps `source` a second at a time until `condition` holds (10 s of real time at most).
    func sample(_ source: CopiesSource, _ session: Session, until condition: () -> Bool) -> Bool {
        for _ in 0..<1000 {
            clock.advance(by: 1)
            _ = source.step(.none, in: session)
            if condition() { return true }
            usleep(10_000)
        }
        return false
    }

    func spawn(_ script: String) throws -> ChildProcess {
        let null = try FileDescriptor.openForWriting("/dev/null")
        defer { null.close() }
        return try ChildProcess.spawn(argv("sh", "-c", script, directory), output: null, error: null, resetSignals: [])
    }

    func stop(_ child: ChildProcess) {
        child.send(.kill)
        for _ in 0..<1000 where child.reap() == nil { usleep(10_000) }
    }

    /// A `cat` holding a small and a big file is found and follows the big one; a `sleep` holding the same is
    /// not one of the commands, and gets no line.
    @Test func aCommandIsFoundAndFollowsItsBiggestFile() throws {
        defer { cleanUp() }
        write("small", size: 100)
        write("big", size: 5000)
        // cat reads a FIFO that it holds open for writing too: it waits there until it is stopped.
        try #require(mkfifo(directory + "/moved", 0o600) == 0)
        let cat = try spawn(#"exec 3< "$0/small" 4< "$0/big" 5<> "$0/moved"; exec cat <&5"#)
        defer { stop(cat) }
        let sleeper = try spawn(#"exec 3< "$0/small" 4< "$0/big"; exec sleep 30"#)
        defer { stop(sleeper) }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        let source = try source(board: board)
        #expect(sample(source, session) { rows(of: cat.id, board) == ["\(cat.id) cat big: 0.00  B"] }, "\(rows(of: cat.id, board))")
        #expect(rows(of: sleeper.id, board).isEmpty)
    }

    /// Reads `count` bytes from the FIFO `reader` (non-blocking), waiting for them (10 s at most).
    func read(_ count: Int, from reader: Int32) -> Bool {
        var left = count
        var buffer = [UInt8](repeating: 0, count: 65536)
        for _ in 0..<1000 where left > 0 {
            let got = buffer.withUnsafeMutableBytes { Glibc.read(reader, $0.baseAddress, min(left, $0.count)) }
            if got > 0 { left -= got } else { usleep(10_000) }
        }
        return left == 0
    }

    /// `cat big next > FIFO`, the test reading the FIFO: one line, which moves from `big` to `next` as cat
    /// does, named afresh and counting from the new file's start; once cat ends, its line keeps its frame.
    @Test func aLineFollowsTheProcessFromFileToFileAndStaysWhenItEnds() throws {
        defer { cleanUp() }
        write("big", size: 300_000)
        write("next", size: 400_000)
        let fifo = directory + "/moved"
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let cat = try spawn(#"exec cat "$0/big" "$0/next" > "$0/moved""#)
        var ended = false
        defer { if !ended { stop(cat) } }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        let source = try source(board: board)
        #expect(sample(source, session) { rows(of: cat.id, board).first?.hasPrefix("\(cat.id) cat big: ") == true })
        // All of big and some of next: cat has moved on to next.
        #expect(read(300_000 + 200_000, from: reader))
        #expect(sample(source, session) { rows(of: cat.id, board).first?.hasPrefix("\(cat.id) cat next: ") == true }, "\(rows(of: cat.id, board))")
        #expect(rows(of: cat.id, board).count == 1)
        #expect(read(200_000, from: reader))
        ended = sample(source, session) { cat.reap() != nil }
        #expect(ended)
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        let last = rows(of: cat.id, board)
        #expect(last.count == 1 && last.first?.hasPrefix("\(cat.id) cat next: ") == true, "an ended process leaves its line: \(last)")
    }

    /// With `-M out`, the biggest file open for writing is followed, and it grows as it is written.
    @Test func writingFollowsTheFileWritten() throws {
        defer { cleanUp() }
        write("small", size: 100)
        let cat = try spawn(#"exec 3< "$0/small"; exec cat < "$0/small" > "$0/moved""#)
        defer { stop(cat) }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        let source = try source(board: board, direction: .writing)
        // cat may have copied and ended before the first sample: then it is gone, and has no line at all.
        _ = sample(source, session) { !rows(of: cat.id, board).isEmpty || cat.reap() != nil }
        for row in rows(of: cat.id, board) { #expect(row.hasPrefix("\(cat.id) cat moved: "), "\(row)") }
    }
}
