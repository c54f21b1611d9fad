/// `-E` and `-Z` as a filter on the read side of the copy: a read error on a seekable input is skipped
/// (``ReadErrorSkip`` says how far) and zeros take the unreadable region's place, put in the buffer read by
/// read, so that the output keeps the input's offsets. It never ends an input quietly: an input that cannot
/// skip (a pipe) ends with its error, and one unreadable too far past its reported size is given up.
///
/// Some reads fail whole when any byte of them is bad: an `O_DIRECT` read over a bad sector, a FUSE file
/// served with direct I/O. After an error the filter therefore reads again in ``smallestRead`` steps before
/// it skips anything, and skips only when one of those fails; each read that succeeds doubles the step, back
/// to the whole buffer. So only what cannot be read becomes zeros, to the sector, rather than the rest of a
/// large read around it.
///
/// It reads through any ``SkippableInput``: the copy's ``InputReader``, or a test's input that fails where
/// the test says.
struct ErrorSkipFilter {
    /// What one read through the filter gave.
    enum Read: Equatable {
        /// This many bytes are in the buffer: read, or zeros owed for a region skipped.
        case got(Int)
        /// `read(2)` said 0: the input has ended.
        case end
        /// Nothing to read yet (a non-blocking input).
        case wouldBlock
        /// `bytes` were skipped from `offset` after `error`; their zeros come with the next reads.
        case skipped(bytes: Int64, offset: Int64, error: Errno)
        /// The input ends with `error`: it cannot skip, or moving past the region failed.
        case failed(Errno)
        /// The input is given up at `offset`: unreadable for too long past its reported size.
        case givenUp(offset: Int64)
    }

    private var skip: ReadErrorSkip
    /// What this input has skipped, for `-EE`'s one report at its end.
    private(set) var tally = SkipTally()
    /// The zeros still to be put in the buffer for the last region skipped (a `-Z` block may be larger than
    /// the buffer).
    private var zerosOwed: Int64 = 0
    /// The most one read asks for now: nil for the whole buffer, a smaller step after an error.
    private var readLimit: Int?

    /// The step reads take after an error: a sector, the unit a disk fails in (a read through the page cache
    /// fails by the page, which a few more steps find).
    static let smallestRead = 512

    /// A filter that skips `block` bytes at a time (`-Z`), or as pv does when nil.
    init(block: Int64?) { skip = ReadErrorSkip(block: block) }

    /// A new input: its errors and skips are counted afresh.
    mutating func startInput() {
        skip.reset()
        tally = SkipTally()
        zerosOwed = 0
        readLimit = nil
    }

    /// The next bytes of `input` into `buffer`: the zeros still owed, or what one read gives.
    mutating func read<Input: SkippableInput>(from input: inout Input, into buffer: UnsafeMutableRawBufferPointer) -> Read {
        if zerosOwed > 0 { return putOwedZeros(into: buffer) }
        while true {
            let length = min(buffer.count, readLimit ?? buffer.count)
            let got: Int
            do {
                got = try input.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<length]))
            } catch {
                if error == .wouldBlock { return .wouldBlock }
                // A large read failed: try again in small steps from the same place before skipping any of it.
                if length > Self.smallestRead, input.seekablePlace() != nil {
                    readLimit = Self.smallestRead
                    continue
                }
                return skip(in: &input, after: error)
            }
            if got == 0 { return .end }
            skip.readSucceeded()
            if let limit = readLimit { readLimit = limit * 2 >= buffer.count ? nil : limit * 2 }
            return .got(got)
        }
    }

    /// Moves `input` past the unreadable region at its offset, and owes its zeros.
    private mutating func skip<Input: SkippableInput>(in input: inout Input, after error: Errno) -> Read {
        guard let place = input.seekablePlace() else { return .failed(error) }
        guard let resume = skip.resumeOffset(afterErrorAt: place.offset, reportedEnd: place.reportedEnd) else {
            return .givenUp(offset: place.offset)
        }
        guard resume > place.offset, (try? input.seek(to: resume)) != nil else { return .failed(error) }
        let skipped = resume - place.offset
        tally.add(skipped, at: place.offset, error: error, startsRegion: skip.errorsInARow == 1)
        zerosOwed = skipped
        return .skipped(bytes: skipped, offset: place.offset, error: error)
    }

    /// Puts as many of the zeros owed as `buffer` holds in it.
    private mutating func putOwedZeros(into buffer: UnsafeMutableRawBufferPointer) -> Read {
        let count = Int(min(zerosOwed, Int64(buffer.count)))
        UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]).initializeMemory(as: UInt8.self, repeating: 0)
        zerosOwed -= Int64(count)
        return .got(count)
    }
}
