import Foundation
import Glibc
import Testing
@testable import MeterKit
import TestSupport

/// The line total of file operands, counted on a thread of its own while the copy runs.
@Suite struct BackgroundTotalTests {
    /// Waits for the count (the thread counts a few kilobytes).
    func wait(for total: BackgroundTotal) -> UInt64?? {
        _ = waitUntil { total.result != nil }
        return total.result
    }

    @Test func countsTheLinesOfEveryFile() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("meter-total-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = directory + "/a", second = directory + "/b"
        try Data((1...1000).map { "\($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: first))
        try Data("x\ny\nno newline".utf8).write(to: URL(fileURLWithPath: second))
        let total = BackgroundTotal(sources: [.file(first), .file(second)], unit: .lines)
        #expect(wait(for: total) == .some(1002))
    }

    @Test func standardInputHasNoTotal() {
        // Standard input is never read ahead: its data would be lost.
        let total = BackgroundTotal(sources: [.standardInput], unit: .lines)
        #expect(wait(for: total) == .some(nil))
    }

    @Test func aMissingFileAddsNothing() {
        let total = BackgroundTotal(sources: [.file("/nonexistent/meter-test")], unit: .records)
        #expect(wait(for: total) == .some(nil))
    }
}
