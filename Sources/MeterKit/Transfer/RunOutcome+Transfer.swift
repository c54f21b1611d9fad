extension RunOutcome {
    /// The copy's part of it, as the library reports it.
    package var transfer: TransferOutcome {
        var outcome = TransferOutcome()
        outcome.statusBits = statusBits
        outcome.signal = signal
        outcome.outputClosed = outputClosed
        outcome.cancelled = cancelled
        return outcome
    }
}
