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
/// A board may be used from any thread: each method takes its lock, and nothing it calls while holding the
/// lock (a meter's own lock, a target's write) ever comes back to the board.
public final class Board: @unchecked Sendable {
    /// One meter and how it is drawn.
    private final class Row {
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

    private let lock = Mutex(())
    private let clock: any MeterClock
    private var timing: Meter.Timing
    private let created: Instant
    private var rows: [Row] = []
    private var nextFrame: Instant
    private var gridSet = false
    private var anyStarted = false
    private let stack: StackedLines?
    private let style: Style
    private var heldValue = false
    private var framesValue = 0
    private var progressValue: TerminalProgress?

    /// A board drawing on `target`, each meter in `style` unless it is added with one of its own: every
    /// `interval`, the first frame one interval in (as pv's: a quick job shows only its final line) or after
    /// `delay`. Several meters' lines are redrawn in place as one block.
    public convenience init(
        target: FrameTarget = DescriptorTarget.standardError(), style: Style = .automatic(),
        clock: any MeterClock = MonotonicClock(), interval: Duration = .seconds(1), delay: Duration = .zero
    ) {
        let timing = Meter.Timing(interval: max(interval.seconds, 0.001), delayStart: max(delay.seconds, 0))
        self.init(clock: clock, timing: timing, stack: StackedLines(target: target), style: style)
    }

    /// A board as the command line sets one up: with `stack`, several meters' lines are redrawn in place as
    /// one block; without it, each meter is added with a display of its own (``add(_:display:)``).
    package init(clock: any MeterClock, timing: Meter.Timing = .init(), stack: StackedLines? = nil, style: Style = Style()) {
        self.clock = clock
        self.timing = timing
        self.created = clock.now()
        self.nextFrame = created
        self.stack = stack
        self.style = style
    }

    /// Frames drawn so far, spinner frames and redraws included: text written above the indicator uses it
    /// to know whether a frame has drawn the indicator again since.
    package var framesDrawn: Int { lock.withLock { _ in framesValue } }

    /// While set, nothing is drawn and no frame is due: an unfinished line of a wrapped command's output is
    /// on the terminal, and a frame would overwrite it. Frames missed meanwhile are drawn once it clears.
    package var isHeld: Bool {
        get { lock.withLock { _ in heldValue } }
        set { lock.withLock { _ in heldValue = newValue } }
    }

    /// Draws `meter` from the next frame on, below the meters added before it, in `style` (else the
    /// board's). Returns the meter.
    @discardableResult
    public func add(_ meter: Meter, style: Style? = nil) -> Meter {
        let style = style ?? self.style
        let display = stack?.row(style: style) ?? LineDisplay(target: DescriptorTarget.standardError(), style: style)
        add(meter, display: display)
        return meter
    }

    /// Draws `meter` with `display` from the next frame on, below the meters added before it.
    package func add(_ meter: Meter, display: Display) {
        lock.withLock { _ in
            if !gridSet {
                // A display that reports the start (plain lines) gets its first frame at once.
                gridSet = true
                let first = display.drawsAtStart ? timing.delayStart : max(timing.delayStart, timing.interval)
                nextFrame = created.advanced(by: first)
            }
            rows.append(Row(meter: meter, display: display))
        }
    }

    /// A display for one more row of the stacked block (with `stack`), else `display` itself. `animates`:
    /// whether a spinner on it turns between frames.
    package func display(for style: Style, animates: Bool = true, otherwise display: Display) -> Display {
        stack?.row(style: style, animates: animates) ?? display
    }

    /// How often a blocking write must be interrupted for this board's frames: a spinner's pace while a
    /// meter has no total yet, else the interval (a second at most).
    package var interruptInterval: Double {
        lock.withLock { _ in
            let now = clock.now()
            for row in rows where row.meter.total == nil {
                if row.display.animationInterval(for: row.meter.peek(at: now)) != nil { return 0.1 }
            }
            return min(timing.interval, 1)
        }
    }

    /// The terminal's own progress indicator (OSC 9;4), fed from every meter on the board at each frame,
    /// or `nil` to write none.
    package var terminalProgress: TerminalProgress? {
        get { lock.withLock { _ in progressValue } }
        set { lock.withLock { _ in progressValue = newValue } }
    }

    /// Whether any meter is still drawn.
    public var isEmpty: Bool { lock.withLock { _ in rows.isEmpty } }

    /// When the next frame is due (the next interval, or sooner a spinner's next frame), or `nil` when none
    /// will be until data arrives or while the board is held.
    public var nextDeadline: Instant? {
        lock.withLock { _ in
            guard !heldValue, noteStarts() else { return nil }
            var deadline = nextFrame
            for row in rows { if let animation = row.nextAnimation, animation < deadline { deadline = animation } }
            if let resend = progressValue?.nextResend, resend < deadline { deadline = resend }
            return deadline
        }
    }

    /// Draws a frame if one is due: every interval a new snapshot of each meter; between intervals, while a
    /// spinner is shown, the last snapshot again with only its animation time moved on, so the values keep
    /// the interval's pace (and the rate its meaning) while the spinner turns at its own.
    public func update() {
        lock.withLock { _ in drawDueFrame() }
    }

    private func drawDueFrame() {
        guard !heldValue, noteStarts() else { return }
        let now = clock.now()
        if now >= nextFrame {
            // Keep frames on the interval's grid; after a long stall, skip the missed ones.
            repeat { nextFrame = nextFrame.advanced(by: timing.interval) } while nextFrame <= now
            // The terminal's indicator goes first: whoever sees a frame's line has seen its state too.
            progressValue?.frame(countsAndTotals, at: now)
            var drew = false
            for row in rows {
                row.nextAnimation = nil
                guard row.meter.started, row.display.isVisible else { continue }
                let snapshot = row.meter.frame(at: now)
                row.lastSnapshot = snapshot
                row.display.show(snapshot)
                row.hasShown = true
                scheduleAnimation(of: row, after: snapshot, now: now)
                drew = true
            }
            if drew { endFrame() }
        } else if rows.contains(where: { $0.nextAnimation.map { now >= $0 } ?? false }) {
            animate(now: now)
        }
        progressValue?.resendIfDue(countsAndTotals, at: now)
    }

    /// The count and total of every meter that has started, for the terminal's indicator.
    private var countsAndTotals: [(count: UInt64, total: UInt64?)] {
        rows.map(\.meter).filter(\.started).map { ($0.count, $0.total) }
    }

    /// Draws the spinners whose next frame is due.
    private func animate(now: Instant) {
        var drew = false
        for row in rows {
            guard let due = row.nextAnimation, now >= due, var snapshot = row.lastSnapshot else { continue }
            row.nextAnimation = nil
            guard row.display.isVisible else { continue }
            snapshot.animationTime = row.meter.elapsed(at: now)
            snapshot.message = row.meter.shownMessage
            row.display.redraw(snapshot)
            scheduleAnimation(of: row, after: snapshot, now: now)
            drew = true
        }
        if drew { endFrame() }
    }

    /// Draws the current state at once, where a frame has been drawn before (after text was written above
    /// the indicator). The rate since the last frame and the frame grid are left as they were.
    package func redraw() {
        lock.withLock { _ in
            let now = clock.now()
            var drew = false
            for row in rows where row.hasShown && row.display.isVisible && row.meter.started {
                row.display.redraw(row.meter.peek(at: now))
                drew = true
            }
            if drew { endFrame() }
        }
    }

    /// Draws the final frame of every meter (the whole run's average rate, no ETA) and ends their lines.
    public func finish() {
        lock.withLock { _ in
            for row in rows {
                draw(finalFrameOf: row)
                row.display.end()
            }
            rows.removeAll()
            stack?.flush()
            progressValue?.end()
        }
    }

    /// Draws the final frame of `meter` and takes it off the board; the others go on. With `clear`, its
    /// line goes instead, as if it had never been drawn (indicatif's finish and clear).
    public func finish(_ meter: Meter, clear: Bool = false) {
        lock.withLock { _ in
            guard let index = rows.firstIndex(where: { $0.meter === meter }) else { return }
            let row = rows.remove(at: index)
            if clear {
                row.display.remove()
            } else {
                draw(finalFrameOf: row)
            }
            row.display.end()
            stack?.flush()
            if rows.isEmpty { progressValue?.end() }
        }
    }

    /// Takes every meter off the board and clears their lines, drawing no final frame.
    public func clear() {
        lock.withLock { _ in
            for row in rows {
                row.display.remove()
                row.display.end()
            }
            rows.removeAll()
            stack?.flush()
            progressValue?.end()
        }
    }

    /// Writes `text` on a line of its own above the meters, which the next frame draws again below it.
    public func print(_ text: String) {
        lock.withLock { _ in
            clearMeters()
            guard let target = stack?.target ?? rows.first?.display.target else { return }
            _ = target.write(SafeText(text).text + "\n")
            redrawShown()
        }
    }

    /// Nothing is drawn if no frame was ever due for the meter (`-W` with no data, or `-D` longer than the run).
    private func draw(finalFrameOf row: Row) {
        let now = clock.now()
        let meter = row.meter
        guard meter.started, now >= meter.start.advanced(by: timing.delayStart), row.display.isVisible else { return }
        row.display.finish(meter.frame(at: now, final: true))
    }

    /// Clears the indicator so that a message can be written where it was; the next frame draws it again.
    package func clearLine() {
        lock.withLock { _ in clearMeters() }
    }

    private func clearMeters() {
        if let stack { return stack.clearLine() }
        for row in rows { row.display.clearLine() }
    }

    /// Draws again, at once, the meters that have been drawn.
    private func redrawShown() {
        let now = clock.now()
        for row in rows where row.hasShown && row.display.isVisible { row.display.redraw(row.meter.peek(at: now)) }
        stack?.flush()
    }

    /// Draws every meter with the display `make` gives it from the next frame on (`meter -R` changed what
    /// is shown): the old lines are cleared first, so nothing of them stays beside the new ones.
    package func replaceDisplays(_ make: (Meter, Display) -> Display) {
        lock.withLock { _ in
            clearMeters()
            for row in rows {
                row.display = make(row.meter, row.display)
                row.nextAnimation = nil
            }
        }
    }

    /// Draws a frame every `seconds` from the next one on (`meter -R -i`).
    package func setInterval(_ seconds: Double) {
        lock.withLock { _ in
            let now = clock.now()
            timing.interval = seconds
            if nextFrame > now.advanced(by: seconds) { nextFrame = now.advanced(by: seconds) }
        }
    }

    /// Reads the width again (after a resize).
    public func resize() {
        lock.withLock { _ in
            for row in rows { row.display.refreshSize() }
            stack?.refreshSize()
        }
    }

    /// Notes that meter is about to stop (Ctrl-Z): stopped time is not counted as elapsed, and the
    /// terminal's indicator shows it paused.
    package func pause() {
        lock.withLock { _ in
            for row in rows { row.meter.pause() }
            progressValue?.pause(countsAndTotals, at: clock.now())
        }
    }

    /// Notes that meter continues after a stop it announced.
    package func resume() {
        lock.withLock { _ in
            for row in rows { row.meter.resume() }
            progressValue?.resume(countsAndTotals, at: clock.now())
        }
    }

    /// SIGCONT was read: after a stop meter could not announce, the terminal's indicator is sent again; and
    /// after any stop, the displays draw afresh below what the shell wrote meanwhile.
    package func continued() {
        lock.withLock { _ in
            for row in rows { row.display.continued() }
            stack?.continued()
            progressValue?.continued(countsAndTotals, at: clock.now())
        }
    }

    /// The run goes on after an error: the terminal's indicator shows it from the next frame on.
    package func noteFailure() { lock.withLock { _ in progressValue?.noteFailure() } }

    /// Whether any meter on the board has started. The first to start with `-W` starts the frame grid then.
    private func noteStarts() -> Bool {
        if anyStarted { return !rows.isEmpty }
        guard let first = rows.lazy.map(\.meter).first(where: \.started) else { return false }
        anyStarted = true
        if timing.waitForData { nextFrame = max(nextFrame, first.start) }
        return true
    }

    private func endFrame() {
        stack?.flush()
        framesValue += 1
    }

    /// Plans the spinner's next frame after drawing `snapshot` at `now`, on the animation's own grid.
    private func scheduleAnimation(of row: Row, after snapshot: Snapshot, now: Instant) {
        guard let interval = row.display.animationInterval(for: snapshot), interval > 0 else { return }
        let time = snapshot.animationTime
        // The same small allowance as the frame number's, so a frame drawn just as it is due counts as drawn.
        let next = ((time / interval + 1e-6).rounded(.down) + 1) * interval
        row.nextAnimation = now.advanced(by: max(next - time, 0.001))
    }
}

extension Board: IndicatorLine {}
