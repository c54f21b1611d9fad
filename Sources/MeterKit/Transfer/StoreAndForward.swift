/// `-U FILE`: the copy in two parts, as one source of the run loop. First every input is read into the
/// store, with a meter of its own; then the store is written to the output, with what was stored as the
/// total. A slow or bursty source is thus drained before the output is touched (a tape, a disk being
/// imaged, a network link paid by the minute), and the second part has a true percentage and ETA.
///
/// `-U` changes when the bytes move, not which: whatever the first part stored is sent, as a plain copy
/// would have sent it, unless the run is ending (a signal) or the store could not be written.
package final class StoreAndForward: RunSource {
    private enum Part {
        case storing(CopySource)
        case forwarding(CopySource)
        /// Nothing more moves; the meters stay until the board has drawn their final frames.
        case done
    }

    private let store: FileDescriptor
    private let storeName: StreamName
    private let output: Output
    private var options: TransferOptions
    private let clock: MeterClock
    private let storeMeter: Meter?
    private let makeForwardMeter: (UInt64) -> Meter?
    /// The second part's meter: the board holds its meters weakly, so the source keeps it for the final frame.
    private var forwardMeter: Meter?
    private var part: Part
    /// What the first part stored, in the units counted.
    private var stored: UInt64 = 0

    /// Called with each amount as it reaches the output, in the second part (`--record`).
    package var onCount: ((UInt64) -> Void)?
    /// The first part's total, still being counted (lines of the inputs).
    package var pendingTotal: BackgroundTotal? {
        didSet { if case .storing(let copy) = part { copy.pendingTotal = pendingTotal } }
    }

    /// - Parameters:
    ///   - store: the store, open for reading and writing at its start; closed when the run ends.
    ///   - storeName: what messages call it.
    ///   - storeMeter: the first part's meter.
    ///   - forwardMeter: makes the second part's meter, given its total, once the first part is over.
    package init(
        inputs: [InputSource], store: FileDescriptor, storeName: StreamName, output: Output, options: TransferOptions,
        storeMeter: Meter?, clock: MeterClock, forwardMeter: @escaping (UInt64) -> Meter?
    ) {
        self.store = store
        self.storeName = storeName
        self.output = output
        self.options = options
        self.clock = clock
        self.storeMeter = storeMeter
        self.makeForwardMeter = forwardMeter
        var storing = options
        storing.discard = false
        let copy = CopySource(
            inputs: inputs, output: Output(descriptor: store, name: storeName), options: storing, meter: storeMeter, clock: clock)
        part = .storing(copy)
        copy.onCount = { [unowned self] in stored += $0 }
    }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        switch part {
        case .storing(let copy):
            let state = copy.step(ready, in: session)
            guard state == .finished else { return state }
            return forward(after: copy, in: session)
        case .forwarding(let copy):
            return copy.step(ready, in: session)
        case .done:
            return .finished
        }
    }

    /// A new rate applies to the part under way and to the one after it.
    package func take(_ request: any SourceRequest) {
        guard let change = request as? RateLimitChange else { return }
        options.unitsPerSecondLimit = change.rate
        switch part {
        case .storing(let copy), .forwarding(let copy): copy.take(change)
        case .done: break
        }
    }

    package func finish(in session: Session) {
        switch part {
        case .storing(let copy), .forwarding(let copy): copy.finish(in: session)
        case .done: break
        }
        part = .done
        store.close()
    }

    /// The first part is over: the store is read back from its start into the output, with its own meter.
    private func forward(after storing: CopySource, in session: Session) -> SourceState {
        storing.finish(in: session)
        part = .done
        guard !session.isEnding, !storing.outputFailed else { return .finished }
        do {
            try store.seek(to: 0)
        } catch {
            session.fail(Message.failed(storeName, error), status: .readOrWriteError)
            return .finished
        }
        if let storeMeter { session.board?.finish(storeMeter, inPlace: true) }
        forwardMeter = makeForwardMeter(stored)
        let copy = CopySource(held: store, name: storeName, output: output, options: options, meter: forwardMeter, clock: clock)
        copy.onCount = onCount
        part = .forwarding(copy)
        return .busy
    }
}
