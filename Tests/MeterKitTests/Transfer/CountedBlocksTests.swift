import Glibc
import Testing
@testable import MeterKit
import TestSupport

/// The copy taking the count ahead's blocks (``CountedBlocks``) instead of counting them again, and moving
/// them in the kernel: whatever happens to the file meanwhile (appended to, truncated, replaced), the count
/// is the true count of the bytes copied; `-S` in line mode decides from the bytes themselves.
@Suite(.serialized) struct CountedBlocksTests {
    let clock = MonotonicClock()
    /// The test's own folder: never one another test (or instance of this suite) makes or removes.
    let folder = ScratchFolder("meter-counted-blocks")
    var directory: String { folder.path }
    /// A little under five blocks of lines of differing lengths, made once for every test (each test has
    /// its own instance of the suite, and 480,000 strings joined cost seconds in a sanitized debug build).
    static let lines: [UInt8] = {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(480_000 * 12)
        for number in 0..<480_000 {
            bytes += Array("line ".utf8) + Array(String(number).utf8)
            bytes.append(10)
        }
        return bytes
    }()
    var lines: [UInt8] { Self.lines }

    func path(_ name: String) -> String { directory + "/" + name }

    func write(_ bytes: [UInt8], to name: String) throws {
        let file = try FileDescriptor.openForWriting(FilePath(path(name)))
        defer { file.close() }
        try file.writeAll(bytes)
    }

    func contents(_ name: String) throws -> [UInt8] {
        try #require(try FileSystem.contents(of: FilePath(path(name)), limit: 1 << 30))
    }

    func cleanUp() { folder.remove() }

    static func newlines(_ bytes: [UInt8]) -> UInt64 { UInt64(bytes.lazy.filter { $0 == 10 }.count) }

    /// The lines of the first `count` blocks of `lines`, one count a block: what a copy that takes them
    /// counts, where one that counts itself counts a read (128 KiB) at a time.
    func blockCounts(_ count: Int) -> [UInt64] {
        (0..<count).map { Self.newlines(Array(lines[($0 * CountedBlocks.blockSize)..<(($0 + 1) * CountedBlocks.blockSize)])) }
    }

    /// The count ahead of `input`, waited for.
    func countAhead() throws -> BackgroundTotal {
        let total = BackgroundTotal(sources: [.file(path("input"))], unit: .lines)
        try #require(waitUntil { total.result != nil })
        return total
    }

    /// A copy of `input` into `output` in line mode, taking `ahead`'s counts; `counts` gets each amount.
    func copy(into output: FileDescriptor, ahead: BackgroundTotal, options: TransferOptions = TransferOptions(), counts: Counts) -> (CopySource, Meter) {
        var options = options
        options.unit = .lines
        let meter = Meter(total: nil, clock: clock)
        let copy = CopySource(inputs: [.file(path("input"))], output: Output(descriptor: output), options: options, meter: meter, clock: clock)
        copy.pendingTotal = ahead
        copy.onCount = { counts.amounts.append($0) }
        return (copy, meter)
    }

    final class Counts { var amounts: [UInt64] = [] }

    /// Steps `copy` until it has finished, or `stop` says so.
    @discardableResult
    func step(_ copy: CopySource, in session: Session, until stop: () -> Bool = { false }) -> Bool {
        for _ in 0..<1_000_000 {
            if copy.step(.none, in: session) == .finished { return true }
            if stop() { return false }
        }
        return false
    }

    /// A copy of "input", its lines counted ahead, into the file "output": what a test drives.
    struct CountedCopy {
        let copy: CopySource
        let meter: Meter
        let counts: Counts
        let session: Session
        let output: FileDescriptor
    }

    /// `data` written to "input" and counted ahead, and a copy of it into "output" made, with `options`.
    func countedCopy(of data: [UInt8], options: TransferOptions = TransferOptions()) throws -> CountedCopy {
        try write(data, to: "input")
        let ahead = try countAhead()
        let output = try FileDescriptor.openForWriting(FilePath(path("output")))
        let counts = Counts()
        let (copy, meter) = copy(into: output, ahead: ahead, options: options, counts: counts)
        return CountedCopy(copy: copy, meter: meter, counts: counts, session: Session(clock: clock, board: nil) { _ in }, output: output)
    }

    func outputSize() -> Int64 { (try? FileStatus(path: FilePath(path("output"))).size) ?? 0 }

    @Test func blocksCountedAheadAreTakenWhole() throws {
        defer { cleanUp() }
        let run = try countedCopy(of: lines)
        defer { run.output.close() }
        let (copy, meter, counts, session) = (run.copy, run.meter, run.counts, run.session)
        #expect(step(copy, in: session))
        copy.finish(in: session)
        #expect(try contents("output") == lines)
        #expect(meter.count == Self.newlines(lines))
        #expect(counts.amounts.prefix(4) == blockCounts(4)[...], "a whole block's count at once")
    }

    /// The copy started at once, beside the count: it waits for the blocks the count has not reached.
    @Test func blocksCountedWhileTheCopyRuns() throws {
        defer { cleanUp() }
        try write(lines, to: "input")
        let ahead = BackgroundTotal(sources: [.file(path("input"))], unit: .lines)
        let output = try FileDescriptor.openForWriting(FilePath(path("output")))
        defer { output.close() }
        let (copy, meter) = copy(into: output, ahead: ahead, counts: Counts())
        let session = Session(clock: clock, board: nil) { _ in }
        #expect(step(copy, in: session))
        copy.finish(in: session)
        #expect(try contents("output") == lines)
        #expect(meter.count == Self.newlines(lines))
        #expect(meter.total == Self.newlines(lines))
    }

    /// Appended after two blocks: the copy counts the rest itself, the appended lines too.
    @Test func aFileAppendedToDuringTheCopy() throws {
        defer { cleanUp() }
        let run = try countedCopy(of: lines)
        defer { run.output.close() }
        let (copy, meter, counts, session) = (run.copy, run.meter, run.counts, run.session)
        step(copy, in: session) { outputSize() >= 2 << 20 }
        #expect(counts.amounts == blockCounts(2))
        let appended = Array((0..<5000).map { "more \($0)\n" }.joined().utf8)
        let file = Glibc.open(path("input"), O_WRONLY | O_APPEND)
        _ = appended.withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
        close(file)
        #expect(step(copy, in: session))
        copy.finish(in: session)
        #expect(try contents("output") == lines + appended)
        #expect(meter.count == Self.newlines(lines + appended))
    }

    /// Truncated after two blocks, in the middle of a line: the copy ends where the file now does, and
    /// counts what it copied.
    @Test func aFileTruncatedDuringTheCopy() throws {
        defer { cleanUp() }
        let run = try countedCopy(of: lines)
        defer { run.output.close() }
        let (copy, meter, counts, session) = (run.copy, run.meter, run.counts, run.session)
        step(copy, in: session) { outputSize() >= 2 << 20 }
        #expect(counts.amounts == blockCounts(2))
        let size = (5 << 19) + 17
        try #require(truncate(path("input"), off_t(size)) == 0)
        #expect(step(copy, in: session))
        copy.finish(in: session)
        let copied = try contents("output")
        #expect(copied == Array(lines.prefix(size)))
        #expect(meter.count == Self.newlines(copied))
    }

    /// Replaced, at the same size, after the count ahead and before the copy opens it: not the file counted,
    /// so the copy counts it itself.
    @Test func aFileReplacedBeforeTheCopyOpensIt() throws {
        defer { cleanUp() }
        let run = try countedCopy(of: lines)
        defer { run.output.close() }
        let (copy, meter, session) = (run.copy, run.meter, run.session)
        let other = lines.map { $0 == UInt8(ascii: " ") ? 10 : $0 }
        try write(other, to: "other")
        try #require(rename(path("other"), path("input")) == 0)
        #expect(step(copy, in: session))
        copy.finish(in: session)
        #expect(try contents("output") == other)
        #expect(meter.count == Self.newlines(other))
    }

    /// Replaced during the copy: the copy goes on with the file it opened, the one counted ahead.
    @Test func aFileReplacedDuringTheCopy() throws {
        defer { cleanUp() }
        let run = try countedCopy(of: lines)
        defer { run.output.close() }
        let (copy, meter, counts, session) = (run.copy, run.meter, run.counts, run.session)
        step(copy, in: session) { outputSize() >= 2 << 20 }
        #expect(counts.amounts == blockCounts(2))
        try write(Array("short\n".utf8), to: "other")
        try #require(rename(path("other"), path("input")) == 0)
        #expect(step(copy, in: session))
        copy.finish(in: session)
        #expect(try contents("output") == lines)
        #expect(meter.count == Self.newlines(lines))
    }

    /// Stopped inside a block (a signal ends the run) while splice moves it into a pipe a piece at a time:
    /// the part that reached the pipe is read again and counted.
    @Test func aCopyStoppedInsideABlockCountsWhatMoved() throws {
        defer { cleanUp() }
        try write(lines, to: "input")
        let ahead = try countAhead()
        let pipe = TestPipe()
        let (copy, meter) = copy(into: pipe.writeEnd, ahead: ahead, counts: Counts())
        let session = Session(clock: clock, board: nil) { _ in }
        var received: [UInt8] = []
        step(copy, in: session) {
            received += pipe.drain()
            return received.count > CountedBlocks.blockSize + 100_000
        }
        copy.finish(in: session)
        received += pipe.drain()
        #expect(received == Array(lines.prefix(received.count)))
        #expect(meter.count == Self.newlines(received))
    }

    /// `-S` in line mode stops at its line, decided from the bytes written, never from a block's count.
    @Test func stopAtSizeInLineModeStopsAtItsLine() throws {
        defer { cleanUp() }
        var options = TransferOptions()
        options.stopAfter = 123_457
        let run = try countedCopy(of: lines, options: options)
        defer { run.output.close() }
        let (copy, meter, session) = (run.copy, run.meter, run.session)
        #expect(step(copy, in: session))
        copy.finish(in: session)
        let copied = try contents("output")
        #expect(Self.newlines(copied) == 123_457)
        #expect(copied == Array(lines.prefix(copied.count)))
        #expect(copied.last == 10)
        #expect(meter.count == 123_457)
    }
}
