import Testing
@testable import MeterKit

/// `-E`'s skips: pv's progression, `-Z`'s blocks, and the size an input reports taken as a hint.
@Suite struct ReadErrorSkipTests {
    /// The skips of a run of errors from `offset` on an input reporting `reportedEnd`, until `count` skips
    /// were made or the input was given up (a nil last element).
    static func skips(_ skip: inout ReadErrorSkip, from offset: Int64, reportedEnd: Int64, count: Int) -> [Int64?] {
        var at = offset
        var resumes: [Int64?] = []
        for _ in 0..<count {
            guard let resume = skip.resumeOffset(afterErrorAt: at, reportedEnd: reportedEnd) else {
                resumes.append(nil)
                break
            }
            resumes.append(resume)
            at = resume
        }
        return resumes
    }

    @Test("pv's progression: a byte four times, 2 bytes five times, then doubling to 512, each ending on a multiple of its length")
    func adaptive() {
        var skip = ReadErrorSkip(block: nil)
        let resumes = Self.skips(&skip, from: 8192, reportedEnd: 1 << 30, count: 22)
        #expect(resumes == [
            8193, 8194, 8195, 8196, 8198, 8200, 8202, 8204, 8206, 8207, 8208, 8212, 8216, 8224, 8256, 8320, 8448, 8704,
            9216, 9728, 10240, 10752,
        ])
    }

    @Test("-Z: to the end of the block the error is in")
    func blocks() {
        var skip = ReadErrorSkip(block: 4096)
        #expect(Self.skips(&skip, from: 1536, reportedEnd: 1 << 30, count: 3) == [4096, 8192, 12288])
    }

    @Test("a skip that starts before the reported end stops at it; one that starts at or past it goes on")
    func reportedEndIsAHint() {
        var skip = ReadErrorSkip(block: 65536)
        #expect(skip.resumeOffset(afterErrorAt: 15000, reportedEnd: 20011) == 20011)
        // The next read at the reported end fails too: the file holds more than it said.
        #expect(skip.resumeOffset(afterErrorAt: 20011, reportedEnd: 20011) == 65536)
        var fromZero = ReadErrorSkip(block: nil)
        #expect(fromZero.resumeOffset(afterErrorAt: 0, reportedEnd: 0) == 1)
    }

    @Test("past the reported end, 1 MiB unreadable in a row gives the input up; a successful read starts the count again")
    func givenUp() {
        var skip = ReadErrorSkip(block: 4096)
        let resumes = Self.skips(&skip, from: 0, reportedEnd: 0, count: 300)
        #expect(resumes.count == 257)
        #expect(resumes[255] == 1 << 20)
        #expect(resumes.last == .some(nil))

        var interrupted = ReadErrorSkip(block: 4096)
        _ = Self.skips(&interrupted, from: 0, reportedEnd: 0, count: 200)
        interrupted.readSucceeded()
        #expect(Self.skips(&interrupted, from: 1 << 21, reportedEnd: 0, count: 200).allSatisfy { $0 != nil })
    }

    @Test("before the reported end no run of errors gives the input up (a disk with a long bad stretch)")
    func neverGivenUpBeforeTheEnd() {
        var skip = ReadErrorSkip(block: 4096)
        let resumes = Self.skips(&skip, from: 0, reportedEnd: 8 << 20, count: 2048)
        #expect(resumes.allSatisfy { $0 != nil })
        #expect(resumes.last == .some(8 << 20))
    }
}
