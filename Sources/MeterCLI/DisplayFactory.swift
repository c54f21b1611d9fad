import MeterKit

/// Builds the meter and its display from the configuration and the terminal's capabilities.
enum DisplayFactory {
    static func makeMeter(
        _ configuration: Configuration, capabilities: TerminalCapabilities, total: UInt64?, clock: Clock
    ) -> Meter {
        let target = DescriptorTarget(
            descriptor: .standardError, fixedColumns: configuration.width,
            environmentColumns: capabilities.environmentColumns, checksForeground: !configuration.force)
        let display: Display
        if configuration.numeric {
            display = NumericDisplay(
                target: target, timer: configuration.fields.contains(.timer),
                amount: configuration.fields.contains(.amount), rate: configuration.fields.contains(.rate))
        } else {
            let style = Style(
                template: configuration.template, name: configuration.name,
                glyphs: capabilities.unicode ? .unicode : .ascii, si: configuration.si,
                utcClock: configuration.replayPath != nil)
            display = LineDisplay(target: target, style: style)
        }
        return Meter(
            total: total, unit: configuration.transfer.unit, display: display, clock: clock, timing: configuration.timing)
    }
}
