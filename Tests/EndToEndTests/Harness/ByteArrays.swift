import Glibc

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard count >= needle.count else { return false }
        var start = 0
        while start + needle.count <= count {
            guard let first = self[start...].firstIndex(of: needle[0]), first + needle.count <= count else { return false }
            if self[first..<(first + needle.count)].elementsEqual(needle) { return true }
            start = first + 1
        }
        return false
    }

    /// Byte equality through `memcmp` (fast in debug builds, unlike `==` on large arrays).
    func sameBytes(as other: [UInt8]) -> Bool {
        guard count == other.count else { return false }
        guard count > 0 else { return true }
        return withUnsafeBytes { a in other.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }
}
