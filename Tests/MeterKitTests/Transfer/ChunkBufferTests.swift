import Testing
@testable import MeterKit

/// The read/write path's buffer: what is read waits where it is until written, and the room after it.
@Suite struct ChunkBufferTests {
    @Test("bytes read wait until written; compacting keeps them and makes room after them; %T's fill")
    func fillDrainCompact() {
        var buffer = ChunkBuffer(size: 1000, alignment: 64)
        defer { buffer.deallocate() }
        #expect(buffer.isEmpty && buffer.room == 1000 && buffer.fillPercent == 0)
        buffer.space(600).copyBytes(from: (0..<600).map { UInt8(truncatingIfNeeded: $0) })
        buffer.filled(600)
        buffer.drained(550)
        #expect(buffer.count == 50 && buffer.room == 400 && buffer.fillPercent == 5)
        let pending = Array(buffer.pending)
        buffer.compact()
        #expect(buffer.start == 0 && buffer.end == 50 && buffer.room == 950)
        #expect(Array(buffer.pending) == pending)
        buffer.drained(50)
        buffer.compact()
        #expect(buffer.isEmpty && buffer.end == 0)
    }
}
