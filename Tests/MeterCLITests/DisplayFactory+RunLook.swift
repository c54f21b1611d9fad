@testable import MeterCLI
import MeterKit

/// The factory's calls for a meter drawn with the run's own look, as most tests ask for one.
extension DisplayFactory {
    static func makeStyle(_ configuration: Configuration, capabilities: TerminalCapabilities) -> Style {
        makeStyle(configuration, look: configuration.look, capabilities: capabilities)
    }

    static func makeDisplay(_ configuration: Configuration, capabilities: TerminalCapabilities, target: FrameTarget) -> Display {
        makeDisplay(configuration, look: configuration.look, capabilities: capabilities, target: target)
    }

    static func addMeter(
        to board: Board, _ configuration: Configuration, capabilities: TerminalCapabilities, total: UInt64?,
        clock: MeterClock, standardError: Bool = true, json: JSONLines? = nil, identity: JSONIdentity? = nil
    ) -> Meter {
        addMeter(
            to: board, configuration, look: configuration.look, capabilities: capabilities, total: total, clock: clock,
            standardError: standardError, json: json, identity: identity)
    }
}

extension Configuration {
    var numericTemplate: Template { numericTemplate(for: look) }
    var displayTemplates: [Template] { displayTemplates(for: look) }
}
