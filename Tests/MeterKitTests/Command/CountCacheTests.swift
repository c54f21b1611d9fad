import Foundation
import Testing
@testable import MeterKit
import TestSupport

@Suite struct CountCacheTests {
    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("meter-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func savesAndLoadsInAFolderItCreates() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = CountCache(directory: FilePath(root + "/a/b/meter"))
        let key = CountCache.key(arguments: argv("make", "-j8"), workingDirectory: "/src/project")
        #expect(try cache.load(key: key) == nil)
        try cache.save(.init(unit: .lines, count: 1234), key: key)
        #expect(try cache.load(key: key) == .init(unit: .lines, count: 1234))
        try cache.save(.init(unit: .bytes, count: 99), key: key)
        #expect(try cache.load(key: key) == .init(unit: .bytes, count: 99))
        // Only the count file is left: the temporary file was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory.description) == [
            String(cache.path(for: key).description.split(separator: "/").last!)
        ])
    }

    @Test func aZeroCountIsNeverStored() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = CountCache(directory: FilePath(root + "/meter"))
        try cache.save(.init(unit: .lines, count: 0), key: "k")
        #expect(try cache.load(key: "k") == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.path(for: "k").description))
        // A count kept before stays: a run that printed nothing says nothing about the next.
        try cache.save(.init(unit: .lines, count: 40), key: "k")
        try cache.save(.init(unit: .lines, count: 0), key: "k")
        #expect(try cache.load(key: "k") == .init(unit: .lines, count: 40))
    }

    @Test func aStoredZeroReadsAsNothingRemembered() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = CountCache(directory: FilePath(root))
        try CountCache.format(.init(unit: .bytes, count: 0), key: "k").write(
            toFile: cache.path(for: "k").description, atomically: false, encoding: .utf8)
        #expect(try cache.load(key: "k") == nil)
    }

    @Test func aFailureShowsItsPathSafely() {
        let failure = CountCache.Failure(path: "/home/\u{1B}]0;x\u{7}/.cache/meter", reason: .system(.accessDenied))
        #expect(failure.text(in: .english) == "/home/\\033]0;x\\007/.cache/meter: Permission denied")
    }

    @Test func keysDifferByDirectoryAndArguments() {
        let a = CountCache.key(arguments: argv("make"), workingDirectory: "/one")
        let b = CountCache.key(arguments: argv("make"), workingDirectory: "/two")
        let c = CountCache.key(arguments: argv("make", "all"), workingDirectory: "/one")
        let d = CountCache.key(arguments: argv("make all"), workingDirectory: "/one")
        #expect(Set([a, b, c, d]).count == 4)
    }

    @Test func aFileForAnotherKeyIsNotUsed() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = CountCache(directory: FilePath(root))
        let key = "/dir\0cmd"
        try cache.save(.init(unit: .bytes, count: 7), key: "/other\0cmd")
        // Pretend the other key's file is this key's (a hash collision).
        try FileManager.default.moveItem(atPath: cache.path(for: "/other\0cmd").description, toPath: cache.path(for: key).description)
        #expect(try cache.load(key: key) == nil)
    }

    @Test(arguments: ["garbage\n", "", "meter count 1\nunit bytes\ncount -4\nkey x\n", "meter count 1\nunit furlongs\ncount 4\nkey x\n"])
    func aCorruptFileThrows(contents: String) throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = CountCache(directory: FilePath(root))
        try contents.write(toFile: cache.path(for: "x").description, atomically: false, encoding: .utf8)
        #expect(throws: CountCache.Failure.self) { try cache.load(key: "x") }
    }

    @Test func keysSurviveAnyCharacters() {
        let key = "/a\\b\nc\0d\0e\\n"
        let text = CountCache.format(.init(unit: .records, count: 5), key: key)
        #expect(text.split(separator: "\n").count == 4)
        #expect(CountCache.parse(text)?.key == key)
        #expect(CountCache.parse(text)?.entry == .init(unit: .records, count: 5))
    }

    /// Found by the count-cache fuzz target: keys whose first or last character would join the file's own
    /// text into one Character were read back as corrupt files. A key that ends in a carriage return (an
    /// argument or a folder name) with the newline after it ("\r\n"); a key that starts with a combining
    /// mark (a library user's key: meter's own start with the working directory) with the space before it.
    @Test(arguments: ["/dir\0make\r", "\r", "/a\r\0b\r\r", "\n\u{0E}\r", "\u{064C}", "\u{301}x\r"])
    func keysThatWouldJoinTheFilesTextSurvive(key: String) throws {
        let text = CountCache.format(.init(unit: .lines, count: 3), key: key)
        #expect(CountCache.parse(text)?.key == key)
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = CountCache(directory: FilePath(root))
        try cache.save(.init(unit: .lines, count: 3), key: key)
        #expect(try cache.load(key: key) == .init(unit: .lines, count: 3))
    }

    @Test func fileNamesAreAStableHash() {
        // FNV-1a 64 of "a" is af63dc4c8601ec8c.
        #expect(CountCache(directory: FilePath("/c")).path(for: "a") == "/c/af63dc4c8601ec8c.count")
        #expect(CountCache(directory: FilePath("/c")).path(for: "") == "/c/cbf29ce484222325.count")
    }

    @Test func theFolderFollowsXDG() {
        #expect(CountCache(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])?.directory == "/x/cache/meter")
        #expect(CountCache(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])?.directory == "/home/u/.cache/meter")
        #expect(CountCache(environment: ["HOME": "/home/u/"])?.directory == "/home/u/.cache/meter")
        #expect(CountCache(environment: [:]) == nil)
    }
}
