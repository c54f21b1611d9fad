import MeterKit

/// `meter -R PID OPTIONS`: sends OPTIONS to the running meter PID, which takes them (see
/// ``RemoteControl``), and ends. Status 0 once the meter has taken them; 1 when it cannot be reached or
/// refuses, as pv's. Options a running meter cannot take are named in a warning and not sent.
enum RemoteRequest {
    static func send(_ job: RemoteJob, home: String?, language: Language) -> Int32 {
        let process = job.process
        if !job.ignored.isEmpty {
            StandardError.report(CommandMessage.warning(.remoteIgnored(job.ignored)), in: language)
        }
        var arguments = job.arguments
        do {
            if let size = try job.size?.total(in: job.sizeUnit) { arguments += ["--size", String(size)] }
        } catch {
            return StandardError.usageFailure(error, in: language)
        }
        do {
            _ = try ControlClient(process: process, home: home).send(.remote(arguments: arguments))
            return 0
        } catch {
            StandardError.report(Problem(error, option: "-R", process: process), in: language)
            return RunOutcome.controlProblem
        }
    }

    /// What went wrong in talking to meter `process`, for `option` (`-R`, `-Q`): `-R 4242: MESSAGE`. A
    /// refusal's reason is shown as the other meter said it, in its language.
    struct Problem: Translatable {
        let failure: ControlClient.Failure
        let option: String
        let process: Int32

        init(_ failure: ControlClient.Failure, option: String, process: Int32) {
            self.failure = failure
            self.option = option
            self.process = process
        }

        func text(in language: Language) -> String {
            "\(option) \(process): " + message.text(in: language)
        }

        private var message: any Translatable {
            switch failure {
            case .noMeter:
                return ProcessQueries.isAlive(process)
                    ? CommandMessage.notAMeterOfYours(process: process) : CommandMessage.noProcessWithID(process)
            case .notYours: return CommandMessage.answererNotYours
            case .noReply: return CommandMessage.endedBeforeAnswer
            case .refused(let reason): return CommandMessage.meterRefused(SafeText(reason))
            case .system(let error): return error
            }
        }
    }
}
