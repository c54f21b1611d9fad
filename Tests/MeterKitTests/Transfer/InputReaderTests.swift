import Glibc
import Testing
@testable import MeterKit

/// `-K`'s read side driven alone, on a temporary file: whole pages while the reads can stay aligned, the
/// page cache as soon as one cannot.
@Suite struct InputReaderTests {
    /// `O_DIRECT` on x86-64 and arm64 (Glibc's module hides it behind _GNU_SOURCE).
    static let directFlag: Int32 = 0o40000

    /// A reader of a temporary file holding `count` bytes, with `O_DIRECT` set; removed at once.
    static func reader(of count: Int) throws -> InputReader {
        var template = Array("/tmp/meter-reader-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        try #require(fd >= 0)
        unlink(String(cString: template))
        let descriptor = FileDescriptor(rawValue: fd)
        try descriptor.writeAll((0..<count).map { UInt8(truncatingIfNeeded: $0) })
        try descriptor.seek(to: 0)
        let input = CopyInput(descriptor: descriptor, name: .standardInput, closesDescriptor: true)
        let direct = try #require(try DirectDescriptor.enable(on: descriptor, status: input.status))
        return InputReader(input, direct: direct)
    }

    static func isDirect(_ reader: InputReader) -> Bool { fcntl(reader.input.descriptor.rawValue, F_GETFL) & directFlag != 0 }

    @Test("whole pages while aligned; the short read at the end clears O_DIRECT")
    func wholePagesThenTheEnd() throws {
        let page = DirectDescriptor.alignment
        var reader = try Self.reader(of: 3 * page + 100)
        defer { reader.close() }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 8 * page, alignment: page)
        defer { buffer.deallocate() }
        #expect(Self.isDirect(reader))
        // A room of two pages and a half: the half is left for the next read.
        #expect(try reader.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<(2 * page + page / 2)])) == 2 * page)
        #expect(Self.isDirect(reader))
        #expect(try reader.read(into: buffer) == page + 100)
        #expect(!Self.isDirect(reader))
        #expect(reader.directRefusal == nil)
    }

    @Test("a room at an unaligned address, or a skip to an unaligned offset, goes on through the cache")
    func unaligned() throws {
        let page = DirectDescriptor.alignment
        var reader = try Self.reader(of: 4 * page)
        defer { reader.close() }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 8 * page, alignment: page)
        defer { buffer.deallocate() }
        #expect(try reader.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[10..<(10 + page)])) == page)
        #expect(!Self.isDirect(reader))

        var skipping = try Self.reader(of: 4 * page)
        defer { skipping.close() }
        try skipping.seek(to: Int64(page))
        #expect(Self.isDirect(skipping))
        try skipping.seek(to: Int64(page) + 1)
        #expect(!Self.isDirect(skipping))
        #expect(skipping.seekablePlace()?.offset == Int64(page) + 1)
        #expect(try skipping.read(into: buffer) == 3 * page - 1)
    }
}
