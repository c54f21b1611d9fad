import Foundation
import MeterKit
import Testing

extension EndToEnd {
    /// A tool that embeds MeterKit looks like the `meter` command: the library's default style, fed the same
    /// stream on the same virtual clock, draws the command's frames byte for byte. The library draws on a
    /// captured terminal, where a frame identical to the one before is not written again; the command,
    /// into a pipe here, writes every frame.
    @Suite("the library draws the command's frames") struct LibraryMatchesCommand {
        static let environment = ["LANG": "C.UTF-8", "TERM": "xterm-256color"]

        /// The frames of `meter --replay SCRIPT -w 60 OPTIONS` (with the script's total unless it has
        /// none), each drawn once, and the text the library draws for the same replay in `style`, on a
        /// screen as wide, as a tool would set it up.
        static func frames(script name: String, options: [String], style: Style) throws -> (command: [String], library: String) {
            let script = ReplayGoldenTests.golden.appendingPathComponent("\(name).script").path
            let total: UInt64? = name == "unknown" ? nil : 640 << 10
            var arguments = ["--replay", script, "-w", "60"] + options
            if let total { arguments += ["-s", String(total)] }
            let command = ReplayGoldenTests.runMeter(arguments, environment: environment)
            #expect(command.termination == .exited(0))
            #expect(command.stderrText.hasSuffix("\r\n") || options.contains("--plain"))

            let clock = ManualClock()
            let screen = CapturedTarget(columns: 60, isTerminal: true)
            let board = Board(target: screen, style: style, clock: clock)
            let meter = board.add(Meter(total: total, clock: clock))
            let replay = Replayer(
                script: try ReplayScript.load(contentsOf: script), clock: clock, meter: meter, board: board) { _ in true }
            #expect(replay.run())
            let frames = Frames.all(command.stderrText).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
            return (frames, screen.text)
        }

        @Test(arguments: ["steady", "bursty", "unknown"])
        func defaultStyleDrawsTheCommandsFrames(script name: String) throws {
            let style = Style.automatic(environment: Self.environment, isTerminal: false)
            let (command, library) = try Self.frames(script: name, options: [], style: style)
            #expect(Frames.all(library) == command)
            #expect(library.hasSuffix("\r\n"))
        }

        /// A board told to log every frame off a terminal writes what `meter -f 2> log` writes, byte for byte.
        @Test(arguments: ["steady", "bursty", "unknown"])
        func aBoardLoggingEveryFrameWritesTheCommandsLog(script name: String) throws {
            let script = ReplayGoldenTests.golden.appendingPathComponent("\(name).script").path
            let total: UInt64? = name == "unknown" ? nil : 640 << 10
            var arguments = ["--replay", script, "-w", "60", "-f"]
            if let total { arguments += ["-s", String(total)] }
            let command = ReplayGoldenTests.runMeter(arguments, environment: Self.environment)
            #expect(command.termination == .exited(0))

            let clock = ManualClock()
            let log = CapturedTarget(columns: 60)
            let board = Board(
                target: log, style: .automatic(environment: Self.environment, isTerminal: false), clock: clock,
                offTerminal: .everyFrame)
            let meter = board.add(Meter(total: total, clock: clock))
            #expect(Replayer(script: try ReplayScript.load(contentsOf: script), clock: clock, meter: meter, board: board) { _ in true }.run())
            #expect(log.text == command.stderrText)
            #expect(log.text.hasSuffix("\r\n"))
        }

        /// A style option of the command, and the same look asked of ``Style/automatic`` in code.
        struct StyleCase: Sendable, CustomTestStringConvertible {
            var options: [String]
            var script = "stalled"
            var style: @Sendable ([String: String]) -> Style
            var testDescription: String { options.joined(separator: " ") }
        }

        static let styleCases: [StyleCase] = [
            StyleCase(options: ["--color", "never"]) { .automatic(environment: $0, isTerminal: false, color: .never) },
            StyleCase(options: ["--color", "always"]) { .automatic(environment: $0, isTerminal: false, color: .always) },
            StyleCase(options: ["-u", "shaded"]) { .automatic(environment: $0, isTerminal: false, bars: .shaded) },
            StyleCase(options: ["-u", "plain"]) { .automatic(environment: $0, isTerminal: false, bars: .ascii) },
            StyleCase(options: ["--color", "always", "--tint", "#3584E4"]) { environment in
                .automatic(environment: environment, isTerminal: false, color: .always, tint: Style.Tint("#3584E4") ?? .orange)
            },
            StyleCase(options: ["--layout", "mini"]) { .automatic(environment: $0, isTerminal: false, layout: .mini) },
            StyleCase(options: ["--layout", "large"]) { .automatic(environment: $0, isTerminal: false, layout: .large) },
            StyleCase(options: ["--style", "circular", "--ring", "pie"]) {
                .automatic(environment: $0, isTerminal: false, indicator: .circular, ring: .pie)
            },
            StyleCase(options: ["--plain"]) { .automatic(environment: $0, isTerminal: false, sentences: true) },
            StyleCase(options: ["--reduce-motion"], script: "unknown") {
                .automatic(environment: $0, isTerminal: false, reduceMotion: true)
            },
            StyleCase(options: ["--style", "circular", "--reduce-motion"], script: "unknown") {
                .automatic(environment: $0, isTerminal: false, indicator: .circular, reduceMotion: true)
            },
        ]

        /// Each of the command's style options, asked of ``Style/automatic`` in code, draws the command's
        /// frames byte for byte.
        @Test(arguments: styleCases)
        func eachStyleOptionIsAStyleValue(_ styleCase: StyleCase) throws {
            let (command, library) = try Self.frames(
                script: styleCase.script, options: styleCase.options, style: styleCase.style(Self.environment))
            #expect(Frames.all(library) == command)
            #expect(!command.isEmpty)
        }
    }
}
