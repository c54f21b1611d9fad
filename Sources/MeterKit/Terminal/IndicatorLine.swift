/// The line the indicator is drawn on, as the command's text sees it: cleared before text is written above it,
/// drawn again after.
package protocol IndicatorLine: AnyObject {
    /// Clears the indicator from the current line (nothing if none is drawn).
    func clearLine()
    /// Draws the indicator again at once, if it had been drawn before.
    func redraw()
    /// How many frames have been drawn: one drawn after the indicator was cleared draws it again.
    var framesDrawn: Int { get }
}

extension IndicatorLine {
    package var framesDrawn: Int { 0 }
}
