import Foundation
import Testing

/// Replays of scripted streams in each style, compared byte for byte with the files in Golden/.
/// Run with `METER_UPDATE_GOLDEN=1 swift test --filter ReplayGolden` to write the files afresh after an
/// intended change, then review the diff.
@Suite struct ReplayGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    struct Case: CustomTestStringConvertible, Sendable {
        var script: String
        var style: String
        var arguments: [String]
        var environment: [String: String]
        var testDescription: String { "\(script).\(style)" }
    }

    static let styles: [(name: String, arguments: [String], environment: [String: String])] = [
        ("linear", [], ["LANG": "C.UTF-8"]),
        ("ascii", [], ["LANG": "C"]),
        ("circular", ["--style", "circular", "-N", "replay"], ["LANG": "C.UTF-8"]),
        ("plain", ["--plain", "-N", "replay"], ["LANG": "C.UTF-8"]),
        ("colour", ["--color", "always", "-p", "-t", "-I"], ["LANG": "C.UTF-8", "COLORTERM": "truecolor"]),
    ]

    static let scripts: [(name: String, arguments: [String])] = [
        ("steady", ["-s", "640K"]), ("bursty", ["-s", "911K"]), ("stalled", ["-s", "640K"]),
        ("overshoot", ["-s", "256K"]), ("unknown", []),
    ]

    static let cases: [Case] = scripts.flatMap { script in
        styles.map { style in
            Case(script: script.name, style: style.name, arguments: script.arguments + style.arguments, environment: style.environment)
        }
    }

    @Test(arguments: cases)
    func replayMatchesItsGoldenFile(_ testCase: Case) throws {
        let script = Self.golden.appendingPathComponent("\(testCase.script).script").path
        let result = Self.runMeter(["--replay", script, "-w", "72"] + testCase.arguments, environment: testCase.environment)
        #expect(result.termination == .exited(0))
        #expect(result.stdout == Self.seqText(bytes: Self.scriptTotal(script)))
        let expectedFile = Self.golden.appendingPathComponent("\(testCase.script).\(testCase.style).stderr")
        if ProcessInfo.processInfo.environment["METER_UPDATE_GOLDEN"] == "1" {
            try Data(result.stderr).write(to: expectedFile)
        }
        let expected = try [UInt8](Data(contentsOf: expectedFile))
        #expect(result.stderr == expected, "stderr differs from \(expectedFile.lastPathComponent):\n\(result.stderrText)")
    }

    /// Replays through the limits of a live run: the copy's own rate limit (`-L`) and stop size (`-S`) on the
    /// virtual clock, so a golden replay tests the code a live run uses.
    struct LimitCase: CustomTestStringConvertible, Sendable {
        var script: String
        var name: String
        var arguments: [String]
        /// What reaches standard output: `seq`'s text cut after this many bytes, or (`lines`) these lines.
        var outputBytes: Int?
        var outputLines: Int?
        var testDescription: String { "\(script).\(name)" }
    }

    static let limitCases: [LimitCase] = [
        LimitCase(script: "steady", name: "rate-limit", arguments: ["-s", "640K", "-L", "100K"]),
        LimitCase(script: "bursty", name: "rate-limit", arguments: ["-s", "911K", "-L", "256K", "-b", "-t", "-a", "-p"]),
        LimitCase(script: "bursty", name: "stop-at-size", arguments: ["-s", "300K", "-S"], outputBytes: 300 << 10),
        LimitCase(script: "steady", name: "lines-stop-at-size", arguments: ["-l", "-s", "150000", "-S", "-L", "50000"], outputLines: 150_000),
    ]

    @Test(arguments: limitCases)
    func limitsMatchTheirGoldenFiles(_ testCase: LimitCase) throws {
        let script = Self.golden.appendingPathComponent("\(testCase.script).script").path
        let result = Self.runMeter(["--replay", script, "-w", "72"] + testCase.arguments, environment: ["LANG": "C.UTF-8"])
        #expect(result.termination == .exited(0))
        if let lines = testCase.outputLines {
            #expect(result.stdout == Array((1...lines).map { "\($0)\n" }.joined().utf8))
        } else {
            #expect(result.stdout == Self.seqText(bytes: testCase.outputBytes ?? Self.scriptTotal(script)))
        }
        let expectedFile = Self.golden.appendingPathComponent("\(testCase.script).\(testCase.name).stderr")
        if ProcessInfo.processInfo.environment["METER_UPDATE_GOLDEN"] == "1" {
            try Data(result.stderr).write(to: expectedFile)
        }
        let expected = try [UInt8](Data(contentsOf: expectedFile))
        #expect(result.stderr == expected, "stderr differs from \(expectedFile.lastPathComponent):\n\(result.stderrText)")
    }

    /// A wrapped command's recording (version 2 of the script) in the displays that differ most: its
    /// standard error above the frames, the progress it printed, its exit status; nothing on standard output.
    static let commandCases: [(name: String, arguments: [String])] = [
        ("linear", []), ("plain", ["--plain"]), ("json", ["--json"]), ("numeric", ["-n"]),
    ]

    @Test(arguments: commandCases.map(\.name))
    func aRecordedCommandMatchesItsGoldenFile(_ name: String) throws {
        let arguments = try #require(Self.commandCases.first { $0.name == name }).arguments
        let script = Self.golden.appendingPathComponent("wrapper.script").path
        let result = Self.runMeter(["--replay", script, "-w", "72"] + arguments, environment: ["LANG": "C.UTF-8"])
        #expect(result.termination == .exited(3))
        #expect(result.stdout.isEmpty)
        let expectedFile = Self.golden.appendingPathComponent("wrapper.\(name).stderr")
        if ProcessInfo.processInfo.environment["METER_UPDATE_GOLDEN"] == "1" {
            try Data(result.stderr).write(to: expectedFile)
        }
        let expected = try [UInt8](Data(contentsOf: expectedFile))
        #expect(result.stderr == expected, "stderr differs from \(expectedFile.lastPathComponent):\n\(result.stderrText)")
    }

    @Test func twoRunsAreIdentical() {
        let script = Self.golden.appendingPathComponent("bursty.script").path
        let arguments = ["--replay", script, "-s", "1M", "-w", "80", "-I", "-a", "-p", "-e", "-t", "-r", "-b"]
        let first = Self.runMeter(arguments, environment: ["LANG": "C.UTF-8"])
        let second = Self.runMeter(arguments, environment: ["LANG": "C.UTF-8"])
        #expect(first.stderr == second.stderr)
        #expect(first.stdout == second.stdout)
        // MeterClock times come from the fixed virtual start, 2026-01-01 00:00:00 UTC.
        #expect(first.stderrText.contains("FIN 00:00:"))
    }

    /// A malformed line is named with its number and what is wrong with it; an offset past a day among them,
    /// with the reason (a script of 14 bytes with an offset of a year drew 31 million frames).
    @Test(arguments: [
        ("0.5 10\n# fine\n1.0 ten\n", "3: invalid amount 'ten' (a number with an optional K, M, G, T, P or E suffix)"),
        ("0 1\n100000000000 1\n", "2: offset 100000000000 is past 86400 seconds (a day), the longest a replay may last"),
    ] as [(String, String)])
    func aMalformedScriptNamesItsLineAndWritesNothing(text: String, message: String) {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let script = directory.write("bad.script", Array(text.utf8))
        let result = Self.runMeter(["--replay", script], environment: ["LANG": "C"])
        #expect(result.termination == .exited(2))
        #expect(result.stdout.isEmpty)
        #expect(result.stderrText == "meter: \(script):\(message)\n")
    }

    /// A script is outside text: a line of escape sequences is quoted in the error as text, and the terminal
    /// is not switched to its alternate screen.
    @Test func aScriptLineOfEscapesIsShownAsText() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let script = directory.write("esc.replay", Array("\u{1B}[?1049h\u{1B}[8m 1\n".utf8))
        let result = Self.runMeter(["--replay", script], environment: ["LANG": "C.UTF-8"])
        #expect(result.termination == .exited(2))
        #expect(result.stderrText == "meter: \(script):1: invalid offset '\\033[?1049h\\033[8m' (seconds, such as 1.5)\n")
        #expect(!result.stderr.contains(0x1B))
    }

    /// An editor's byte-order mark before the first line is passed over.
    @Test func aByteOrderMarkIsPassedOver() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let script = directory.write("bom.script", [0xEF, 0xBB, 0xBF] + Array("1 1\n2 2\n".utf8))
        let result = Self.runMeter(["--replay", script, "-n"], environment: ["LANG": "C"])
        #expect(result.termination == .exited(0))
        #expect(result.stdout == Self.seqText(bytes: 3))
    }

    /// A script read from a pipe is kept aside while it is checked, then played as a file is: the same
    /// frames, and a malformed line still stops meter before anything is written.
    @Test func aScriptFromAPipePlaysAsAFile() {
        let script = Self.golden.appendingPathComponent("bursty.script").path
        let arguments = ["-s", "911K", "-w", "72", "-p", "-t", "-r"]
        let fromFile = Self.runMeter(["--replay", script] + arguments, environment: ["LANG": "C"])
        var piped = Runner.shell("s=\"$1\"; shift; cat \"$s\" | \"$METER\" --replay /dev/stdin \"$@\"", [script] + arguments)
        piped.environment["LANG"] = "C"
        let fromPipe = piped.run()
        #expect(fromPipe.termination == .exited(0))
        #expect(fromPipe.stderr == fromFile.stderr)
        #expect(fromPipe.stdout == fromFile.stdout)
        let bad = Runner.shell("printf '1 1\\n2 x\\n' | \"$METER\" --replay /dev/stdin -f").run()
        #expect(bad.termination == .exited(2))
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderrText == "meter: /dev/stdin:2: invalid amount 'x' (a number with an optional K, M, G, T, P or E suffix)\n")
    }

    @Test func anHourLongScriptReplaysInWellUnderASecond() {
        var text = ""
        for second in 1...3600 { text += "\(second) 100\n" }
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let script = directory.write("hour.script", Array(text.utf8))
        let started = Date()
        let result = Self.runMeter(["--replay", script, "-s", "360000", "-q"], environment: ["LANG": "C"])
        #expect(result.termination == .exited(0))
        #expect(result.stdout.count == 360_000)
        #expect(Date().timeIntervalSince(started) < 5)  // generous: a real run would take an hour
    }

    // MARK: - Helpers

    /// The bytes a replay writes: `seq 1 N`'s text cut after `bytes`.
    static func seqText(bytes: Int) -> [UInt8] {
        var data: [UInt8] = []
        var number = 1
        while data.count < bytes {
            data.append(contentsOf: Array("\(number)\n".utf8))
            number += 1
        }
        return Array(data.prefix(bytes))
    }

    static func scriptTotal(_ path: String) -> Int {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var total = 0
        for line in text.split(separator: "\n") {
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: " ")
            guard words.count == 2 else { continue }
            var amount = String(words[1])
            var multiplier = 1
            if amount.hasSuffix("K") { multiplier = 1024; amount.removeLast() }
            total += (Int(amount) ?? 0) * multiplier
        }
        return total
    }

    /// `meter arguments…` with no `LANG` of its own unless `environment` gives one, and a 256-colour `TERM`.
    static func runMeter(_ arguments: [String], environment: [String: String]) -> RunResult {
        var runner = Runner.meter(arguments)
        runner.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"].merging(environment) { $1 }
        return runner.run()
    }
}
