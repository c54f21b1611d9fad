/// The command's progress lines, redrawn in place, giving way to the indicator that shows their progress.
extension SharedTerminal {
    /// `text` without the progress lines redrawn in place, each with the carriage return that ends it, nor
    /// carriage returns with nothing before them (a no-op, unless a line of the stream is open on the
    /// terminal); and how many bytes at its end are a progress line after a carriage return, not ended yet.
    /// A newline that ends nothing but a progress line left out writes that line, its last state.
    func withoutRedrawnProgress(_ text: [UInt8], stream: CommandStream) -> (kept: [UInt8], progressTail: Int) {
        let (newline, carriageReturn, index) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"), stream.rawValue)
        var kept: [UInt8] = []
        kept.reserveCapacity(text.count)
        var start = 0
        for (offset, byte) in text.enumerated() {
            let piece = text[start..<offset]
            if byte == carriageReturn, offset + 1 == text.count || text[offset + 1] != newline {
                if piece.isEmpty ? openLine == stream : !piece.withUnsafeBytes({ isProgressLine?($0) ?? false }) {
                    kept.append(contentsOf: text[start...offset])
                    lastDropped[index] = nil
                } else if !piece.isEmpty {
                    lastDropped[index] = Array(piece)
                    endLineBeforeProgress(&kept, stream: stream)
                }
                redrawn[index] = true
                start = offset + 1
            } else if byte == newline {
                if piece.isEmpty, let last = lastDropped[index] { kept.append(contentsOf: last) }
                kept.append(contentsOf: text[start...offset])
                lastDropped[index] = nil
                redrawn[index] = false
                start = offset + 1
            }
        }
        let tail = text[start...]
        let isProgress = redrawn[stream.rawValue] && !tail.isEmpty && tail.withUnsafeBytes { isProgressLine?($0) ?? false }
        if isProgress { endLineBeforeProgress(&kept, stream: stream) }
        kept.append(contentsOf: tail)
        return (kept, isProgress ? tail.count : 0)
    }

    /// Ends a line of the command's own that a progress line left out would have been drawn over
    /// (`starting\r`, then percentages): it stays above the indicator whole, rather than under the
    /// progress line's last state (`100%ting`).
    private func endLineBeforeProgress(_ kept: inout [UInt8], stream: CommandStream) {
        let carriageReturn = UInt8(ascii: "\r")
        let openHere = kept.isEmpty && openLine == stream && shownEndsWithReturn
        if kept.last == carriageReturn || openHere { kept.append(UInt8(ascii: "\n")) }
    }
}
