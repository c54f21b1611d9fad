import CSystem
import Glibc

/// Finding and counting one byte value in a buffer, with the C library's and the processor's fastest means.
package enum ByteSearch {
    /// How many times `byte` occurs in `buffer`, counted 32 bytes at a time with AVX2, or `nil` when this
    /// processor has no AVX2 (the caller then counts itself).
    package static func countWithAVX2(_ byte: UInt8, in buffer: UnsafeRawBufferPointer) -> Int? {
        guard let base = buffer.baseAddress else { return 0 }
        let count = csystem_count_byte_avx2(base, buffer.count, byte)
        return count >= 0 ? count : nil
    }

    /// The offset of the first `byte` at or after `start` (`memchr(3)`), or `nil`.
    package static func firstIndex(of byte: UInt8, in buffer: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        guard let base = buffer.baseAddress, start < buffer.count,
            let hit = memchr(base + start, Int32(byte), buffer.count - start)
        else { return nil }
        return UnsafeRawPointer(hit) - base
    }

    /// The offset of the last `byte` before `end` (`memrchr(3)`), or `nil`.
    package static func lastIndex(of byte: UInt8, in buffer: UnsafeRawBufferPointer, before end: Int) -> Int? {
        guard let base = buffer.baseAddress, end > 0, let hit = csystem_memrchr(base, Int32(byte), min(end, buffer.count)) else {
            return nil
        }
        return UnsafeRawPointer(hit) - base
    }
}
