import Glibc
import MeterKit

/// `meter --replay SCRIPT`: the scripted stream on standard output, its frames on standard error, computed
/// on a virtual clock that starts at 2026-01-01 00:00:00 UTC, so every run prints the same bytes.
enum ReplayCommand {
    static func run(_ configuration: Configuration, script path: String, environment: [String: String]) -> Int32 {
        let script: ReplayScript
        do {
            script = try ReplayScript.load(contentsOf: path, si: configuration.si)
        } catch {
            switch error {
            case .unreadable(let errno): MeterCommand.writeError("meter: \(path): \(errno)\n")
            case .malformed(let problem): MeterCommand.writeError("meter: \(path):\(problem.line): \(problem.message)\n")
            }
            return TransferOutcome.cannotOpen
        }
        let total: UInt64?
        do { total = try configuration.explicitTotal() } catch { return MeterCommand.usageFailure(error) }

        SignalSetup.ignore(SIGPIPE)
        guard let (output, outputName) = RunSetup.openOutput(configuration) else { return TransferOutcome.cannotOpen }
        let clock = ManualClock()
        let capabilities = TerminalCapabilities.detect(descriptor: .standardError, environment: environment)
        let meter = configuration.quiet ? nil : DisplayFactory.makeMeter(configuration, capabilities: capabilities, total: total, clock: clock)
        var failure: Int32 = 0
        let replayer = Replayer(
            script: script, unit: configuration.transfer.unit, meter: meter, clock: clock,
            rateLimit: configuration.transfer.rateLimit, stopAfter: configuration.stopAtSize ? total : nil
        ) { bytes in
            guard let output else { return true }
            do throws(Errno) {
                try output.writeAll(bytes)
            } catch {
                if error != Errno(EPIPE) {
                    meter?.clearLine()
                    MeterCommand.writeError("meter: \(outputName): write failed: \(error)\n")
                    failure = TransferOutcome.readOrWriteError
                }
                return false
            }
            return true
        }
        replayer.run()
        return failure
    }
}
