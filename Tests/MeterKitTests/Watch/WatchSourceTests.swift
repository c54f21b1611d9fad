import Glibc
import TestSupport
import Testing
@testable import MeterKit

/// `WatchSource` watching files of this very process, on a manual clock: the test reads and closes them
/// between steps, so nothing waits. The files get descriptors above 700 (`F_DUPFD`), which the tests
/// running beside these never get, so none of them can take over a number closed here.
@Suite(.serialized) struct WatchSourceTests {
    let clock = VirtualClock()
    let screen = CapturedTarget(columns: 60)
    /// The test's own folder: never one another test (or instance of this suite) makes or removes.
    let folder = ScratchFolder("meter-watch-source")
    var directory: String { folder.path }

    /// A file of `size` bytes in the test's folder, open for reading at a descriptor above `lowest`.
    func openFile(_ name: String, size: Int, lowest: Int32) throws -> Int32 {
        let path = directory + "/" + name
        let writer = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        try #require(writer >= 0)
        _ = [UInt8](repeating: 7, count: size).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        close(writer)
        let reader = open(path, O_RDONLY)
        try #require(reader >= 0)
        defer { close(reader) }
        return fcntl(reader, F_DUPFD, lowest)
    }

    func skip(_ bytes: Int, of descriptor: Int32) { lseek(descriptor, off_t(bytes), SEEK_CUR) }

    func board() -> Board {
        Board(clock: clock, timing: Meter.Timing(interval: 1), stack: StackedLines(target: screen), style: style)
    }

    var style: Style {
        var style = Style.ascii
        style.template = Template(fields: [.name, .amount])
        return style
    }

    func cleanUp() { folder.remove() }

    @Test func oneDescriptorIsFollowedUntilItCloses() throws {
        defer { cleanUp() }
        let descriptor = try openFile("a", size: 4096, lowest: 700)
        skip(1024, of: descriptor)
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        let source = WatchSource(
            requests: [.descriptor(try WatchedFile(pid: getpid(), descriptor: descriptor))], board: board, clock: clock,
            sampleInterval: 1, lingering: 1
        ) { file in
            board.add(Meter(total: file.size, name: "a", clock: self.clock))
        }
        #expect(source.step(.none, in: session) == .waiting(.until(clock.now().advanced(by: 1))), "the next sample comes with the first frame")
        skip(1024, of: descriptor)
        clock.advance(by: 0.5)
        #expect(source.step(.none, in: session) == .waiting(.until(clock.now().advanced(by: 0.5))), "no sample between frames")
        clock.advance(by: 0.5)
        #expect(source.step(.none, in: session) != .finished)
        board.update()
        #expect(screen.text == "        a: 2.00KiB\r", "the frame shows the sample taken just before it")
        close(descriptor)
        clock.advance(by: 1)
        #expect(source.step(.none, in: session) == .finished)
        #expect(screen.text.hasSuffix("        a: 2.00KiB\r\n"))
    }

    /// A whole process: a file opened later gets a line of its own; a closed one keeps its line for the
    /// lingering time, then the line goes.
    @Test func aProcessGainsAndLosesLines() throws {
        defer { cleanUp() }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        var made: [Int32] = []
        let source = WatchSource(
            requests: [.process(getpid())], board: board, clock: clock, sampleInterval: 1, lingering: 1
        ) { file in
            // Only this test's files get a line; the test process has others open.
            guard file.path.description.hasPrefix(self.directory) else { return nil }
            made.append(file.descriptor)
            return board.add(Meter(total: file.size, name: String(file.path.description.suffix(1)), clock: self.clock))
        }
        let first = try openFile("a", size: 100, lowest: 750)
        skip(10, of: first)
        _ = source.step(.none, in: session)
        #expect(made == [first])
        let second = try openFile("b", size: 100, lowest: 760)
        skip(20, of: second)
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        #expect(made == [first, second])
        board.update()
        var terminal = VirtualScreen(rows: 5, columns: 60)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["        a: 10.0  B", "        b: 20.0  B"])
        close(first)
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        board.update()
        terminal = VirtualScreen(rows: 5, columns: 60)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["        a: 10.0  B", "        b: 20.0  B"], "a closed file's line stays a while")
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        terminal = VirtualScreen(rows: 5, columns: 60)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["        b: 20.0  B"])
        #expect(terminal.row == 0)
        close(second)
    }

    /// A process between files (its one file closed, the next not open yet) keeps its last line, however
    /// long it takes; the next file's line takes its place in the frame that first shows it, so that no
    /// frame is blank.
    @Test func aProcessBetweenFilesKeepsItsLastLine() throws {
        defer { cleanUp() }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        let source = WatchSource(
            requests: [.process(getpid())], board: board, clock: clock, sampleInterval: 1, lingering: 1
        ) { file in
            guard file.path.description.hasPrefix(self.directory) else { return nil }
            return board.add(Meter(total: file.size, name: String(file.path.description.suffix(1)), clock: self.clock))
        }
        let first = try openFile("a", size: 100, lowest: 770)
        skip(10, of: first)
        _ = source.step(.none, in: session)
        close(first)
        var frames: [[String]] = []
        for _ in 0..<4 {
            clock.advance(by: 1)
            _ = source.step(.none, in: session)
            board.update()
            var terminal = VirtualScreen(rows: 5, columns: 60)
            terminal.feed(screen.text)
            frames.append(terminal.nonEmptyLines)
        }
        #expect(frames.allSatisfy { $0 == ["        a: 10.0  B"] }, "\(frames)")
        let second = try openFile("b", size: 100, lowest: 771)
        defer { close(second) }
        skip(30, of: second)
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        var terminal = VirtualScreen(rows: 5, columns: 60)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["        a: 10.0  B"], "nothing is cleared before the frame that draws the next line")
        board.update()
        terminal = VirtualScreen(rows: 5, columns: 60)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["        b: 30.0  B"])
    }

    /// After a resize every line is named again for the new width, as pv names its lines again; the board
    /// then takes the resize as any other (the source does not keep the signal).
    @Test func aResizeNamesTheLinesAgain() throws {
        defer { cleanUp() }
        let descriptor = try openFile("a", size: 100, lowest: 780)
        defer { close(descriptor) }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        var width = 60
        let source = WatchSource(
            requests: [.descriptor(try WatchedFile(pid: getpid(), descriptor: descriptor))], board: board, clock: clock,
            sampleInterval: 1, lingering: 1, rename: { _ in "a\(width)" }
        ) { _ in
            board.add(Meter(total: 100, name: "a\(width)", clock: self.clock))
        }
        _ = source.step(.none, in: session)
        width = 30
        #expect(!source.handle(SignalEvent(.windowChange), in: session))
        #expect(!source.handle(SignalEvent(.interrupt), in: session))
        clock.advance(by: 1)
        board.update()
        #expect(screen.text == "      a30: 0.00  B\r")
    }
}
