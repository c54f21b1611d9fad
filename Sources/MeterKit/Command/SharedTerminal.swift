/// Writes the command's text above the indicator on a terminal they share, so neither garbles the other.
///
/// Whole lines are written as they arrive: the indicator line is cleared, the text written, and the indicator
/// drawn again below it (``endOfBatch()``). The end of a line still being written (a prompt without a newline)
/// is held back for ``holdDelay`` in case the rest follows, then shown; while the command's text leaves the
/// cursor inside a line the indicator stays away, so a prompt is never overwritten. Each stream's bytes are
/// written unchanged and in the order they came, exactly as the command would have written them to the
/// terminal itself: meter adds nothing between them (a newline there would double the one the terminal echoes
/// when the user answers a prompt).
final class SharedTerminal {
    /// How long the end of an unfinished line waits for the rest before it is shown.
    static let holdDelay = 0.2
    /// An unfinished line longer than this is shown at once (binary data, a very long line).
    static let holdLimit = 64 << 10

    private let indicator: IndicatorLine?
    private let redrawsIndicator: Bool
    private let write: (CommandStream, UnsafeRawBufferPointer) -> Void
    private var held: [[UInt8]] = [[], []]
    private var heldSince: [Instant?] = [nil, nil]
    /// The stream whose text last left the cursor inside a line, keeping the indicator away.
    private(set) var openLine: CommandStream?
    private var indicatorCleared = false
    /// The indicator's frame count when it was cleared.
    private var framesAtClear = 0

    /// - Parameters:
    ///   - indicator: the indicator line, or `nil` when nothing is drawn (text then passes straight through).
    ///   - redrawsIndicator: whether to draw the indicator again after text (not for `-n`, whose lines are
    ///     records rather than a picture).
    ///   - write: writes bytes of one stream to where that stream goes (the `.error` stream also receives the
    ///     newline that ends an open line before the final frame).
    init(
        indicator: IndicatorLine?, redrawsIndicator: Bool = true,
        write: @escaping (CommandStream, UnsafeRawBufferPointer) -> Void
    ) {
        self.indicator = indicator
        self.redrawsIndicator = redrawsIndicator
        self.write = write
    }

    /// Whether the indicator must stay away (an unfinished line is on the screen).
    var keepsIndicatorAway: Bool { openLine != nil }

    /// When held text is due to be shown, if any is held.
    var nextDeadline: Instant? {
        let instants = heldSince.compactMap { $0 }
        return instants.min().map { $0.advanced(by: SharedTerminal.holdDelay) }
    }

    /// Takes `bytes` the command wrote on `stream` at `now`.
    func receive(_ bytes: UnsafeRawBufferPointer, from stream: CommandStream, at now: Instant) {
        guard bytes.count > 0 else { return }
        guard indicator != nil else {
            write(stream, bytes)
            return
        }
        let index = stream.rawValue
        if let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) {
            if !held[index].isEmpty {
                let earlier = held[index]
                held[index].removeAll(keepingCapacity: true)
                earlier.withUnsafeBytes { show($0, from: stream) }
            }
            show(UnsafeRawBufferPointer(rebasing: bytes[0...lastNewline]), from: stream)
            let rest = UnsafeRawBufferPointer(rebasing: bytes[(lastNewline + 1)...])
            held[index].append(contentsOf: rest)
            heldSince[index] = rest.isEmpty ? nil : now
        } else if openLine == stream {
            show(bytes, from: stream)
        } else {
            held[index].append(contentsOf: bytes)
            if heldSince[index] == nil { heldSince[index] = now }
            if held[index].count >= SharedTerminal.holdLimit { showHeld(stream) }
        }
    }

    /// Shows held text that has waited ``holdDelay`` by `now`.
    func showDue(at now: Instant) {
        for stream in [CommandStream.output, .error] {
            if let since = heldSince[stream.rawValue], now >= since.advanced(by: SharedTerminal.holdDelay) {
                showHeld(stream)
            }
        }
    }

    /// Shows what `stream` holds now (its end: no more will come).
    func flush(_ stream: CommandStream) {
        if !held[stream.rawValue].isEmpty { showHeld(stream) }
    }

    /// Draws the indicator again if text was written and no unfinished line is open. Call once after handling
    /// a batch of events, so a burst of text costs one redraw.
    func endOfBatch() {
        guard indicatorCleared, openLine == nil else { return }
        indicatorCleared = false
        // A regular frame since the clear has drawn it already.
        guard indicator?.framesDrawn == framesAtClear else { return }
        if redrawsIndicator { indicator?.redraw() }
    }

    /// Shows everything held and ends an open line, so that the final indicator line starts on its own line.
    func finish() {
        flush(.output)
        flush(.error)
        if openLine != nil {
            endOpenLine()
        }
        indicatorCleared = false
    }

    private func showHeld(_ stream: CommandStream) {
        let index = stream.rawValue
        let text = held[index]
        held[index].removeAll(keepingCapacity: true)
        heldSince[index] = nil
        text.withUnsafeBytes { show($0, from: stream) }
    }

    private func show(_ bytes: UnsafeRawBufferPointer, from stream: CommandStream) {
        if openLine == nil, !indicatorCleared {
            indicator?.clearLine()
            indicatorCleared = true
            framesAtClear = indicator?.framesDrawn ?? 0
        }
        write(stream, bytes)
        openLine = bytes.last == UInt8(ascii: "\n") ? nil : stream
    }

    private func endOpenLine() {
        let newline: [UInt8] = [UInt8(ascii: "\n")]
        newline.withUnsafeBytes { write(.error, $0) }
        openLine = nil
    }
}
