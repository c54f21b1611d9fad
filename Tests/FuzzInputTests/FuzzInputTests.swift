import Foundation
import MeterKit
import Testing
import MeterCLI
import FuzzEntries

/// Every committed fuzz input through its target's entry point, as the fuzzer runs it: the seed corpora
/// (`Tests/Fuzz/Corpus/TARGET`) and the crash inputs the fuzzers found (`Tests/Fuzz/Crashes/TARGET`), each
/// kept as a regression test once its fault was fixed. A crash input that crashes again kills this test run.
@Suite struct FuzzInputTests {
    /// One committed input and the target it belongs to.
    struct Input: Sendable, CustomTestStringConvertible {
        var target: String
        var kind: String
        var path: String
        var testDescription: String { "\(kind)/\(target)/\((path as NSString).lastPathComponent)" }
    }

    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz").path

    /// Each fuzz target's entry point, by the name of its folder in `Tests/Fuzz/Targets`.
    static let entries: [String: @Sendable (UnsafeRawBufferPointer) -> [String]] = [
        "options": CommandLineFuzzEntry.options, "sizes": CommandLineFuzzEntry.sizes, "template": FuzzEntry.template,
        "replay-script": FuzzEntry.replayScript, "count-cache": FuzzEntry.countCache, "fdinfo": FuzzEntry.fdinfo,
        "safe-text": FuzzEntry.safeText, "line-counter": FuzzEntry.lineCounter, "control-message": FuzzEntry.controlMessage,
        "progress-lines": FuzzEntry.progressLines,
    ]

    static func inputs(_ kind: String) -> [Input] {
        let files = FileManager.default
        return entries.keys.sorted().flatMap { target in
            let folder = "\(fuzzFolder)/\(kind)/\(target)"
            let names = (try? files.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { Input(target: target, kind: kind, path: folder + "/" + $0) }
        }
    }

    @Test func everyTargetHasAnEntryAndASeedCorpus() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.fuzzFolder + "/Targets").sorted()
        #expect(targets == Self.entries.keys.sorted())
        for target in targets {
            #expect(Self.inputs("Corpus").contains { $0.target == target }, "no seed corpus for \(target)")
        }
    }

    @Test(arguments: inputs("Corpus"))
    func seedsHoldEveryProperty(_ input: Input) throws {
        try check(input)
    }

    @Test(arguments: inputs("Crashes"))
    func crashInputsHoldEveryProperty(_ input: Input) throws {
        try check(input)
    }

    func check(_ input: Input) throws {
        let entry = try #require(Self.entries[input.target])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: input.path))
        let violations = bytes.withUnsafeBytes { entry($0) }
        #expect(violations.isEmpty, "\(violations.joined(separator: "; "))")
    }
}
