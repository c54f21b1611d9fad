import Glibc
import Synchronization

/// The expected total of line-mode file inputs, counted on a thread of its own while the copy runs, so
/// that the first bytes flow at once rather than after a whole pass over the files. On more than one
/// processor the count costs no time at all; on one it costs what counting first did.
///
/// The thread blocks every signal, so that signals keep reaching the thread that handles them (the
/// `meter` command's signal descriptor, and the SIGALRM that interrupts a blocked write).
public final class BackgroundTotal: Sendable {
    /// The count once done, `noTotal` when the inputs have none, `pending` before.
    private let state = Atomic<UInt64>(BackgroundTotal.pending)
    private static let pending = UInt64.max
    private static let noTotal = UInt64.max - 1

    /// Starts counting `unit`s in `sources` (see `InputTotals.total(of:unit:)`). If no thread can be
    /// started, counts before returning.
    public init(sources: [InputSource], unit: CountingUnit) {
        let job = Unmanaged.passRetained(Job(sources: sources, unit: unit, owner: self)).toOpaque()
        var all = sigset_t()
        var previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, job)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        if started == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Job>.fromOpaque(job).takeRetainedValue().run()
        }
    }

    /// The total once counted: `.some(nil)` when the inputs have none, `nil` while the count goes on.
    public var result: UInt64?? {
        switch state.load(ordering: .acquiring) {
        case Self.pending: return nil
        case Self.noTotal: return .some(nil)
        case let total: return .some(total)
        }
    }

    fileprivate func finish(_ total: UInt64?) {
        state.store(min(total ?? Self.noTotal, Self.noTotal), ordering: .releasing)
    }

    private final class Job: @unchecked Sendable {
        let sources: [InputSource]
        let unit: CountingUnit
        let owner: BackgroundTotal

        init(sources: [InputSource], unit: CountingUnit, owner: BackgroundTotal) {
            self.sources = sources
            self.unit = unit
            self.owner = owner
        }

        func run() { owner.finish(InputTotals.total(of: sources, unit: unit)) }
    }
}
