/// How the board shares standard error with a wrapped command's text: held while an unfinished line of it
/// is where the frames go (records, a block of lines), or drawn on the terminal's row below that line, so
/// that the frames keep their pace and the line (a prompt, with what is typed at it) stays whole above.
extension Board {
    /// Written before a frame drawn below the text. IND then RI make sure a row below the cursor exists
    /// (scrolling the screen when the cursor is on its last row) and keep the cursor's column; DECSC saves
    /// the cursor where the text (and the echo of what is typed) left it; CUD moves to the row below, and a
    /// carriage return to its start.
    static let belowTextStart = "\u{1B}D\u{1B}M\u{1B}7\u{1B}[B\r"
    /// Written after a frame drawn below the text: DECRC puts the cursor back where the text left it.
    static let belowTextEnd = "\u{1B}8"
    /// Erases from the cursor to the end of the screen: the indicator below the text, wherever the cursor is
    /// (at the end of the unfinished line, or on the indicator's row after the user pressed Enter).
    static let eraseBelow = "\u{1B}[J"
    /// Erases the rows below the cursor's and leaves its own: the cursor is at the start of a line of text.
    static let eraseRowsBelow = belowTextStart + eraseBelow + belowTextEnd

    /// Draws the indicator from now on on the row below the cursor, and draws it there at once: only one
    /// line redrawn in place on a terminal can be (not records, nor a block of lines). Returns whether it is.
    package func drawBelowText() -> Bool {
        let now = clock.now()
        return state.withLock { state in
            guard stack == nil, state.rows.count == 1, let row = state.rows.first, row.display.drawsLineInPlace else {
                return false
            }
            state.below = true
            if row.hasShown, row.display.isVisible, row.meter.started {
                draw(row, below: true) { row.display.redraw(row.meter.peek(at: now)) }
                state.frames += 1
            }
            return true
        }
    }

    /// Erases the indicator drawn below the text, and the rest of the cursor's row unless `keepingRow`; the
    /// next frame draws it in place again.
    package func stopDrawingBelowText(keepingRow: Bool) {
        var visibility = FrameVisibility()
        state.withLock { stopBelowText(&$0, keepingRow: keepingRow, visibility: &visibility) }
    }

    func stopBelowText(_ state: inout State, keepingRow: Bool, visibility: inout FrameVisibility) {
        guard state.below else { return }
        state.below = false
        for row in state.rows where visibility.of(row.display) {
            _ = row.display.target.write(keepingRow ? Board.eraseRowsBelow : Board.eraseBelow)
            row.display.forgetLine()
        }
    }

    /// Runs `body`, which draws `row`, on the row below the text when `below`. Called only for a row its
    /// caller found visible.
    func draw(_ row: Row, below: Bool, _ body: () -> Void) {
        guard below else { return body() }
        _ = row.display.target.write(Board.belowTextStart)
        body()
        _ = row.display.target.write(Board.belowTextEnd)
    }

    /// A regular frame while standard error is held: only displays that write elsewhere too are shown it,
    /// and the frame grid moves on only for them (otherwise the frame missed is drawn once the hold clears).
    func drawHeldFrame(_ state: inout State, now: Instant) {
        guard state.showsWhileHeld, now >= state.nextFrame else { return }
        repeat { state.nextFrame = state.nextFrame.advanced(by: state.timing.interval) } while state.nextFrame <= now
        for row in state.rows where row.meter.started && row.display.showsWhileHeld {
            row.display.showHeld(row.meter.frame(at: now))
        }
    }
}

extension Board.State {
    /// Whether a display on the board writes somewhere besides standard error, and so goes on while held.
    var showsWhileHeld: Bool { rows.contains { $0.display.showsWhileHeld } }
}
