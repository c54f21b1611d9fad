import Foundation
import TestSupport
import Testing
@testable import MeterKit

/// `--json`'s objects: their keys in order, their numbers, their escaping, and a display that writes one a
/// frame; each line is also parsed back with Foundation, as a consumer would.
@Suite struct JSONRecordTests {
    static func snapshot(count: UInt64, total: UInt64?, elapsed: Double, rate: Double, remaining: Double?, final: Bool = false) -> Snapshot {
        Snapshot(
            count: count, total: total, unit: .bytes, elapsed: elapsed, rate: rate, averageRate: rate, remaining: remaining,
            isFinal: final)
    }

    static func parsed(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func aProgressObjectHasEveryKeyInOrder() throws {
        var snapshot = Self.snapshot(count: 1_048_576, total: 4_194_304, elapsed: 12.5, rate: 83886.08, remaining: 37.5)
        snapshot.name = "backup"
        #expect(JSONRecord.progress(snapshot, id: nil)
            == #"{"v":1,"type":"progress","elapsed":12.5,"unit":"bytes","count":1048576,"total":4194304,"percent":25.0,"rate":83886.1,"average_rate":83886.1,"eta":37.5,"name":"backup"}"#)
    }

    @Test func unknownValuesAreNullAndTheIdFollowsTheType() {
        let snapshot = Self.snapshot(count: 10, total: nil, elapsed: 1, rate: 10, remaining: nil)
        #expect(JSONRecord.progress(snapshot, id: "4242:3")
            == #"{"v":1,"type":"progress","id":"4242:3","elapsed":1.0,"unit":"bytes","count":10,"total":null,"percent":null,"rate":10.0,"average_rate":10.0,"eta":null,"name":null}"#)
    }

    @Test func thePercentageIsCutNotRounded() throws {
        let line = JSONRecord.progress(Self.snapshot(count: 9_999, total: 10_000, elapsed: 1, rate: 1, remaining: 1), id: nil)
        #expect(try Self.parsed(line)["percent"] as? Double == 99.9)
    }

    @Test(arguments: [
        (0.0, 3, "0.0"), (1.0, 3, "1.0"), (12.5, 3, "12.5"), (2.863_4, 3, "2.863"), (0.000_4, 3, "0.0"), (83886.08, 1, "83886.1"),
        (-1.25, 1, "-1.3"), (1e14, 1, "100000000000000.0"),
    ] as [(Double, Int, String)])
    func numbersHaveAtLeastOneDecimal(value: Double, places: Int, text: String) {
        #expect(JSONWriter.decimal(value, places: places) == text)
    }

    @Test func numbersJSONCannotHoldAreNull() {
        var object = JSONWriter()
        object.number("a", .infinity, decimals: 1)
        object.number("b", .nan, decimals: 1)
        object.number("c", 1e300, decimals: 1)
        #expect(object.line == #"{"a":null,"b":null,"c":null}"#)
    }

    @Test func stringsAreEscapedAndComeBackExactly() throws {
        // Quotes, a backslash, controls, an escape sequence, DEL, a C1 control, a bidirectional override, a
        // line separator, accents and a check mark, and U+FFFD where invalid UTF-8 was.
        let name = "a\"b\\c\td\ne\u{1B}[31m\u{7F}\u{9B}\u{202E}\u{2028}é✓\u{FFFD}"
        var snapshot = Self.snapshot(count: 0, total: 1, elapsed: 0, rate: 0, remaining: nil)
        snapshot.name = name
        let line = JSONRecord.progress(snapshot, id: nil)
        let escaped = #""name":"a\"b\\c\td\ne\u001b[31m\u007f\u009b\u202e\u2028é✓"# + "\u{FFFD}\"}"
        #expect(line.hasSuffix(escaped))
        // Nothing in the line can drive a terminal.
        #expect(!line.unicodeScalars.contains { SafeText.mustEscape($0.value) })
        #expect(try Self.parsed(line)["name"] as? String == name)
    }

    @Test func aSummaryHasTheRatesTheStatusAndTheEnding() throws {
        var snapshot = Self.snapshot(count: 1200, total: 1200, elapsed: 6, rate: 200, remaining: nil, final: true)
        snapshot.name = "in"
        // 200 units in the first two seconds, 600 in the next two, 400 in the last: the history's 60 shares,
        // 20 each, and the lowest and highest of the spans of two seconds.
        for (time, count) in [(0.5, 100), (1.5, 200), (2.5, 500), (3.5, 800), (4.5, 1000), (5.5, 1200)] as [(Double, UInt64)] {
            snapshot.history.noteData(count: count, at: time)
        }
        for (time, count) in [(2.0, 200), (4.0, 800), (6.0, 1200)] as [(Double, UInt64)] {
            snapshot.history.record(time: time, count: count, rate: 0, final: time == 6)
        }
        let shares = (Array(repeating: "100.0", count: 20) + Array(repeating: "300.0", count: 20) + Array(repeating: "200.0", count: 20))
        #expect(JSONRecord.summary(snapshot, id: "in", status: 130, ending: .interrupted(signal: Signal.interrupt))
            == #"{"v":1,"type":"summary","id":"in","elapsed":6.0,"unit":"bytes","count":1200,"total":1200,"percent":100.0,"min_rate":100.0,"average_rate":200.0,"max_rate":300.0,"status":130,"end":"interrupted","signal":"SIGINT","name":"in","stalls":0,"longest_stall":0.0,"history":["#
                + shares.joined(separator: ",") + "]}")
        let unmeasured = JSONRecord.summary(
            Self.snapshot(count: 0, total: nil, elapsed: 0, rate: 0, remaining: nil, final: true), id: nil, status: 0, ending: .done)
        #expect(unmeasured.contains(#""min_rate":null,"average_rate":0.0,"max_rate":null,"status":0,"end":"done","signal":null"#))
    }

    @Test func everyWayOutHasItsWord() {
        var outcome = RunOutcome()
        #expect(RunEnding(outcome) == .done)
        outcome.outputClosed = true
        #expect(RunEnding(outcome).word == "output-closed")
        outcome.sourceEnding = .stoppedAtSize
        #expect(RunEnding(outcome).word == "stopped-at-size")
        outcome.statusBits = TransferOutcome.Status.readOrWriteError.rawValue
        #expect(RunEnding(outcome).word == "error")
        outcome.signal = Signal.terminate
        outcome.statusBits = 0
        #expect(RunEnding(outcome) == .interrupted(signal: Signal.terminate))
        #expect(RunEnding(outcome).signalName == "SIGTERM")
        var command = RunOutcome()
        command.sourceEnding = .command(.exited(3), receivedSignals: [])
        #expect(RunEnding(command) == .error)
        command.sourceEnding = .command(.signaled(.interrupt), receivedSignals: [.interrupt])
        #expect(RunEnding(command) == .interrupted(signal: .interrupt))
        command.sourceEnding = .notStarted(status: 126)
        #expect(RunEnding(command) == .notStarted)
        command.outputClosed = true
        command.sourceEnding = .command(.exited(0), receivedSignals: [])
        #expect(RunEnding(command) == .outputClosed)
    }

    /// A frame every interval, also when nothing moved; nothing for a redraw; the final frame; one write each.
    @Test func aDisplayWritesAnObjectAFrame() throws {
        let clock = VirtualClock()
        let records = CapturedTarget()
        let display = JSONDisplay(target: records)
        let shared = display.records
        let meter = DrawnMeter(total: 3000, display: display, clock: clock)
        meter.add(1000)
        for _ in 0..<3 {
            clock.advance(by: 1)
            meter.update()
        }
        meter.redraw()
        meter.add(2000)
        meter.finish()
        let lines = records.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.hasPrefix(#"{"v":1,"type":"progress","#) })
        let counts = try lines.map { try Self.parsed($0)["count"] as? Int }
        #expect(counts == [1000, 1000, 1000, 3000])
        #expect(shared.finalSnapshot?.count == 3000)
        #expect(try Self.parsed(lines[3])["eta"] is NSNull)
    }

    /// `--json-file`'s target keeps the first write that failed, and tries no other after it.
    @Test func aFileThatCannotBeWrittenIsTriedOnce() throws {
        let full = try FileDescriptor.openForWriting("/dev/full")
        defer { full.close() }
        let target = FileTarget(descriptor: full)
        #expect(target.firstFailure == nil)
        #expect(!target.write("{}\n"))
        #expect(target.firstFailure == .noSpace)
        #expect(!target.write("{}\n"))
        let null = try FileDescriptor.openForWriting("/dev/null")
        defer { null.close() }
        let fine = FileTarget(descriptor: null)
        #expect(fine.write("{}\n") && fine.firstFailure == nil)
    }
}
