import CTestSupport
import Foundation
import Glibc
import MeterKit
import Synchronization
import Testing

/// MeterKit in async code, through the public API only: a copy that a task's cancellation or a signal
/// handed in stops, a board that draws itself on a manual clock, and the sequence adaptors.
@Suite struct ConcurrencyTests {
    /// A file of `size` bytes of a repeating pattern, removed with the folder when the test ends.
    final class Scratch {
        let folder: String
        init() {
            var template = Array("/tmp/meterkit-concurrency-XXXXXX".utf8CString)
            folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        }
        func file(_ name: String, bytes: [UInt8]) -> String {
            let path = folder + "/" + name
            precondition(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            return path
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// A copy that waits for more input (a pipe whose writer keeps it open after 1 MiB) cancelled once it
    /// has moved everything it was given: the async run returns, says it was cancelled, and what the meter
    /// counted is exactly what the file holds. (A pipe, not `/dev/zero`: on a loaded machine an endless copy
    /// into a file fills the disk before the test's task is scheduled again.)
    @Test func cancellingTheTaskEndsTheCopyWithEveryWriteWhole() async throws {
        let scratch = Scratch()
        let path = scratch.folder + "/out"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        defer { close(fd) }
        let feed = try OpenPipe(writing: 1 << 20)
        let screen = CapturedTarget(columns: 60, isTerminal: true)
        let board = Board(target: screen, style: .ascii, interval: .milliseconds(50))
        let meter = board.add(Meter(name: "pipe"))
        let copier = Copier(inputs: [.file(feed.path)], destination: .descriptor(Descriptor(fd)), meter: meter, board: board)
        let copy = Task { await copier.run() }
        try await waitFor("the copy to move 1 MiB") { meter.count == 1 << 20 }
        copy.cancel()
        let outcome = await copy.value
        #expect(outcome.cancelled)
        #expect(outcome.signal == nil)
        #expect(outcome.status == [])
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? UInt64)
        #expect(size == 1 << 20)
        #expect(meter.count == 1 << 20)
        #expect(meter.total == nil)  // a pipe has no size
        // The final frame ends its line.
        #expect(screen.text.utf8.last == UInt8(ascii: "\n"))
        withExtendedLifetime(feed) {}  // the pipe's write end open until here
    }

    /// A signal the host caught and handed in ends the copy as the command ends on it: the final frame, its
    /// line ended, and the outcome names the signal for the host to die of.
    @Test func aSignalHandedInEndsTheCopy() async throws {
        let screen = CapturedTarget(columns: 60, isTerminal: true)
        let board = Board(target: screen, style: .ascii)
        let meter = board.add(Meter(name: "zero"))
        let copier = Copier(inputs: [.file("/dev/zero")], destination: .discard, meter: meter, board: board)
        let copy = Task { await copier.run() }
        try await waitFor("the copy to start") { meter.count > 0 }
        copier.interrupt(.interrupt)
        let outcome = await copy.value
        #expect(outcome.signal == .interrupt)
        #expect(!outcome.cancelled)
        #expect(screen.text.utf8.last == UInt8(ascii: "\n"))
    }

    /// `onCount` is set and cleared from other threads while the copy calls it on its own, and a handler
    /// that sets `onCount` itself does not deadlock: the copy calls it outside the lock. (ThreadSanitizer
    /// runs this in scripts/test.)
    @Test func theCountHandlerChangesWhileTheCopyCallsIt() async throws {
        final class Tally: Sendable {
            let total = Atomic<UInt64>(0)
            let replaced = Atomic(false)
            func count(_ amount: UInt64) { total.add(amount, ordering: .relaxed) }
        }
        let tally = Tally()
        let meter = Meter()
        let copier = Copier(inputs: [.file("/dev/zero")], destination: .discard, meter: meter)
        copier.onCount = { amount in
            tally.count(amount)
            if !tally.replaced.exchange(true, ordering: .relaxed) { copier.onCount = { tally.count($0) } }
        }
        let copy = Task { await copier.run() }
        try await waitFor("the handler to replace itself") { tally.replaced.load(ordering: .relaxed) }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<100 {
                        copier.onCount = { tally.count($0) }
                        copier.onCount = nil
                        await Task.yield()
                    }
                }
            }
        }
        let before = tally.total.load(ordering: .relaxed)
        copier.onCount = { tally.count($0) }
        try await waitFor("the last handler to count") { tally.total.load(ordering: .relaxed) > before }
        copier.cancel()
        #expect(await copy.value.cancelled)
        #expect(tally.total.load(ordering: .relaxed) <= meter.count)
    }

    /// A handler read again and again stays the closure it was: a copy reads it once a chunk, and each read
    /// once wrapped the stored closure in another thunk, until a long copy's call overflowed the stack (a
    /// crash here, with the old storage).
    @Test func theCountHandlerDoesNotGrowAsItIsRead() throws {
        let total = Atomic<UInt64>(0)
        let copier = Copier(inputs: [.file("/dev/null")], destination: .discard)
        copier.onCount = { total.add($0, ordering: .relaxed) }
        for _ in 0..<300_000 { _ = copier.onCount }
        let handler = try #require(copier.onCount)
        handler(7)
        #expect(total.load(ordering: .relaxed) == 7)
    }

    /// A window change handed in does not end the copy.
    @Test func aWindowChangeHandedInLetsTheCopyGoOn() {
        let scratch = Scratch()
        let input = scratch.file("in", bytes: Array(repeating: 1, count: 100_000))
        let meter = Meter()
        let copier = Copier(inputs: [.file(input)], destination: .discard, meter: meter)
        copier.interrupt(.windowChange)
        let outcome = copier.runBlocking()
        #expect(outcome == TransferOutcome())
        #expect(meter.count == 100_000)
    }

    /// Without a total, the copy takes the inputs' sizes as the command does; in line mode, their lines.
    @Test func theInputsSizesAreTheTotal() {
        let scratch = Scratch()
        let first = scratch.file("a", bytes: Array("one\ntwo\n".utf8))
        let second = scratch.file("b", bytes: Array("three\n".utf8))
        let bytes = Meter()
        _ = Copier(inputs: [.file(first), .file(second)], destination: .discard, meter: bytes)
        #expect(bytes.total == 14)
        let given = Meter(total: 100)
        _ = Copier(inputs: [.file(first)], destination: .discard, meter: given)
        #expect(given.total == 100)

        let screen = CapturedTarget(columns: 60)
        let board = Board(target: screen, style: .ascii)
        let lines = board.add(Meter(unit: .lines))
        var options = TransferOptions()
        options.unit = .lines
        let outcome = Copier(inputs: [.file(first), .file(second)], destination: .discard, options: options, meter: lines, board: board).runBlocking()
        #expect(outcome == TransferOutcome())
        #expect(lines.count == 3)
        #expect(lines.total == 3)
    }

    /// The board draws itself on a manual clock: a frame each time the clock passes an interval, and the
    /// drawing ends with the task's cancellation.
    @Test func theBoardDrawsItselfUntilCancelled() async {
        // article: Concurrency
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 60, isTerminal: true)
        let board = Board(target: screen, style: .ascii, clock: clock)
        let meter = board.add(Meter(total: 100))
        let drawing = Task { await board.drawContinuously() }
        meter.add(10)
        while clock.sleepers == 0 { await Task.yield() }
        clock.advance(by: .seconds(1))              // the frame of the first second is drawn now
        // end
        while board.framesWithText(screen) < 1 { await Task.yield() }
        for second in 2...3 {
            meter.add(10)
            while clock.sleepers == 0 { await Task.yield() }
            clock.advance(by: .seconds(1))
            while board.framesWithText(screen) < second { await Task.yield() }
        }
        #expect(screen.text == [
            "10.0  B 0:00:01 [10.0  B/s] [>            ]  10% ETA 0:00:09\r",
            "20.0  B 0:00:02 [10.0  B/s] [=>           ]  20% ETA 0:00:08\r",
            "30.0  B 0:00:03 [10.0  B/s] [==>          ]  30% ETA 0:00:07\r",
        ].joined())
        drawing.cancel()
        await drawing.value
        #expect(clock.sleepers == 0)
    }

    /// The jobs of the article: four at a time on one board, each meter's final line as it ends, and the
    /// drawing task ended by the board's finish.
    @Test func jobsOnOneBoardEachEndOnItsLine() async {
        let screen = CapturedTarget(columns: 40)
        let board = Board(target: screen, style: .ascii, interval: .seconds(3600))
        let jobs = (1...6).map { (name: "job\($0)", steps: $0) }
        await runAll(jobs, on: board) { _ in await Task.yield() }
        let lines = screen.text.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(Set(lines.map { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) }) == Set(jobs.map(\.name)))
        #expect(lines.allSatisfy { $0.hasSuffix(" 100%") }, "\(screen.text.debugDescription)")
    }

    /// The article's copy, cancelled: it says it stopped, on a line of its own.
    @Test func theArticlesCopyCancelled() async throws {
        let screen = CapturedTarget(columns: 60, isTerminal: true)
        let board = Board(target: screen, style: .ascii)
        // Input that never comes (nothing is written to the pipe): the copy can only end by cancellation,
        // and writes nothing to the test's standard output meanwhile.
        let feed = try OpenPipe(writing: 0)
        let copy = Task { await copyFile(feed.path, board: board) }
        copy.cancel()
        let outcome = await copy.value
        #expect(outcome.cancelled)
        #expect(screen.text.hasSuffix("copy: stopped before the end\n"))
        withExtendedLifetime(feed) {}
    }

    @Test func sequencesCountAsTheyAreIterated() async throws {
        let files = ["a", "b", "c"]
        let meter = Meter(total: 3)
        var seen: [String] = []
        for file in files.counted(on: meter) {
            seen.append(file)
            #expect(meter.count == UInt64(seen.count))
        }
        #expect(meter.snapshot().wholePercent == 100)

        let chunks: [[UInt8]] = [[1, 2, 3], [], [4, 5]]
        let bytes = Meter()
        #expect(Array(chunks.countingBytes(on: bytes)) == chunks)
        #expect(bytes.count == 5)

        let stream = AsyncStream<[UInt8]> { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        }
        let streamed = Meter()
        var received = 0
        for await chunk in stream.countingBytes(on: streamed) { received += chunk.count }
        #expect(received == 5)
        #expect(streamed.count == 5)

        let elements = Meter()
        let throwing = AsyncThrowingStream<UInt8, any Error> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish(throwing: CancellationError())
        }
        await #expect(throws: CancellationError.self) {
            for try await _ in throwing.counted(on: elements) {}
        }
        #expect(elements.count == 2)
    }

    @Test func aWriteFunctionWrapped() throws {
        struct Refused: Error {}
        let meter = Meter()
        var written: [UInt8] = []
        let write = meter.counting { (bytes: [UInt8]) throws(Refused) -> Int in
            guard !bytes.isEmpty else { throw Refused() }
            written += bytes.prefix(2)
            return min(bytes.count, 2)
        }
        #expect(try write([1, 2, 3]) == 2)
        #expect(try write([4]) == 1)
        #expect(throws: Refused.self) { try write([]) }
        #expect(meter.count == 3)
        #expect(written == [1, 2, 4])
    }
}

extension Board {
    /// How many frames `screen` holds: each ends with a carriage return.
    fileprivate func framesWithText(_ screen: CapturedTarget) -> Int { screen.text.filter { $0 == "\r" }.count }
}

/// A pipe whose write end stays open until the value goes: a writer thread puts `count` bytes into it, then
/// nothing more, so a copy reading it (by `path`, `/dev/fd/N`) moves them and then waits for more.
final class OpenPipe: @unchecked Sendable {
    let path: String
    private let ends: [Int32]

    init(writing count: Int) throws {
        var fds: [Int32] = [0, 0]
        guard ctest_pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        ends = fds
        path = "/dev/fd/\(fds[0])"
        let writer = fds[1]
        if count > 0 {
            Thread.detachNewThread {
                let bytes = [UInt8](repeating: 0x5a, count: count)
                var done = 0
                while done < count {
                    let wrote = bytes.withUnsafeBytes { write(writer, $0.baseAddress! + done, count - done) }
                    if wrote <= 0 { return }
                    done += wrote
                }
            }
        }
    }

    deinit { for end in ends { close(end) } }
}

/// Waits until `condition` holds, looking again each millisecond (a sleep lets the other tests' tasks run),
/// for at most `limit`: a copy that never gets there fails the test instead of hanging the run.
func waitFor(_ what: String, within limit: Duration = .seconds(300), _ condition: () -> Bool) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while !condition() {
        guard clock.now < deadline else {
            Issue.record("waited \(limit) for \(what)")
            throw CancellationError()
        }
        try await Task.sleep(for: .milliseconds(1))
    }
}
