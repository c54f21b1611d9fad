import Foundation
import Testing
import TestSupport
@testable import MeterKit

/// `--progress-from`'s presets on the lines their commands print: rsync's, ffmpeg's (from recorded stderr in
/// Tests/Fixtures/ffmpeg), curl's two meters, percentages and counts; and data, which never reports.
@Suite struct ProgressPresetTests {
    static func report(_ spec: String, _ line: String, si: Bool = false) throws -> ProgressReport? {
        try ProgressReaderTests.report(spec, line, si: si)
    }

    // MARK: - rsync

    @Test(arguments: [
        // rsync 3.2 --info=progress2: the bytes (grouped as its locale groups them) and the percentage; the
        // total follows from both, rounded down so that the count over it is never below what was printed.
        ("    1,238,099,968  45%   57.73MB/s    0:00:21 (xfr#1, to-chk=0/1)", ProgressReport(unit: .bytes, count: 1_238_099_968, total: 2_751_333_262, percent: 45)),
        ("              0   0%    0.00kB/s    0:00:00", ProgressReport(unit: .bytes, count: 0, total: nil, percent: 0)),
        ("     50,000,000 100%   20.14MB/s    0:00:02 (xfr#2, to-chk=0/3)", ProgressReport(unit: .bytes, count: 50_000_000, total: 50_000_000, percent: 100)),
        ("    1.238.099.968  45%   57,73MB/s    0:00:21", ProgressReport(unit: .bytes, count: 1_238_099_968, total: 2_751_333_262, percent: 45)),
        ("sending incremental file list", nil),
    ] as [(String, ProgressReport?)])
    func rsync(line: String, expected: ProgressReport?) throws {
        #expect(try Self.report("rsync", line) == expected)
    }

    @Test func rsyncWithHumanSizes() throws {
        // rsync -h writes powers of 1000, as -k reads them.
        #expect(try Self.report("rsync", "          1.24G  45%   57.73MB/s    0:00:21", si: true)
            == ProgressReport(unit: .bytes, count: 1_240_000_000, total: 2_755_555_555, percent: 45))
    }

    // MARK: - ffmpeg

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/ffmpeg").standardized

    /// The reports of a recorded stderr, written as the command wrote it: a piece at a time, each ended by
    /// its newline or carriage return.
    static func reports(_ spec: String, recorded name: String) throws -> [ProgressReport] {
        let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(name)))
        var reader = ProgressReader(patterns: try ProgressPattern.patterns(from: spec))
        var reports: [ProgressReport] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            let piece = Array(bytes[start...offset])
            if let report = piece.withUnsafeBytes({ reader.observe($0, stream: 1) }) { reports.append(report) }
            start = offset + 1
        }
        return reports
    }

    static func seconds(_ times: [Double], of total: Double?) -> [ProgressReport] {
        times.map { ProgressReport(unit: .seconds, count: UInt64(($0 * 1000).rounded()), total: total.map { UInt64($0 * 1000) }) }
    }

    @Test(arguments: [
        // A watermark PNG as the second input, 0.04 s long: the talk's 50 s are the total (it was 125,000 %).
        ("watermark.stderr", seconds([1.36, 10, 12.5, 25, 37.5, 50], of: 50)),
        // A narration WAV as the second input, a tenth of the video: the video's 100 s (it was 1,000 %).
        ("narration.stderr", seconds([4, 25, 50, 75, 100], of: 100)),
        // The first input from a pipe has no duration: no total, not the watermark's.
        ("pipe-input.stderr", seconds([2, 4.5, 7, 10], of: nil)),
        // -progress pipe:2's out_time=, from N/A and below zero to the end.
        ("progress-pipe.stderr", seconds([5, 12.5, 20], of: 20)),
    ] as [(String, [ProgressReport])])
    func ffmpegTakesItsFirstInputsDuration(recording: String, expected: [ProgressReport]) throws {
        #expect(try Self.reports("ffmpeg", recorded: recording) == expected)
    }

    @Test(arguments: [
        // Before a Duration: header, or with none (a live stream): the time alone.
        ("size=    1024kB time=00:00:12.50 bitrate= 671.1kbits/s speed=1.01x", ProgressReport(unit: .seconds, count: 12_500, total: nil)),
        // -progress pipe:2 writes its time as out_time=.
        ("out_time=01:02:03.456789", ProgressReport(unit: .seconds, count: 3_723_457, total: nil)),
        ("size=       0kB time=N/A bitrate=N/A speed=N/A", nil),
        ("size=       0kB time=-00:00:00.02 bitrate=N/A speed=N/A", nil),
        ("  Duration: N/A, start: 0.000000, bitrate: N/A", nil),
    ] as [(String, ProgressReport?)])
    func ffmpegLines(line: String, expected: ProgressReport?) throws {
        #expect(try Self.report("ffmpeg", line) == expected)
    }

    /// A stats line with no time yet is a progress line all the same: one it redraws in place gives way to
    /// the display, rather than being written above it and keeping it away.
    @Test(arguments: [
        "frame=    0 fps=0.0 q=0.0 size=       0kB time=N/A bitrate=N/A speed=N/A    ",
        "frame=    0 fps=0.0 q=0.0 size=       0kB time=-00:00:00.02 bitrate=N/A speed=N/A    ",
        "frame=   43 fps=0.0 q=28.0 size=       0kB time=00:00:01.36 bitrate=   0.3kbits/s speed=2.69x    ",
    ])
    func ffmpegStatsLinesAreProgressLines(line: String) throws {
        #expect(ProgressReader(patterns: try ProgressPattern.patterns(from: "ffmpeg")).readsProgress(from: Array(line.utf8)))
    }

    // MARK: - curl

    @Test(arguments: [
        ("\r" + String(repeating: " ", count: 60) + "   0.0%", ProgressReport(unit: .percent, count: 0, total: 10_000, percent: 0)),
        ("\r" + String(repeating: "#", count: 18) + String(repeating: " ", count: 42) + "  30.1%", ProgressReport(unit: .percent, count: 3_010, total: 10_000, percent: 30.1)),
        ("\r" + String(repeating: "#", count: 60) + " 100.0%", ProgressReport(unit: .percent, count: 10_000, total: 10_000, percent: 100)),
        // curl sets the locale: a decimal comma.
        ("\r" + String(repeating: "#", count: 27) + String(repeating: " ", count: 33) + "  45,2%", ProgressReport(unit: .percent, count: 4_520, total: 10_000, percent: 45.2)),
        ("  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current", nil),
    ] as [(String, ProgressReport?)])
    func curlBar(line: String, expected: ProgressReport?) throws {
        // curl starts each state of its bar with the carriage return: the line is read as it arrives.
        #expect(try ProgressReaderTests.reports("curl", [line]) == [expected])
    }

    /// 28.6M: curl's mebibytes, whatever -k says.
    static let curlTotal: UInt64 = 29_989_273

    /// Its default meter, as curl 7.88 draws it: the first column (the percentage of everything it moves)
    /// of the total beside it, in bytes; what it received, while it knows no total.
    @Test(arguments: [
        ("  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current", nil),
        ("                                 Dload  Upload   Total   Spent    Left  Speed", nil),
        ("  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0", ProgressReport(unit: .bytes, count: 0, total: nil)),
        ("  7 28.6M    7 2174k    0     0  10.5M      0  0:00:02 --:--:--  0:00:02 10.5M", ProgressReport(unit: .bytes, count: 2_099_249, total: curlTotal, percent: 7)),
        (" 72 28.6M   72 20.7M    0     0   9.9M      0  0:00:02  0:00:02 --:--:--  9.9M", ProgressReport(unit: .bytes, count: 21_592_276, total: curlTotal, percent: 72)),
        ("100 28.6M  100 28.6M    0     0  13.7M      0  0:00:02  0:00:02 --:--:-- 13.7M", ProgressReport(unit: .bytes, count: curlTotal, total: curlTotal, percent: 100)),
        ("100   512  100   512    0     0   8533      0 --:--:-- --:--:-- --:--:--  8677", ProgressReport(unit: .bytes, count: 512, total: 512, percent: 100)),
        // An upload: the total is what it sends.
        (" 45 10.0M    0     0   45 4608k      0  5120k  0:00:02 --:--:--  0:00:01 5120k", ProgressReport(unit: .bytes, count: 4_718_592, total: 10_485_760, percent: 45)),
        // No total known (no Content-Length): the bytes received.
        ("  0     0    0 4608k    0     0  5432k      0 --:--:--  0:00:01 --:--:-- 5430k", ProgressReport(unit: .bytes, count: 4_718_592, total: nil)),
    ] as [(String, ProgressReport?)])
    func curlDefaultMeter(line: String, expected: ProgressReport?) throws {
        #expect(try ProgressReaderTests.reports("curl", ["\r" + line]) == [expected])
        #expect(try ProgressReaderTests.reports("curl", ["\r" + line], si: true) == [expected])
    }

    // MARK: - Percentages and counts

    @Test(arguments: [
        ("Downloading: 45%", 45.0), ("a 12.5% b 7%", 7.0), ("50%,45%", 45.0), ("1,5% done", 1.5),
        ("version 1.2.3: 45%", 45.0), ("x 100% y 99.9% z", 99.9), ("[####      ] 40.0 %", nil), ("no percentage", nil),
    ] as [(String, Double?)])
    func percent(line: String, expected: Double?) throws {
        let report = try Self.report("percent", line)
        #expect(report == expected.map { ProgressReport(unit: .percent, count: UInt64(($0 * 100).rounded()), total: 10_000, percent: $0) })
    }

    /// The lines `count` reads, with what it reads, and those it refuses: the manual's table.
    static let countTable: [(line: String, read: (done: UInt64, total: UInt64)?)] = [
        ("[ 37/120] Building CXX object src/main.cpp.o", (37, 120)), ("[1/3] Compiling Swift Module 'MeterKit'", (1, 3)),
        ("(12/15) checking package integrity", (12, 15)), ("37/120", (37, 120)), ("  3 / 4 tests passed", (3, 4)),
        ("1/2 done.", (1, 2)), ("[120/120] Linking meter", (120, 120)),
        ("ratio 1/2 of cache used", nil), ("test 3 / 4 passed", nil), ("Done 3/4.", nil), ("released 2024/05/01", nil),
        ("2024/05/01 backup", nil), ("see src/v1/2/x", nil), ("1/2/3", nil), ("3/4.5 GB", nil), ("[5/3] retrying", nil),
        ("Building [=====>   ] 37/120: meter", nil),
    ]

    @Test func countReadsOnlyBracketedOrAtTheStart() throws {
        for (line, read) in Self.countTable {
            let expected = read.map { ProgressReport(unit: .items, count: $0.done, total: $0.total) }
            #expect(try Self.report("count", line) == expected, "\(line)")
        }
    }

    @Test func everyPresetCompiles() {
        for preset in ProgressPreset.allCases {
            #expect(preset.patterns.count == preset.definitions.count, "\(preset)")
        }
        #expect(ProgressPreset.allCases.map(\.rawValue) == ["percent", "count", "rsync", "ffmpeg", "curl"])
    }

    // MARK: - Data

    /// Random bytes, 20 MB in the chunks a pipe gives and 2 MB in small ones: never a report, whatever the
    /// pattern, though they hold short lines of text with a percentage (`60%`) and counts.
    @Test(arguments: [(65_536, ["percent"]), (7, ["percent", "count", "([0-9]+)"])] as [(Int, [String])])
    func randomBytesNeverReport(chunk: Int, specs: [String]) throws {
        var generator = SeededGenerator(seed: 20)
        var words = [UInt64](repeating: 0, count: (chunk > 100 ? 20_000_000 : 2_000_000) / 8)
        for index in words.indices { words[index] = generator.next() }
        let data = words.withUnsafeBytes { Array($0) }
        for spec in specs {
            var reader = ProgressReader(patterns: try ProgressPattern.patterns(from: spec))
            var reports = 0
            for start in stride(from: 0, to: data.count, by: chunk) {
                let piece = data[start..<min(start + chunk, data.count)]
                if piece.withUnsafeBytes({ reader.observe($0, stream: 0) }) != nil { reports += 1 }
            }
            if reader.finish(stream: 0) != nil { reports += 1 }
            #expect(reports == 0, "\(spec): \(reports) reports")
        }
    }

    /// After data, a stream is read again once a run of text as long as a few progress lines has passed.
    @Test func aStreamIsTextAgainAfterARunOfText() throws {
        let data = "\u{01}50%\n"
        let line = "copying 60%\n"
        let lines = String(repeating: line, count: TextRun.recovery / line.utf8.count + 1)
        #expect(try ProgressReaderTests.reports("percent", [data, "50%\u{00}\n", "\u{1B}[1m55%\u{1B}[0m\t\n", lines, "70%\n"]) == [
            nil, nil, nil, ProgressReport(unit: .percent, count: 6_000, total: 10_000, percent: 60),
            ProgressReport(unit: .percent, count: 7_000, total: 10_000, percent: 70),
        ])
        // Text that is not UTF-8 is data too, and so is a character cut by a line's end.
        var reader = ProgressReader(patterns: try ProgressPattern.patterns(from: "percent"))
        #expect([0x63, 0x61, 0x66, 0xE9, 0x20, 0x35, 0x30, 0x25, 0x0A].withUnsafeBytes { reader.observe($0, stream: 0) } == nil)
        #expect([0x35, 0x30, 0x25, 0xC3, 0x0A].withUnsafeBytes { reader.observe($0, stream: 1) } == nil)
        #expect(!reader.readsProgress(from: [0x35, 0x30, 0x25, 0xE9]))
    }

    @Test func textRunFollowsUTF8() {
        #expect(TextRun.isText(Array("café ✓ 𝄞 50%\t\u{1B}[0m\r\n".utf8)))
        for bad: [UInt8] in [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x7F], [0x00], [0xC3]] {
            #expect(!TextRun.isText(bad), "\(bad)")
        }
        #expect(TextRun.isText([0x35, 0xC3], cut: true))
    }
}
