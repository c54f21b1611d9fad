import MeterKit

/// `meter -Q PID`: draws the progress of the running meter PID here, with this command line's display
/// options, until it ends; one line for each of its meters. Nothing is read or written but the display.
/// Status 1 when PID cannot be asked (no meter of this user runs as PID), as pv's.
struct QueryMode: Mode {
    let process: Int32
    /// The `HOME` variable: where the user's folder for control sockets is.
    let home: String?

    func signals(drawing: Bool) -> [Signal]? {
        Session.runSignals
    }

    var writesOutput: Bool { false }
    var usesTimer: Bool { false }
    var answersRequests: Bool { false }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        let process = self.process
        let query = QuerySource(
            client: ControlClient(process: process, home: home), clock: run.clock, interval: run.configuration.display.timing.interval,
            makeMeter: { state in run.addMeter(total: state.total, name: state.name, unit: state.unit) },
            describe: { failure in RemoteRequest.Problem(failure, option: "-Q", process: process) })
        return [query]
    }
}
