import Synchronization

/// The meters of a run, drawn together on one target: a frame for every meter each interval (the same grid
/// for all of them, so a frame is one write), a spinner's frames between intervals, and each meter's final
/// frame as it ends. One meter is the common case and costs nothing extra.
///
/// ```swift
/// let board = Board()                       // standard error, looking as the `meter` command does
/// let meter = board.add(Meter(total: 1 << 30, name: "upload"))
/// meter.add(512 << 20)                      // from any task or thread
/// board.update()                            // draws when a frame is due
/// board.finish()                            // the final lines
/// ```
///
/// A board may be used from any task or thread: its state is behind one lock, and nothing it calls while
/// holding the lock (a meter's own lock, a target's write) ever comes back to the board. Its meters measure
/// time on its clock: a meter made without a clock takes the board's when it is added.
///
/// On a terminal several meters are one block of lines redrawn in place. Off a terminal (a log file, a
/// pipe, a ``CapturedTarget`` that is not told it is a terminal) nothing would be drawn over, so a board
/// writes no cursor movement there: by default each meter's final line only, when it finishes; with
/// ``OffTerminal/everyFrame``, every frame as the `meter -f` command writes it into a log, each ended by a
/// carriage return. ``hidden(clock:)`` is a board that draws nothing at all.
public final class Board: Sendable {
    /// One meter and how it is drawn.
    final class Row {
        let meter: Meter
        var display: Display
        /// When a spinner on the frame last drawn next changes, if one is shown.
        var nextAnimation: Instant?
        var lastSnapshot: Snapshot?
        var hasShown = false

        init(meter: Meter, display: Display) {
            self.meter = meter
            self.display = display
        }
    }

    /// Everything that changes, behind the one lock.
    struct State {
        var timing: Meter.Timing
        var rows: [Row] = []
        var nextFrame: Instant
        var gridSet = false
        var anyStarted = false
        var held = false
        /// Whether the indicator is drawn on the row below an unfinished line of text (``Board/drawBelowText()``).
        var below = false
        var frames = 0
        var progress: TerminalProgress?
        /// Set by ``Board/finish()``: the board draws no more, and tasks drawing it continuously end.
        var finished = false
        /// The tasks of ``Board/drawContinuously()``, cancelled when the board finishes.
        var drawers: [Task<Void, Never>] = []
        /// How many ``Board/suspend(_:)`` calls are running their closures: no frame is drawn meanwhile.
        var suspensions = 0
    }

    let state: Mutex<State>
    let clock: any MeterClock
    let created: Instant
    let stack: StackedLines?
    let style: Style
    /// Whether meters added without a display of their own write their final lines only when the target
    /// is not a terminal (``OffTerminal/finalLines``; the command draws into logs as pv does).
    let finalLinesOffTerminal: Bool

    /// A board drawing on `target`, each meter in `style` unless it is added with one of its own: every
    /// `interval`, the first frame one interval in (as pv's: a quick job shows only its final line) or after
    /// `delay`. On a terminal, several meters' lines are redrawn in place as one block; off one, what
    /// `offTerminal` says: each meter's final line when it finishes (the default), or every frame.
    public convenience init(
        target: FrameTarget = DescriptorTarget.standardError(), style: Style = .automatic(),
        clock: any Clock<Duration> = SuspendingClock(), interval: Duration = .seconds(1), delay: Duration = .zero,
        offTerminal: OffTerminal = .finalLines
    ) {
        let timing = Meter.Timing(interval: max(interval.seconds, 0.001), delayStart: max(delay.seconds, 0))
        self.init(
            clock: engineTime(of: clock), timing: timing, stack: StackedLines(target: target), style: style,
            finalLinesOffTerminal: offTerminal == .finalLines)
    }

    /// A board as the command line sets one up: with `stack`, several meters' lines are redrawn in place as
    /// one block; without it, each meter is added with a display of its own (``add(_:display:)``).
    package convenience init(clock: any MeterClock, timing: Meter.Timing = .init(), stack: StackedLines? = nil, style: Style = Style()) {
        self.init(clock: clock, timing: timing, stack: stack, style: style, finalLinesOffTerminal: false)
    }

    private init(clock: any MeterClock, timing: Meter.Timing, stack: StackedLines?, style: Style, finalLinesOffTerminal: Bool) {
        self.clock = clock
        self.created = clock.now()
        self.stack = stack
        self.style = style
        self.finalLinesOffTerminal = finalLinesOffTerminal
        state = Mutex(State(timing: timing, nextFrame: created))
    }

    /// Frames drawn so far, spinner frames and redraws included: text written above the indicator uses it
    /// to know whether a frame has drawn the indicator again since.
    package var framesDrawn: Int { state.withLock { $0.frames } }

    /// While set, nothing is written on standard error: an unfinished line of a wrapped command's output is
    /// where the frames go, and a frame would be written inside it. Frames missed meanwhile are drawn once
    /// it clears; displays that write elsewhere too (`--json-file`'s objects) keep their pace meanwhile.
    package var isHeld: Bool {
        get { state.withLock { $0.held } }
        set { state.withLock { $0.held = newValue } }
    }

    /// A display for one more row of the stacked block (with `stack`), else `display` itself. `animates`:
    /// whether a spinner on it turns between frames.
    package func display(for style: Style, animates: Bool = true, otherwise display: Display) -> Display {
        stack?.row(style: style, animates: animates) ?? display
    }

    /// The terminal's own progress indicator (OSC 9;4), fed from every meter on the board at each frame:
    /// none until one is set.
    package func showTerminalProgress(_ progress: sending TerminalProgress) {
        let handed = Handover(progress)
        state.withLock { $0.progress = handed.value }
    }

    /// Whether the board feeds a terminal's progress indicator.
    package var showsTerminalProgress: Bool { state.withLock { $0.progress != nil } }

    /// Whether any meter is still drawn.
    public var isEmpty: Bool { state.withLock { $0.rows.isEmpty } }

    /// Draws a frame if one is due: every interval a new snapshot of each meter; between intervals, while a
    /// spinner is shown, the last snapshot again with only its animation time moved on, so the values keep
    /// the interval's pace (and the rate its meaning) while the spinner turns at its own.
    public func update() {
        let now = clock.now()
        state.withLock { state in
            guard state.suspensions == 0, state.noteStarts() else { return }
            if state.held { return drawHeldFrame(&state, now: now) }
            var visibility = FrameVisibility()
            if now >= state.nextFrame {
                // Keep frames on the interval's grid; after a long stall, skip the missed ones.
                repeat { state.nextFrame = state.nextFrame.advanced(by: state.timing.interval) } while state.nextFrame <= now
                drawFrame(&state, now: now, visibility: &visibility)
            } else if state.rows.contains(where: { $0.nextAnimation.map { now >= $0 } ?? false }) {
                animate(&state, now: now, visibility: &visibility)
            }
            state.progress?.resendIfDue(state.countsAndTotals, at: now, visibility: &visibility)
        }
    }

    /// A new snapshot of each meter, the terminal's indicator first: whoever sees a frame's line has seen
    /// its state too.
    private func drawFrame(_ state: inout State, now: Instant, visibility: inout FrameVisibility) {
        state.progress?.frame(state.countsAndTotals, at: now, visibility: &visibility)
        var drew = false
        for row in state.rows {
            row.nextAnimation = nil
            guard row.meter.started, visibility.of(row.display) else { continue }
            let snapshot = row.meter.frame(at: now)
            row.lastSnapshot = snapshot
            draw(row, below: state.below) { row.display.show(snapshot) }
            row.hasShown = true
            Board.scheduleAnimation(of: row, after: snapshot, now: now)
            drew = true
        }
        if drew { endFrame(&state) }
    }

    /// Draws the spinners whose next frame is due.
    private func animate(_ state: inout State, now: Instant, visibility: inout FrameVisibility) {
        var drew = false
        for row in state.rows {
            guard let due = row.nextAnimation, now >= due, var snapshot = row.lastSnapshot else { continue }
            row.nextAnimation = nil
            guard visibility.of(row.display) else { continue }
            snapshot.animationTime = row.meter.elapsed(at: now)
            snapshot.message = row.meter.shownMessage
            draw(row, below: state.below) { row.display.redraw(snapshot) }
            Board.scheduleAnimation(of: row, after: snapshot, now: now)
            drew = true
        }
        if drew { endFrame(&state) }
    }

    /// Draws the current state at once, where a frame has been drawn before (after text was written above
    /// the indicator). The rate since the last frame and the frame grid are left as they were.
    package func redraw() {
        let now = clock.now()
        state.withLock { redrawShown(&$0, now: now) }
    }

    /// Draws the state at `now` of every meter that has been drawn before.
    func redrawShown(_ state: inout State, now: Instant) {
        var drew = false
        var visibility = FrameVisibility()
        for row in state.rows where row.hasShown && row.meter.started && visibility.of(row.display) {
            draw(row, below: state.below) { row.display.redraw(row.meter.peek(at: now)) }
            drew = true
        }
        if drew { endFrame(&state) }
    }

    /// Draws the final frame of every meter (the whole run's average rate, no ETA) and ends their lines. A
    /// task drawing the board continuously (``drawContinuously()``) stops.
    public func finish() { finish(at: clock.now()) }

    /// ``finish()`` with the frames of `now`: the moment the run's data ended, when the frames are drawn
    /// later (after a program gave the terminal back).
    package func finish(at now: Instant) {
        let drawers = state.withLock { state in
            lookAgainForHold(state)
            var visibility = FrameVisibility()
            stopBelowText(&state, keepingRow: true, visibility: &visibility)
            for row in state.rows {
                draw(finalFrameOf: row, timing: state.timing, now: now, visibility: &visibility)
                row.display.end()
            }
            state.rows.removeAll()
            stack?.flush()
            state.progress?.end()
            state.finished = true
            defer { state.drawers.removeAll() }
            return state.drawers
        }
        for drawer in drawers { drawer.cancel() }
    }

    /// Draws the final frame of `meter` and takes it off the board; the others go on. Its final line leaves
    /// the block of lines: it is written above the block, which goes on below it. With `clear`, its line
    /// goes instead, as if it had never been drawn (indicatif's finish and clear).
    public func finish(_ meter: Meter, clear: Bool = false) {
        finish(meter, clear: clear, inPlace: false)
    }

    /// ``finish(_:clear:)``, where with `inPlace` a line of the block that ends stays in its place until the
    /// lines above it end too, as pv's `-d` keeps the line of a file closed in the middle of the block.
    package func finish(_ meter: Meter, clear: Bool = false, inPlace: Bool) {
        let now = clock.now()
        state.withLock { state in
            guard let index = state.rows.firstIndex(where: { $0.meter === meter }) else { return }
            let row = state.rows.remove(at: index)
            (row.display.target as? RowAddressedTerminal)?.lookAgainForHold()
            var visibility = FrameVisibility()
            if clear {
                row.display.remove()
            } else if !inPlace, let stacked = row.display as? StackedLines.Row {
                if Board.finalFrameIsDue(row, timing: state.timing, now: now, visibility: &visibility) {
                    stacked.finishAbove(meter.frame(at: now, final: true))
                } else {
                    stacked.remove()
                }
            } else {
                draw(finalFrameOf: row, timing: state.timing, now: now, visibility: &visibility)
            }
            row.display.end()
            stack?.flush()
            if state.rows.isEmpty { state.progress?.end() }
        }
    }

    /// Takes every meter off the board and clears their lines, drawing no final frame.
    public func clear() {
        state.withLock { state in
            for row in state.rows {
                row.display.remove()
                row.display.end()
            }
            state.rows.removeAll()
            stack?.flush()
            state.progress?.end()
        }
    }

    /// Writes `text` on a line of its own above the meters, which the next frame draws again below it.
    public func print(_ text: String) {
        let now = clock.now()
        state.withLock { state in
            clearMeters(state)
            guard let target = stack?.target ?? state.rows.first?.display.target else { return }
            _ = target.write(SafeText(text).text + "\n")
            var visibility = FrameVisibility()
            for row in state.rows where row.hasShown && visibility.of(row.display) { row.display.redraw(row.meter.peek(at: now)) }
            stack?.flush()
        }
    }

    /// Before final frames: the terminal may have been given back a moment ago.
    private func lookAgainForHold(_ state: State) {
        (stack?.target as? RowAddressedTerminal)?.lookAgainForHold()
        for row in state.rows { (row.display.target as? RowAddressedTerminal)?.lookAgainForHold() }
    }

    /// Nothing is drawn if no frame was ever due for the meter (`-W` with no data, or `-D` longer than the run).
    private func draw(finalFrameOf row: Row, timing: Meter.Timing, now: Instant, visibility: inout FrameVisibility) {
        guard Board.finalFrameIsDue(row, timing: timing, now: now, visibility: &visibility) else { return }
        row.display.finish(row.meter.frame(at: now, final: true))
    }

    private static func finalFrameIsDue(_ row: Row, timing: Meter.Timing, now: Instant, visibility: inout FrameVisibility) -> Bool {
        row.meter.started && now >= row.meter.start.advanced(by: timing.delayStart) && visibility.of(row.display)
    }

    func endFrame(_ state: inout State) {
        stack?.flush()
        state.frames += 1
    }

    /// Plans the spinner's next frame after drawing `snapshot` at `now`, on the animation's own grid.
    private static func scheduleAnimation(of row: Row, after snapshot: Snapshot, now: Instant) {
        guard let interval = row.display.animationInterval(for: snapshot), interval > 0 else { return }
        let time = snapshot.animationTime
        // The same small allowance as the frame number's, so a frame drawn just as it is due counts as drawn.
        let next = ((time / interval + 1e-6).rounded(.down) + 1) * interval
        row.nextAnimation = now.advanced(by: max(next - time, 0.001))
    }
}

extension Board.State {
    /// The count and total of every meter that has started, for the terminal's indicator.
    var countsAndTotals: [(count: UInt64, total: UInt64?)] {
        rows.map(\.meter).filter(\.started).map(\.indicatorProgress)
    }

    /// Whether any meter on the board has started. The first to start with `-W` starts the frame grid then.
    mutating func noteStarts() -> Bool {
        if anyStarted { return !rows.isEmpty }
        guard let first = rows.lazy.map(\.meter).first(where: \.started) else { return false }
        anyStarted = true
        if timing.waitForData { nextFrame = max(nextFrame, first.start) }
        return true
    }
}

extension Board: IndicatorLine {}

/// A value handed into a board's lock, where its state keeps it: the box only carries it into the lock's
/// closure, which the compiler's region check cannot follow. Whoever hands a value over uses it through the
/// board alone from then on (``Board/add(_:display:)``, package API; the public API makes its displays
/// itself).
struct Handover<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
