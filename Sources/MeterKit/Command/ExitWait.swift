/// What follows the wrapped command's exit while its pipes are still open: a process it started and left
/// running (in the background, a daemon) holds them, and may write later. meter reads on until every such
/// writer has closed them, as a pipe's reader would, so nothing they write is cut off; it says what it waits
/// for once that takes a while, and with a limit (`--exec-wait`) stops reading when the limit is reached.
struct ExitWait {
    /// How long after the command's exit its pipes may stay open before meter says what it waits for:
    /// output still on its way is read in much less.
    static let noticeDelay = 0.5

    /// When the command's exit was seen.
    let exited: Instant
    /// Seconds after the exit after which meter stops reading; `nil` to read until the pipes close.
    let limit: Double?
    /// Whether the notice was written (or is not to be).
    private(set) var noticeGiven: Bool
    /// Whether the limit was reached: what the pipes hold is passed on, then they are closed.
    private(set) var cuttingOff = false

    /// - Parameter announces: whether the wait is said at all (not with `-q`).
    init(exited: Instant, limit: Double?, announces: Bool) {
        self.exited = exited
        self.limit = limit.map { max($0, 0) }
        noticeGiven = !announces
    }

    /// When something is next due after `now`: the notice, or the limit. A notice already due waits for the
    /// text that lets it be written (an unfinished line ending), which steps the source anyway.
    func nextDeadline(after now: Instant) -> Instant? {
        let noticeTime = exited.advanced(by: ExitWait.noticeDelay)
        let notice = noticeGiven || noticeTime <= now ? nil : noticeTime
        let cut = cuttingOff ? nil : limit.map { exited.advanced(by: $0) }
        guard let notice else { return cut }
        return cut.map { min($0, notice) } ?? notice
    }

    /// Whether the limit is reached by `now`: from then on meter is cutting off.
    mutating func reachesLimit(at now: Instant) -> Bool {
        guard !cuttingOff, let limit, now >= exited.advanced(by: limit) else { return false }
        cuttingOff = true
        return true
    }

    /// Whether the notice is due by `now` and may be written (`mayWrite`: not inside a line of text); once
    /// it is, it is not due again.
    mutating func noticeIsDue(at now: Instant, mayWrite: Bool) -> Bool {
        guard !noticeGiven, !cuttingOff, mayWrite, now >= exited.advanced(by: ExitWait.noticeDelay) else { return false }
        noticeGiven = true
        return true
    }
}
