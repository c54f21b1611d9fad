extension RunOutcome {
    /// The copy's part of it, as the library reports it.
    package var transfer: TransferOutcome {
        var outcome = TransferOutcome()
        outcome.status = TransferOutcome.Status(rawValue: statusBits)
        outcome.signal = signal
        outcome.outputClosed = outputClosed
        outcome.cancelled = cancelled
        return outcome
    }
}

extension Session {
    /// Reports a failure of the copy and adds its bits of pv's status to the outcome; the run goes on.
    package func fail(_ message: any Translatable, status: TransferOutcome.Status) {
        fail(message, bits: status.rawValue)
    }

    /// Adds the bits of `status` to the outcome, without a message; the terminal's indicator shows the error.
    package func note(_ status: TransferOutcome.Status) {
        note(bits: status.rawValue)
    }
}
