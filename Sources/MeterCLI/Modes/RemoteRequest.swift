import MeterKit

/// `meter -R PID OPTIONS`: sends OPTIONS to the running meter PID, which takes them (see
/// ``RemoteControl``), and ends. Status 0 once the meter has taken them; 1 when it cannot be reached or
/// refuses, as pv's. Options a running meter cannot take are named in a warning and not sent.
enum RemoteRequest {
    static func send(_ configuration: Configuration, to process: Int32) -> Int32 {
        if !configuration.remoteIgnored.isEmpty {
            let names = configuration.remoteIgnored.joined(separator: ", ")
            MeterCommand.writeError("meter: warning: -R: \(names) cannot change while a meter runs: ignored\n")
        }
        var arguments = configuration.remoteArguments
        do {
            if let size = try configuration.explicitTotal() { arguments += ["--size", String(size)] }
        } catch {
            return MeterCommand.usageFailure(error)
        }
        do {
            _ = try ControlClient.send(.remote(arguments: arguments), to: process)
            return 0
        } catch {
            MeterCommand.writeError("meter: " + message(for: error, option: "-R", process: process) + "\n")
            return TransferOutcome.controlProblem
        }
    }

    /// What went wrong in talking to meter `process`, for `option` (`-R`, `-Q`), without `meter: `.
    static func message(for failure: ControlClient.Failure, option: String, process: Int32) -> String {
        let prefix = "\(option) \(process): "
        switch failure {
        case .noMeter:
            return prefix + (ProcessQueries.isAlive(process)
                ? "process \(process) is not a meter of yours" : "no process with ID \(process)")
        case .notYours: return prefix + "the process answering is not yours: nothing was sent"
        case .noReply: return prefix + "the meter ended before it answered"
        case .refused(let reason): return prefix + "the meter refused: \(SafeText(reason))"
        case .system(let error): return prefix + "\(error)"
        }
    }
}
