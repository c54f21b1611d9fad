extension Board {
    /// Draws the board by itself, as indicatif's steady tick does: a frame each interval (and a spinner's
    /// frames between them) while the calling task runs, on the board's clock, so that the host only
    /// counts. Returns when the task is cancelled or the board finishes (``finish()``); on a
    /// ``ManualClock`` it draws each time the clock is moved past a deadline, so a test drives it without
    /// waiting.
    ///
    /// ```swift
    /// let board = Board()
    /// let meter = board.add(Meter(total: 100, name: "jobs"))
    /// async let drawing: Void = board.drawContinuously()
    /// for job in jobs { try await job.run(); meter.add(1) }
    /// board.finish()                            // the final line; the drawing ends
    /// await drawing
    /// ```
    public func drawContinuously() async {
        let drawer = Task { await self.drawUntilCancelled() }
        let registered = state.withLock { state in
            guard !state.finished else { return false }
            state.drawers.append(drawer)
            return true
        }
        if !registered { drawer.cancel() }
        await withTaskCancellationHandler { await drawer.value } onCancel: { drawer.cancel() }
    }

    private func drawUntilCancelled() async {
        while !Task.isCancelled {
            update()
            let interval = state.withLock { $0.timing.interval }
            // Before any meter starts there is no deadline (nor while held): look again an interval later.
            let now = clock.now()
            let deadline = nextDeadline.flatMap { $0 > now ? $0 : nil } ?? now.advanced(by: interval)
            do { try await clock.sleep(until: deadline) } catch { return }
        }
    }

    /// When the next frame is due on `clock` (normally the board's own): the next interval, or sooner a
    /// spinner's next frame; `nil` when none will be until data arrives or while the board is held. A host
    /// that draws the board itself sleeps until then and updates it:
    ///
    /// ```swift
    /// while !Task.isCancelled, let deadline = board.nextDeadline(on: clock) {
    ///     try await Task.sleep(until: deadline, clock: clock)
    ///     board.update()
    /// }
    /// ```
    ///
    /// Any real clock will do (`ContinuousClock` for a board on the default `SuspendingClock`: the two agree
    /// while the machine is awake). A ``ManualClock`` must be the board's own: asked on another clock, a
    /// board on a manual clock would give a deadline that moving the manual clock never reaches (and a board
    /// on a real clock one that the manual clock reaches at once), so the program is stopped with a message.
    public func nextDeadline<C: Clock>(on clock: C) -> C.Instant? where C.Duration == Duration {
        ClockMatch.require(
            engineTime(of: clock), matches: self.clock,
            "Board.nextDeadline(on:) was asked on another clock than the board's, and one of them is a ManualClock: ask it on the clock the Board was made with (a ManualClock meets only itself)")
        guard let deadline = nextDeadline else { return nil }
        return clock.now.advanced(by: deadline.duration(since: self.clock.now()))
    }

    /// When the next frame is due on the board's clock, or `nil` (see ``nextDeadline(on:)``).
    package var nextDeadline: Instant? {
        state.withLock { state in
            guard state.suspensions == 0, state.noteStarts() else { return nil }
            if state.held { return state.showsWhileHeld ? state.nextFrame : nil }
            var deadline = state.nextFrame
            for row in state.rows { if let animation = row.nextAnimation, animation < deadline { deadline = animation } }
            if let resend = state.progress?.nextResend, resend < deadline { deadline = resend }
            return deadline
        }
    }

    /// When the next regular frame is due (a spinner's turns aside), or nil while none will be.
    package var nextRegularFrame: Instant? {
        state.withLock { state in
            state.noteStarts() && (!state.held || state.showsWhileHeld) ? state.nextFrame : nil
        }
    }

    /// How often a blocking write must be interrupted for this board's frames: a spinner's pace while a
    /// meter has no total yet, else the interval (a second at most).
    package var interruptInterval: Double {
        let now = clock.now()
        return state.withLock { state in
            for row in state.rows where row.meter.total == nil {
                if row.display.animationInterval(for: row.meter.peek(at: now)) != nil { return 0.1 }
            }
            return min(state.timing.interval, 1)
        }
    }
}
