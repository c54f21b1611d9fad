import MeterKit

/// `--replay SCRIPT`: the scripted stream on the output, its frames on standard error, computed on a virtual
/// clock that starts at 2026-01-01 00:00:00 UTC, so every run prints the same bytes. The copy is the live
/// one, limits and all; only the clock and the input are scripted.
struct ReplayMode: Mode {
    private let configuration: Configuration
    private let script: ReplayScript
    private let total: UInt64?
    private let clock = VirtualClock()

    init(_ configuration: Configuration, script path: FilePath, total: UInt64?, language: Language) throws(EarlyExit) {
        do {
            script = try ReplayScript.load(contentsOf: path, si: configuration.stream.si)
        } catch {
            switch error {
            case .unreadable(let code, _): MeterCommand.report(Message.failed(.file(path), Errno(code)), in: language)
            case .malformed(let problem):
                MeterCommand.writeError("meter: \(SafeText(path)):\(problem.line): \(problem.message(in: language))\n")
            }
            throw EarlyExit(status: TransferOutcome.Status.cannotOpen.exitStatus)
        }
        self.configuration = configuration
        self.total = total
    }

    func signals(drawing: Bool) -> [Signal]? { nil }
    var usesTimer: Bool { false }
    var answersRequests: Bool { false }
    func makeClock() -> (MeterClock, Waiter) { (clock, VirtualWaiter(clock: clock)) }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        var transfer = configuration.stream.transfer
        transfer.stopAfter = configuration.stream.stopAtSize ? total ?? 0 : nil
        let feed = ReplayFeed(script: script, unit: transfer.unit, start: clock.now())
        return [CopySource(script: feed, output: run.output, options: transfer, meter: run.addMeter(total: total), clock: clock)]
    }
}
