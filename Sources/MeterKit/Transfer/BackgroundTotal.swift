import Synchronization

/// The expected total of line-mode file inputs, counted on a thread of its own while the copy runs, so
/// that the first bytes flow at once rather than after a whole pass over the files. On more than one
/// processor the count costs no time at all; on one it costs what counting first did.
///
/// The thread reads the files through descriptors of its own and publishes one word, and each file's counts
/// block by block (``CountedBlocks``), which the copy takes instead of counting those blocks again; it
/// blocks every signal (see `DetachedThread`).
package final class BackgroundTotal: Sendable {
    /// The count once done, `noTotal` when the inputs have none, `pending` before.
    private let state = Atomic<UInt64>(BackgroundTotal.pending)
    private static let pending = UInt64.max
    private static let noTotal = UInt64.max - 1
    /// What the count finds in each input, in the order of the inputs: nil for what is not a file operand.
    private let blocks: [CountedBlocks?]

    /// Starts counting `unit`s in `sources` (see `InputTotals.total(of:unit:)`). If no thread can be
    /// started, counts before returning.
    package init(sources: [InputSource], unit: CountingUnit) {
        let sources = sources.isEmpty ? [.standardInput] : sources
        let blocks = sources.map { source -> CountedBlocks? in
            guard unit.delimiter != nil, case .file = source else { return nil }
            return CountedBlocks()
        }
        self.blocks = blocks
        let count: @Sendable () -> Void = { [self] in finish(BackgroundTotal.count(sources, unit: unit, into: blocks)) }
        if !DetachedThread.start(count) { count() }
    }

    /// What the count finds in the input at `index` of the inputs, block by block; nil when it counts none.
    package func countedBlocks(ofInput index: Int) -> CountedBlocks? {
        blocks.indices.contains(index) ? blocks[index] : nil
    }

    /// The sum of what each of `sources` has, as `InputTotals.total(of:unit:)` counts it; each file's
    /// blocks handed over as they are counted.
    private static func count(_ sources: [InputSource], unit: CountingUnit, into blocks: [CountedBlocks?]) -> UInt64? {
        guard let delimiter = unit.delimiter else { return InputTotals.total(of: sources, unit: unit) }
        var sum: UInt64?
        for (source, recorded) in zip(sources, blocks) {
            let part = InputTotals.delimiters(of: source, delimiter: delimiter, recording: recorded)?.count
            if part == nil { recorded?.finish(failed: true) }
            if let part { sum = (sum ?? 0) &+ part }
        }
        return sum
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
