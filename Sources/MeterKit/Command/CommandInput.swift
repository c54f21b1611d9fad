/// What a wrapped command reads, as a source of the run loop (`meter -M in --exec …`): meter's standard
/// input copied into the pipe the command reads, and counted on the way. When the copy ends (the input has
/// ended, or the command stopped reading) the pipe is closed, so the command sees the end of its input;
/// the command stopping early ends this copy quietly and the run goes on until the command ends.
package final class CommandInput: RunSource {
    private let copy: CopySource
    private let pipe: FileDescriptor
    private var closed = false

    /// A copy of `inputs` (standard input when empty) into `pipe`, the write end of the command's standard
    /// input, which this source closes.
    package init(inputs: [InputSource], pipe: FileDescriptor, options: TransferOptions, meter: Meter?, clock: MeterClock) {
        var options = options
        // Everything read goes to the command, at once and all of it.
        options.discard = false
        options.unitsPerSecondLimit = nil
        options.stopAfter = nil
        copy = CopySource(
            inputs: inputs, output: Output(descriptor: pipe, name: .commandInput), options: options, meter: meter,
            clock: clock)
        copy.endsRunWhenOutputCloses = false
        self.pipe = pipe
    }

    /// Called with each amount as it reaches the command (`%{ratio}` follows it).
    package var onCount: ((UInt64) -> Void)? {
        get { copy.onCount }
        set { copy.onCount = newValue }
    }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        let state = copy.step(ready, in: session)
        if state == .finished { close(in: session) }
        return state
    }

    package func handle(_ signal: SignalEvent, in session: Session) -> Bool { copy.handle(signal, in: session) }

    package func finish(in session: Session) { close(in: session) }

    private func close(in session: Session) {
        guard !closed else { return }
        closed = true
        copy.finish(in: session)
        pipe.close()
    }
}
