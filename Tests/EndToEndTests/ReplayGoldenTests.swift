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
        let result = try Self.runMeter(["--replay", script, "-w", "72"] + testCase.arguments, environment: testCase.environment)
        #expect(result.status == 0)
        #expect(result.stdout == Self.seqText(bytes: Self.scriptTotal(script)))
        let expectedFile = Self.golden.appendingPathComponent("\(testCase.script).\(testCase.style).stderr")
        if ProcessInfo.processInfo.environment["METER_UPDATE_GOLDEN"] == "1" {
            try result.stderr.write(to: expectedFile)
        }
        let expected = try Data(contentsOf: expectedFile)
        #expect(result.stderr == expected, "stderr differs from \(expectedFile.lastPathComponent):\n\(String(decoding: result.stderr, as: UTF8.self))")
    }

    @Test func twoRunsAreIdentical() throws {
        let script = Self.golden.appendingPathComponent("bursty.script").path
        let arguments = ["--replay", script, "-s", "1M", "-w", "80", "-I", "-a", "-p", "-e", "-t", "-r", "-b"]
        let first = try Self.runMeter(arguments, environment: ["LANG": "C.UTF-8"])
        let second = try Self.runMeter(arguments, environment: ["LANG": "C.UTF-8"])
        #expect(first.stderr == second.stderr)
        #expect(first.stdout == second.stdout)
        // Clock times come from the fixed virtual start, 2026-01-01 00:00:00 UTC.
        #expect(String(decoding: first.stderr, as: UTF8.self).contains("FIN 00:00:"))
    }

    @Test func aMalformedScriptNamesItsLineAndWritesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meter-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("bad.script")
        try "0.5 10\n# fine\n1.0 ten\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try Self.runMeter(["--replay", script.path], environment: ["LANG": "C"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(String(decoding: result.stderr, as: UTF8.self)
            == "meter: \(script.path):3: invalid amount 'ten' (a whole number, optionally with K, M, G or T)\n")
    }

    @Test func anHourLongScriptReplaysInWellUnderASecond() throws {
        var text = ""
        for second in 1...3600 { text += "\(second) 100\n" }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meter-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("hour.script")
        try text.write(to: script, atomically: true, encoding: .utf8)
        let started = Date()
        let result = try Self.runMeter(["--replay", script.path, "-s", "360000", "-q"], environment: ["LANG": "C"])
        #expect(result.status == 0)
        #expect(result.stdout.count == 360_000)
        #expect(Date().timeIntervalSince(started) < 5)  // generous: a real run would take an hour
    }

    // MARK: - Helpers

    /// The bytes a replay writes: `seq 1 N`'s text cut after `bytes`.
    static func seqText(bytes: Int) -> Data {
        var data = Data()
        var number = 1
        while data.count < bytes {
            data.append(contentsOf: Array("\(number)\n".utf8))
            number += 1
        }
        return data.prefix(bytes)
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

    static let meter: String = {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: bundle).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("meter").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return ".build/debug/meter"
    }()

    static func runMeter(_ arguments: [String], environment: [String: String]) throws -> (stdout: Data, stderr: Data, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: meter)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"].merging(environment) { $1 }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meter-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorsURL = directory.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        process.waitUntilExit()
        let stdout = try Data(contentsOf: outputURL)
        let stderr = try Data(contentsOf: errorsURL)
        return (stdout, stderr, process.terminationStatus)
    }
}
