import Glibc
import Testing
@testable import MeterKit

/// `-E`'s filter driven alone, over an input that fails with EIO at offsets the test chooses.
@Suite struct ErrorSkipFilterTests {
    /// An input held in memory: reads stop short of a bad region and fail (EIO) inside one, as a disk's
    /// bad sectors do; it reports `reportedSize` as its size, whatever it holds.
    struct FaultyInput: SkippableInput {
        let data: [UInt8]
        let bad: [Range<Int64>]
        var reportedSize: Int64
        var seekable = true
        var offset: Int64 = 0
        /// Whether a read fails whole when any byte it asks for is bad (direct I/O over a bad sector), rather
        /// than stopping short before it.
        var failsWhole = false

        init(data: [UInt8], bad: [Range<Int64>], reportedSize: Int64? = nil) {
            self.data = data
            self.bad = bad
            self.reportedSize = reportedSize ?? Int64(data.count)
        }

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
            if bad.contains(where: { $0.contains(offset) }) { throw .inputOutput }
            let asked = offset..<(offset + Int64(buffer.count))
            if failsWhole, bad.contains(where: { $0.overlaps(asked) }) { throw .inputOutput }
            let nextBad = bad.map(\.lowerBound).filter { $0 > offset }.min() ?? Int64.max
            let end = min(Int64(data.count), nextBad, offset + Int64(buffer.count))
            guard end > offset else { return 0 }
            let count = Int(end - offset)
            data.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[Int(offset)..<Int(end)])) }
            offset = end
            return count
        }

        func seekablePlace() -> (offset: Int64, reportedEnd: Int64)? { seekable ? (offset, reportedSize) : nil }

        mutating func seek(to offset: Int64) throws(Errno) { self.offset = offset }
    }

    /// What a copy through the filter would write, every skip, and how it ended.
    static func drain(
        _ input: inout FaultyInput, filter: inout ErrorSkipFilter, bufferSize: Int = 4096
    ) -> (output: [UInt8], skips: [(offset: Int64, bytes: Int64)], last: ErrorSkipFilter.Read) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 64)
        defer { buffer.deallocate() }
        var output: [UInt8] = []
        var skips: [(offset: Int64, bytes: Int64)] = []
        while true {
            switch filter.read(from: &input, into: buffer) {
            case .got(let count): output += buffer[0..<count]
            case .skipped(let bytes, let offset, let error):
                #expect(error == .inputOutput)
                skips.append((offset, bytes))
            case let last: return (output, skips, last)
            }
        }
    }

    static func data(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 * 7 + 1) } }

    /// The data with zeros over `regions`.
    static func zeroed(_ data: [UInt8], _ regions: [(offset: Int64, bytes: Int64)]) -> [UInt8] {
        var result = data
        for region in regions {
            for index in Int(region.offset)..<min(data.count, Int(region.offset + region.bytes)) { result[index] = 0 }
        }
        return result
    }

    @Test("pv's progression over two bad regions: the output is the input, zeros where it could not be read, at the same offsets")
    func adaptiveSkips() {
        let data = Self.data(65536)
        var input = FaultyInput(data: data, bad: [1000..<1003, 40000..<40512])
        var filter = ErrorSkipFilter(block: nil)
        let (output, skips, last) = Self.drain(&input, filter: &filter)
        #expect(last == .end)
        #expect(output.count == data.count)
        #expect(output == Self.zeroed(data, skips))
        // A byte at a time over the small region: exactly what could not be read.
        #expect(skips.prefix(3).map(\.offset) == [1000, 1001, 1002])
        #expect(skips.prefix(3).allSatisfy { $0.bytes == 1 })
        #expect(skips.allSatisfy { $0.offset >= 1000 && $0.offset + $0.bytes <= 41024 })
        #expect(filter.tally.regions == 2)
        #expect(filter.tally.bytes == skips.reduce(0) { $0 + $1.bytes })
    }

    /// A read that fails whole over a bad sector: the filter reads again in sectors before skipping, so
    /// the zeros cover the bad region rounded out to 512 bytes, not the rest of a 128 KiB read.
    @Test("reads that fail whole: only the bad region, rounded to 512, becomes zeros", arguments: [nil, 4096] as [Int64?])
    func readsThatFailWhole(block: Int64?) {
        let data = Self.data(1 << 20)
        var input = FaultyInput(data: data, bad: [300_100..<300_612, 700_000..<700_001])
        input.failsWhole = true
        var filter = ErrorSkipFilter(block: block)
        let (output, skips, last) = Self.drain(&input, filter: &filter, bufferSize: 128 << 10)
        #expect(last == .end)
        #expect(output.count == data.count)
        #expect(output == Self.zeroed(data, skips))
        let allowed = block != nil ? [299_008..<303_104, 696_320..<700_416] : [299_520..<301_056, 699_904..<700_416]
        for skip in skips {
            #expect(allowed.contains { $0.contains(Int(skip.offset)) && Int(skip.offset + skip.bytes) <= $0.upperBound },
                    "zeros at \(skip.offset) for \(skip.bytes) bytes")
        }
        #expect(filter.tally.regions == 2)
    }

    @Test("-Z 65536 through a 4 KiB buffer: the block's zeros come over several reads, and the rest follows")
    func blockLargerThanTheBuffer() {
        let data = Self.data(200_000)
        var input = FaultyInput(data: data, bad: [70000..<70001])
        var filter = ErrorSkipFilter(block: 65536)
        let (output, skips, last) = Self.drain(&input, filter: &filter, bufferSize: 4096)
        #expect(last == .end)
        #expect(skips.count == 1)
        #expect(skips.first?.offset == 70000 && skips.first?.bytes == 131072 - 70000)
        #expect(output == Self.zeroed(data, skips))
    }

    @Test("errors past the size the input reports are skipped on to its real end: the size is a hint")
    func pastTheReportedSize() {
        let data = Self.data(50000)
        var input = FaultyInput(data: data, bad: [30000..<30004], reportedSize: 0)
        var filter = ErrorSkipFilter(block: 4096)
        let (output, skips, last) = Self.drain(&input, filter: &filter)
        #expect(last == .end)
        #expect(output.count == data.count)
        #expect(output == Self.zeroed(data, skips))
    }

    @Test("an input unreadable for a MiB past its reported size is given up, not filled with zeros for ever")
    func givenUp() {
        var input = FaultyInput(data: Self.data(100), bad: [100..<Int64.max], reportedSize: 100)
        var filter = ErrorSkipFilter(block: 65536)
        let (output, _, last) = Self.drain(&input, filter: &filter)
        // Given up where the zeros reached, once a MiB past the reported size was unreadable.
        #expect(last == .givenUp(offset: Int64(output.count)))
        #expect(Int64(output.count) >= 100 + ReadErrorSkip.limitPastReportedEnd)
        #expect(output.dropFirst(100).allSatisfy { $0 == 0 })
        #expect(output.prefix(100) == Self.data(100)[...])
    }

    @Test("an input that cannot skip (a pipe) ends with its error: never quietly")
    func cannotSkip() {
        var input = FaultyInput(data: Self.data(1000), bad: [500..<501])
        input.seekable = false
        var filter = ErrorSkipFilter(block: nil)
        let (output, skips, last) = Self.drain(&input, filter: &filter)
        #expect(last == .failed(.inputOutput))
        #expect(skips.isEmpty)
        #expect(output == Array(Self.data(1000).prefix(500)))
    }

    @Test("a new input starts afresh: nothing owed, nothing tallied")
    func startInput() {
        var input = FaultyInput(data: Self.data(10000), bad: [0..<1])
        var filter = ErrorSkipFilter(block: 4096)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1024, alignment: 64)
        defer { buffer.deallocate() }
        #expect(filter.read(from: &input, into: buffer) == .skipped(bytes: 4096, offset: 0, error: .inputOutput))
        #expect(filter.tally.bytes == 4096)
        filter.startInput()
        #expect(filter.tally.bytes == 0)
        var next = FaultyInput(data: Self.data(10), bad: [])
        #expect(filter.read(from: &next, into: buffer) == .got(10))
    }
}
