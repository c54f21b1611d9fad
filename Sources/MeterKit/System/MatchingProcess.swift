import CSystem
import Glibc

/// Extended regular expressions matched in a process of meter's own, so that a match that takes too long
/// can be stopped. The C library's `regexec(3)` cannot be interrupted, and with some expressions it takes
/// seconds, minutes and gigabytes on a line of a few kilobytes (`.*a.{100}c` on 4 KiB of `a` and `b`: 51 s
/// and 480 MB), however the expression is bounded beforehand; a process can be killed, and its memory goes
/// with it.
///
/// The process is `fork(2)`ed at the first match (and again after it was stopped), from meter itself, with
/// the expressions compiled here before: it runs only C (`CSystem`'s `csystem_matcher_start`), keeps a
/// socket and closes every other descriptor, blocks every signal, dies with the thread that started it, and
/// holds at most ``dataRoom`` bytes more data than meter held. A match is a request on the socket and its
/// answer, about 3 µs more than the match itself. A match that takes more than ``budget`` of the process's
/// CPU time kills it, and its line answers ``Answer/tooSlow``; so does waiting more than ``patience``
/// however busy the machine is, answered ``Answer/starved`` when the match had not used up its CPU time.
/// The next match starts another process, which keeps nothing of the old one's states (the C library's
/// cache of them grows with every line matched).
package final class MatchingProcess {
    /// What a match came to.
    package enum Answer: Equatable, Sendable {
        /// Where the expression matched, as ``ExtendedRegex/firstMatch(in:)`` says it.
        case matched([Range<Int>?])
        case notMatched
        /// The match took more than its budget; the process was stopped.
        case tooSlow
        /// No answer came within ``MatchingProcess/patience``, though the match had taken less than its
        /// budget of the process's CPU time: the machine was too busy to run it. The process was stopped.
        /// Nothing is known of the line, and nothing of the expression: it was not slow.
        case starved

        /// Whether the process was stopped before it answered (too slow, or starved).
        var stoppedTheProcess: Bool { self == .tooSlow || self == .starved }
        /// No process could be started, or it failed (out of memory, gone): nothing is known of the line.
        case failed
    }

    /// The most CPU time a match may take.
    package static let budget = Duration.milliseconds(50)
    /// The longest a match is waited for, whatever the CPU time it took: on a machine so busy that the
    /// process was given no time, a line is given up rather than the run held.
    package static let patience = Duration.seconds(2)
    /// How much more data than meter's the process may hold.
    package static let dataRoom = 256 << 20

    /// The expressions, compiled with their captures; freed when the last holder goes.
    private final class Expression {
        let regex: ExtendedRegex
        init(_ regex: consuming ExtendedRegex) { self.regex = regex }
    }

    /// A started process: its id, meter's end of the socket, and its CPU time after its last answer.
    private struct Running {
        let id: pid_t
        let socket: FileDescriptor
        var spent: Int64
    }

    private let expressions: [Expression]
    /// The longest text a match is asked of: the rest of a longer one is not sent.
    package let longestText: Int
    private var running: Running?
    /// The answers of the requests sent last, as far as they have come.
    private var received = Received()
    /// Where the socket is read into: allocated once.
    private var scratch = [UInt8](repeating: 0, count: 64 << 10)

    /// Compiles `expressions` (with their captures); throws the first one's problem. No process starts yet.
    package init(expressions: [String], longestText: Int) throws(ExtendedRegex.Invalid) {
        var compiled: [Expression] = []
        for expression in expressions { compiled.append(Expression(try ExtendedRegex(expression, captures: true))) }
        self.expressions = compiled
        self.longestText = longestText
    }

    deinit { stop() }

    /// The process's id while one runs.
    package var processID: Int32? { running?.id }

    /// How many parenthesised subexpressions expression `index` has.
    package func captureCount(of index: Int) -> Int { expressions[index].regex.captureCount }

    /// Where expression `index` first matches in `text` (bytes up to its first NUL, at most ``longestText``
    /// of them), and how much of the process's CPU time the match took.
    package func firstMatch(_ index: Int, in text: some Collection<UInt8>) -> (answer: Answer, took: Duration) {
        firstMatches([(index, Array(text)[...])]).first ?? (.failed, .zero)
    }

    /// ``firstMatch(_:in:)`` of each request, asked at once and answered in order (one wake-up of the
    /// process for all of them): as many answers as requests, or fewer when one was stopped or failed, the
    /// last then; the requests after it are not answered (ask them again: another process answers them).
    /// Their texts together should stay within ``batchBytes``.
    package func firstMatches(_ requests: [(expression: Int, text: ArraySlice<UInt8>)]) -> [(answer: Answer, took: Duration)] {
        var answers = ask(requests)
        guard answers.last?.answer.stoppedTheProcess == true, answers.count < requests.count else { return answers }
        // The process holds its answers for up to a millisecond: which of the requests not answered took
        // long is not known. Each is asked alone, of a new process.
        answers.removeLast()
        for request in requests[answers.count...] {
            let answer = ask([request])[0]
            answers.append(answer)
            if answer.answer.stoppedTheProcess || answer.answer == .failed { break }
        }
        return answers
    }

    /// The requests sent together, and their answers as far as they come.
    private func ask(_ requests: [(expression: Int, text: ArraySlice<UInt8>)]) -> [(answer: Answer, took: Duration)] {
        guard !requests.isEmpty else { return [] }
        guard let process = running ?? start() else { return [(.failed, .zero)] }
        var message = [UInt8]()
        message.reserveCapacity(requests.reduce(0) { $0 + 8 + min($1.text.count, longestText) })
        for (expression, text) in requests {
            let bytes = text.prefix { $0 != 0 }.prefix(longestText)
            withUnsafeBytes(of: csystem_match_request(expression: UInt32(expression), length: UInt32(bytes.count))) {
                message.append(contentsOf: $0)
            }
            message.append(contentsOf: bytes)
        }
        guard send(message, on: process.socket) else {
            stop()
            return [(.failed, .zero)]
        }
        var answers: [(answer: Answer, took: Duration)] = []
        received = Received()
        while answers.count < requests.count {
            let next = answer(of: process)
            answers.append(next)
            if next.answer.stoppedTheProcess || next.answer == .failed { break }
        }
        return answers
    }

    /// The most bytes of text one ``firstMatches(_:)`` should send: far less than the socket holds, so
    /// that sending never waits for the process.
    package static let batchBytes = 16 << 10

    /// Answers read from the socket and not taken yet.
    private struct Received {
        var bytes: [UInt8] = []
        var start = 0
        var count: Int { bytes.count - start }

        /// Takes as many bytes off the front as `buffer` holds, into it.
        mutating func take(into buffer: UnsafeMutableRawBufferPointer) {
            bytes.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[start..<start + buffer.count])) }
            start += buffer.count
        }
    }

    /// The next answer of the process, waited for in slices of 10 ms, after each of which the process's CPU
    /// time is looked at.
    private func answer(of process: Running) -> (answer: Answer, took: Duration) {
        let started = SystemTime.monotonicNanoseconds()
        let headerSize = MemoryLayout<csystem_match_answer>.size
        var header = csystem_match_answer()
        while received.count < headerSize || received.count < headerSize + 8 * Int(Self.peekCount(received)) {
            if Self.readable(process.socket, milliseconds: 10) {
                guard receive(from: process.socket) else {
                    stop()
                    return (.failed, .zero)
                }
                continue
            }
            let spent = csystem_process_cpu_time(process.id) - (running?.spent ?? 0)
            let waited = SystemTime.monotonicNanoseconds() - started
            if spent > Self.nanoseconds(Self.budget) || waited > Self.nanoseconds(Self.patience) {
                stop()
                // Waited out, the match is the busy machine's doing unless it had used up its CPU time.
                let answer: Answer = spent > Self.nanoseconds(Self.budget) ? .tooSlow : .starved
                return (answer, .nanoseconds(max(spent, 0)))
            }
        }
        withUnsafeMutableBytes(of: &header) { received.take(into: $0) }
        guard header.result != 2, header.count >= 0 else {
            stop()
            return (.failed, .zero)
        }
        let took = Duration.nanoseconds(max(header.spent - (running?.spent ?? 0), 0))
        running?.spent = header.spent
        guard header.result == 0 else { return (.notMatched, took) }
        var pairs = [Int32](repeating: -1, count: 2 * Int(header.count))
        pairs.withUnsafeMutableBytes { received.take(into: $0) }
        let slots = (0..<Int(header.count)).map { slot -> Range<Int>? in
            let (start, end) = (Int(pairs[2 * slot]), Int(pairs[2 * slot + 1]))
            return start < 0 || end < start ? nil : start..<end
        }
        return (.matched(slots), took)
    }

    /// The `count` of the answer at the front of `received` (its number of offset pairs), once its header
    /// is there; 0 before.
    private static func peekCount(_ received: Received) -> Int32 {
        guard received.count >= MemoryLayout<csystem_match_answer>.size else { return 0 }
        var header = csystem_match_answer()
        withUnsafeMutableBytes(of: &header) { buffer in
            received.bytes.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[received.start..<received.start + buffer.count])) }
        }
        return max(header.result == 0 ? header.count : 0, 0)
    }

    /// Forks the process, with the expressions compiled; `nil` when it cannot be.
    private func start() -> Running? {
        var ends: [Int32] = [-1, -1]
        guard (try? systemCall { csystem_socket_pair(&ends) }) != nil else { return nil }
        let compiled = expressions.map { Optional($0.regex.compiledExpression) }
        let id = compiled.withUnsafeBufferPointer { pointers in
            csystem_matcher_start(pointers.baseAddress, Int32(pointers.count), UInt32(longestText), Self.dataRoom, ends[1])
        }
        FileDescriptor(rawValue: ends[1]).close()
        guard id > 0 else {
            FileDescriptor(rawValue: ends[0]).close()
            return nil
        }
        running = Running(id: id, socket: FileDescriptor(rawValue: ends[0]), spent: 0)
        return running
    }

    /// Kills the process, if one runs, and collects it.
    private func stop() {
        guard let process = running else { return }
        running = nil
        process.socket.close()
        _ = try? systemCall { kill(process.id, SIGKILL) }
        // Retried after a signal: SIGKILL ends the process at once, so the wait is short.
        _ = try? systemCall { waitpid(process.id, nil, 0) }
    }

    /// Sends all of `bytes`; false when the process is gone.
    private func send(_ bytes: [UInt8], on socket: FileDescriptor) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let sent = (try? systemCall(.retried, { csystem_send(socket.rawValue, base + offset, buffer.count - offset) })) ?? 0
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Whether `socket` has something to read (or has closed) within `milliseconds`.
    private static func readable(_ socket: FileDescriptor, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: socket.rawValue, events: Int16(POLLIN), revents: 0)
        return ((try? systemCall { poll(&entry, 1, milliseconds) }) ?? 0) > 0
    }

    /// Reads what the socket holds (at least a byte) after what ``received`` holds; false at the end of the
    /// socket or on an error.
    private func receive(from socket: FileDescriptor) -> Bool {
        if received.start > 0 {
            received.bytes.removeFirst(received.start)
            received.start = 0
        }
        guard let got = try? scratch.withUnsafeMutableBytes({ try socket.read(into: $0) }), got > 0 else { return false }
        received.bytes.append(contentsOf: scratch[..<got])
        return true
    }

    /// `duration` in whole nanoseconds (those meter waits for are far below 292 years).
    private static func nanoseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }
}
