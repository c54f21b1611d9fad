import Foundation
import MeterKit
import Testing

extension EndToEnd {
    /// A tool that embeds MeterKit looks like the `meter` command: the library's default style, fed the same
    /// stream on the same virtual clock, draws the command's frames byte for byte. The library draws on a
    /// captured terminal, where a frame identical to the one before is not written again; the command,
    /// into a pipe here, writes every frame.
    @Suite("the library draws the command's frames") struct LibraryMatchesCommand {
        @Test(arguments: ["steady", "bursty", "unknown"])
        func defaultStyleDrawsTheCommandsFrames(script name: String) throws {
            let environment = ["LANG": "C.UTF-8", "TERM": "xterm-256color"]
            let script = ReplayGoldenTests.golden.appendingPathComponent("\(name).script").path
            let total: UInt64? = name == "unknown" ? nil : 640 << 10
            var arguments = ["--replay", script, "-w", "60"]
            if let total { arguments += ["-s", String(total)] }
            let command = ReplayGoldenTests.runMeter(arguments, environment: environment)
            #expect(command.termination == .exited(0))

            // The library, as a tool would set it up, on a screen as wide, with the same environment.
            let clock = ManualClock()
            let screen = CapturedTarget(columns: 60, isTerminal: true)
            let style = Style.automatic(environment: environment)
            let board = Board(target: screen, style: style, clock: clock)
            let meter = board.add(Meter(total: total, clock: clock))
            let replay = Replayer(
                script: try ReplayScript.load(contentsOf: script), clock: clock, meter: meter, board: board) { _ in true }
            #expect(replay.run())
            let frames = Frames.all(command.stderrText).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
            #expect(Frames.all(screen.text) == frames)
            #expect(screen.text.hasSuffix("\r\n") && command.stderrText.hasSuffix("\r\n"))
        }
    }
}
