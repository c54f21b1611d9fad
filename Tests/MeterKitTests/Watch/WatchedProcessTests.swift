import Glibc
import TestSupport
import Testing
@testable import MeterKit

/// What `WatchSource` notices of a whole process between two samples, now that a sample looks again only at
/// what may have changed: descriptors closed and opened again on other files, a pipe's number reused for a
/// file, processes that open files later and end. This process's own descriptors (above 800, which the
/// tests running beside these never get) and a child's, on a manual clock.
@Suite(.serialized) struct WatchedProcessTests {
    let clock = VirtualClock()
    let screen = CapturedTarget(columns: 60)
    /// The test's own folder: never one another test (or instance of this suite) makes or removes.
    let folder = ScratchFolder("meter-watched-process")
    var directory: String { folder.path }

    /// Opens the file `name` (of `size` bytes) of the test's folder for reading, as descriptor `number`.
    @discardableResult
    func open(_ name: String, size: Int = 100, as number: Int32) throws -> Int32 {
        let path = directory + "/" + name
        let writer = Glibc.open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        try #require(writer >= 0)
        _ = [UInt8](repeating: 7, count: size).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        close(writer)
        let reader = Glibc.open(path, O_RDONLY)
        try #require(reader >= 0)
        try #require(dup2(reader, number) == number)
        close(reader)
        return number
    }

    /// Creates the empty file `name` in the test's folder: a sign to a child waiting for it.
    func mark(_ name: String) {
        close(Glibc.open(directory + "/" + name, O_CREAT | O_WRONLY, 0o600))
    }

    func cleanUp() { folder.remove() }

    /// `sh -c script` with the test's folder as `$0`, writing to `output` (else nowhere), its errors
    /// thrown away.
    func spawn(_ script: String, output: FileDescriptor? = nil) throws -> ChildProcess {
        let null = try FileDescriptor.openForWriting("/dev/null")
        defer { null.close() }
        return try ChildProcess.spawn(argv("sh", "-c", script, directory), output: output ?? null, error: null, resetSignals: [])
    }

    /// Kills `child` and waits until it is reaped.
    func stop(_ child: ChildProcess) {
        child.send(.kill)
        _ = waitFor { child.reap() != nil }
    }

    /// A source over `request` whose lines are this test's files, named by the file's last letter; `made`
    /// gets each line's descriptor and name as it is made.
    func source(_ request: WatchRequest, board: Board, made: @escaping (Int32, String) -> Void) -> WatchSource {
        WatchSource(requests: [request], board: board, clock: clock, sampleInterval: 1, lingering: 1) { file in
            guard file.path.description.hasPrefix(self.directory) else { return nil }
            let name = String(file.path.description.suffix(1))
            made(file.descriptor, name)
            return board.add(Meter(total: file.size, name: name, clock: self.clock))
        }
    }

    func board() -> Board {
        var style = Style.ascii
        style.template = Template(fields: [.name, .amount])
        return Board(clock: clock, timing: Meter.Timing(interval: 1), stack: StackedLines(target: screen), style: style)
    }

    func shownLines(_ board: Board) -> [String] {
        board.update()
        var terminal = VirtualScreen(rows: 8, columns: 60)
        terminal.feed(screen.text)
        return terminal.nonEmptyLines
    }

    /// A descriptor closed and opened again on another file between two samples: the old file's line goes and
    /// the new file gets one, at the next sample.
    @Test func aDescriptorOpenedAgainOnAnotherFileGetsANewLine() throws {
        defer { cleanUp() }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        var made: [String] = []
        let source = source(.process(getpid()), board: board) { made.append("\($0):\($1)") }
        let number = try open("a", as: 800)
        defer { close(number) }
        _ = source.step(.none, in: session)
        #expect(made == ["800:a"])
        try open("b", size: 200, as: 800)
        lseek(number, 50, SEEK_SET)
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        #expect(made == ["800:a", "800:b"])
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        #expect(shownLines(board) == ["        b: 50.0  B"])
    }

    /// A pipe's number reused for a file, the number of descriptors unchanged: nothing at the samples (a pipe
    /// is not looked at again), the file's line at the next full look, within five seconds. The process is a
    /// child that swaps its descriptor 3 when told: this process's own count of descriptors moves with every
    /// test running beside this one, and a changed count is a full look at once.
    @Test func aPipesNumberReusedForAFileIsFoundAtTheFullLook() throws {
        defer { cleanUp() }
        try open("c", as: 840)
        close(840)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let reader = FileDescriptor(rawValue: ends[0]), writer = FileDescriptor(rawValue: ends[1])
        defer { reader.close() }
        let script = """
            exec 3>&1 1>/dev/null; : > "$0/ready"
            until [ -e "$0/swap" ]; do sleep 0.01; done; exec 3< "$0/c"; : > "$0/swapped"; exec sleep 30
            """
        let child = try spawn(script, output: writer)
        writer.close()
        defer { stop(child) }
        try #require(waitFor { access(directory + "/ready", F_OK) == 0 })
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        var made: [String] = []
        let source = source(.process(child.id), board: board) { made.append("\($0):\($1)") }
        _ = source.step(.none, in: session)
        #expect(made.isEmpty)
        mark("swap")
        try #require(waitFor { access(directory + "/swapped", F_OK) == 0 })
        for _ in 0..<4 {
            clock.advance(by: 1)
            _ = source.step(.none, in: session)
        }
        #expect(made.isEmpty, "a remembered pipe costs a sample nothing")
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        #expect(made == ["3:c"])
    }

    /// A descriptor closed, and a file opened on a new number: the closed line stays for the lingering time,
    /// the new file gets a line as soon as the closed one is noticed.
    @Test func aFileClosedAndAnotherOpenedElsewhere() throws {
        defer { cleanUp() }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        var made: [String] = []
        let source = source(.process(getpid()), board: board) { made.append("\($0):\($1)") }
        try open("a", as: 820)
        lseek(820, 10, SEEK_SET)
        _ = source.step(.none, in: session)
        close(820)
        try open("d", as: 821)
        defer { close(821) }
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        #expect(made == ["820:a", "821:d"])
        #expect(shownLines(board) == ["        a: 10.0  B", "        d: 0.00  B"])
        clock.advance(by: 1)
        _ = source.step(.none, in: session)
        #expect(shownLines(board) == ["        d: 0.00  B"])
    }

    /// A child that opens a file after the watch began, moves on to another on the same descriptor, then
    /// ends: a line for each file as it is opened, and once the child is reaped the source has finished,
    /// the last line keeping its frame. The child moves on when the test has seen it where it is (a file it
    /// waits for), not after a time a loaded machine may not keep.
    @Test func aProcessThatOpensFilesLaterAndEnds() throws {
        defer { cleanUp() }
        try open("a", size: 1000, as: 830)
        close(830)
        try open("b", size: 1000, as: 831)
        close(831)
        let script = """
            until [ -e "$0/watching" ]; do sleep 0.01; done; exec 3< "$0/a"
            until [ -e "$0/seen-a" ]; do sleep 0.01; done; exec 3< "$0/b"; exec sleep 30
            """
        let child = try spawn(script)
        var reaped = false
        defer { if !reaped { stop(child) } }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        var made: [String] = []
        let source = source(.process(child.id), board: board) { made.append("\($0):\($1)") }
        clock.advance(by: 1)
        #expect(source.step(.none, in: session) != .finished)
        #expect(made.isEmpty)
        mark("watching")
        #expect(waitFor {
            clock.advance(by: 1)
            return source.step(.none, in: session) != .finished && made == ["3:a"]
        })
        mark("seen-a")
        #expect(waitFor {
            clock.advance(by: 1)
            return source.step(.none, in: session) != .finished && made == ["3:a", "3:b"]
        })
        child.send(.kill)
        reaped = waitFor { child.reap() != nil }
        #expect(reaped)
        clock.advance(by: 1)
        #expect(source.step(.none, in: session) == .finished)
        #expect(shownLines(board) == ["        b: 0.00  B"])
    }

    /// A process that has ended but is not yet reaped (a zombie: its parent, here the test, is slow to wait
    /// for it) has ended for the watch too: its files are closed, and nothing more will move.
    @Test func aZombieHasEnded() throws {
        defer { cleanUp() }
        try open("a", size: 1000, as: 832)
        close(832)
        let child = try spawn(#"exec 3< "$0/a"; until [ -e "$0/watching" ]; do sleep 0.01; done"#)
        defer { stop(child) }
        let board = board()
        let session = Session(clock: clock, board: board) { _ in }
        var made: [String] = []
        let source = source(.process(child.id), board: board) { made.append("\($0):\($1)") }
        #expect(waitFor {
            clock.advance(by: 1)
            return source.step(.none, in: session) != .finished && made == ["3:a"]
        })
        mark("watching")
        // Not reaped: the child stays in /proc as a zombie, with no descriptor.
        #expect(waitFor { ProcessQueries.hasEnded(child.id) })
        #expect(waitFor {
            clock.advance(by: 1)
            return source.step(.none, in: session) == .finished
        })
    }

    /// Tries `condition` every 10 ms for up to 10 s.
    func waitFor(_ condition: () -> Bool) -> Bool {
        for _ in 0..<1000 {
            if condition() { return true }
            usleep(10_000)
        }
        return false
    }
}
