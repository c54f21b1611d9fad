/// How meters come onto a board: at the bottom or at a place among the others, each with the display its
/// style and the board's target call for.
extension Board {
    /// What a board writes where nothing can be drawn over: a log file, a pipe, a ``CapturedTarget`` that
    /// is not told it is a terminal.
    public enum OffTerminal: Sendable, Equatable, CaseIterable {
        /// Each meter's final line, once, when it finishes: a log that a person reads.
        case finalLines
        /// Every frame, each ended by a carriage return (a spinner's turns between frames left out), and the
        /// final frame by a newline too: what `meter -f 2> log` writes, byte for byte, for log readers that
        /// count frames or follow the progress.
        case everyFrame
    }

    /// Draws `meter` from the next frame on, below the meters added before it, in `style` (else the
    /// board's). Returns the meter. Adding a meter already on the board changes nothing.
    ///
    /// A meter made without a clock takes the board's. One made with another clock than the board's is a
    /// programming error, stopped at once: its times would not be the board's, and its frames would be wrong.
    @discardableResult
    public func add(_ meter: Meter, style: Style? = nil) -> Meter {
        place(meter, style: style, at: nil)
        return meter
    }

    /// Draws `meter` from the next frame on at `index` among the meters on the board (0: above them all;
    /// past the last: below them), in `style` (else the board's), as indicatif's `insert` does. Returns the
    /// meter. Inserting a meter already on the board changes nothing.
    @discardableResult
    public func insert(_ meter: Meter, at index: Int, style: Style? = nil) -> Meter {
        place(meter, style: style, at: index)
        return meter
    }

    /// Adds `meter` at `index` (at the bottom when nil), with a display made for `style`.
    private func place(_ meter: Meter, style: Style?, at index: Int?) {
        let style = style ?? self.style
        // What the layout shows of the data itself (`%A`, `%L`, `%T`), kept by the meter for a copy that
        // counts into it, as the command's meters keep it.
        if meter.dataShown.isEmpty { meter.dataShown = DataInFrames(templates: [style.template]) }
        if style.sentences {
            let words = PlainText(si: style.si, language: style.language, separator: style.decimalSeparator)
            let display = PlainDisplay(target: stack?.target ?? DescriptorTarget.standardError(), words: words)
            return add(meter, display: display, at: index)
        }
        guard let stack else { return add(meter, display: LineDisplay(target: DescriptorTarget.standardError(), style: style), at: index) }
        guard !finalLinesOffTerminal || stack.target.isTerminal else {
            return add(meter, display: FinalLineDisplay(target: stack.target, style: style), at: index)
        }
        // The block's line goes where the meter goes among the others: above the line of the one now there.
        add(meter, at: index) { below in
            // A spinner turns between frames only on a terminal: a log gets the frames of the interval alone.
            stack.row(style: style, animates: stack.target.isTerminal, above: below)
        }
    }

    /// Draws `meter` with `display` from the next frame on, below the meters added before it; nothing when
    /// the meter is on the board already. The board holds the display from then on: the command makes each
    /// display for the board and touches it only through the board (a test may read one it made, on its
    /// own thread).
    package func add(_ meter: Meter, display: Display) {
        add(meter, display: display, at: nil)
    }

    private func add(_ meter: Meter, display: Display, at index: Int?) {
        let handed = Handover(display)
        add(meter, at: index) { _ in handed.value }
    }

    /// Puts `meter` on the board at `index` (at the bottom when nil), drawn by the display `make` gives for
    /// the display of the meter now at that place (nil at the bottom); nothing when it is there already.
    private func add(_ meter: Meter, at index: Int?, display make: (Display?) -> Display) {
        meter.measure(on: clock)
        state.withLock { state in
            guard !state.rows.contains(where: { $0.meter === meter }) else { return }
            let place = min(max(index ?? state.rows.count, 0), state.rows.count)
            let display = make(place < state.rows.count ? state.rows[place].display : nil)
            if !state.gridSet {
                // A display that reports the start (plain lines) gets its first frame at once.
                state.gridSet = true
                let first = display.drawsAtStart ? state.timing.delayStart : max(state.timing.delayStart, state.timing.interval)
                state.nextFrame = created.advanced(by: first)
            }
            state.rows.insert(Row(meter: meter, display: display), at: place)
        }
    }
}
