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
}
