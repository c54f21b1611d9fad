import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// Counts and data past 4 GiB, with a sparse 5 GiB file (it takes no disk space and reads in seconds).
    @Suite("Over 4 GiB") struct LargeFile {
        static let size: Int64 = 5 << 30

        /// Bytes planted in the sparse file, around the 32-bit boundary and at both ends, so that a copy that
        /// dropped, repeated or wrapped anything would show.
        static let markers: [(offset: Int64, byte: UInt8)] = [
            (0, 0xA1), (1, 0xA2), (4_294_967_295, 0xB1), (4_294_967_296, 0xB2), (4_294_967_297, 0xB3),
            (size - 1, 0xC1),
        ]

        /// Makes the sparse file with its markers.
        static func makeSparseFile(in directory: TemporaryDirectory) -> String {
            let path = directory.file("big")
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            precondition(fd >= 0, "cannot create \(path)")
            defer { close(fd) }
            precondition(ftruncate(fd, off_t(size)) == 0, "ftruncate failed")
            for marker in markers {
                var byte = marker.byte
                precondition(pwrite(fd, &byte, 1, off_t(marker.offset)) == 1, "pwrite failed")
            }
            return path
        }

        /// One test, so the 5 GiB are read cold (page cache filled with zeros: the slow part) only once.
        @Test("a sparse 5 GiB file: the count is exact past 32 bits, and the bytes stream through unchanged")
        func sparseFile() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let path = Self.makeSparseFile(in: directory)

            var counting = Runner.meter(["-f", "-n", "-b", "-X", path])
            counting.timeout = 120
            let result = counting.run()
            #expect(result.termination == .exited(0))
            #expect(!result.timedOut)
            #expect(result.stdoutCount == 0)
            #expect(result.stderrLines.last == "5368709120")
            // Every line is a count, and the counts never go down.
            let counts = result.stderrLines.compactMap { UInt64($0) }
            #expect(counts.count == result.stderrLines.count)
            #expect(counts == counts.sorted())

            // The percentage against the file's own size ends at exactly 100.
            var percent = Runner.meter(["-n", "-X", path])
            percent.timeout = 120
            let percentResult = percent.run()
            #expect(percentResult.termination == .exited(0))
            #expect(percentResult.stderrLines.last == "100")

            // Streamed through a pipe, compared chunk by chunk as it arrives with what the file holds: zeros
            // except the markers.
            var offset: Int64 = 0
            var mismatches: [Int64] = []
            let zeros = [UInt8](repeating: 0, count: 1 << 20)
            let check: (UnsafeRawBufferPointer) -> Void = { chunk in
                let end = offset + Int64(chunk.count)
                var position = offset
                for marker in Self.markers where marker.offset >= offset && marker.offset < end {
                    if !Self.isZero(chunk, from: Int(position - offset), to: Int(marker.offset - offset), zeros: zeros) {
                        mismatches.append(position)
                    }
                    if chunk[Int(marker.offset - offset)] != marker.byte { mismatches.append(marker.offset) }
                    position = marker.offset + 1
                }
                if !Self.isZero(chunk, from: Int(position - offset), to: chunk.count, zeros: zeros) {
                    mismatches.append(position)
                }
                offset = end
            }
            var streaming = Runner.meter(["-q", path])
            streaming.stdout = .stream(check)
            streaming.timeout = 120
            let streamed = streaming.run()
            #expect(streamed.termination == .exited(0))
            #expect(!streamed.timedOut)
            #expect(streamed.stdoutCount == Int(Self.size))
            #expect(offset == Self.size)
            #expect(mismatches.isEmpty, "first differences near offsets \(mismatches.prefix(5))")
            #expect(streamed.stderr.isEmpty)
        }

        static func isZero(_ chunk: UnsafeRawBufferPointer, from start: Int, to end: Int, zeros: [UInt8]) -> Bool {
            var position = start
            while position < end {
                let length = min(end - position, zeros.count)
                let same = zeros.withUnsafeBytes { memcmp(chunk.baseAddress! + position, $0.baseAddress!, length) == 0 }
                if !same { return false }
                position += length
            }
            return true
        }
    }
}
