import TestSupport
import Testing
@testable import MeterKit

@Suite struct ReplayTests {
    @Test func parsesEventsCommentsAndSuffixes() throws {
        let script = try ReplayScript.parse("# header\n\n0.5 1K\n1 2048   # two\n\t3.25\t0\n10 1M\n")
        #expect(script.events == [
            .init(offset: .milliseconds(500), amount: 1024), .init(offset: .seconds(1), amount: 2048),
            .init(offset: .milliseconds(3250), amount: 0),
            .init(offset: .seconds(10), amount: 1 << 20),
        ])
        #expect(try ReplayScript.parse("1 1k", si: true).events == [.init(offset: .seconds(1), amount: 1000)])
    }

    @Test func malformedLinesAreNamedByNumber() throws {
        #expect(scriptFailure { try ReplayScript.parse("0 1\n1 2 3\n") } == "2: " + "expected 'OFFSET AMOUNT', found '1 2 3'")
        #expect(scriptFailure { try ReplayScript.parse("-1 5") } == "1: " + "invalid offset '-1' (seconds, such as 1.5)")
        #expect(scriptFailure { try ReplayScript.parse("1 1\n2 2\n1 1") } == "3: " + "offset 1 is earlier than the line before")
        #expect(scriptFailure { try ReplayScript.parse("1 1.5x") } == "1: " + "invalid amount '1.5x' (a number with an optional K, M, G, T, P or E suffix)")
        // Amounts are sizes as -s takes them: decimals and pv's suffixes.
        #expect(try ReplayScript.parse("1 1.5K\n2 2KiB").events == [.init(offset: .seconds(1), amount: 1536), .init(offset: .seconds(2), amount: 2048)])
        #expect(throws: ReplayScript.ParseError.self) { try ReplayScript.parse("1 99999999999999999999") }
        #expect(throws: ReplayScript.ParseError.self) { try ReplayScript.parse("nan 1") }
    }

    @Test func linesMayEndWithCarriageReturnAndNewline() throws {
        let script = try ReplayScript.parse("# made on Windows\r\n0.5 10\r\n1.0 20\r\n")
        #expect(script.events == [.init(offset: .milliseconds(500), amount: 10), .init(offset: .seconds(1), amount: 20)])
        #expect(scriptFailure { try ReplayScript.parse("0 1\r\n1 2\r\n2 x\r\n") } == "3: " + "invalid amount 'x' (a number with an optional K, M, G, T, P or E suffix)")
    }

    @Test func errorsQuoteTheScriptSafely() {
        #expect(scriptFailure { try ReplayScript.parse("\u{1B}[?1049h\u{1B}[8m 1\n") } == "1: " + "invalid offset '\\033[?1049h\\033[8m' (seconds, such as 1.5)")
        #expect(scriptFailure { try ReplayScript.parse("1 1\u{9B}2J") } == "1: " + "invalid amount '1\\u{9B}2J' (a number with an optional K, M, G, T, P or E suffix)")
        #expect(scriptFailure { try ReplayScript.parse("0 0\n  1 \u{7} \u{202E}x") } == "2: " + "expected 'OFFSET AMOUNT', found '1 \\007 \\u{202E}x'")
    }

    @Test func errorsShortenALongLineToFortyColumns() throws {
        let wide = String(repeating: "日", count: 30) + " 1 2"
        do {
            _ = try ReplayScript.parse(wide)
            Issue.record("a line of four words parsed")
        } catch {
            let quoted = error.message.split(separator: "'")[3]
            #expect(quoted == String(repeating: "日", count: 19) + "…")
            #expect(TerminalText.columns(String(quoted)) == 39)
        }
        let long = String(repeating: "x", count: 50) + " 1 2"
        #expect(scriptFailure { try ReplayScript.parse(long) } == "1: expected 'OFFSET AMOUNT', found '\(String(repeating: "x", count: 39))…'")
    }

    @Test func textRoundTrips() throws {
        let script = ReplayScript(events: [.init(offset: .milliseconds(1), amount: 5), .init(offset: .milliseconds(12_500), amount: 0)])
        #expect(script.text == "0.001 5\n12.500 0\n")
        #expect(try ReplayScript.parse(script.text) == script)
    }

    /// Offsets are read exactly, to the attosecond, and timed as they always were: by the `Double` that the
    /// script's text reads as, so a replay's arrivals fall on the same nanosecond (1.001 s is
    /// 1,000,999,999 ns, as before) and the golden frames stay as they are.
    @Test func offsetsAreExactAndTimedAsTheTextReads() throws {
        let parsed = try ReplayScript.parse(".5 1\n1.001 1\n2.123456789012345678 1\n86400 1\n")
        let exact: [Duration] = [
            .milliseconds(500), .milliseconds(1001),
            Duration(secondsComponent: 2, attosecondsComponent: 123_456_789_012_345_678), .seconds(86_400),
        ]
        #expect(parsed.events.map(\.offset) == exact)
        #expect(parsed.events[1].seconds == 1.001)
        #expect(Instant(nanoseconds: 0).advanced(by: parsed.events[1].seconds).nanoseconds == 1_000_999_999)
        var random = SeededGenerator(seed: 38)
        for _ in 0..<2_000 {
            var word = String(Int.random(in: 0...86_399, using: &random))
            let decimals = Int.random(in: 0...min(18, 19 - word.count), using: &random)
            if decimals > 0 { word += "." + String((0..<decimals).map { _ in "0123456789".randomElement(using: &random)! }) }
            let event = try #require(try ReplayScript.parse(word + " 1").events.first)
            #expect(event.seconds == Double(word), "\(word)")
        }
        // Offsets that differ past a Double's precision are one instant, and not earlier than each other.
        #expect(try ReplayScript.parse("1.00000000000000001 1\n1 1\n").events.count == 2)
        #expect(ReplayScript.Event(offset: .milliseconds(-1500), amount: 0).seconds == -1.5)
    }

    /// Found by the replay-script fuzz target: an amount of 20 digits (from 10^19 up to UInt64's largest)
    /// was written by `text` but refused by `parse`.
    @Test func everyAmountTheTextHoldsParses() throws {
        let script = ReplayScript(events: [.init(offset: .seconds(1), amount: 12_585_906_193_500_733_440), .init(offset: .seconds(2), amount: .max)])
        #expect(try ReplayScript.parse(script.text) == script)
        #expect(throws: ReplayScript.ParseError.self) { try ReplayScript.parse("1 18446744073709551616") }
        // Leading zeros add nothing, however many there are.
        #expect(try ReplayScript.parse("1 018446744073709551615") == ReplayScript(events: [.init(offset: .seconds(1), amount: .max)]))
    }

    /// An amount that ends in a letter whose capital is two letters ("ß" is "SS") trapped: `meter --replay`
    /// died of SIGILL on such a script instead of naming the line.
    @Test(arguments: ["1ß", "5ŉ", "2ﬀ", "1ǰ"])
    func anAmountEndingInAnyLetterIsRefused(amount: String) {
        let error = #expect(throws: ReplayScript.ParseError.self) { try ReplayScript.parse("0.5 \(amount)\n") }
        #expect(error?.line == 1)
        #expect(error?.message == "invalid amount '\(amount)' (a number with an optional K, M, G, T, P or E suffix)")
    }

    @Test func theStreamIsSeqsOutputCutWhereAsked() {
        /// What `write` puts in a buffer of `size` bytes.
        func written(_ size: Int, _ write: (UnsafeMutableRawBufferPointer) -> Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 0xFF, count: size)
            let count = bytes.withUnsafeMutableBytes { write($0) }
            return Array(bytes.prefix(count))
        }
        var stream = ReplayStream()
        let first = written(3) { stream.write(bytes: 3, into: $0); return 3 }
        let rest = written(20) { stream.write(bytes: 20, into: $0); return 20 }
        #expect(String(decoding: first + rest, as: UTF8.self) == "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11")
        var lines = ReplayStream()
        let start = written(1) { lines.write(bytes: 1, into: $0); return 1 }
        let whole = written(64) { lines.write(lines: 3, into: $0).bytes }
        #expect(String(decoding: start + whole, as: UTF8.self) == "1\n2\n3\n")
        var records = ReplayStream(delimiter: 0)
        #expect(written(64) { records.write(lines: 2, into: $0).bytes } == [49, 0, 50, 0])
    }

    func replay(_ script: String, total: UInt64? = nil, rate: Double? = nil, stop: UInt64? = nil, unit: CountingUnit = .bytes)
        throws -> (frames: String, output: [UInt8])
    {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 40)
        let style = Style(template: Template(fields: [.amount, .timer, .progress]), glyphs: .ascii)
        let meter = DrawnMeter(total: total, unit: unit, display: LineDisplay(target: target, style: style), clock: clock)
        var output: [UInt8] = []
        let replayer = Replayer(
            script: try ReplayScript.parse(script), unit: unit, clock: clock, meter: meter.meter, board: meter.board, rateLimit: rate,
            stopAfter: stop
        ) {
            output += $0
            return true
        }
        #expect(replayer.run())
        return (target.text, output)
    }

    @Test func framesFallOnEveryIntervalTick() throws {
        let (frames, output) = try replay("0.5 10\n1.5 10\n2.2 20\n", total: 40)
        #expect(frames == [
            "10.0  B 0:00:01 [===>             ]  25%\r",
            "20.0  B 0:00:02 [=======>         ]  50%\r",
            "40.0  B 0:00:02 [================>] 100%\r\n",
        ].joined())
        #expect(output.count == 40)
    }

    @Test func theRateLimitSpreadsABurst() throws {
        let (frames, output) = try replay("0 100\n", total: 100, rate: 25)
        #expect(frames == [
            "25.0  B 0:00:01 [===>             ]  25%\r",
            "50.0  B 0:00:02 [=======>         ]  50%\r",
            "75.0  B 0:00:03 [===========>     ]  75%\r",
            " 100  B 0:00:04 [================>] 100%\r",
            " 100  B 0:00:04 [================>] 100%\r\n",
        ].joined())
        #expect(output.count == 100)
    }

    @Test func stopAtSizeCutsTheStream() throws {
        let (_, output) = try replay("0 5\n1 5\n", total: 3, stop: 3, unit: .lines)
        #expect(String(decoding: output, as: UTF8.self) == "1\n2\n3\n")
    }

    @Test func anHourOfProgressReplaysAtOnce() throws {
        var script = ""
        for second in 1...3600 { script += "\(second) 1K\n" }
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 60)
        let meter = DrawnMeter(total: 3600 << 10, display: LineDisplay(target: target, style: Style(glyphs: .ascii)), clock: clock)
        var written = 0
        Replayer(script: try ReplayScript.parse(script), unit: .bytes, clock: clock, meter: meter.meter, board: meter.board) {
            written += $0.count
            return true
        }.run()
        #expect(written == 3600 << 10)
        let frames = target.text.split(separator: "\r")
        #expect(frames.count == 3601)
        #expect(frames.first == "1.00KiB 0:00:01 [1.00KiB/s] [>            ]   0% ETA 0:59:59")
        #expect(frames.last == "3.52MiB 1:00:00 [1.00KiB/s] [============>] 100%            \r\n")
    }
    /// `LINE: MESSAGE` of the script error `body` throws, in English; nil when it throws none.
    private func scriptFailure(_ body: () throws -> ReplayScript) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as ReplayScript.ParseError {
            return "\(error.line): \(error.message)"
        } catch {
            return nil
        }
    }
}


@Suite struct ReplayStreamCarryTests {
    @Test func numbersCarryAcrossEveryPowerOfTen() {
        var stream = ReplayStream()
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let written = bytes.withUnsafeMutableBytes { stream.write(lines: 10_001, into: $0) }
        #expect(written.lines == 10_001)
        bytes.removeLast(bytes.count - written.bytes)
        var expected: [UInt8] = []
        for number in 1...10_001 { expected += Array("\(number)\n".utf8) }
        #expect(bytes == expected)
    }

}
