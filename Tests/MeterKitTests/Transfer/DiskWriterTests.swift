import Glibc
import Testing
@testable import MeterKit

/// The disk options' writer driven alone, into temporary files: the holes `-O` leaves, the syncs of `-Y`,
/// the whole blocks of `-K`.
@Suite struct DiskWriterTests {
    /// A new, empty temporary file open for reading and writing, removed at once.
    static func file() throws -> FileDescriptor {
        var template = Array("/tmp/meter-writer-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        try #require(fd >= 0)
        unlink(String(cString: template))
        return FileDescriptor(rawValue: fd)
    }

    /// Writes all of `bytes` through `writer`, as the copy does: what each write takes, until nothing is left.
    static func writeAll(_ bytes: [UInt8], through writer: inout DiskWriter) -> [DiskWriter.Write] {
        var results: [DiskWriter.Write] = []
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let result = writer.write(UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                results.append(result)
                guard case .wrote(let count) = result, count > 0 else { return }
                offset += count
            }
        }
        return results
    }

    /// Records each sync, then syncs.
    final class Syncs {
        var count = 0
        var failure: Errno?
    }

    static func writer(_ descriptor: FileDescriptor, sparse: Bool = false, syncs: Syncs? = nil) throws -> DiskWriter {
        DiskWriter(descriptor: descriptor, status: try descriptor.status(), sparse: sparse, syncs: syncs != nil, direct: nil) {
            (descriptor) throws(Errno) in
            syncs?.count += 1
            if let failure = syncs?.failure { throw failure }
            try descriptor.syncData()
        }
    }

    @Test("-O: blocks of zeros become holes, and a file that ends in one gets its full length")
    func holes() throws {
        let descriptor = try Self.file()
        defer { descriptor.close() }
        let block = Int(try descriptor.status().blockSize)
        let data = [UInt8](repeating: 7, count: block) + [UInt8](repeating: 0, count: 8 * block)
            + [UInt8](repeating: 9, count: block) + [UInt8](repeating: 0, count: 4 * block)
        var writer = try Self.writer(descriptor, sparse: true)
        #expect(writer.leavesHoles)
        let results = Self.writeAll(data, through: &writer)
        #expect(results == [.wrote(block), .wrote(8 * block), .wrote(block), .wrote(4 * block)])
        try writer.finish()
        try descriptor.seek(to: 0)
        #expect(try descriptor.readToEnd(limit: 1 << 24) == data)
        var info = stat()
        #expect(fstat(descriptor.rawValue, &info) == 0)
        #expect(Int(info.st_size) == data.count)
        // Only the two blocks of data take room on the disk.
        #expect(Int(info.st_blocks) * 512 <= 2 * block)
        // SEEK_HOLE (4): Glibc's module hides it behind _GNU_SOURCE.
        #expect(lseek(descriptor.rawValue, 0, 4) == off_t(block))
    }

    @Test("-O inside an existing file writes its zeros: the old bytes must not show through")
    func noHolesInsideAFile() throws {
        let descriptor = try Self.file()
        defer { descriptor.close() }
        try descriptor.writeAll([UInt8](repeating: 5, count: 8192))
        try descriptor.seek(to: 0)
        var writer = try Self.writer(descriptor, sparse: true)
        #expect(!writer.leavesHoles)
        _ = Self.writeAll([UInt8](repeating: 0, count: 8192), through: &writer)
        try descriptor.seek(to: 0)
        #expect(try descriptor.readToEnd(limit: 1 << 20) == [UInt8](repeating: 0, count: 8192))
    }

    @Test("-Y: every write is synced before it counts, and so is every move in the kernel")
    func syncs() throws {
        let descriptor = try Self.file()
        defer { descriptor.close() }
        let syncs = Syncs()
        var writer = try Self.writer(descriptor, syncs: syncs)
        for _ in 0..<3 { _ = Self.writeAll([1, 2, 3], through: &writer) }
        #expect(syncs.count == 3)
        #expect(writer.syncAfterMove() == nil)
        #expect(syncs.count == 4)
    }

    @Test("-Y: an output that cannot be synced (EINVAL) is no longer tried; any other failure is a write error")
    func syncFailures() throws {
        let descriptor = try Self.file()
        defer { descriptor.close() }
        let refusing = Syncs()
        refusing.failure = .invalid
        var writer = try Self.writer(descriptor, syncs: refusing)
        #expect(Self.writeAll([1, 2, 3], through: &writer) == [.wrote(3)])
        #expect(Self.writeAll([4, 5], through: &writer) == [.wrote(2)])
        #expect(refusing.count == 1)
        let failing = Syncs()
        failing.failure = .inputOutput
        var broken = try Self.writer(descriptor, syncs: failing)
        #expect(Self.writeAll([6], through: &broken) == [.syncFailed(.inputOutput)])
    }

    @Test("-K: less than a block is held back, whole blocks are written direct, an unaligned start goes through the cache")
    func wholeBlocks() throws {
        let descriptor = try Self.file()
        defer { descriptor.close() }
        let page = DirectDescriptor.alignment
        let direct = try #require(try DirectDescriptor.enable(on: descriptor, status: try descriptor.status()))
        var writer = DiskWriter(descriptor: descriptor, status: try descriptor.status(), sparse: false, syncs: false, direct: direct)
        #expect(writer.awaitsWholeBlock(pending: page - 1))
        #expect(writer.directWritable(page - 1, at: 0, pending: page - 1) == nil)
        #expect(writer.directWritable(3 * page + 100, at: 0, pending: 3 * page + 100) == 3 * page)
        #expect(writer.awaitsWholeBlock(pending: 100))
        #expect(writer.directWritable(100, at: 3 * page, pending: 100) == nil)
        // A line limit or a partial write leaves the start unaligned: O_DIRECT is cleared for good.
        #expect(writer.directWritable(100, at: 10, pending: 200) == 100)
        #expect(!writer.awaitsWholeBlock(pending: 100))
        #expect(writer.directWritable(100, at: 0, pending: 100) == 100)
        try writer.finish()
    }
}
