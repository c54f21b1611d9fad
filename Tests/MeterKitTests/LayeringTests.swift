import Foundation
import Testing

/// The dependency rules of docs/architecture.md, checked on the sources themselves, so that a platform
/// call that lands outside `System/` fails a test instead of waiting for a reader to notice.
@Suite struct LayeringTests {
    static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MeterKit")

    /// Every Swift file of MeterKit, by its path under Sources/MeterKit.
    static func sources() throws -> [String] {
        let walker = try #require(FileManager.default.enumerator(atPath: kit.path))
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func imports(of path: String) throws -> [String] {
        try String(contentsOf: kit.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
    }

    @Test func onlySystemCallsThePlatform() throws {
        let files = try Self.sources()
        #expect(files.count > 50)
        for file in files where !file.hasPrefix("System/") {
            let platform = try Self.imports(of: file).filter { $0 == "Glibc" || $0 == "CSystem" }
            #expect(platform.isEmpty, "\(file) imports \(platform.joined(separator: ", ")): its calls belong in System/")
        }
    }

    /// Every platform call that fails through `errno` goes through `systemCall` (System/SystemCall.swift),
    /// which alone reads `errno` and decides what `EINTR` does: no other file looks at either.
    @Test func onlySystemCallReadsErrno() throws {
        // Errno.swift names the error numbers (EINTR among them) and reads none.
        let forbidden = try Regex(#"Errno\.current|csystem_errno|EINTR|\berrno\s*[=!]=\s*E[A-Z]"#)
        for file in try Self.sources() where file != "System/SystemCall.swift" && file != "System/Errno.swift" {
            let code = try String(contentsOf: Self.kit.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for line in code where line.contains(forbidden) {
                Issue.record("\(file) reads errno or decides about EINTR itself: \(line)")
            }
        }
    }

    @Test func theProductNeverImportsFoundation() throws {
        for file in try Self.sources() {
            #expect(try !Self.imports(of: file).contains("Foundation"), "\(file) imports Foundation")
        }
    }
}
