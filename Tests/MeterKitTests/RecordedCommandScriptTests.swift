import Foundation
import Testing
import TestSupport
@testable import MeterKit

/// Version 2 of the replay script, a wrapped command's recording: what the recorder writes, the parser reads
/// back; what is not a recording's line is refused with its number and why; files of any size are read a
/// block at a time; and a meter that reads only two columns stops at the header, naming it.
@Suite struct RecordedCommandScriptTests {
    /// The lines of `text` as a script file is read (recordings taken), or the first error.
    private func parse(_ text: String) throws(ReplayScript.ParseError) -> (RecordedCommand?, [ScriptParser.Line]) {
        var parser = ScriptParser(si: false, isPattern: { !$0.contains("(((") })
        var lines: [ScriptParser.Line] = []
        let split = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in split.enumerated() {
            let parsed = try parser.parse(Array(line)[...], number: index + 1)
            if parsed != .nothing { lines.append(parsed) }
        }
        try parser.finish(lines: split.count)
        return (parser.command, lines)
    }

    private func failure(_ text: String) -> String? {
        do { _ = try parse(text) } catch { return "\(error.line): \(error.message)" }
        return nil
    }

    @Test func everyByteSurvivesQuoting() {
        let all = (0...255).map { UInt8($0) }
        var random = SeededGenerator(seed: 71)
        let samples = [all, Array("say \"hi\" \\ now\r\n\t".utf8), []]
            + (0..<200).map { _ in (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) } }
        for bytes in samples {
            let quoted = ScriptWords.quoted(bytes)
            #expect(quoted.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "\(quoted)")
            #expect(ScriptWords.split(Array(quoted.utf8)[...]) == [.quoted(bytes)])
        }
    }

    @Test func aRecordingIsReadBack() throws {
        let (command, lines) = try parse("""
            # a comment
            meter-replay 2 command
            unit lines
            total 120
            si
            progress-from "p:([0-9]+)%"   # a pattern
            0.012 out 3
            0.015 err "copying # not a comment\\r\\n"
            0.2 progress percent 4500 10000 45.0
            0.3 progress bytes 70 - -
            1.520 killed 15
            1.6 out 2
            2.1 notice waiting
            2.5 end
            """)
        #expect(command == RecordedCommand(unit: .lines, total: 120, si: true, progressPatterns: ["p:([0-9]+)%"]))
        #expect(lines == [
            .command(seconds: 0.012, .output(3)),
            .command(seconds: 0.015, .error(Array("copying # not a comment\r\n".utf8))),
            .command(seconds: 0.2, .progress(ProgressReport(unit: .percent, count: 4500, total: 10000, percent: 45))),
            .command(seconds: 0.3, .progress(ProgressReport(unit: .bytes, count: 70, total: nil))),
            .command(seconds: 1.52, .exited(.signaled(.terminate))), .command(seconds: 1.6, .output(2)),
            .command(seconds: 2.1, .notice(.waiting)), .command(seconds: 2.5, .ended),
        ])
    }

    /// What the recorder writes, on a clock moved by hand, is what the replay reads, each event at its time.
    @Test func theRecorderWritesWhatTheReplayReads() throws {
        let path = NSTemporaryDirectory() + "meter-recorded-\(UUID().uuidString).replay"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let clock = VirtualClock()
        let settings = RecordedCommand(unit: .bytes, total: 5000, progressPatterns: ["Dp:^ *([0-9,]+) +([0-9]+)% "])
        let file = try FileDescriptor.openForWriting(FilePath(path))
        let recorder = CommandRecorder(file: file, clock: clock, settings: settings)
        let events: [(Double, CommandEvent)] = [
            (0.0101, .output(100)), (0.0104, .output(28)), (0.25, .error([0x1B, 0x5B, 0x6D, 0xFF, 0x0A])),
            (0.25, .output(1)), (1.0, .progress(ProgressReport(unit: .bytes, count: 2000, total: 4000, percent: 50))),
        ]
        for (seconds, event) in events {
            clock.set(to: Instant(nanoseconds: Int64(seconds * 1e9)))
            recorder.note(event)
        }
        clock.set(to: Instant(nanoseconds: 2_000_400_000))
        try recorder.finish(status: .exited(3))
        file.close()

        let replay = try ReplayFile.open(FilePath(path), si: false, temporaryDirectory: "/tmp", isPattern: { _ in true })
        #expect(replay.content == .command(settings))
        var feed = RecordedCommandFeed(replay, start: Instant(nanoseconds: 0))
        var played: [(Int64, CommandEvent)] = []
        var now = Instant(nanoseconds: 0)
        while true {
            switch feed.next(at: now) {
            case .event(let event): played.append((now.nanoseconds / 1_000_000, event))
            case .wait(let instant): now = instant
            case .end:
                // Counts within one millisecond are one; the exit is the end of the run.
                #expect(played.map(\.0) == [10, 250, 250, 1000, 2000, 2000])
                #expect(played.map(\.1) == [
                    .output(128), .error([0x1B, 0x5B, 0x6D, 0xFF, 0x0A]), .output(1),
                    .progress(ProgressReport(unit: .bytes, count: 2000, total: 4000, percent: 50)), .exited(.exited(3)),
                    .ended,
                ])
                return
            }
        }
    }

    /// A command that could not be started: the recording says so, with the shell's status, then ends; a peek
    /// at the first event leaves it to the replay.
    @Test func aCommandThatCouldNotStartIsRecordedSo() throws {
        let path = NSTemporaryDirectory() + "meter-recorded-\(UUID().uuidString).replay"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let clock = VirtualClock()
        let file = try FileDescriptor.openForWriting(FilePath(path))
        try CommandRecorder(file: file, clock: clock, settings: RecordedCommand()).finish(notStarted: 127)
        file.close()
        let replay = try ReplayFile.open(FilePath(path), si: false, temporaryDirectory: "/tmp", isPattern: { _ in true })
        var feed = RecordedCommandFeed(replay, start: Instant(nanoseconds: 0))
        #expect(feed.peek() == .notStarted(127))
        #expect(feed.next(at: Instant(nanoseconds: 0)) == .event(.notStarted(127)))
        #expect(feed.next(at: Instant(nanoseconds: 0)) == .event(.ended))
        #expect(feed.next(at: Instant(nanoseconds: 0)) == .end)
        #expect(try parse("meter-replay 2 command\n0.001 not-started 126\n0.001 end\n").1 == [
            .command(seconds: 0.001, .notStarted(126)), .command(seconds: 0.001, .ended),
        ])
    }

    @Test(arguments: [
        ("meter-replay 3 command\n", "1: 'meter-replay 3 command' is not a script this meter plays (it plays two-column scripts and 'meter-replay 2 command')"),
        ("meter-replay 2 command\n0.5 out 1\nunit lines\n0.6 end\n", "3: expected a setting or 'OFFSET EVENT' of a recorded command, found 'unit lines'"),
        ("meter-replay 2 command\n0.5 end\n0.6 out 1\n", "3: expected a setting or 'OFFSET EVENT' of a recorded command, found '0.6 out 1'"),
        ("meter-replay 2 command\n0.5 exit 0\n0.6 exit 1\n", "3: expected a setting or 'OFFSET EVENT' of a recorded command, found '0.6 exit 1'"),
        ("meter-replay 2 command\n0.5 notice bored\n", "2: expected a setting or 'OFFSET EVENT' of a recorded command, found '0.5 notice bored'"),
        ("meter-replay 2 command\n0.5 err \"unclosed\n", "2: expected a setting or 'OFFSET EVENT' of a recorded command, found '0.5 err \"unclosed'"),
        ("meter-replay 2 command\n0.5 err \"\\q\"\n", "2: expected a setting or 'OFFSET EVENT' of a recorded command, found '0.5 err \"\\q\"'"),
        ("meter-replay 2 command\nprogress-from \"(((\"\n", "2: expected a setting or 'OFFSET EVENT' of a recorded command, found 'progress-from \"(((\"'"),
        ("meter-replay 2 command\nunit percent\n", "2: expected a setting or 'OFFSET EVENT' of a recorded command, found 'unit percent'"),
        ("meter-replay 2 command\n1 out 1\n0.5 end\n", "3: offset 0.5 is earlier than the line before"),
        ("meter-replay 2 command\n90000 end\n", "2: offset 90000 is past 86400 seconds (a day), the longest a replay may last"),
        ("meter-replay 2 command\n0.5 exit 256\n", "2: expected a setting or 'OFFSET EVENT' of a recorded command, found '0.5 exit 256'"),
        ("meter-replay 2 command\n0.5 exit 0\n", "3: the recording stops before the run's end: it was cut short"),
    ] as [(String, String)])
    func aMalformedRecordingIsNamedByItsLine(text: String, message: String) {
        #expect(failure(text) == message)
    }

    /// What a meter that reads only two columns says of a recording: the header, quoted.
    @Test func theLibrarysStreamsStopAtARecordingsHeader() {
        let error = #expect(throws: ReplayScript.ParseError.self) { try ReplayScript.parse("# x\nmeter-replay 2 command\n0 exit 0\n") }
        #expect(error?.description == "line 2: expected 'OFFSET AMOUNT', found 'meter-replay 2 command'")
    }

    /// An editor's byte-order mark before the first line is not part of it.
    @Test func aByteOrderMarkIsPassedOver() throws {
        #expect(try ReplayScript.parse("\u{FEFF}1 1\n2 2\n").events == [.init(offset: .seconds(1), amount: 1), .init(offset: .seconds(2), amount: 2)])
        #expect(try parse("\u{FEFF}meter-replay 2 command\n0 end\n").0 == RecordedCommand())
        #expect(failure("1 1\n\u{FEFF}2 2\n") == "2: invalid offset '\\u{FEFF}2' (seconds, such as 1.5)")
    }

    /// A day at most, and the reason said: an offset of a year drew a frame a second of it.
    @Test func offsetsStopAtADay() throws {
        #expect(try ReplayScript.parse("86400 1\n").events == [.init(offset: .seconds(86_400), amount: 1)])
        #expect(try ReplayScript.parse("0000000000000000000000086400.000000000000000000000 1\n").events.count == 1)
        for word in ["86400.001", "100000000000", "99999999999999999999999999999999"] {
            #expect(failure("0 1\n\(word) 1\n") == "2: offset \(word) is past 86400 seconds (a day), the longest a replay may last")
        }
    }

    /// Lines read a block at a time are the file's lines, however the blocks cut them.
    @Test func linesAcrossBlocksAreWhole() throws {
        var random = SeededGenerator(seed: 5)
        var text: [UInt8] = []
        var expected: [[UInt8]] = []
        for _ in 0..<3000 {
            let line = (0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
            expected.append(line)
            text += line + [0x0A]
        }
        text += Array("last".utf8)
        expected.append(Array("last".utf8))
        #expect(try lines(of: text) == expected)
    }

    @Test func aLineLongerThanAMebibyteIsRefused() {
        let text = Array("1 1\n".utf8) + [UInt8](repeating: 0x31, count: ScriptLines.longestLine + 1) + [0x0A]
        #expect(throws: ScriptLines.Failure.tooLong(number: 2)) { try lines(of: text) }
    }

    private func lines(of text: [UInt8]) throws -> [[UInt8]] {
        let path = NSTemporaryDirectory() + "meter-lines-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(text).write(to: URL(fileURLWithPath: path))
        let descriptor = try FileDescriptor.openForReading(FilePath(path))
        defer { descriptor.close() }
        var reader = ScriptLines(descriptor)
        var found: [[UInt8]] = []
        while let line = try reader.next() {
            found.append(Array(line))
            #expect(reader.number == found.count)
        }
        return found
    }
}
