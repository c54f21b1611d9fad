import Foundation
import Glibc
import TestSupport
import Testing
@testable import MeterKit

/// The control channel of a running meter (`-R`, `-Q`): the messages, and a real socket served by the run
/// loop with a client on another thread. A process has one channel, named after its PID, so these run one
/// at a time.
@Suite(.serialized) struct ControlChannelTests {
    typealias State = ControlMessage.MeterState

    /// A home of the tests' own: the channel is in `.meter` there, unless this user has a runtime folder.
    static let home: String = {
        let path = NSTemporaryDirectory() + "meter-control-tests-\(geteuid())"
        mkdir(path, 0o700)
        return path
    }()

    /// The client of this process's channel.
    static var client: ControlClient { ControlClient(process: getpid(), home: home) }

    /// This process's channel, listening.
    static func listen(process: Int32 = getpid()) throws -> ControlListener {
        try #require(ControlChannel.listen(at: ControlChannel.place(home: home), process: process).listener)
    }

    // MARK: - Messages

    @Test func requestsAndRepliesReadBackAsTheyWereWritten() {
        let odd = ["-N", "two words", "back\\slash", "new\nline", "cr\r", "nul\0", "é\u{301}", "\r\n", ""]
        for request in [ControlMessage.Request.query, .follow, .remote(arguments: odd), .remote(arguments: [])] {
            #expect(ControlMessage.request(from: ControlMessage.text(of: request)) == request)
        }
        let states = [
            State(count: 1 << 40, total: nil, unit: .bytes, elapsed: 12.5, name: "disk image name=x"),
            State(count: 0, total: 7, unit: .lines, elapsed: 0, name: nil),
            State(count: 3, total: 9, unit: .records, elapsed: 1.25, name: "a\nb\\"),
        ]
        for reply in [ControlMessage.Reply.ok(states), .ok([]), .refused("-L: bad\nvalue")] {
            #expect(ControlMessage.reply(from: ControlMessage.text(of: reply)) == reply)
        }
    }

    /// Found by the control-message fuzz target: an argument, a reason or a name that starts with a
    /// combining mark joins the `>`, space or `=` before it into one Character, and was not read back.
    @Test func textStartingWithACombiningMarkReadsBack() {
        let mark = "\u{34B}x"
        let request = ControlMessage.Request.remote(arguments: [mark, "-N", "\u{301}"])
        #expect(ControlMessage.request(from: ControlMessage.text(of: request)) == request)
        let replies = [
            ControlMessage.Reply.refused(mark),
            .ok([State(count: 1, total: 2, unit: .bytes, elapsed: 0.5, name: mark)]),
        ]
        for reply in replies {
            #expect(ControlMessage.reply(from: ControlMessage.text(of: reply)) == reply)
        }
    }

    @Test func theTextIsLinesAPersonCanRead() {
        #expect(ControlMessage.text(of: .remote(arguments: ["-L", "1M"])) == "meter-control 1 remote\n>-L\n>1M\n\n")
        let state = State(count: 5, total: nil, unit: .bytes, elapsed: 1.5, name: "in")
        #expect(ControlMessage.text(of: .ok([state])) == "meter-control 1 ok\nmeter count=5 total=- unit=bytes elapsed=1.500 name=in\n\n")
    }

    @Test func anythingElseIsNotAMessage() {
        let requests = [
            "", "\n\n", "meter-control 1 query\n", "meter-control 1 query\nextra\n\n", "meter-control 2 query\n\n",
            "meter-control 1 remote\n>-L\n\n>1M\n\n", "meter-control 1 remote\n>bad\\q\n\n", "meter-control 1 remote\n-L\n\n",
            "meter-control 1 query\r\n\n", "meter-control 1 reboot\n\n",
            "meter-control 1 remote\n>" + String(repeating: "x", count: ControlMessage.sizeLimit) + "\n\n",
        ]
        for text in requests { #expect(ControlMessage.request(from: text) == nil, "\(text.prefix(40).debugDescription)") }
        let replies = [
            "meter-control 1 ok\nmeter count=1\n\n", "meter-control 1 ok\nmeter count=x total=- unit=bytes elapsed=1\n\n",
            "meter-control 1 ok\nmeter count=1 total=- unit=furlongs elapsed=1\n\n",
            "meter-control 1 ok\nmeter count=1 total=- unit=bytes elapsed=1 extra=2\n\n",
            "meter-control 1 refused why\nmore\n\n", "meter-control 1 ok\n",
        ]
        for text in replies { #expect(ControlMessage.reply(from: text) == nil, "\(text.debugDescription)") }
    }

    // MARK: - The channel

    /// Anyone may listen on an abstract name like a meter's and never accept: once its queue is full, a
    /// connect would wait until it closes (`--meters` waited 30 s on the end-to-end tests' squatter, and
    /// with its signals read from a descriptor, Ctrl-C could not end that wait). The connect gives up
    /// after its timeout, and the finder passes that name over as no meter.
    @Test func aListenerThatNeverAcceptsIsGivenUpOn() throws {
        let name = "meter-test/full-queue/\(getpid())"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let length = withUnsafeMutableBytes(of: &address.sun_path) { path in
            for (index, byte) in name.utf8.enumerated() { path[index + 1] = byte }
            return socklen_t(MemoryLayout<sa_family_t>.size + 1 + name.utf8.count)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(listener, $0, length) }
        }
        try #require(bound == 0 && Glibc.listen(listener, 0) == 0)
        // Fill the queue with connections nobody accepts, until the kernel says it is full.
        var queued: [Int32] = []
        defer { for client in queued { close(client) } }
        var full = false
        for _ in 0..<64 where !full {
            let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(client, $0, length) }
            }
            if connected == 0 { queued.append(client) } else { full = errno == EAGAIN; close(client) }
        }
        try #require(full)
        #expect(throws: Errno.wouldBlock) { try ControlSocket.connect(.abstract(name), timeout: 0.05).close() }
        let finder = MeterFinder(home: Self.home)
        #expect(!finder.isMeter(MeterFinder.Candidate(process: getpid(), address: .abstract(name))))
    }

    /// Runs a loop with the channel, answering with `answer`, while `client` runs on a thread of its own;
    /// the loop ends when the client is done. Returns what the client returned.
    func serve<Result: Sendable>(
        answer: @escaping (ControlMessage.Request) -> ControlMessage.Reply, client: @escaping @Sendable () -> Result
    ) throws -> Result {
        let clock = MonotonicClock()
        let channel = ControlSource(listener: try Self.listen(), clock: clock, handle: answer)
        let done = ClientDone()
        let result = Mutex<Result?>(nil)
        #expect(DetachedThread.start {
            result.withLock { $0 = client() }
            done.signal()
        })
        _ = RunLoop(session: Session(clock: clock, board: nil) { _ in }, sources: [done, channel], waiter: RealWaiter()).run()
        return try #require(result.withLock { $0 })
    }

    @Test func aQueryIsAnsweredWithTheMetersStates() throws {
        let state = State(count: 42, total: 100, unit: .bytes, elapsed: 3, name: "disk")
        let asked = Mutex<[ControlMessage.Request]>([])
        let reply = try serve(answer: { request in
            asked.withLock { $0.append(request) }
            return .ok([state])
        }) {
            Result { () throws(ControlClient.Failure) in try Self.client.send(.query) }
        }
        #expect(try reply.get() == [state])
        #expect(asked.withLock { $0 } == [.query])
    }

    /// `-Q` follows the meter it shows: the connection stays open, and the meter sends its state when its
    /// run ends, with the counts it ended on.
    @Test func aFollowerIsToldTheFinalState() throws {
        let answers = Mutex(0)
        let following = try serve(answer: { _ in
            let count = answers.withLock { value in
                value += 1
                return value
            }
            return .ok([State(count: UInt64(count), total: 9, unit: .bytes, elapsed: 1, name: nil)])
        }) { () -> Int32? in
            guard let connection = try? Self.client.follow(timeout: 5) else { return nil }
            // Answered after the follower was taken: requests are served one at a time.
            _ = try? Self.client.send(.query)
            return connection.rawValue
        }
        let connection = FileDescriptor(rawValue: try #require(following))
        // The run is over: the follower's answer was written as it ended, the last one asked of it.
        let final = try ControlClient.finalState(from: connection)
        #expect(final.map(\.count) == [2])
    }

    @Test func aRefusalReachesTheClientWithItsReason() throws {
        let reply = try serve(answer: { _ in .refused("-L: nope") }) {
            Result { () throws(ControlClient.Failure) in try Self.client.send(.remote(arguments: ["-L", "x"])) }
        }
        #expect(throws: ControlClient.Failure.refused("-L: nope")) { try reply.get() }
    }

    @Test func garbageIsRefusedAndTheChannelStillAnswers() throws {
        let address = try #require(Self.client.addresses.first)
        let replies = try serve(answer: { _ in .ok([]) }) { () -> [String] in
            var texts: [String] = []
            for garbage in ["GET / HTTP/1.0\r\n\r\n\n\n", "meter-control 1 remote\n>\\x\n\n", "\u{1B}[31m\n\n"] {
                guard let connection = try? ControlSocket.connect(address, timeout: 5) else { return ["no connection"] }
                try? connection.writeAll(garbage)
                texts.append(String(decoding: (try? connection.readToEnd(limit: 1 << 20)) ?? [], as: UTF8.self))
                connection.close()
            }
            let after = try? Self.client.send(.query)
            return texts + [after == [] ? "answered" : "not answered"]
        }
        let refused = "meter-control 1 refused not a request meter understands\n\n"
        #expect(replies == [refused, refused, refused, "answered"])
    }

    @Test func aClientThatSaysNothingIsDroppedAfterASecond() throws {
        let clock = VirtualClock()
        let channel = ControlSource(listener: try Self.listen(), clock: clock) { _ in .ok([]) }
        let session = Session(clock: clock, board: nil) { _ in }
        defer { channel.finish(in: session) }
        let connection = try ControlSocket.connect(try #require(Self.client.addresses.first), timeout: 5)
        defer { connection.close() }
        _ = channel.step(Readiness(readable: true), in: session)
        clock.advance(by: 0.5)
        #expect(channel.step(Readiness(), in: session) != .waiting(Wait(readable: nil)))
        #expect(connection.isReady(forWriting: false) == false)  // still held: nothing to read yet
        clock.advance(by: 0.6)
        _ = channel.step(Readiness(), in: session)
        #expect(try connection.readToEnd(limit: 1 << 20) == [])  // dropped: the end of the connection, no reply
    }

    @Test func aMeterThatEndsMidRequestIsNoReply() throws {
        let listener = try Self.listen(process: 2)
        defer { listener.close() }
        let descriptor = listener.descriptor
        #expect(DetachedThread.start {
            var accepted: FileDescriptor?
            while accepted == nil { accepted = ControlSocket.accept(descriptor) }
            accepted?.close()
        })
        #expect(throws: ControlClient.Failure.noReply) { try ControlClient(process: 2, home: Self.home).send(.query) }
    }

    @Test func nothingListeningIsNoMeter() {
        #expect(throws: ControlClient.Failure.noMeter) { try ControlClient(process: 1, home: Self.home).send(.query) }
    }
}

/// A source that keeps the loop running until the client thread says it is done (a byte on a pipe).
private final class ClientDone: RunSource, @unchecked Sendable {
    private let pipe: (read: FileDescriptor, write: FileDescriptor)

    init() {
        let fds = TestPipes.make()
        pipe = (FileDescriptor(rawValue: fds.read), FileDescriptor(rawValue: fds.write))
    }

    deinit {
        pipe.read.close()
        pipe.write.close()
    }

    func signal() { try? pipe.write.writeAll([1]) }

    func step(_ ready: Readiness, in session: Session) -> SourceState {
        ready.readable ? .finished : .waiting(Wait(readable: pipe.read))
    }
}
