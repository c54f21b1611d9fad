/// When a watch reads the positions it follows: just before each of the board's frames (the loop steps its
/// sources before it draws, so each frame shows a sample taken for it and no sample is taken that no frame
/// shows), or every interval where the board draws none (nothing is drawn, or it is held).
struct SamplePace {
    let board: Board?
    /// Seconds between samples where no frame says when.
    let interval: Double

    init(board: Board?, interval: Double) {
        self.board = board
        self.interval = max(interval, 0.001)
    }

    /// When the sample after the one taken at `now` comes: with the board's next frame, else an interval on.
    func next(after now: Instant) -> Instant {
        var next = board?.nextRegularFrame ?? now.advanced(by: interval)
        // A frame due now is drawn right after this step: the next sample comes with the frame after it.
        while next <= now { next = next.advanced(by: interval) }
        return next
    }
}
