/// Writes the command's text above the indicator where they share a place (standard error), so neither
/// garbles the other.
///
/// Whole lines are written as they arrive: the indicator line is cleared, the text written, and the indicator
/// drawn again below it (``endOfBatch()``). On a terminal, the end of a line still being written (a prompt
/// without a newline) is held back for ``holdDelay`` in case the rest follows, then shown; while the
/// command's text leaves the cursor inside a line, the indicator is drawn on the row below it and the cursor
/// put back at its end after each frame, so a prompt is never overwritten and what is typed at it goes on
/// it; records (plain lines, JSON objects), and a block of lines, stay away meanwhile instead. In a file or
/// a pipe, where nothing can be drawn beside a line, an unfinished line is kept until it ends, and frames and
/// records keep their pace between whole lines. Each stream's bytes are written unchanged and in the order
/// they came, exactly as the command would have written them itself: meter adds nothing between them (a
/// newline there would double the one the terminal echoes when the user answers a prompt), but the newline
/// that ends an open line when its stream ends. When the command's progress is read from its lines, the
/// lines it redraws in place to show that progress give way to the indicator, which shows it.
final class SharedTerminal {
    /// How long the end of an unfinished line waits for the rest before it is shown.
    static let holdDelay = 0.2
    /// An unfinished line longer than this is shown at once (binary data, a very long line).
    static let holdLimit = 64 << 10

    private let indicator: IndicatorLine?
    private let redrawsIndicator: Bool
    /// Whether an unfinished line is shown after ``holdDelay`` (a terminal, where a prompt must be seen),
    /// rather than kept until it ends (a file or a pipe, where frames would be written inside it).
    private let showsUnfinishedLines: Bool
    private let passOn: (CommandStream, UnsafeRawBufferPointer) -> Void
    /// Whether the command's progress is read from a line (`--progress-from`); `nil` when it is not read.
    let isProgressLine: ((UnsafeRawBufferPointer) -> Bool)?
    /// Whether a carriage return came since the last newline on each stream: its line is redrawn in place.
    var redrawn: [Bool] = [false, false]
    /// The last progress line of each stream that was not written, while nothing else followed it: a
    /// newline right after it ends it, and it is written then, as the line's last state.
    var lastDropped: [[UInt8]?] = [nil, nil]
    private var held: [[UInt8]] = [[], []]
    private var heldSince: [Instant?] = [nil, nil]
    /// The stream whose text last left the cursor inside a line, keeping the indicator away or below it.
    private(set) var openLine: CommandStream?
    /// Whether the text written last ends with a carriage return that a newline did not follow.
    var shownEndsWithReturn = false
    /// Whether the indicator is drawn on the row below the open line.
    private(set) var drawsBelow = false
    private var indicatorCleared = false
    /// The indicator's frame count when it was cleared.
    private var framesAtClear = 0

    /// - Parameters:
    ///   - indicator: the indicator line, or `nil` when nothing is drawn (text then passes straight through).
    ///   - redrawsIndicator: whether to draw the indicator again after text (not for `-n`, whose lines are
    ///     records rather than a picture).
    ///   - showsUnfinishedLines: whether the text and the indicator share a terminal, where an unfinished
    ///     line is shown after ``holdDelay``; otherwise it is kept until it ends.
    ///   - isProgressLine: whether the command's progress is read from a line (`--progress-from`): such a
    ///     line that the command redraws in place gives way to the indicator (see
    ///     ``receiveGivingWayToIndicator(_:from:at:)``).
    ///   - passOn: passes bytes of one stream to where that stream goes (the `.error` stream also receives the
    ///     newline that ends an open line before the final frame).
    init(
        indicator: IndicatorLine?, redrawsIndicator: Bool = true, showsUnfinishedLines: Bool = true,
        isProgressLine: ((UnsafeRawBufferPointer) -> Bool)? = nil,
        passOn: @escaping (CommandStream, UnsafeRawBufferPointer) -> Void
    ) {
        self.indicator = indicator
        self.redrawsIndicator = redrawsIndicator
        self.showsUnfinishedLines = showsUnfinishedLines
        self.isProgressLine = isProgressLine
        self.passOn = passOn
    }

    /// Whether the indicator must stay away: an unfinished line is on the terminal, and the indicator is not
    /// drawn below it. In a file or a pipe it never is: frames keep their pace between whole lines.
    var keepsIndicatorAway: Bool { showsUnfinishedLines && openLine != nil && !drawsBelow }

    /// When held text is due to be shown, if any is held.
    var nextDeadline: Instant? {
        guard showsUnfinishedLines else { return nil }
        let instants = heldSince.compactMap { $0 }
        return instants.min().map { $0.advanced(by: SharedTerminal.holdDelay) }
    }

    /// Takes `bytes` the command wrote on `stream` at `now`.
    func receive(_ bytes: UnsafeRawBufferPointer, from stream: CommandStream, at now: Instant) {
        guard bytes.count > 0 else { return }
        guard indicator != nil else {
            passOn(stream, bytes)
            return
        }
        if isProgressLine != nil { return receiveGivingWayToIndicator(bytes, from: stream, at: now) }
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

    /// ``receive(_:from:at:)`` when the command's progress is read from its lines: the indicator shows that
    /// progress, so a progress line the command redraws in place (ended by a carriage return, not a newline)
    /// is not written, and an unfinished one after a carriage return waits for its end rather than being
    /// shown after ``holdDelay`` (it would keep the indicator away for as long as the command redraws it).
    /// Everything else is written as ``receive(_:from:at:)`` writes it; so is a progress line's last state,
    /// which a newline ends.
    private func receiveGivingWayToIndicator(_ bytes: UnsafeRawBufferPointer, from stream: CommandStream, at now: Instant) {
        let index = stream.rawValue
        var text = held[index]
        text.append(contentsOf: bytes)
        held[index].removeAll(keepingCapacity: true)
        let (kept, progressTail) = withoutRedrawnProgress(text, stream: stream)
        let lastNewline = kept.lastIndex(of: UInt8(ascii: "\n"))
        var rest = lastNewline.map { kept[($0 + 1)...] } ?? kept[...]
        if let lastNewline { kept[...lastNewline].withUnsafeBytes { show($0, from: stream) } }
        if openLine == stream, lastNewline == nil, progressTail == 0, !rest.isEmpty {
            rest.withUnsafeBytes { show($0, from: stream) }
            rest = []
        }
        held[index] = Array(rest)
        if rest.isEmpty || rest.count == progressTail {
            heldSince[index] = nil
        } else {
            heldSince[index] = lastNewline != nil ? now : heldSince[index] ?? now
        }
        if held[index].count >= SharedTerminal.holdLimit { showHeld(stream) }
    }

    /// Shows held text that has waited ``holdDelay`` by `now`, on a terminal.
    func showDue(at now: Instant) {
        guard showsUnfinishedLines else { return }
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

    /// `stream` has ended: what it holds is shown, and a line of it left open is ended, since nothing will
    /// finish it.
    func close(_ stream: CommandStream) {
        flush(stream)
        if openLine == stream { endOpenLine() }
    }

    /// Draws the indicator again if text was written and no unfinished line is open; on a terminal, below an
    /// open line when it can be. Call once after handling a batch of events, so a burst of text costs one
    /// redraw.
    func endOfBatch() {
        if openLine != nil, showsUnfinishedLines, redrawsIndicator, !drawsBelow, indicator?.drawBelowText() == true {
            drawsBelow = true
            indicatorCleared = false
        }
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
        guard !bytes.isEmpty else { return }
        if drawsBelow {
            // The text goes on where the cursor is: the indicator below it is erased first, so that no line
            // of the text is written over it.
            indicator?.stopDrawingBelowText(keepingRow: shownEndsWithReturn)
            drawsBelow = false
            indicatorCleared = true
            framesAtClear = indicator?.framesDrawn ?? 0
        } else if openLine == nil, !indicatorCleared {
            indicator?.clearLine()
            indicatorCleared = true
            framesAtClear = indicator?.framesDrawn ?? 0
        }
        passOn(stream, bytes)
        openLine = bytes.last == UInt8(ascii: "\n") ? nil : stream
        shownEndsWithReturn = bytes.last == UInt8(ascii: "\r")
    }

    private func endOpenLine() {
        if drawsBelow {
            indicator?.stopDrawingBelowText(keepingRow: shownEndsWithReturn)
            drawsBelow = false
            indicatorCleared = true
        }
        let newline: [UInt8] = [UInt8(ascii: "\n")]
        newline.withUnsafeBytes { passOn(.error, $0) }
        openLine = nil
        shownEndsWithReturn = false
    }
}
