/// What the run's session asks of a board beside drawing: clearing the line for a message, the displays
/// and the interval that `-R` changes, the width after a resize, and the stops and continues of job
/// control.
extension Board {
    /// Clears the indicator so that a message can be written where it was; the next frame draws it again.
    package func clearLine() {
        state.withLock { clearMeters($0) }
    }

    func clearMeters(_ state: State) {
        if let stack { return stack.clearLine() }
        for row in state.rows { draw(row, below: state.below) { row.display.clearLine() } }
    }

    /// Draws every meter with the display `make` gives it from the next frame on (`meter -R` changed what
    /// is shown): the old lines are cleared first, so nothing of them stays beside the new ones.
    package func replaceDisplays(_ make: (Meter, Display) -> Display) {
        state.withLock { state in
            clearMeters(state)
            for row in state.rows {
                row.display = make(row.meter, row.display)
                row.nextAnimation = nil
            }
        }
    }

    /// Draws a frame every `seconds` from the next one on (`meter -R -i`).
    package func setInterval(_ seconds: Double) {
        let now = clock.now()
        state.withLock { state in
            state.timing.interval = seconds
            if state.nextFrame > now.advanced(by: seconds) { state.nextFrame = now.advanced(by: seconds) }
        }
    }

    /// Reads the width again (after a resize).
    public func resize() {
        state.withLock { state in
            for row in state.rows { row.display.refreshSize() }
            stack?.refreshSize()
        }
    }

    /// Notes that meter is about to stop (Ctrl-Z): stopped time is not counted as elapsed, the terminal's
    /// indicator shows it paused, and the cursor goes where the shell's job message should follow the lines.
    package func pause() {
        let now = clock.now()
        state.withLock { state in
            for row in state.rows {
                row.meter.pause()
                row.display.stopping()
            }
            stack?.park()
            state.progress?.pause(state.countsAndTotals, at: now)
        }
    }

    /// Notes that meter continues after a stop it announced.
    package func resume() {
        let now = clock.now()
        state.withLock { state in
            for row in state.rows { row.meter.resume() }
            state.progress?.resume(state.countsAndTotals, at: now)
        }
    }

    /// SIGCONT was read: after a stop meter could not announce, the terminal's indicator is sent again; and
    /// after any stop, the displays draw afresh below what the shell wrote meanwhile.
    package func continued() {
        let now = clock.now()
        state.withLock { state in
            for row in state.rows { row.display.continued() }
            stack?.continued()
            state.progress?.continued(state.countsAndTotals, at: now)
        }
    }

    /// Whether a program that reads keys one by one holds the terminal the board draws on (a pager in the
    /// same pipeline): nothing is drawn meanwhile, final lines included.
    package var terminalHeldByProgram: Bool {
        if let terminal = stack?.target as? RowAddressedTerminal { return terminal.isHeldByProgram }
        return state.withLock { state in
            state.rows.contains { ($0.display.target as? RowAddressedTerminal)?.isHeldByProgram == true }
        }
    }

    /// The run goes on after an error: the terminal's indicator shows it from the next frame on.
    package func noteFailure() { state.withLock { $0.progress?.noteFailure() } }
}
