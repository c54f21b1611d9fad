import MeterKit

/// The run as a mode sees it.
struct RunContext {
    let configuration: Configuration
    let environment: [String: String]
    let capabilities: TerminalCapabilities
    /// Whether anything is drawn.
    let drawing: Bool
    let clock: MeterClock
    /// The meters, when anything is drawn.
    let board: Board?
    /// Where the data goes.
    let output: Output

    /// A meter on the board (`nil` when nothing is drawn), expecting `total`, named `-N`, else `name`.
    func addMeter(total: UInt64?, name: String? = nil) -> Meter? {
        var settings = configuration
        if let name, settings.name == nil { settings.name = name }
        return addMeter(total: total, settings: settings)
    }

    /// A meter on the board (`nil` when nothing is drawn), expecting `total`, drawn as `settings` say: the
    /// run's options with a mode's own name or layout for this meter.
    func addMeter(total: UInt64?, settings: Configuration) -> Meter? {
        guard let board else { return nil }
        return DisplayFactory.addMeter(to: board, settings, capabilities: capabilities, total: total, clock: clock)
    }

    /// Writes `meter: MESSAGE` on standard error, above the indicator.
    func report(_ message: String) {
        board?.clearLine()
        MeterCommand.writeError("meter: \(message)\n")
    }
}
