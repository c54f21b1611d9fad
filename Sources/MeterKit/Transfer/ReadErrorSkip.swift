/// How far `-E` skips past a read error. With `-Z BYTES`, to the end of the BYTES-sized block the error is
/// in. Otherwise as pv does, carefully at first, because a bad region is often a sector or less: a byte at
/// a time for the first 4 errors in a row, 2 bytes for the next 5, then 1, 2, 4 … 512 bytes (the 10th to the
/// 19th), and 512 bytes from the 20th on. A skip longer than a byte ends at a multiple of its length, so
/// that reading resumes on a block boundary.
///
/// The size an input reports is no bound on the skipping: errors at or past it are skipped too, as a file
/// may hold more than `stat` says. Only an input that is unreadable for ``limitPastReportedEnd`` bytes in a
/// row past its reported end, with no successful read between, is given up (`/proc/PID/mem` past a
/// mapping never reads 0, and would fill the output with zeros for ever).
struct ReadErrorSkip {
    /// How many bytes in a row may be unreadable past an input's reported end before it is given up.
    static let limitPastReportedEnd: Int64 = 1 << 20

    /// The block of `-Z`, or nil to skip adaptively.
    let block: Int64?
    /// Errors since the last successful read of this input.
    private(set) var errorsInARow = 0
    /// Bytes skipped since the last successful read of this input.
    private(set) var unreadableInARow: Int64 = 0

    init(block: Int64?) {
        self.block = block.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Where reading resumes after a read error at `offset` of an input that reports `reportedEnd` as its
    /// size, or nil when the input is to be given up there (unreadable for ``limitPastReportedEnd`` in a
    /// row, past its reported end). A skip that starts before the reported end stops at it, so that no zeros
    /// are put past the data a `-Z` block would overrun; the next read says whether more follows.
    mutating func resumeOffset(afterErrorAt offset: Int64, reportedEnd: Int64) -> Int64? {
        if offset >= reportedEnd, unreadableInARow >= ReadErrorSkip.limitPastReportedEnd { return nil }
        var target = resumeOffset(afterErrorAt: offset)
        if offset < reportedEnd { target = min(target, reportedEnd) }
        let (sum, overflow) = unreadableInARow.addingReportingOverflow(max(0, target - offset))
        unreadableInARow = overflow ? .max : sum
        return target
    }

    /// Where reading resumes after a read error at `offset`, by the stride alone.
    mutating func resumeOffset(afterErrorAt offset: Int64) -> Int64 {
        errorsInARow += 1
        let stride = block ?? ReadErrorSkip.adaptiveStride(afterErrors: errorsInARow)
        guard stride > 1 else { return offset + 1 }
        let (sum, overflow) = offset.addingReportingOverflow(stride)
        return overflow ? Int64.max : sum - sum % stride
    }

    /// A read succeeded: the next error starts small again.
    mutating func readSucceeded() {
        errorsInARow = 0
        unreadableInARow = 0
    }

    /// A new input: its errors are counted afresh.
    mutating func reset() { readSucceeded() }

    /// pv's progression for the `errors`th error in a row.
    static func adaptiveStride(afterErrors errors: Int) -> Int64 {
        switch errors {
        case ..<5: return 1
        case 5..<10: return 2
        case 10..<20: return 1 << (errors - 10)
        default: return 512
        }
    }
}

/// What `-E` skipped in one input, reported once at its end with `-EE`.
struct SkipTally {
    /// Bytes replaced by zeros.
    private(set) var bytes: Int64 = 0
    /// Unreadable regions: skips with no successful read between them are one region.
    private(set) var regions = 0
    /// Where the first region began.
    private(set) var firstOffset: Int64 = 0
    /// The first error.
    private(set) var error: Errno?

    /// Notes a skip of `count` bytes at `offset`, after `error`; `startsRegion` when a read succeeded since
    /// the last skip (or none came before).
    mutating func add(_ count: Int64, at offset: Int64, error: Errno, startsRegion: Bool) {
        if self.error == nil {
            self.error = error
            firstOffset = offset
        }
        bytes += count
        if startsRegion { regions += 1 }
    }

    /// The one message `-EE` reports for the input `name`, or nil when nothing was skipped.
    func summary(for name: StreamName) -> Message? {
        guard let error, bytes > 0 else { return nil }
        return .skippedInRegions(name, error, bytes: bytes, regions: regions, offset: firstOffset)
    }
}
