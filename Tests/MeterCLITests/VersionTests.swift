import Foundation
import Testing
@testable import MeterCLI

/// The version is written once, in Sources/MeterCLI/Help/Version.swift; `--version` prints it after the name and
/// scripts/version, through which every script takes it, reads the same string.
@Suite struct VersionTests {
    @Test func numberIsThreeNumbers() {
        let parts = Version.number.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) },
                "not a version: \(Version.number)")
    }

    @Test func lineIsTheNameAndTheNumber() {
        #expect(Version.line == "meter " + Version.number)
    }

    /// scripts/version reads the `number` line with sed: this fails if that line changes shape.
    @Test func scriptPrintsTheSameVersion() throws {
        let script = ManualTests.root.appendingPathComponent("scripts/version").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "scripts/version: \(message)")
        #expect(text == Version.number + "\n")
    }
}
