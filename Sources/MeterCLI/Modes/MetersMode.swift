import MeterKit

/// `meter --meters`: every running meter of the user's, shown here with this command line's display
/// options, as `-Q` shows one: copies, `-d` and `--copies` watchers, `--exec` meters (those that answer on a
/// control channel; not `-Q`, not another `--meters`, not this one). Each line is named after its meter's
/// process (and the name that meter gives it); meters started later join; each that ends leaves its final
/// lines, and the run ends when all have. Status 1 when none runs at the start, as `-Q` of a meter that is
/// not there.
struct MetersMode: Mode {
    /// The `HOME` variable: where the user's folder for control sockets is.
    let home: String?

    func signals(drawing: Bool) -> [Signal]? {
        Session.runSignals
    }

    var writesOutput: Bool { false }
    var usesTimer: Bool { false }
    var stacksMeters: Bool { true }
    var answersRequests: Bool { false }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        let meters = MetersSource(
            finder: MeterFinder(home: home), home: home, board: run.board, clock: run.clock,
            interval: run.configuration.display.timing.interval, noMeters: CommandMessage.noMetersRunning
        ) { process, index, state in
            let name = "\(process)" + (state.name.map { " " + $0 } ?? "")
            // The JSON objects know each line by its meter's process, and its place there after the first.
            let identity = JSONIdentity(id: index == 0 ? "\(process)" : "\(process):\(index)", name: name)
            return run.addMeter(total: state.total, name: name, unit: state.unit, identity: identity)
        }
        return [meters]
    }
}
