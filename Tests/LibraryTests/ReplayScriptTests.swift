import Foundation
import MeterKit
import Testing

/// Replay scripts as a Swift tool reads them: their errors nested in `ReplayScript`, a file that cannot be
/// read told by its `errno` and message, a malformed line by its number.
@Suite struct ReplayScriptTests {
    @Test func aMalformedLineIsNamedByItsNumber() throws {
        let error = try #require(#expect(throws: ReplayScript.ParseError.self) {
            try ReplayScript.parse("# a comment\n1 1K\n0.5 1K\n")
        })
        #expect(error.line == 3)
        #expect(error.message == "offset 0.5 is earlier than the line before")
        #expect(error.description == "line 3: offset 0.5 is earlier than the line before")
        #expect(error.message(in: .english) == error.message)
    }

    /// Offsets are Swift's `Duration`s, read exactly from the script's decimal seconds: a script made in
    /// code is the script its text describes.
    @Test func offsetsAreDurations() throws {
        let parsed = try ReplayScript.parse("0.5 1K\n1.25 2K\n90 0\n")
        #expect(parsed.events.map(\.offset) == [.milliseconds(500), .milliseconds(1250), .seconds(90)])
        let made = ReplayScript(events: [
            .init(offset: .milliseconds(500), amount: 1024), .init(offset: .seconds(1.25), amount: 2048),
            .init(offset: .seconds(90), amount: 0),
        ])
        #expect(made == parsed)
        #expect(made.totalAmount == 3072)
    }

    @Test func aFileThatCannotBeReadGivesTheSystemsReason() {
        let error = #expect(throws: ReplayScript.LoadError.self) {
            try ReplayScript.load(contentsOf: "/nonexistent/meter-library-test.script")
        }
        guard case .unreadable(let reason) = error else { Issue.record("not unreadable: \(String(describing: error))"); return }
        #expect(reason.message == "No such file or directory" && error?.description == reason.message)
        #expect(reason.message(in: .english) == reason.message && reason.message(in: .french) != reason.message)
        #expect(error?.description == "No such file or directory")
    }

    @Test func aFileWithAMalformedLineGivesTheLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("meter-library-\(getpid()).script").path
        try "1 1K\n2 lots\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: ReplayScript.LoadError.self) { try ReplayScript.load(contentsOf: path) }
        guard case .malformed(let line)? = error else {
            Issue.record("not a malformed line: \(String(describing: error))")
            return
        }
        #expect(line.line == 2)
        #expect(error?.description == "line 2: \(line.message)")
    }
}
