import Testing
@testable import MeterKit

/// `--progress-from`: the patterns, their roles and presets, what a capture says, and the reports read
/// from commands' real output lines.
@Suite struct ProgressReaderTests {
    /// The reports of `chunks`, written on standard error, through the patterns of `spec` (a preset or
    /// `[ROLES:]EXPRESSION`): the latest after each chunk.
    static func reports(_ spec: String, _ chunks: [String], si: Bool = false) throws -> [ProgressReport?] {
        var reader = ProgressReader(patterns: try ProgressPattern.patterns(from: spec), si: si)
        return chunks.map { chunk in Array(chunk.utf8).withUnsafeBytes { reader.observe($0, stream: 1) } }
    }

    /// A match stopped at its CPU budget halves the pattern's limit, and on the shortest text gives the
    /// pattern up; one the busy machine kept from running (starved) changes nothing: on a loaded machine
    /// two such had given curl's preset up for the rest of the run, and its last `100.0%` went unread.
    @Test func aStarvedMatchSaysNothingOfThePattern() throws {
        let pattern = try #require(try ProgressPattern.patterns(from: "curl").first)
        let compiled = ProgressReader.Compiled(pattern, index: 0, prefilter: false)
        for _ in 0..<10 { compiled.learn(.starved, took: .zero, length: ProgressReader.shortestLimit) }
        #expect(compiled.limit == ProgressReader.lineLimit && !compiled.givenUp)
        compiled.learn(.tooSlow, took: MatchingProcess.budget, length: 4000)
        #expect(compiled.limit == 2000 && !compiled.givenUp)
        compiled.learn(.tooSlow, took: MatchingProcess.budget, length: ProgressReader.shortestLimit)
        #expect(compiled.limit == ProgressReader.shortestLimit && compiled.givenUp)
    }

    /// curl's `-#` line puts its number at the end of 79 bytes of bar. A match that took long (the first of
    /// a new matching process counts the process's start, several milliseconds under a sanitizer) halves
    /// the pattern's limit, but never below such a line: at 64 bytes the line was cut before its `100.0%`,
    /// and the meter stayed at its first report for the rest of the run.
    @Test func aSlowMatchNeverCutsATerminalWideLineBeforeItsNumber() throws {
        let line = String(repeating: "#", count: 72) + " 100.0%"
        var reader = ProgressReader(patterns: try ProgressPattern.patterns(from: "curl"), si: false)
        for _ in 0..<10 {
            for compiled in reader.compiled { compiled.learn(.matched([]), took: .milliseconds(5), length: line.utf8.count) }
        }
        #expect(reader.compiled.allSatisfy { $0.limit >= 200 && !$0.givenUp })
        let report = Array((line + "\n").utf8).withUnsafeBytes { reader.observe($0, stream: 1) }
        #expect(report?.unit == .percent && report?.count == 10_000, "\(String(describing: report))")
    }

    /// The report of one line, ended by a newline.
    static func report(_ spec: String, _ line: String, si: Bool = false) throws -> ProgressReport? {
        try reports(spec, [line + "\n"], si: si)[0]
    }

    // MARK: - Roles

    @Test(arguments: [
        ("([0-9]+)%", [.percentage]), ("([0-9]+) of ([0-9]+)", [.done, .total]),
        ("-p:(copying|moving) ([0-9]+)%", [.unread, .percentage]), ("td:([0-9]+) left of ([0-9]+)", [.total, .done]),
        ("Dp:^ *([0-9,]+) +([0-9]+)%", [.doneBytes, .percentage]), ("t:^Total: (.*)$", [.total]),
        // A colon alone keeps the roles by number, for an expression that starts with letters and a colon.
        (":d:([0-9]+)", [.percentage]), ("p-d:(a)(b)(c)", [.percentage, .unread, .done]),
    ] as [(String, [ProgressPattern.Role])])
    func rolesByNumberOrPrefix(text: String, roles: [ProgressPattern.Role]) throws {
        #expect(try ProgressPattern(text).roles == roles)
    }

    @Test(arguments: [
        ("[0-9+ of", ProgressPattern.Problem.invalid(reason: "Unmatched [, [^, [:, [., or [=")),
        ("a(", .invalid(reason: #"Unmatched ( or \("#)),
        ("done", .noCapture), ("", .noCapture), ("-p:", .noCapture),
        ("(a)(b)(c)", .unnamedCaptures(count: 3)),
        ("dt:(a)(b)(c)", .rolesMismatch(roles: "dt", captures: 3)), ("p:(a)(b)", .rolesMismatch(roles: "p", captures: 2)),
        ("dd:(a)(b)", .invalidRoles("dd")), ("dD:(a)(b)", .invalidRoles("dD")), ("--:(a)(b)", .invalidRoles("--")),
        // Back-references, before the C library compiles them (or says a group is missing).
        (#"(a*)*\1"#, .backReference(#"\1"#)), (#"p:([0-9]+)%\9"#, .backReference(#"\9"#)),
        (#"((a)(b))\3\1"#, .backReference(#"\3"#)), (#"[\]\2"#, .backReference(#"\2"#)),
        (#"([0-9]+(x|\1))%"#, .backReference(#"\1"#)),
    ] as [(String, ProgressPattern.Problem)])
    func refusesWhatCannotBeRead(text: String, problem: ProgressPattern.Problem) {
        #expect(throws: problem) { _ = try ProgressPattern(text) }
    }

    /// What only looks like a back-reference: a backslash inside a bracket expression is itself, an escaped
    /// backslash is one, and `\0` is no reference.
    @Test(arguments: [#"([0-9]+)[\1]%"#, #"([0-9]+)\\1%"#, #"([0-9]+)[[:digit:]\1]%"#, #"([0-9]+)[]\1]"#, #"([0-9]+)\0"#])
    func notABackReference(pattern: String) throws {
        #expect(ExtendedRegex.backReference(in: pattern) == nil)
        _ = try ProgressPattern(pattern)
    }

    /// A line without the byte every match holds is not matched: the expression of a pattern need not run
    /// on most lines of a command's output.
    @Test(arguments: [
        ("([0-9]+)%", "%"), ("([0-9]+) of ([0-9]+)", "o"), ("-p:(copying|moving) ([0-9]+)%", "%"),
        ("t-:Duration: ([0-9]+:[0-9]+:[0-9]+([.][0-9]+)?)", ":"), ("d:time=([0-9:.]+)", "="),
        ("-dt-:(^|[^0-9/.])([0-9]+) ?/ ?([0-9]+)($|[^0-9/.])", "/"), ("([0-9]+)[%]", nil), ("x*([0-9]+)", nil),
        ("a|([0-9]+)", nil), ("([0-9]+)\\%", nil), ("[[:digit:]]x([0-9]+)", "x"), ("[[:digit:]]]([0-9]+)", nil), ("[]%]([0-9]+)", nil), ("([0-9]+) ?z", "z"),
        ("([0-9]+)a{0,2}", nil), ("é([0-9]+)", nil),
    ] as [(String, String?)])
    func theByteEveryMatchHolds(pattern: String, byte: String?) throws {
        #expect(try ProgressPattern(pattern).requiredByte == byte.map { UInt8(ascii: Unicode.Scalar($0)!) })
    }

    @Test func aPresetsNameIsThePreset() throws {
        #expect(try ProgressPattern.patterns(from: "ffmpeg").map(\.roles) == [[.total, .unread], [.done, .unread]])
        #expect(try ProgressPattern.patterns(from: "([0-9]+)%").count == 1)
    }

    @Test(arguments: [
        // Sizes with their units, as -s reads them; a number beside a size is in its unit.
        ("([0-9.]+ ?[kMG]i?B) of ([0-9.]+ ?[kMG]i?B)", "1.5 MiB of 10 MiB", ProgressReport(unit: .bytes, count: 1_572_864, total: 10_485_760)),
        ("([0-9.]+)/([0-9.]+ GiB)", "1.2/5.0 GiB", ProgressReport(unit: .bytes, count: 1_288_490_188, total: 5_368_709_120)),
        ("([0-9.]+[kMG]?)/([0-9.]+[kMG]?)", "20k/1M", ProgressReport(unit: .bytes, count: 20_480, total: 1_048_576)),
        // Durations against durations; a number beside one is seconds.
        ("([0-9:.]+) / ([0-9:.]+)", "0:30 / 5:00", ProgressReport(unit: .seconds, count: 30_000, total: 300_000)),
        ("([0-9:.]+) of ([0-9:.]+)", "90 of 1:00:00", ProgressReport(unit: .seconds, count: 90_000, total: 3_600_000)),
        // A percentage and a total make the done amount.
        ("tp:of ([0-9]+ MiB): ([0-9]+)%", "of 200 MiB: 25%", ProgressReport(unit: .bytes, count: 52_428_800, total: 209_715_200, percent: 25)),
        ("-p:(copying|moving) ([0-9]+)%", "moving 60%", ProgressReport(unit: .percent, count: 6_000, total: 10_000, percent: 60)),
        // What a capture says that its role cannot read: not a progress line.
        ("([a-z]+) of ([0-9]+)", "many of 12", nil),
        ("([0-9]+ files) of ([0-9]+)", "3 files of 12", nil),
    ] as [(String, String, ProgressReport?)])
    func capturesAreReadByTheirRoles(pattern: String, line: String, expected: ProgressReport?) throws {
        #expect(try Self.report(pattern, line) == expected)
    }

    @Test func aTotalAloneIsKeptForTheDoneAmountsOfLaterLines() throws {
        var reader = ProgressReader(patterns: [try ProgressPattern("t:^Total: (.*)$"), try ProgressPattern("d:^Done: (.*)$")])
        let read = { (line: String) in Array(line.utf8).withUnsafeBytes { reader.observe($0, stream: 0) } }
        #expect(read("Done: 5\n") == ProgressReport(unit: .items, count: 5, total: nil))
        #expect(read("Total: 40\n") == nil)
        #expect(read("Done: 10\n") == ProgressReport(unit: .items, count: 10, total: 40))
        // A total of another kind is no total for these.
        #expect(read("Total: 2 GiB\nDone: 11\n") == ProgressReport(unit: .items, count: 11, total: nil))
    }

    // MARK: - What a capture says

    @Test(arguments: [
        ("37", 37.0), ("1,238,099,968", 1_238_099_968), ("1.238.099.968", 1_238_099_968), ("45,2", 45.2), ("45.2", 45.2),
        ("1,238", 1238), ("1.238", 1.238), ("1,234.5", 1234.5), ("1.234,5", 1234.5), ("1'000", 1000), ("1_000", 1000),
        ("1 000", 1000), (".5", 0.5), ("  12  ", 12),
    ] as [(String, Double)])
    func numbers(text: String, value: Double) {
        #expect(ReportedAmount.parse(Array(text.utf8), si: false) == ReportedAmount(kind: .number, value: value))
    }

    @Test(arguments: [
        ("1.5G", false, 1.5 * 1_073_741_824, 1_073_741_824.0), ("512 MiB", false, 536_870_912, 1_048_576),
        ("20kB", true, 20_000, 1_000), ("20kB", false, 20_480, 1_024), ("300 B", false, 300, 1),
    ] as [(String, Bool, Double, Double)])
    func sizes(text: String, si: Bool, bytes: Double, scale: Double) {
        #expect(ReportedAmount.parse(Array(text.utf8), si: si) == ReportedAmount(kind: .size, value: bytes, scale: scale))
    }

    @Test(arguments: [("00:01:23.45", 83.45), ("1:05", 65), ("1:05,5", 65.5), ("10:00:00", 36_000), ("0:00:00.000", 0)] as [(String, Double)])
    func durations(text: String, seconds: Double) {
        #expect(ReportedAmount.parse(Array(text.utf8), si: false) == ReportedAmount(kind: .duration, value: seconds))
    }

    @Test(arguments: ["", "abc", "12 files", "1.2.3,4,5", "-5", "1:2:3:4", "1::2", "1:x", "N/A", "12%"])
    func whatSaysNoAmount(text: String) {
        #expect(ReportedAmount.parse(Array(text.utf8), si: false) == nil)
    }

    // MARK: - Lines

    @Test func linesEndAtNewlinesAndCarriageReturnsAcrossChunks() throws {
        #expect(try Self.reports("percent", ["copy 1", "0%\rcopy 20%\r", "copy 3", "0%\n", "no more\n"]) == [
            nil, ProgressReport(unit: .percent, count: 2_000, total: 10_000, percent: 20), nil,
            ProgressReport(unit: .percent, count: 3_000, total: 10_000, percent: 30), nil,
        ])
    }

    @Test func eachStreamHasItsOwnLine() throws {
        var reader = ProgressReader(patterns: try ProgressPattern.patterns(from: "percent"))
        let read = { (text: String, stream: Int) in Array(text.utf8).withUnsafeBytes { reader.observe($0, stream: stream) } }
        #expect(read("4", 0) == nil)
        #expect(read("7%\n", 1) == ProgressReport(unit: .percent, count: 700, total: 10_000, percent: 7))
        #expect(read("5%\n", 0) == ProgressReport(unit: .percent, count: 4_500, total: 10_000, percent: 45))
    }

    @Test func anUnfinishedLineIsReadAtTheEnd() throws {
        var reader = ProgressReader(patterns: try ProgressPattern.patterns(from: "percent"))
        #expect(Array("done 80%".utf8).withUnsafeBytes { reader.observe($0, stream: 0) } == nil)
        #expect(reader.finish(stream: 0) == ProgressReport(unit: .percent, count: 8_000, total: 10_000, percent: 80))
        #expect(reader.finish(stream: 0) == nil)
    }

    @Test func onlyTheStartOfALongLineIsLookedAt() throws {
        let long = String(repeating: "x", count: ProgressReader.lineLimit) + " 50%\n"
        #expect(try Self.reports("percent", [long]) == [nil])
        #expect(try Self.reports("percent", ["50% " + long]) == [ProgressReport(unit: .percent, count: 5_000, total: 10_000, percent: 50)])
    }

    /// Lines the C library takes about a minute each to match with one pattern: they are stopped at the
    /// budget, the pattern then looks at less of each, and the other pattern still reads the progress after.
    @Test func linesThatTakeAPatternMinutesHoldNothingUp() throws {
        let hostile = String(decoding: MatchingProcessTests.hostileLine, as: UTF8.self) + "\n"
        let patterns = try ProgressPattern.patterns(from: "t:(.*a.{100}c)") + ProgressPattern.patterns(from: "([0-9]+)%")
        var reader = ProgressReader(patterns: patterns)
        let started = ContinuousClock.now
        for chunk in Array(repeating: hostile, count: 5) + ["50%\n"] {
            let report = Array(chunk.utf8).withUnsafeBytes { reader.observe($0, stream: 0) }
            #expect(report == (chunk == "50%\n" ? ProgressReport(unit: .percent, count: 5_000, total: 10_000, percent: 50) : nil))
        }
        #expect(ContinuousClock.now - started < .seconds(20))
        // In one chunk: the line after the one stopped is matched too.
        var fresh = ProgressReader(patterns: patterns)
        let chunk = Array((hostile + "hostile, then 60%\n").utf8)
        #expect(chunk.withUnsafeBytes { fresh.observe($0, stream: 1) } == ProgressReport(unit: .percent, count: 6_000, total: 10_000, percent: 60))
    }

    @Test func aProgressLineIsOneAPatternReads() throws {
        let reader = ProgressReader(patterns: try ProgressPattern.patterns(from: "rsync"))
        #expect(reader.readsProgress(from: Array("     32,768   0%    0.00kB/s    0:00:00  ".utf8)))
        #expect(!reader.readsProgress(from: Array("sending incremental file list".utf8)))
        #expect(!reader.readsProgress(from: [UInt8]()))
    }
}

/// ``ExtendedRegex`` with its captures: where each parenthesised subexpression matched.
@Suite struct ExtendedRegexCaptureTests {
    @Test func capturesAreOffsetsIntoTheText() throws {
        let expression = try ExtendedRegex("([0-9]+)/([0-9]+)( done)?", captures: true)
        #expect(expression.captureCount == 3)
        #expect(expression.firstMatch(in: Array("[ 37/120]".utf8)) == [2..<8, 2..<4, 5..<8, nil])
        #expect(expression.firstMatch(in: Array("1/2 done".utf8)) == [0..<8, 0..<1, 2..<3, 3..<8])
        #expect(expression.firstMatch(in: Array("none".utf8)) == nil)
    }

    @Test func leftmostThenLongestAsPOSIXSays() throws {
        let expression = try ExtendedRegex("^(.*[^0-9.,])?([0-9]+)%", captures: true)
        #expect(expression.firstMatch(in: Array("a 5% b 17%".utf8))?[2] == 7..<9)
    }

    @Test func withoutCapturesItOnlyMatches() throws {
        let expression = try ExtendedRegex("(a)(b)")
        let matches = expression.matches("xaby")
        #expect(expression.captureCount == 0)
        #expect(matches)
    }
}
