import MeterKit
import Testing
@testable import MeterCLI

/// `--json`, `--json-file`, `--terminal-progress`, `--no-plain` and `ACCESSIBLE`: what the options say, and
/// the displays the factory makes of them.
@Suite struct ProgressOptionTests {
    func configuration(_ arguments: String...) throws -> Configuration {
        try Configuration.from(CommandLineParser.parse(arguments))
    }

    func capabilities(_ environment: [String: String] = [:], terminal: Bool = true) -> TerminalCapabilities {
        TerminalCapabilities.detect(isTerminal: terminal, environment: ["TERM": "xterm", "LANG": "C.UTF-8"].merging(environment) { $1 })
    }

    @Test func theOptionsAreTaken() throws {
        let json = try configuration("--json")
        #expect(json.display.json && json.display.jsonOnStandardError && json.display.jsonFile == nil)
        let file = try configuration("--json", "--json-file", "p.jsonl")
        #expect(file.display.jsonFile == "p.jsonl" && !file.display.jsonOnStandardError)
        #expect(try configuration("--terminal-progress=never").display.styleSettings.terminalProgress == .never)
        #expect(throws: UsageError("--json-file", .fileNameEmpty)) { try configuration("--json-file", "") }
        #expect(throws: UsageError(.takesNoValue("--json"))) { try configuration("--json=yes") }
    }

    @Test func theCompletionsOfTheNewOptions() throws {
        #expect(optionTable.first { $0.id == .terminalProgress }?.completion == .choices(["auto", "always", "never"]))
        #expect(optionTable.first { $0.id == .jsonFile }?.completion == .files)
        #expect(optionTable.first { $0.id == .json }?.completion == nil)
    }

    /// `--json` draws wherever standard error goes, as `-n` does; `--json-file` leaves standard error as it
    /// would be; `-q` silences standard error.
    @Test func whereThingsAreDrawn() throws {
        let offTerminal = capabilities(terminal: false)
        #expect(RunCommand.drawsOnStandardError(try configuration("--json"), capabilities: offTerminal))
        #expect(!RunCommand.drawsOnStandardError(try configuration("--json-file", "f"), capabilities: offTerminal))
        #expect(RunCommand.drawsOnStandardError(try configuration("--json-file", "f"), capabilities: capabilities()))
        #expect(!RunCommand.drawsOnStandardError(try configuration("--json", "-q"), capabilities: capabilities()))
        // ACCESSIBLE changes how meter draws, not where: off a terminal, nothing, as without it.
        #expect(!RunCommand.drawsOnStandardError(try configuration(), capabilities: capabilities(["ACCESSIBLE": "1"], terminal: false)))
        #expect(RunCommand.drawsOnStandardError(try configuration("--plain"), capabilities: offTerminal))
    }

    @Test func recordsAreNotDrawnAgainAfterText() throws {
        #expect(DisplayFactory.drawsInPlace(try configuration(), capabilities: capabilities()))
        #expect(!DisplayFactory.drawsInPlace(try configuration("--json"), capabilities: capabilities()))
        #expect(DisplayFactory.drawsInPlace(try configuration("--json-file", "f"), capabilities: capabilities()))
        #expect(!DisplayFactory.drawsInPlace(try configuration(), capabilities: capabilities(["ACCESSIBLE": "1"])))
        #expect(DisplayFactory.drawsInPlace(try configuration("--no-plain"), capabilities: capabilities(["ACCESSIBLE": "1"])))
    }

    /// `ACCESSIBLE` makes the display plain lines, as `NO_COLOR` takes colour away; `--no-plain` and `-n` win.
    @Test func accessibleMeansPlainLinesUnlessAFlagSaysOtherwise() throws {
        let accessible = capabilities(["ACCESSIBLE": "1"])
        func display(_ arguments: String...) throws -> Display {
            let configuration = try Configuration.from(CommandLineParser.parse(arguments))
            return DisplayFactory.makeDisplay(configuration, capabilities: accessible, target: CapturedTarget())
        }
        #expect(try display() is PlainDisplay)
        #expect(try display("--no-plain") is LineDisplay)
        #expect(try display("-n") is NumericDisplay)
        #expect(DisplayFactory.makeDisplay(try configuration(), capabilities: capabilities(), target: CapturedTarget()) is LineDisplay)
    }

    /// A meter's objects go beside what standard error shows; the terminal's indicator is set once, with the
    /// first meter drawn on standard error, where the terminal is known to show it.
    @Test func theFactoryPutsTheJSONBesideTheDisplayAndTheIndicatorOnTheBoard() throws {
        let known = capabilities(["WT_SESSION": "1"])
        let clock = VirtualClock()
        let board = Board(clock: clock)
        let json = JSONLines(target: CapturedTarget(), onStandardError: false)
        let meter = DisplayFactory.addMeter(
            to: board, try configuration("--json-file", "f"), capabilities: known, total: 10, clock: clock, json: json,
            identity: JSONIdentity(id: "in", name: nil))
        #expect(meter.total == 10)
        #expect(board.showsTerminalProgress)
        let quiet = Board(clock: clock)
        _ = DisplayFactory.addMeter(
            to: quiet, try configuration("--json-file", "f", "-q"), capabilities: known, total: 10, clock: clock,
            standardError: false, json: json)
        #expect(!quiet.showsTerminalProgress)
        let unknown = Board(clock: clock)
        _ = DisplayFactory.addMeter(to: unknown, try configuration(), capabilities: capabilities(), total: 10, clock: clock)
        #expect(!unknown.showsTerminalProgress)
    }
}
