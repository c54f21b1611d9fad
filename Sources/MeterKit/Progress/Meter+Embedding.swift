extension Meter {
    /// A meter that draws one line, redrawn in place, on `target` (for example
    /// `DescriptorTarget(descriptor: .standardError, fixedColumns: nil, environmentColumns: nil, checksForeground: true)`,
    /// or a ``CapturedTarget`` in tests).
    ///
    /// ```swift
    /// let meter = Meter(total: 1 << 30, style: Style(name: "upload"), target: screen)
    /// for chunk in chunks { send(chunk); meter.add(UInt64(chunk.count)); meter.update() }
    /// meter.finish()
    /// ```
    public convenience init(
        total: UInt64?, unit: CountingUnit = .bytes, style: Style = Style(), target: FrameTarget,
        clock: Clock = MonotonicClock(), timing: Timing = Timing()
    ) {
        self.init(total: total, unit: unit, display: LineDisplay(target: target, style: style), clock: clock, timing: timing)
    }
}
