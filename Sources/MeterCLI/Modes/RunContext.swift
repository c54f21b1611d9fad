import MeterKit

/// The run as a mode sees it.
struct RunContext {
    /// The meters a run has made, in order: `-v` writes a line for each at the end.
    final class MadeMeters {
        fileprivate(set) var all: [Meter] = []
    }

    let configuration: Configuration
    let environment: [String: String]
    let capabilities: TerminalCapabilities
    /// Whether anything is drawn.
    let drawing: Bool
    let clock: MeterClock
    /// The meters, when anything is drawn or measured (`-v`).
    let board: Board?
    /// Where the data goes.
    let output: Output
    /// Every meter added so far.
    let meters = MadeMeters()

    /// A meter on the board (`nil` when there is none), expecting `total`, named `name` (else `-N`).
    func addMeter(total: UInt64?, name: String? = nil) -> Meter? {
        guard let board else { return nil }
        var settings = configuration
        if let name, settings.name == nil { settings.name = name }
        let meter = DisplayFactory.addMeter(
            to: board, settings, capabilities: capabilities, total: total, clock: clock, drawing: drawing)
        meters.all.append(meter)
        return meter
    }

    /// Writes `meter: MESSAGE` on standard error, above the indicator.
    func report(_ message: String) {
        board?.clearLine()
        MeterCommand.writeError("meter: \(message)\n")
    }
}
