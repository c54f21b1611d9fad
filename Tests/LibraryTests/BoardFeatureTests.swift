import Foundation
import MeterKit
import Testing

/// What indicatif's and tqdm's users reach for: a log of every frame, a board that draws nothing, the
/// terminal handed back around the tool's own output, meters inserted and removed at a place, and copies
/// into a file by its path (a name that is not UTF-8 too) or from a descriptor.
@Suite struct BoardFeatureTests {
    @Test func offATerminalABoardMayLogEveryFrame() {
        let clock = ManualClock()
        let log = CapturedTarget(columns: 40)
        let board = Board(target: log, style: .ascii, clock: clock, offTerminal: .everyFrame)
        let meter = board.add(Meter(total: 100))
        meter.add(50)
        clock.advance(by: .seconds(1))
        board.update()
        meter.add(50)
        clock.advance(by: .seconds(1))
        board.finish()
        #expect(log.text == "50.0  B 0:00:01 [50.0  B/s]          50%\r 100  B 0:00:02 [50.0  B/s]         100%\r\n")
    }

    @Test func aHiddenBoardDrawsNothingAndItsMetersCount() {
        let board = Board.hidden()
        let meter = board.add(Meter(total: 10))
        meter.add(10)
        board.update()
        board.finish()
        #expect(meter.count == 10)
        #expect(board.nextDeadline(on: ContinuousClock()) == nil)
    }

    /// A terminal 40 columns wide with meter "a" drawn halfway at one second.
    static func halfwayOnATerminal() -> (ManualClock, CapturedTarget, Board) {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 40, isTerminal: true)
        let board = Board(target: screen, style: .ascii, clock: clock)
        board.add(Meter(total: 100, name: "a")).add(50)
        clock.advance(by: .seconds(1))
        board.update()
        return (clock, screen, board)
    }

    /// The meters' lines are cleared before the tool writes, and drawn again below what it wrote.
    @Test func suspendingClearsTheLinesAroundTheToolsOutput() {
        let (_, screen, board) = Self.halfwayOnATerminal()
        let answer = board.suspend {
            _ = screen.write("hello\n")
            return 42
        }
        #expect(answer == 42)
        let line = "     a: 50.0  B 0:00:01 [50.0  B/s]  50%\r"
        #expect(screen.text == line + String(repeating: " ", count: 40) + "\r" + "hello\n" + line)
    }

    @Test func aMeterInsertedAboveAndThenRemoved() {
        let (clock, screen, board) = Self.halfwayOnATerminal()
        let inserted = board.insert(Meter(total: 10, name: "b"), at: 0)
        inserted.add(1)
        clock.advance(by: .seconds(1))
        let before = screen.text.count
        board.update()
        #expect(String(screen.text.dropFirst(before))
            == "\r     b: 1.00  B 0:00:01 [1.00  B/s]  10%\r\n     a: 50.0  B 0:00:02 [0.00  B/s]  50%\r")
        let beforeRemoval = screen.text.count
        board.remove(inserted)
        #expect(String(screen.text.dropFirst(beforeRemoval)) == "\r\u{1B}[A     a: 50.0  B 0:00:02 [0.00  B/s]  50%\r\n\u{1B}[J\u{1B}[A")
    }

    /// A directory of the test's own, as bytes and as a URL.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("meterkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aCopyIntoAFileNamedInLatin1() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in")
        try Data("hello, café\n".utf8).write(to: input)
        let name = Array(directory.path.utf8) + Array("/caf".utf8) + [0xE9]
        let meter = Meter()
        let outcome = Copier(inputs: [.file(input.path)], destination: .file(FilePath(bytes: name)), meter: meter).runBlocking()
        #expect(outcome == TransferOutcome())
        #expect(meter.count == 13)
        let copied = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "in" }
        #expect(copied.count == 1)
        let fd = open(name.map { CChar(bitPattern: $0) } + [0], O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let read = Glibc.read(fd, &buffer, buffer.count)
        #expect(Array(buffer.prefix(max(read, 0))) == Array("hello, café\n".utf8))
    }

    @Test func aCopyFromADescriptorTheToolOpened() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let bytes = Array("from a pipe\n".utf8)
        #expect(write(ends[1], bytes, bytes.count) == bytes.count)
        close(ends[1])
        defer { close(ends[0]) }
        let meter = Meter()
        let outcome = Copier(inputs: [.descriptor(Descriptor(ends[0]))], destination: .discard, meter: meter).runBlocking()
        #expect(outcome == TransferOutcome())
        #expect(meter.count == UInt64(bytes.count))
    }

    @Test func aDescriptorTargetToldItIsATerminalRedrawsInPlace() {
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        let target = DescriptorTarget(Descriptor(null), columns: 40, isTerminal: true)
        #expect(target.isTerminal)
        #expect(!DescriptorTarget(Descriptor(2), columns: 40, isTerminal: false).isTerminal)
    }
}

/// A meter's count set, stepped back and reset, as indicatif's and tqdm's are.
@Suite struct MeterPositionTests {
    @Test func aPositionSetAheadAndBackIsNotCountedAsMoved() {
        let clock = ManualClock()
        let meter = Meter(total: 100, clock: clock)
        meter.add(10)
        clock.advance(by: .seconds(1))
        meter.setPosition(60)
        #expect(meter.count == 60)
        meter.stepBack(20)
        #expect(meter.count == 40)
        meter.stepBack(100)
        #expect(meter.count == 0)
        clock.advance(by: .seconds(1))
        meter.add(5)
        #expect(meter.snapshot().count == 5)
        #expect(meter.snapshot().averageRate == 5)
    }

    @Test func aResetMeterStartsAfresh() {
        let clock = ManualClock()
        let meter = Meter(total: 100, clock: clock)
        meter.add(50)
        clock.advance(by: .seconds(3))
        meter.reset()
        #expect(meter.count == 0)
        #expect(meter.total == 100)
        #expect(meter.snapshot().elapsed == .zero)
    }
}

/// Former names still compile for a release, and mean what they meant.
@Suite struct DeprecatedNamesTests {
    @available(*, deprecated, message: "uses the former names on purpose")
    @Test func theFormerNamesMeanTheNewOnes() {
        #expect(Style.automatic(environment: [:], isTerminal: false, plain: true).sentences)
        #expect(Style.Bar.plain == .ascii)
        let copier: Pump = Copier(destination: .discard)
        copier.cancel()
    }
}
