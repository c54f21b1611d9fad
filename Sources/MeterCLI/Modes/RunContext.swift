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

    /// A meter on the board (`nil` when nothing is drawn), expecting `total`, named `name` (else `-N`).
    func addMeter(total: UInt64?, name: String? = nil) -> Meter? {
        guard let board else { return nil }
        var settings = configuration
        if let name, settings.name == nil { settings.name = name }
        return DisplayFactory.addMeter(to: board, settings, capabilities: capabilities, total: total, clock: clock)
    }

    /// Writes `meter: MESSAGE` on standard error, above the indicator.
    func report(_ message: String) {
        board?.clearLine()
        MeterCommand.writeError("meter: \(message)\n")
    }
}
