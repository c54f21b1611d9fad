import MeterKit

/// Everything the command line asked for, checked and converted.
struct Configuration: Sendable {
    enum Action: Sendable, Equatable { case run, help, version, completionScript(CompletionScript.Shell) }

    /// Where the expected total comes from.
    enum SizeSource: Sendable, Equatable {
        case value(UInt64)
        case file(String)
    }

    var action: Action = .run
    var inputs: [InputSource] = []
    var outputPath: String?
    var transfer = TransferOptions()
    var size: SizeSource?
    var si = false
    var quiet = false
    var force = false
    var numeric = false
    var timing = Meter.Timing()
    var fields: Set<Template.Field> = []
    var format: Template?
    var name: String?
    var width: Int?
    var stopAtSize = false
    /// Whether `-i` was given: it then sets the pace of every frame, and no spinner turns between them.
    var intervalGiven = false
    /// The file everything is read into before it is written out (`-U FILE`; `-` for a temporary file).
    var storePath: String?

    // Style settings
    var styleSettings = StyleSettings()

    // Command settings
    /// The command to run and meter (`--exec COMMAND ARG...`), if any.
    var command: [String]?
    /// Keep the command's final count as its next expected total (`--remember`).
    var remember = false
    /// The other process's file to watch instead of copying (`-d PID[:FD]`), if any.
    var watch: WatchTarget?

    // Testing settings
    var replayPath: String?
    var recordPath: String?

    /// The template for the line display: `-F`, else the chosen fields, else pv's default set.
    /// The one place the layout is decided: `-F`; else a `--layout` preset with the switches given beside
    /// it; else the switches (`-p -t -e -r -b …`), or pv's default set without any (and `%L` for a wrapped
    /// command). The name is shown whenever one is given.
    var template: Template {
        if let format { return format }
        var chosen: Set<Template.Field>
        if let layout = styleSettings.layout {
            chosen = layout.fields.union(fields)
        } else {
            chosen = fields.isEmpty ? Template.defaultFields : fields
            if command != nil, fields.isEmpty { chosen.insert(.message) }
        }
        if name != nil { chosen.insert(.name) }
        return Template(fields: chosen)
    }

    /// Converts parsed options to a configuration, checking every value.
    static func from(_ parsed: ParsedCommandLine) throws(UsageError) -> Configuration {
        var configuration = Configuration()
        var sizeText: (String, String)?
        var rateText: (String, String)?
        var bufferText: (String, String)?
        var skipBlockText: (String, String)?
        for (spec, value) in parsed.options {
            let option = spec.displayName
            let value = value ?? ""
            switch spec.id {
            case .help: configuration.action = .help
            case .version: if configuration.action != .help { configuration.action = .version }
            case .completionScript:
                guard let shell = CompletionScript.Shell(rawValue: value) else {
                    let names = CompletionScript.Shell.allCases.map(\.rawValue)
                    throw UsageError("\(option): invalid shell '\(SafeText(value))' (expected \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))")
                }
                if configuration.action != .help { configuration.action = .completionScript(shell) }
            case .size: sizeText = (value, option)
            case .lineMode: if configuration.transfer.unit == .bytes { configuration.transfer.unit = .lines }
            case .null: configuration.transfer.unit = .records
            case .output:
                guard !value.isEmpty else { throw UsageError("\(option): the output file name is empty") }
                configuration.outputPath = value
            case .discard: configuration.transfer.discard = true
            case .si: configuration.si = true
            case .rateLimit: rateText = (value, option)
            case .stopAtSize: configuration.stopAtSize = true
            case .skipErrors: configuration.transfer.skipErrors = min(configuration.transfer.skipErrors + 1, 2)
            case .bufferSize: bufferText = (value, option)
            case .noSplice: configuration.transfer.allowSplice = false
            case .errorSkipBlock: skipBlockText = (value, option)
            case .sparse: configuration.transfer.sparse = true
            case .sync: configuration.transfer.syncWrites = true
            case .directIO: configuration.transfer.directIO = true
            case .storeAndForward:
                guard !value.isEmpty else { throw UsageError("\(option): the file name is empty ('-' for a temporary file)") }
                configuration.storePath = value
            case .force: configuration.force = true
            case .quiet: configuration.quiet = true
            case .interval:
                let seconds = try ValueParsers.seconds(value, option: option, maximum: 1e9)
                configuration.timing.interval = min(max(seconds, 0.1), 600)
                configuration.intervalGiven = true
            case .wait: configuration.timing.waitForData = true
            case .delayStart: configuration.timing.delayStart = try ValueParsers.seconds(value, option: option, maximum: 31_536_000)
            case .name: configuration.name = value
            case .bytes: configuration.fields.insert(.amount)
            case .timer: configuration.fields.insert(.timer)
            case .eta: configuration.fields.insert(.eta)
            case .fineta: configuration.fields.insert(.finishTime)
            case .rate: configuration.fields.insert(.rate)
            case .averageRate: configuration.fields.insert(.averageRate)
            case .progress: configuration.fields.insert(.progress)
            case .averageWindow:
                let seconds = try ValueParsers.seconds(value, option: option, maximum: 86_400)
                guard seconds > 0 else { throw UsageError("\(option): the window must be longer than 0 seconds") }
                configuration.timing.averageWindow = seconds
            case .numeric: configuration.numeric = true
            case .format: configuration.format = Template.parse(value)
            case .width: configuration.width = try ValueParsers.integer(value, option: option, range: 1...100_000)
            case .height: _ = try ValueParsers.integer(value, option: option, range: 1...100_000)
            case .cursor: configuration.styleSettings.cursor = true

            // Style options
            case .indicatorStyle, .ring, .barStyle, .spinnerSpeed, .layout, .color, .tint, .reduceMotion, .noReduceMotion,
                .plain:
                try configuration.styleSettings.apply(spec.id, value: value, option: option)

            // Command options
            case .exec: break  // the parser takes everything after it as the command
            case .remember: configuration.remember = true
            case .watchfd: configuration.watch = try WatchTarget(parsing: value, option: option)

            // Testing options
            case .replay:
                guard !value.isEmpty else { throw UsageError("\(option): the script file name is empty") }
                configuration.replayPath = value
                configuration.force = true
            case .record:
                guard !value.isEmpty else { throw UsageError("\(option): the file name is empty") }
                configuration.recordPath = value
            }
        }
        if let (text, option) = sizeText {
            if text.hasPrefix("@") {
                let path = String(text.dropFirst())
                guard !path.isEmpty else { throw UsageError("\(option): '@' needs a file name") }
                configuration.size = .file(path)
            } else {
                configuration.size = .value(try ValueParsers.size(text, option: option, si: configuration.si))
            }
        }
        if let (text, option) = rateText {
            let rate = try ValueParsers.size(text, option: option, si: configuration.si)
            guard rate > 0 else { throw UsageError("\(option): the rate must be more than 0") }
            configuration.transfer.rateLimit = Double(rate)
        }
        if let (text, option) = bufferText {
            let bytes = try ValueParsers.size(text, option: option, si: configuration.si)
            guard bytes >= 1, bytes <= 1 << 30 else { throw UsageError("\(option): '\(SafeText(text))' is out of range (1 byte to 1G)") }
            configuration.transfer.bufferSize = Int(bytes)
        }
        if let (text, option) = skipBlockText {
            let bytes = try ValueParsers.size(text, option: option, si: configuration.si)
            guard bytes <= 1 << 40 else { throw UsageError("\(option): '\(SafeText(text))' is out of range (0 to 1T)") }
            // As pv: a block implies -E; 0 is pv's way of asking for the adaptive skips.
            if bytes > 0 {
                configuration.transfer.errorSkipBlock = Int64(bytes)
                configuration.transfer.skipErrors = max(configuration.transfer.skipErrors, 1)
            }
        }
        if configuration.stopAtSize, configuration.size == nil {
            throw UsageError("-S needs a size: give one with -s")
        }
        if configuration.replayPath != nil {
            guard parsed.operands.isEmpty else { throw UsageError("--replay takes no FILE: the script is the input") }
            guard configuration.recordPath == nil else { throw UsageError("--record cannot be used with --replay") }
            guard configuration.storePath == nil else { throw UsageError("-U cannot be used with --replay") }
        }
        configuration.inputs = parsed.operands.map { $0 == "-" ? .standardInput : .file($0) }
        try checkCommand(parsed, &configuration)
        try checkWatch(parsed, configuration)
        return configuration
    }
}

// Command
extension Configuration {
    /// Takes the command after `--exec` and refuses what cannot go with it.
    fileprivate static func checkCommand(_ parsed: ParsedCommandLine, _ configuration: inout Configuration) throws(UsageError) {
        guard let command = parsed.command else {
            if configuration.remember { throw UsageError("--remember needs a command: give one with --exec") }
            return
        }
        guard !command.isEmpty else { throw UsageError("--exec needs a command") }
        if let operand = parsed.operands.first {
            throw UsageError("'\(SafeText(operand))': FILE operands cannot be used with --exec (everything after --exec is the command)")
        }
        if configuration.stopAtSize { throw UsageError("-S cannot be used with --exec") }
        if configuration.recordPath != nil { throw UsageError("--record cannot be used with --exec") }
        if configuration.transfer.rateLimit != nil { throw UsageError("-L cannot be used with --exec") }
        for (present, option) in diskOptions(configuration) where present {
            throw UsageError("\(option) cannot be used with --exec: it is an option of the copy")
        }
        configuration.command = command
    }
}

// Watching another process's file (-d)

extension Configuration {
    /// Refuses what cannot go with `-d`: nothing is read, copied or written, and only bytes have a position.
    fileprivate static func checkWatch(_ parsed: ParsedCommandLine, _ configuration: Configuration) throws(UsageError) {
        guard configuration.watch != nil else { return }
        if let operand = parsed.operands.first {
            throw UsageError("'\(SafeText(operand))': FILE operands cannot be used with -d (the watched file is the input)")
        }
        let conflicts: [(Bool, String)] = [
            (configuration.command != nil, "--exec"), (configuration.replayPath != nil, "--replay"),
            (configuration.recordPath != nil, "--record"), (configuration.outputPath != nil, "-o"),
            (configuration.transfer.rateLimit != nil, "-L"), (configuration.stopAtSize, "-S"),
            (configuration.transfer.unit != .bytes, configuration.transfer.unit == .lines ? "-l" : "-0"),
        ] + diskOptions(configuration)
        for (present, option) in conflicts where present {
            throw UsageError("\(option) cannot be used with -d: meter copies nothing then, it follows a byte position")
        }
    }
}

extension Configuration {
    /// The options of the copy's output and storage, each with whether it was given.
    fileprivate static func diskOptions(_ configuration: Configuration) -> [(Bool, String)] {
        [
            (configuration.storePath != nil, "-U"), (configuration.transfer.sparse, "-O"),
            (configuration.transfer.syncWrites, "-Y"), (configuration.transfer.directIO, "-K"),
        ]
    }
}
