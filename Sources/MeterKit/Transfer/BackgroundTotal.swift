import Synchronization

/// The expected total of line-mode file inputs, counted on a thread of its own while the copy runs, so
/// that the first bytes flow at once rather than after a whole pass over the files. On more than one
/// processor the count costs no time at all; on one it costs what counting first did.
///
/// The thread reads the files through descriptors of its own and publishes one word; it blocks every
/// signal (see `DetachedThread`).
package final class BackgroundTotal: Sendable {
    /// The count once done, `noTotal` when the inputs have none, `pending` before.
    private let state = Atomic<UInt64>(BackgroundTotal.pending)
    private static let pending = UInt64.max
    private static let noTotal = UInt64.max - 1

    /// Starts counting `unit`s in `sources` (see `InputTotals.total(of:unit:)`). If no thread can be
    /// started, counts before returning.
    package init(sources: [InputSource], unit: CountingUnit) {
        let count: @Sendable () -> Void = { [self] in finish(InputTotals.total(of: sources, unit: unit)) }
        if !DetachedThread.start(count) { count() }
    }

    /// The total once counted: `.some(nil)` when the inputs have none, `nil` while the count goes on.
    package var result: UInt64?? {
        switch state.load(ordering: .acquiring) {
        case Self.pending: return nil
        case Self.noTotal: return .some(nil)
        case let total: return .some(total)
        }
    }

    private func finish(_ total: UInt64?) {
        state.store(min(total ?? Self.noTotal, Self.noTotal), ordering: .releasing)
    }
}
