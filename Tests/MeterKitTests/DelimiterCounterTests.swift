import TestSupport
import Testing
@testable import MeterKit

@Suite struct DelimiterCounterTests {
    /// A plain loop, the reference the SIMD count must agree with.
    func slowCount(_ bytes: [UInt8], _ delimiter: UInt8) -> Int { bytes.filter { $0 == delimiter }.count }

    @Test(arguments: [0, 1, 31, 32, 33, 255 * 32, 255 * 32 + 1, 300 * 32 + 17, 100_003])
    func countsLikeAPlainLoop(length: Int) {
        var generator = SeededGenerator(seed: UInt64(length) + 7)
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...15, using: &generator) }
        bytes.withUnsafeBytes { buffer in
            #expect(DelimiterCounter.count(10, in: buffer) == slowCount(bytes, 10))
            #expect(DelimiterCounter.count(0, in: buffer) == slowCount(bytes, 0))
            // The SSE2 path too, where the processor's AVX2 path takes the calls above.
            #expect(DelimiterCounter.countPortably(10, in: buffer) == slowCount(bytes, 10))
            #expect(DelimiterCounter.countPortably(0, in: buffer) == slowCount(bytes, 0))
        }
    }

    @Test func allDelimitersDoNotOverflowTheLaneCounters() {
        let bytes = [UInt8](repeating: 10, count: 256 * 32 * 3 + 5)
        bytes.withUnsafeBytes {
            #expect(DelimiterCounter.count(10, in: $0) == bytes.count)
            #expect(DelimiterCounter.countPortably(10, in: $0) == bytes.count)
        }
    }

    @Test(arguments: [0, 1, 5, 31, 32, 63])
    func countsFromAnyAlignment(offset: Int) {
        var generator = SeededGenerator(seed: UInt64(offset) + 99)
        let bytes = (0..<(70_000 + offset)).map { _ in UInt8.random(in: 8...12, using: &generator) }
        bytes.withUnsafeBytes { whole in
            let buffer = UnsafeRawBufferPointer(rebasing: whole[offset...])
            let expected = slowCount(Array(bytes[offset...]), 10)
            #expect(DelimiterCounter.count(10, in: buffer) == expected)
            #expect(DelimiterCounter.countPortably(10, in: buffer) == expected)
        }
    }

    @Test func prefixHoldingCutsAfterTheNthDelimiter() {
        let bytes = Array("a\nbb\n\nccc".utf8)
        bytes.withUnsafeBytes { buffer in
            #expect(DelimiterCounter.prefixLength(holding: 1, of: 10, in: buffer) == 2)
            #expect(DelimiterCounter.prefixLength(holding: 2, of: 10, in: buffer) == 5)
            #expect(DelimiterCounter.prefixLength(holding: 3, of: 10, in: buffer) == 6)
            #expect(DelimiterCounter.prefixLength(holding: 4, of: 10, in: buffer) == nil)
            #expect(DelimiterCounter.prefixLength(holding: 0, of: 10, in: buffer) == 0)
        }
    }
}
