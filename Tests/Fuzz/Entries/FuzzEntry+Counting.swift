@testable import MeterKit

extension FuzzEntry {
    /// `DelimiterCounter` on the input: its first byte is the delimiter, the rest the data. The count
    /// (AVX2 where the processor has it) and the portable SIMD count agree with a byte loop with the data
    /// at each of 64 alignments, and for every length down to 64 bytes short of the whole; each buffer
    /// ends where its allocation ends, so that a read past the data is a fault under AddressSanitizer.
    /// `prefixLength` cuts just after the delimiter it was asked for.
    package static func lineCounter(_ input: UnsafeRawBufferPointer) -> [String] {
        guard let delimiter = input.first else { return [] }
        let data = UnsafeRawBufferPointer(rebasing: input.dropFirst())
        var violations: [String] = []
        for offset in 0..<64 {
            violations += countsAgree(delimiter, data, at: offset, length: data.count)
        }
        for length in max(0, data.count - 64)..<data.count {
            violations += countsAgree(delimiter, data, at: length % 64, length: length)
        }
        return violations + prefixLengthsHold(delimiter, data)
    }

    /// Whether both counts of the first `length` bytes of `data`, copied `offset` bytes into a buffer of
    /// their own, are the byte loop's.
    private static func countsAgree(_ delimiter: UInt8, _ data: UnsafeRawBufferPointer, at offset: Int, length: Int) -> [String] {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: offset + length, alignment: 64)
        defer { buffer.deallocate() }
        let placed = UnsafeMutableRawBufferPointer(rebasing: buffer[offset...])
        placed.copyMemory(from: UnsafeRawBufferPointer(rebasing: data[..<length]))
        let bytes = UnsafeRawBufferPointer(placed)
        var expected = 0
        for byte in bytes where byte == delimiter { expected += 1 }
        var violations: [String] = []
        let counted = DelimiterCounter.count(delimiter, in: bytes)
        let portable = DelimiterCounter.countPortably(delimiter, in: bytes)
        if counted != expected { violations.append("count is \(counted), not \(expected), of \(length) bytes at +\(offset)") }
        if portable != expected { violations.append("the SIMD count is \(portable), not \(expected), of \(length) bytes at +\(offset)") }
        return violations
    }

    /// Whether `prefixLength(holding:)` finds the end of the n-th delimiter, for n around the count.
    private static func prefixLengthsHold(_ delimiter: UInt8, _ data: UnsafeRawBufferPointer) -> [String] {
        let total = data.reduce(0) { $1 == delimiter ? $0 + 1 : $0 }
        var violations: [String] = []
        for limit in Set([0, 1, 2, total / 2, total, total + 1]) {
            let length = DelimiterCounter.prefixLength(holding: limit, of: delimiter, in: data)
            guard let length else {
                if limit <= total { violations.append("no prefix holds \(limit) of \(total)") }
                continue
            }
            let prefix = data.prefix(length)
            let held = prefix.reduce(0) { $1 == delimiter ? $0 + 1 : $0 }
            if held != limit || (limit > 0 && prefix.last != delimiter) {
                violations.append("the prefix of \(length) bytes for \(limit) holds \(held)")
            }
        }
        return violations
    }
}
