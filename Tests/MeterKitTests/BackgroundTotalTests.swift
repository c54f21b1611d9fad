import Foundation
import Glibc
import Testing
@testable import MeterKit

/// The line total of file operands, counted on a thread of its own while the copy runs.
@Suite struct BackgroundTotalTests {
    /// Waits for the count (a bounded spin: the thread counts a few kilobytes).
    func wait(for total: BackgroundTotal) -> UInt64?? {
        for _ in 0..<10_000_000 {
            if let result = total.result { return result }
            sched_yield()
        }
        return nil
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
