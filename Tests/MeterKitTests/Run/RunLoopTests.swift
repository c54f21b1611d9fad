import Glibc
import TestSupport
import Testing
@testable import MeterKit

/// Signals for a session, from a pipe the test writes signal numbers into (one byte each; a byte with the
/// high bit set was "sent by a process").
final class PipeSignals: SignalFeed {
    let pipe: TestPipe
    init() { pipe = TestPipe(nonBlockingRead: true) }
    var descriptor: FileDescriptor { pipe.readEnd }

    func send(_ signal: Signal, byProcess: Bool = false) {
        pipe.write([UInt8(signal.rawValue) | (byProcess ? 0x80 : 0)])
    }

    func nextSignal() -> SignalEvent? {
        var byte: UInt8 = 0
        guard Glibc.read(pipe.readEnd.rawValue, &byte, 1) == 1 else { return nil }
        return SignalEvent(Signal(rawValue: Int32(byte & 0x7F)), sentByProcess: byte & 0x80 != 0)
    }
}

/// A pipe whose ends the test holds, closed when the test is done.
final class TestPipe {
    let readEnd: FileDescriptor
    let writeEnd: FileDescriptor
    private var open: Set<Int32>

    init(nonBlockingRead: Bool = false, nonBlockingWrite: Bool = false) {
        let fds = TestPipes.make()
        readEnd = FileDescriptor(rawValue: fds.read)
        writeEnd = FileDescriptor(rawValue: fds.write)
        open = [fds.read, fds.write]
        if nonBlockingRead { _ = fcntl(fds.read, F_SETFL, O_NONBLOCK) }
        if nonBlockingWrite { _ = fcntl(fds.write, F_SETFL, O_NONBLOCK) }
    }

    func write(_ bytes: [UInt8]) { try! writeEnd.writeAll(bytes) }

    /// Everything that can be read now, without waiting (the read end is made non-blocking).
    func drain() -> [UInt8] {
        _ = fcntl(readEnd.rawValue, F_SETFL, O_NONBLOCK)
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(readEnd.rawValue, $0.baseAddress, $0.count) }
            if got <= 0 { break }
            result += chunk[0..<got]
        }
        return result
    }

    func closeRead() { close(readEnd) }

    /// Closes the write end, then waits (10 s at most) until the read end shows that no writer is left.
    /// A child that a test running beside this one spawns holds a copy of every descriptor from its clone
    /// to its exec (close-on-exec closes them only then), and a loop on the virtual clock, which jumps to its
    /// next deadline whenever nothing is ready, would race through seconds of its time in that moment
    /// instead of seeing the end at once.
    func closeWrite() {
        close(writeEnd)
        guard open.contains(readEnd.rawValue) else { return }
        var end = pollfd(fd: readEnd.rawValue, events: 0, revents: 0)
        for _ in 0..<1000 {
            end.revents = 0
            if poll(&end, 1, 10) > 0, end.revents & Int16(POLLHUP) != 0 { return }
        }
    }

    private func close(_ end: FileDescriptor) {
        if open.remove(end.rawValue) != nil { end.close() }
    }

    deinit { for fd in open { Glibc.close(fd) } }
}

/// A source that does something at given instants: the test's hand inside the loop.
final class TimedActions: RunSource {
    private var actions: [(at: Double, action: () -> Void)]
    private let clock: MeterClock
    private let start: Instant

    init(clock: MeterClock, _ actions: [(at: Double, action: () -> Void)]) {
        self.clock = clock
        self.start = clock.now()
        self.actions = actions
    }

    func step(_ ready: Readiness, in session: Session) -> SourceState {
        while let first = actions.first, clock.now() >= start.advanced(by: first.at) {
            actions.removeFirst()
            first.action()
        }
        guard let next = actions.first else { return .finished }
        return .waiting(.until(start.advanced(by: next.at)))
    }
}

/// The run loop itself, driven by pipe pairs on a manual clock: no binary, no real time, no sleeping.
@Suite struct RunLoopTests {
    let clock = VirtualClock()
    let screen = CapturedTarget(columns: 40)
    let style = Style(template: Template(fields: [.amount, .timer]), glyphs: .ascii)

    func board(_ meters: Meter...) -> Board {
        let board = Board(clock: clock)
        for meter in meters { board.add(meter, display: LineDisplay(target: screen, style: style)) }
        return board
    }

    /// A copy from the test's input pipe (opened again through /dev/fd, as a FILE operand) to its output pipe.
    func copy(from input: TestPipe, to output: TestPipe, meter: Meter?, options: TransferOptions = .init()) -> CopySource {
        CopySource(
            inputs: [.file("/dev/fd/\(input.readEnd.rawValue)")], output: Output(descriptor: output.writeEnd),
            options: options, meter: meter, clock: clock)
    }

    var frames: [String] { screen.text.split(separator: "\r", omittingEmptySubsequences: true).map(String.init) }

    @Test func aStalledInputKeepsTheFramesComingUntilItsDataArrives() {
        let input = TestPipe()
        let output = TestPipe()
        let meter = Meter(total: nil, clock: clock)
        var messages: [String] = []
        let session = Session(clock: clock, board: board(meter)) { messages.append($0.text(in: .english)) }
        let writer = TimedActions(clock: clock, [
            (at: 0.5, action: { input.write(Array(repeating: 7, count: 100)) }),
            (at: 3.5, action: { input.write(Array(repeating: 8, count: 50)); input.closeWrite() }),
        ])
        let outcome = RunLoop(session: session, sources: [copy(from: input, to: output, meter: meter), writer], waiter: VirtualWaiter(clock: clock)).run()
        #expect(outcome == RunOutcome())
        #expect(output.drain() == Array(repeating: 7, count: 100) + Array(repeating: 8, count: 50))
        // A frame every second through the stall, then the final one when the input ends at 3.5.
        #expect(frames == [" 100  B 0:00:01", " 100  B 0:00:02", " 100  B 0:00:03", " 150  B 0:00:03\r\n"])
        #expect(messages.isEmpty)
    }

    /// SIGINT, SIGTERM, SIGHUP and every other signal whose default action ends a process, when the host
    /// hands it over: the final frame, then the host dies of it.
    @Test(arguments: [Signal.interrupt, .terminate, .hangUp] + Session.endingSignals + [.alarm])
    func aSignalEndsTheRunAfterItsFinalFrame(signal: Signal) {
        let input = TestPipe()
        let output = TestPipe()
        let signals = PipeSignals()
        let meter = Meter(total: nil, clock: clock)
        let session = Session(clock: clock, board: board(meter), signals: signals) { _ in }
        let actions = TimedActions(clock: clock, [
            (at: 0.5, action: { input.write([1, 2, 3]) }),
            (at: 2.5, action: { signals.send(signal, byProcess: true) }),
            (at: 9, action: {}),
        ])
        let outcome = RunLoop(session: session, sources: [copy(from: input, to: output, meter: meter), actions], waiter: VirtualWaiter(clock: clock)).run()
        #expect(outcome.signal == signal)
        #expect(outcome.exit == (status: 128 + signal.rawValue, dieOf: signal))
        #expect(frames == ["3.00  B 0:00:01", "3.00  B 0:00:02", "3.00  B 0:00:02\r\n"])
    }

    /// A signal that came as the run ended by itself (SIGXFSZ with the write that failed) still ends it;
    /// one that does not end a process is let go.
    @Test func aSignalThatCameAsTheRunEndedStillEndsIt() {
        final class Finisher: RunSource {
            func step(_ ready: Readiness, in session: Session) -> SourceState { .finished }
        }
        for (sent, ending) in [(Signal.fileSizeLimit, Signal.fileSizeLimit), (.windowChange, nil)] as [(Signal, Signal?)] {
            let signals = PipeSignals()
            signals.send(sent)
            let session = Session(clock: clock, board: nil, signals: signals) { _ in }
            let outcome = RunLoop(session: session, sources: [Finisher()], waiter: VirtualWaiter(clock: clock)).run()
            #expect(outcome.signal == ending)
        }
    }

    /// A blocking splice would hide a signal that only the loop's waits see; one that interrupts blocking
    /// calls (the command's caught signals, for a PID file) lets the copy block as it does with none.
    @Test func aSourceMayBlockOnlyWhenNoFrameIsDueAndNoSignalWouldBeHidden() {
        final class InterruptingSignals: SignalFeed {
            let pipe = TestPipe(nonBlockingRead: true)
            var descriptor: FileDescriptor { pipe.readEnd }
            func nextSignal() -> SignalEvent? { nil }
            var interruptsBlockingCalls: Bool { true }
        }
        let meter = Meter(total: nil, clock: clock)
        #expect(Session(clock: clock, board: nil) { _ in }.mayBlock)
        #expect(!Session(clock: clock, board: nil, signals: PipeSignals()) { _ in }.mayBlock)
        #expect(Session(clock: clock, board: nil, signals: InterruptingSignals()) { _ in }.mayBlock)
        #expect(!Session(clock: clock, board: board(meter), signals: InterruptingSignals()) { _ in }.mayBlock)
    }

    @Test func timeStoppedByCtrlZIsNotCounted() {
        let input = TestPipe()
        let output = TestPipe()
        let signals = PipeSignals()
        let meter = Meter(total: nil, clock: clock)
        var stops = 0
        let session = Session(
            clock: clock, board: board(meter), signals: signals,
            stopSelf: { [clock] in
                stops += 1
                clock.advance(by: 100)  // stopped for 100 s
            }
        ) { _ in }
        let actions = TimedActions(clock: clock, [
            (at: 0.5, action: { signals.send(.terminalStop); signals.send(.windowChange) }),
            (at: 101.7, action: { input.write([1]); input.closeWrite() }),
        ])
        _ = RunLoop(session: session, sources: [copy(from: input, to: output, meter: meter), actions], waiter: VirtualWaiter(clock: clock)).run()
        #expect(stops == 1)
        // The final line counts the 1.7 s of the run, not the 100 s spent stopped.
        #expect(frames.last == "1.00  B 0:00:01\r\n")
    }

    @Test func aSourceThatTakesASignalIsSteppedAndTheSessionLeavesItAlone() {
        final class Taker: RunSource {
            var taken: [SignalEvent] = []
            var steps = 0
            func step(_ ready: Readiness, in session: Session) -> SourceState {
                steps += 1
                return taken.isEmpty ? .waiting(Wait()) : .finished
            }
            func handle(_ event: SignalEvent, in session: Session) -> Bool {
                guard event.signal == .terminate else { return false }
                taken.append(event)
                return true
            }
        }
        let signals = PipeSignals()
        signals.send(.terminate, byProcess: true)
        let taker = Taker()
        let session = Session(clock: clock, board: nil, signals: signals) { _ in }
        let outcome = RunLoop(session: session, sources: [taker], waiter: VirtualWaiter(clock: clock)).run()
        #expect(taker.taken == [SignalEvent(.terminate, sentByProcess: true)])
        #expect(taker.steps == 2)
        #expect(outcome.signal == nil)
    }

    @Test func aFullOutputIsWaitedForAndNothingIsLost() {
        let input = TestPipe()
        let output = TestPipe()
        // Fill the output pipe, so that the copy finds it full and has to wait for room.
        let capacity = output.writeEnd.pipeCapacity ?? 65536
        let filler = [UInt8](repeating: 0xAA, count: capacity)
        _ = fcntl(output.writeEnd.rawValue, F_SETFL, O_NONBLOCK)
        _ = filler.withUnsafeBytes { Glibc.write(output.writeEnd.rawValue, $0.baseAddress, $0.count) }
        _ = fcntl(output.writeEnd.rawValue, F_SETFL, 0)
        let data = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        input.write(data)
        input.closeWrite()
        var drained: [UInt8] = []
        let meter = Meter(total: 10_000, clock: clock)
        let session = Session(clock: clock, board: board(meter)) { _ in }
        let reader = TimedActions(clock: clock, [(at: 2.5, action: { drained = output.drain() })])
        // A buffer size of its own, so that the copy does not grow the output pipe.
        var options = TransferOptions()
        options.bufferSize = 65536
        let copy = copy(from: input, to: output, meter: meter, options: options)
        let outcome = RunLoop(session: session, sources: [copy, reader], waiter: VirtualWaiter(clock: clock)).run()
        drained += output.drain()
        #expect(outcome == RunOutcome())
        #expect(drained == filler + data)
        // Nothing could move until the reader made room at 2.5.
        // Every frame, should this ever fail: which wait moved the virtual clock on is then plain to see.
        #expect(frames.prefix(2) == ["0.00  B 0:00:01", "0.00  B 0:00:02"], "\(frames)")
        #expect(frames.last == "9.77KiB 0:00:02\r\n", "\(frames.count) frames: \(frames.prefix(6)) … \(frames.suffix(3))")
    }

    @Test func aReaderThatGoesAwayEndsTheRunQuietly() {
        let input = TestPipe()
        let output = TestPipe()
        output.closeRead()
        input.write([1, 2, 3])
        let meter = Meter(total: nil, clock: clock)
        var messages: [String] = []
        let session = Session(clock: clock, board: board(meter)) { messages.append($0.text(in: .english)) }
        // SIGPIPE is blocked in the loop's thread and taken back: the test process lives on.
        let outcome = RunLoop(session: session, sources: [copy(from: input, to: output, meter: meter)], waiter: VirtualWaiter(clock: clock)).run()
        #expect(outcome.outputClosed)
        #expect(outcome.exit == (status: 0, dieOf: nil))
        #expect(messages.isEmpty)
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }

    @Test func messagesClearTheIndicatorAndTheFailureBitsAddUp() {
        let input = TestPipe()
        input.closeWrite()
        let output = TestPipe()
        let meter = Meter(total: nil, clock: clock)
        var messages: [String] = []
        let session = Session(clock: clock, board: board(meter)) { messages.append($0.text(in: .english)) }
        let source = CopySource(
            inputs: [.file("/nonexistent/a"), .file("/dev/fd/\(input.readEnd.rawValue)"), .file("/")],
            output: Output(descriptor: output.writeEnd), options: .init(), meter: meter, clock: clock)
        let outcome = RunLoop(session: session, sources: [source], waiter: VirtualWaiter(clock: clock)).run()
        #expect(messages == ["/nonexistent/a: No such file or directory", "/: read failed: Is a directory"])
        #expect(outcome.statusBits == TransferOutcome.Status([.cannotOpen, .readOrWriteError]).rawValue)
    }

    @Test func twoMetersOnOneBoardAreDrawnAsOneBlock() {
        let stack = StackedLines(target: screen)
        let board = Board(clock: clock, stack: stack)
        let first = Meter(total: nil, clock: clock)
        let second = Meter(total: nil, clock: clock)
        board.add(first, display: board.display(for: style, otherwise: LineDisplay(target: screen, style: style)))
        board.add(second, display: board.display(for: style, otherwise: LineDisplay(target: screen, style: style)))
        first.add(100)
        second.add(7)
        clock.advance(by: 1)
        board.update()
        #expect(screen.text == " 100  B 0:00:01\r\n7.00  B 0:00:01\r")
        first.add(1000)
        clock.advance(by: 1)
        board.update()
        #expect(screen.text == " 100  B 0:00:01\r\n7.00  B 0:00:01\r" + "\r\u{1B}[A1.07KiB 0:00:02\r\n7.00  B 0:00:02\r")
        board.finish()
        #expect(screen.text.hasSuffix("\r\u{1B}[A1.07KiB 0:00:02\r\n7.00  B 0:00:02\r\n"))
        var terminal = VirtualScreen(rows: 4, columns: 40)
        terminal.feed(screen.text)
        #expect(terminal.nonEmptyLines == ["1.07KiB 0:00:02", "7.00  B 0:00:02"])
    }

    @Test func exitStatusesFollowPVsBitsThenTheSignalThenTheSource() {
        var outcome = RunOutcome()
        #expect(outcome.exit == (status: 0, dieOf: nil))
        outcome.sourceEnding = .command(.exited(3), receivedSignals: [])
        #expect(outcome.exit == (status: 3, dieOf: nil))
        outcome.sourceEnding = .command(.signaled(.interrupt), receivedSignals: [])
        #expect(outcome.exit == (status: 130, dieOf: nil))
        outcome.sourceEnding = .command(.signaled(.interrupt), receivedSignals: [.interrupt])
        #expect(outcome.exit == (status: 130, dieOf: .interrupt))
        outcome.sourceEnding = .command(.signaled(.quit), receivedSignals: [.quit])
        #expect(outcome.exit == (status: 131, dieOf: nil))
        outcome.sourceEnding = .notStarted(status: 127)
        #expect(outcome.exit == (status: 127, dieOf: nil))
        outcome.statusBits = TransferOutcome.Status.readOrWriteError.rawValue
        #expect(outcome.exit == (status: 16, dieOf: nil))
        var interrupted = RunOutcome()
        interrupted.sourceEnding = .command(.exited(3), receivedSignals: [])
        interrupted.signal = .terminate
        #expect(interrupted.exit == (status: 143, dieOf: .terminate))
    }
}
