import MeterKit

/// The display options: what a frame shows, when, and how wide.
extension DisplaySettings {
    /// Takes one display option; the names of `-x` that meter knows no display by, or a value without any,
    /// go to `warnings`.
    mutating func take(
        _ id: OptionID, value argument: Argument, option: String, warnings: inout [CommandMessage]
    ) throws(UsageError) {
        let value = argument.text
        switch id {
        case .force: force = true
        case .quiet: quiet = true
        case .interval:
            let seconds = try ValueParsers.seconds(value, option: option, maximum: 1e9)
            timing.interval = min(max(seconds, 0.1), 600)
            intervalGiven = true
        case .wait: timing.waitForData = true
        case .delayStart: timing.delayStart = try ValueParsers.seconds(value, option: option, maximum: 31_536_000)
        case .name:
            name = argument
            namesGiven.append(argument)
        case .averageWindow:
            // pv takes less than a second as a second.
            timing.averageWindow = max(try ValueParsers.seconds(value, option: option, maximum: 86_400), 1)
        case .numeric: numeric = true
        case .format:
            format = Template.lenient(value)
            formatsGiven.append(Template.lenient(value))
        case .width:
            // 0 means the terminal's width, as in pv.
            let columns = try ValueParsers.clampedInteger(value, option: option, range: 0...100_000)
            width = columns == 0 ? nil : columns
        case .height: _ = try ValueParsers.clampedInteger(value, option: option, range: 0...100_000)
        case .cursor: styleSettings.cursor = true
        case .bits:
            // pv's -8 turns its byte counter on, in bits.
            bits = true
            fields.insert(.amount)
        case .gauge: gauge = true
        case .stats: stats = true
        case .summary: summary = true
        case .lastWritten:
            // As many as pv takes; a frame shows as many of them as its width allows.
            lastWrittenCount = try ValueParsers.clampedInteger(value, option: option, range: 0...100_000)
            fields.insert(.lastWritten)
        case .extraDisplay:
            let spec = ExtraDisplaySpec(parsing: value)
            extraDisplay = spec.destinations.isEmpty ? nil : spec
            for name in spec.unknownNames { warnings.append(.ignoredValue(option, .unknownDisplay(SafeText(name)))) }
            if spec.destinations.isEmpty, spec.unknownNames.isEmpty {
                warnings.append(.ignoredValue(option, .namesNoDisplay(SafeText(value))))
            }
        case .json: json = true
        case .jsonFile:
            guard !value.isEmpty else { throw UsageError(option, .fileNameEmpty) }
            jsonFile = argument.path
        default: if let field = DisplaySettings.fieldSwitches[id] { fields.insert(field) }
        }
    }

    /// Whether `--json`'s objects take the display's place on standard error (without `--json-file`, which
    /// takes them elsewhere).
    var jsonOnStandardError: Bool { json && jsonFile == nil }

    /// The switches that each show one field: `-b -t -e -I -r -a -p`.
    static let fieldSwitches: [OptionID: Template.Field] = [
        .bytes: .amount, .timer: .timer, .eta: .eta, .fineta: .finishTime, .rate: .rate, .averageRate: .averageRate,
        .progress: .progress, .bufferPercent: .bufferPercent,
    ]
}
