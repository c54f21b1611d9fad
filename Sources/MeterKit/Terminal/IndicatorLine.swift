/// The line the indicator is drawn on, as the command's text sees it: cleared before text is written above it,
/// drawn again after, or drawn on the row below an unfinished line of text.
package protocol IndicatorLine: AnyObject {
    /// Clears the indicator from the current line (nothing if none is drawn).
    func clearLine()
    /// Draws the indicator again at once, if it had been drawn before.
    func redraw()
    /// How many frames have been drawn: one drawn after the indicator was cleared draws it again.
    var framesDrawn: Int { get }
    /// Draws the indicator from now on on the row below the cursor, which each frame puts back where the
    /// text left it (an unfinished line of a wrapped command's, a prompt); false when this indicator cannot
    /// be drawn so (records, a block of lines, no terminal).
    func drawBelowText() -> Bool
    /// Erases the indicator drawn below the text, and with it the rest of the cursor's row, unless
    /// `keepingRow` (the cursor is at the start of a line of text, after a carriage return); the next frame
    /// draws it in place again.
    func stopDrawingBelowText(keepingRow: Bool)
}

extension IndicatorLine {
    package var framesDrawn: Int { 0 }
    package func drawBelowText() -> Bool { false }
    package func stopDrawingBelowText(keepingRow: Bool) {}
}
