/// What a board does around the tool's own use of the terminal, and how meters leave it.
extension Board {
    /// Clears the meters' lines, runs `body` (which may write to the terminal, run a program that does, or
    /// read an answer to a prompt), then draws the meters again below whatever it left, as indicatif's
    /// `suspend` does. No frame is drawn while `body` runs, from any task; the frames it missed are not drawn
    /// afterwards, only the current state. Returns what `body` returns, or throws what it throws.
    ///
    /// `body` runs on the calling thread, outside the board's lock: it may use the board (add meters,
    /// ``print(_:)``; another `suspend` nests), and meters go on counting meanwhile.
    ///
    /// ```swift
    /// let answer = board.suspend {
    ///     Swift.print("Overwrite backup.img? [y/N] ", terminator: "")
    ///     return readLine()
    /// }
    /// ```
    public func suspend<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        beginSuspension()
        defer { endSuspension() }
        return try body()
    }

    /// ``suspend(_:)`` around asynchronous work: the meters' lines are cleared while `body` runs (a child
    /// process the tool awaits, a prompt read from an async sequence), then drawn again.
    public func suspend<Result, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        beginSuspension()
        defer { endSuspension() }
        return try await body()
    }

    private func beginSuspension() {
        state.withLock { state in
            if state.suspensions == 0 {
                // A frame still held back is written first, so that clearing takes the whole block away
                // before the tool writes; flushing after the clearing would draw the block again.
                stack?.flush()
                clearMeters(state)
            }
            state.suspensions += 1
        }
    }

    private func endSuspension() {
        let now = clock.now()
        state.withLock { state in
            state.suspensions -= 1
            if state.suspensions == 0 { redrawShown(&state, now: now) }
        }
    }

    /// Takes `meter` off the board and clears its line, drawing no final frame: ``finish(_:clear:)`` with
    /// `clear`, by indicatif's name. The other meters' lines close up.
    public func remove(_ meter: Meter) {
        finish(meter, clear: true)
    }

    /// A board that draws nothing, anywhere, and keeps nothing it would have drawn (tqdm's `disable=True`,
    /// indicatif's hidden target): its meters count as on any board, and a tool keeps one code path whether
    /// its user asked for a display or not.
    public static func hidden(clock: any Clock<Duration> = SuspendingClock()) -> Board {
        Board(target: NoTarget(), style: .ascii, clock: clock)
    }
}

/// Where a hidden board draws: nowhere. It is never visible, so no frame is even rendered.
private final class NoTarget: FrameTarget {
    var columns: Int { 80 }
    var isVisible: Bool { false }
    func write(_ text: String) -> Bool { true }
    func refreshColumns() {}
}
