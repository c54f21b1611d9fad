/// What a meter's frames show of the data itself, beyond counts: the last bytes written (`%A`), the latest
/// line (`%L`) and how full the copy's buffer is (`%T`). The layout decides it (`init(templates:)`); a copy reads it to know
/// that the bytes must pass through its buffer, where it can see them.
package struct DataInFrames: Sendable, Equatable {
    /// How many of the last bytes written a frame shows (0: none).
    package var lastWritten = 0
    /// Whether a frame shows the latest line of the data.
    package var previousLine = false
    /// Whether a frame shows how full the copy's buffer is.
    package var bufferFill = false

    /// Nothing of the data is shown.
    package init() {}

    /// Whether no frame shows anything of the data: the copy may then move it without looking.
    package var isEmpty: Bool { lastWritten == 0 && !previousLine && !bufferFill }
}
