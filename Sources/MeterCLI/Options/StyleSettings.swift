import MeterKit

/// What the style options asked for: the indicator, its glyphs, the layout, colour, motion,
/// plain mode and cursor positioning. Turned into a ``Style`` and a display by ``DisplayFactory``.
struct StyleSettings: Sendable, Equatable {
    var indicator = Style.Indicator.linear
    var ring = Style.Ring.braille
    var barStyle = Style.Bar.granular
    var spinnerSpeed = 1.0
    var layout: Style.Layout?
    var color = Style.Color.auto
    var tint = Style.Tint.orange
    /// `--reduce-motion` (true) or `--no-reduce-motion` (false), the last one given; nil leaves it to
    /// `REDUCE_MOTION`.
    var reduceMotion: Bool?
    /// `--plain` (true) or `--no-plain` (false), the last one given; nil leaves it to `ACCESSIBLE`.
    var plain: Bool?
    /// `--heartbeat`: the seconds without a plain line after which one is written, 0 for none; nil leaves
    /// it to where the lines go (60 off a terminal, none on one).
    var heartbeat: Double?
    var cursor = false
    /// `--terminal-progress`; nil leaves it to `METER_TERMINAL_PROGRESS`, else `auto`.
    var terminalProgress: TerminalProgressMode?

    /// Takes one style option's value.
    mutating func apply(_ id: OptionID, value: String, option: String) throws(UsageError) {
        switch id {
        case .indicatorStyle: indicator = try choice(value, option: option)
        case .ring: ring = try choice(value, option: option)
        case .barStyle: barStyle = try choice(value, option: option)
        case .layout: layout = try choice(value, option: option)
        case .color: color = try choice(value, option: option)
        case .spinnerSpeed:
            guard let factor = SizeNotation.decimal(value.trimmingSpaces()) else {
                throw UsageError(option, .invalidFactor(SafeText(value)))
            }
            guard factor >= 0.01, factor <= 100 else {
                throw UsageError(option, .outOfRange(SafeText(value), lowest: "0.01", highest: "100"))
            }
            spinnerSpeed = factor
        case .tint:
            guard let color = Style.Tint(value.trimmingSpaces()) else {
                throw UsageError(option, .invalidColor(SafeText(value), names: Style.Tint.named.map(\.name)))
            }
            tint = color
        case .reduceMotion: reduceMotion = true
        case .noReduceMotion: reduceMotion = false
        case .plain: plain = true
        case .noPlain: plain = false
        case .heartbeat: heartbeat = try ValueParsers.seconds(value, option: option, maximum: 31_536_000)
        case .terminalProgress: terminalProgress = try choice(value, option: option)
        case .cursor: cursor = true
        default: break
        }
    }

    /// One of an enumeration's raw values, or an error that lists them.
    private func choice<Value: RawRepresentable & CaseIterable>(_ text: String, option: String) throws(UsageError) -> Value
    where Value.RawValue == String {
        if let value = Value(rawValue: text.trimmingSpaces().lowercased()) { return value }
        throw UsageError(option, .invalidChoice(SafeText(text), choices: Value.allCases.map(\.rawValue)))
    }

    /// Whether the progress field shows its percentage (all but the `mini` layout, and always with `-F`).
    func showsPercentage(format: Template?) -> Bool {
        format != nil || layout != .mini
    }
}
