import MeterKit

/// The run as a mode sees it.
struct RunContext {
    let configuration: Configuration
    let environment: [String: String]
    let capabilities: TerminalCapabilities
    /// Whether anything is shown: a display on standard error, or JSON objects in a file.
    let drawing: Bool
    /// Whether standard error shows a display (or the JSON objects in its place).
    let drawsOnStandardError: Bool
    /// The JSON objects of `--json` or `--json-file`, if asked for.
    let json: JSONLines?
    let clock: MeterClock
    /// The meters, when anything is drawn or measured (`-v`).
    let board: Board?
    /// The files the run writes, the output among them.
    let files: RunFiles
    /// Where the data goes.
    var output: Output { files.output }
    /// Every meter of the run, drawn or not: what `-Q` is told and `-R` changes.
    let meters = RunMeters()

    /// A meter expecting `total`, named `name` (else `-N`), counting `unit` (else what the options say), on
    /// the board when anything is drawn, and known to `--json`'s objects as `identity` says. Every run has its
    /// meters, also one that draws nothing, so that `meter -Q` can be answered.
    func addMeter(total: UInt64?, name: String? = nil, unit: CountingUnit? = nil, identity: JSONIdentity? = nil) -> Meter {
        var look = configuration.look
        if let name, look.name == nil { look.name = name }
        if let unit { look.unit = unit }
        // The objects carry `-N` as given; its line shows it made safe.
        let given = configuration.display.name.map { JSONIdentity(id: nil, name: $0.text) }
        return addMeter(total: total, look: look, name: name, identity: identity ?? given)
    }

    /// A meter as ``addMeter(total:name:unit:identity:)`` adds one, drawn with the run's options and `look`,
    /// a mode's own name or format for it. `name` is the one the meter returns to when `-R` gives none;
    /// `identity`, what the JSON objects call it in a run of several kinds of meter (`-d`, `-M`).
    func addMeter(total: UInt64?, look: MeterLook, name: String?, identity: JSONIdentity? = nil) -> Meter {
        let meter: Meter
        if let board {
            meter = DisplayFactory.addMeter(
                to: board, configuration, look: look, capabilities: capabilities, total: total, clock: clock,
                standardError: drawsOnStandardError, json: json, identity: identity)
        } else {
            meter = Meter(total: total, unit: look.unit, clock: clock, timing: configuration.display.timing)
            meter.name = look.name
        }
        meters.add(meter, name: name)
        return meter
    }

    /// The language the run speaks.
    var language: Language { capabilities.language }

    /// Writes `meter: MESSAGE` on standard error, above the indicator, in the run's language.
    func report(_ message: any Translatable) {
        board?.clearLine()
        StandardError.report(message, in: language)
    }

    /// Reports that a file written beside the copy (`--record`, `--json-file`) could not be written, and
    /// adds pv's bit of a read or write error to `outcome`: the copy itself went on, but the file is not
    /// what was asked for.
    func reportFailure(writing path: FilePath, _ error: Errno, to outcome: inout RunOutcome) {
        report(Message.failed(.file(path), error))
        outcome.statusBits |= TransferOutcome.Status.readOrWriteError.rawValue
    }
}

/// The meters of a run, in the order they were made, each with the name its mode gave it (a watched file's
/// path, `(input)`): the name a meter returns to when `-R` gives none.
final class RunMeters {
    private(set) var all: [(meter: Meter, name: String?)] = []

    func add(_ meter: Meter, name: String?) { all.append((meter, name)) }
}
