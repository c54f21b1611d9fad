import TestSupport
import Testing
import MeterKit
@testable import MeterCLI

/// The style options: parsing, errors, help, and what the display factory makes of them.
@Suite struct StyleOptionTests {
    func configuration(_ arguments: [String]) throws -> Configuration {
        try Configuration.from(CommandLineParser.parse(arguments))
    }

    func style(_ arguments: [String], _ environment: [String: String] = ["LANG": "C.UTF-8", "TERM": "xterm"], isTerminal: Bool = true) throws -> Style {
        let capabilities = TerminalCapabilities.detect(isTerminal: isTerminal, environment: environment)
        return DisplayFactory.makeStyle(try configuration(arguments), capabilities: capabilities)
    }

    @Test func defaults() throws {
        let settings = try configuration([]).display.styleSettings
        #expect(settings == StyleSettings())
        #expect(settings.indicator == .linear)
        #expect(settings.ring == .braille)
        #expect(settings.barStyle == .granular)
        #expect(settings.spinnerSpeed == 1)
        #expect(settings.color == .auto)
        #expect(settings.tint == .orange)
        #expect(settings.reduceMotion == nil)
        #expect(settings.plain == nil && !settings.cursor)
        #expect(settings.terminalProgress == nil)
    }

    @Test func parsesEveryOption() throws {
        let settings = try configuration([
            "--style", "circular", "--ring=pie", "-ushaded", "--spinner-speed", "2.5", "--layout", "large",
            "--color", "never", "--tint", "#3584e4", "--reduce-motion", "--plain", "-c", "--terminal-progress", "always",
        ]).display.styleSettings
        #expect(settings.indicator == .circular)
        #expect(settings.ring == .pie)
        #expect(settings.barStyle == .shaded)
        #expect(settings.spinnerSpeed == 2.5)
        #expect(settings.layout == .large)
        #expect(settings.color == .never)
        #expect(settings.tint == Style.Tint(red: 0x35, green: 0x84, blue: 0xE4))
        #expect(settings.reduceMotion == true)
        #expect(settings.plain == true)
        #expect(settings.cursor)
        #expect(settings.terminalProgress == .always)
    }

    @Test func theLastMotionFlagWins() throws {
        #expect(try configuration(["--reduce-motion", "--no-reduce-motion"]).display.styleSettings.reduceMotion
            == false)
        #expect(try configuration(["--no-reduce-motion", "--reduce-motion"]).display.styleSettings.reduceMotion
            == true)
    }

    @Test func theLastPlainFlagWins() throws {
        #expect(try configuration(["--plain", "--no-plain"]).display.styleSettings.plain == false)
        #expect(try configuration(["--no-plain", "--plain"]).display.styleSettings.plain == true)
    }

    @Test(arguments: [
        (["--style", "round"], "--style: invalid value 'round' (expected linear or circular)"),
        (["--ring", "dots"], "--ring: invalid value 'dots' (expected braille or pie)"),
        (["--layout", "huge"], "--layout: invalid value 'huge' (expected mini, small, regular or large)"),
        (["--color", "sometimes"], "--color: invalid value 'sometimes' (expected auto, always or never)"),
        (["--terminal-progress", "yes"], "--terminal-progress: invalid value 'yes' (expected auto, always or never)"),
        (["--spinner-speed", "fast"], "--spinner-speed: invalid factor 'fast' (expected a number such as 0.5 or 2)"),
        (["--spinner-speed", "0"], "--spinner-speed: '0' is out of range (0.01 to 100)"),
        (["--spinner-speed", "1000"], "--spinner-speed: '1000' is out of range (0.01 to 100)"),
        (["--tint", "#12345"], "--tint: invalid color '#12345' (expected #RRGGBB, #RGB or one of orange, red, yellow, green, cyan, blue, purple, magenta, pink, white, gray, grey)"),
        (["--plain=yes"], "option '--plain' takes no value"),
        (["--style"], "option '--style' needs a value <STYLE>"),
    ])
    func rejectsBadValues(arguments: [String], message: String) {
        #expect(usageMessage { try configuration(arguments) } == message)
    }

    /// pv ignores a bar style it does not know: meter warns, and keeps its default.
    @Test(arguments: [(["-u", "fancy"], "fancy"), (["--bar-style=x"], "x"), (["-u", ""], "")])
    func unknownBarStyleIsIgnored(arguments: [String], value: String) throws {
        let parsed = try configuration(arguments)
        #expect(parsed.display.styleSettings.barStyle == .granular)
        #expect(parsed.warnings.map { $0.text(in: .english) }
            == ["-u: invalid value '\(value)' (expected plain, block, granular or shaded); ignored"])
    }

    @Test func everyStyleOptionHasAHelpLine() {
        let help = HelpText.render(width: 100)
        for option in ["--style <STYLE>", "--ring <GLYPHS>", "-u, --bar-style <STYLE>", "--spinner-speed <FACTOR>",
                       "--layout <LAYOUT>", "--color <WHEN>", "--tint <COLOR>", "--reduce-motion", "--no-reduce-motion",
                       "--plain", "--no-plain", "--heartbeat <SEC>", "--terminal-progress <WHEN>", "-c, --cursor"] {
            #expect(help.contains(option), "\(option)")
        }
        let styleGroup = optionTable.filter { $0.group == .style }.map(\.long)
        #expect(styleGroup == ["style", "ring", "bar-style", "spinner-speed", "layout", "color", "tint", "reduce-motion",
                               "no-reduce-motion", "plain", "no-plain", "heartbeat", "terminal-progress"])
    }

    // MARK: The heartbeat of plain lines

    /// Off a terminal (a log) a plain line at least every 60 seconds; on a terminal none, where a screen
    /// reader hears each event once; `--heartbeat` sets it either way, 0 none. `--summary` takes the place of
    /// the last line.
    @Test func theHeartbeatIsALogsUnlessGiven() throws {
        let pace = { (arguments: [String], terminal: Bool) in
            DisplayFactory.plainPace(try configuration(arguments), target: CapturedTarget(isTerminal: terminal))
        }
        #expect(try pace(["--plain"], false) == PlainDisplay.Pace(quietSeconds: 30, heartbeat: 60))
        #expect(try pace(["--plain"], true) == PlainDisplay.Pace(quietSeconds: 30, heartbeat: nil))
        #expect(try pace(["--plain", "--heartbeat", "15"], true).heartbeat == 15)
        #expect(try pace(["--plain", "--heart=0"], false).heartbeat == 0)
        #expect(try pace(["--plain", "-i", "5", "--summary"], false) == PlainDisplay.Pace(quietSeconds: 5, heartbeat: 60, summaryFollows: true))
        #expect(try configuration(["--heartbeat", "2.5"]).display.styleSettings.heartbeat == 2.5)
        // pv's abbreviations of --height stay pv's; --hea is unique to it.
        #expect(try configuration(["--hei", "20"]).display.styleSettings.heartbeat == nil)
        #expect(try configuration(["--hea", "20"]).display.styleSettings.heartbeat == 20)
    }

    @Test func aHeartbeatThatIsNoNumberIsAUsageError() throws {
        #expect(throws: UsageError.self) { try configuration(["--heartbeat", "often"]) }
    }

    // MARK: Layouts

    @Test func layoutsPickFields() throws {
        let mini = try style(["--layout", "mini"])
        #expect(mini.template == Template(fields: [.progress]))
        #expect(!mini.showsPercentage)
        let small = try style(["--layout", "small"])
        #expect(small.template == Template(fields: [.progress]))
        #expect(small.showsPercentage)
        #expect(try style(["--layout", "regular"]).template == Template(fields: Template.defaultFields))
        #expect(try style(["--layout", "large"]).template
            == Template(fields: [.name, .amount, .timer, .rate, .averageRate, .sparkline, .progress, .eta, .finishTime, .message]))
    }

    @Test func switchesAddToALayoutAndTheNameIsKept() throws {
        #expect(try style(["--layout", "small", "-t", "-N", "in"]).template == Template(fields: [.progress, .timer, .name]))
    }

    @Test func aFormatWinsOverALayout() throws {
        let chosen = try style(["--layout", "mini", "-F", "%t %p"])
        #expect(chosen.template == Template.lenient("%t %p"))
        #expect(chosen.showsPercentage)
    }

    // MARK: Glyphs

    @Test func glyphsFollowTheOptionsAndFallBackToASCII() throws {
        #expect(try style([]).glyphs == .unicode)
        #expect(try style(["-u", "plain"]).glyphs == .ascii)
        #expect(try style(["-u", "block"]).glyphs == .block)
        #expect(try style(["-u", "shaded"]).glyphs == .shaded)
        #expect(try style(["--ring", "pie"]).ring == .pie)
        #expect(try style(["-u", "shaded", "--ring", "pie"], ["LANG": "C", "TERM": "xterm"]).glyphs == .ascii)
        #expect(try style(["--ring", "pie"], ["LANG": "C"]).ring == .ascii)
        #expect(try style(["-u", "granular"], ["LANG": "en_US.UTF-8", "TERM": "linux"]).glyphs == .ascii)
        #expect(try style(["--style", "circular"], ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]).ring == .ascii)
    }

    // MARK: Colour

    @Test func colourFromFlagEnvironmentAndTerminal() throws {
        let base = ["LANG": "C.UTF-8", "TERM": "xterm-256color"]
        func coloured(_ arguments: [String], _ extra: [String: String] = [:], tty: Bool = true) throws -> Bool {
            try style(arguments, base.merging(extra) { $1 }, isTerminal: tty).palette != nil
        }
        #expect(try coloured([]))
        #expect(try !coloured([], tty: false))
        #expect(try !coloured([], ["TERM": "dumb"]))
        #expect(try !coloured([], ["NO_COLOR": "1"]))
        #expect(try coloured([], ["NO_COLOR": ""]))
        #expect(try coloured([], ["FORCE_COLOR": "1"], tty: false))
        #expect(try !coloured([], ["FORCE_COLOR": "0"], tty: false))
        #expect(try !coloured([], ["FORCE_COLOR": ""], tty: false))
        #expect(try coloured([], ["CLICOLOR_FORCE": "1"], tty: false))
        #expect(try !coloured([], ["NO_COLOR": "1", "FORCE_COLOR": "1"]))
        #expect(try coloured(["--color", "always"], ["NO_COLOR": "1"], tty: false))
        #expect(try !coloured(["--color", "never"], ["FORCE_COLOR": "1"]))
        #expect(try coloured(["--color", "auto"]))
    }

    @Test func theTintAtTheTerminalsDepth() throws {
        let utf8 = ["LANG": "C.UTF-8"]
        #expect(try style([], utf8.merging(["TERM": "xterm-256color"]) { $1 }).palette?.fill == "38;5;203")
        #expect(try style([], utf8.merging(["TERM": "xterm", "COLORTERM": "truecolor"]) { $1 }).palette?.fill == "38;2;255;87;51")
        #expect(try style([], utf8.merging(["TERM": "xterm"]) { $1 }).palette?.fill == "91")
        #expect(try style(["--tint", "blue"], utf8.merging(["TERM": "xterm", "COLORTERM": "24bit"]) { $1 }).palette?.fill
            == "38;2;53;132;228")
        // Outside UTF-8, pv's uncoloured frames, unless asked for.
        #expect(try style([], ["TERM": "xterm-256color"]).palette == nil)
        #expect(try style(["--color", "always"], ["TERM": "xterm-256color"]).palette?.fill == "38;5;203")
    }

    @Test func noColourMeansNoEscapeFromTheWholeDisplay() throws {
        for arguments in [["--color", "never"], ["--plain", "--color", "always"], ["-n", "--color", "always"]] {
            let configuration = try configuration(arguments + ["--style", "circular"])
            let capabilities = TerminalCapabilities.detect(isTerminal: true, environment: ["LANG": "C.UTF-8", "TERM": "xterm"])
            let target = CapturedTarget(columns: 60)
            let display = DisplayFactory.makeDisplay(configuration, capabilities: capabilities, target: target)
            let clock = VirtualClock()
            let meter = DrawnMeter(total: arguments.contains("-n") ? 100 : nil, display: display, clock: clock)
            for _ in 0..<30 {
                meter.add(3)
                clock.advance(by: 0.1)
                meter.update()
            }
            meter.finish()
            #expect(!target.text.isEmpty)
            #expect(!target.text.contains("\u{1B}"), "\(arguments)")
        }
    }

    // MARK: Plain mode and motion

    @Test func plainModeForTheFlagAndForADumbTerminal() throws {
        let target = CapturedTarget()
        let utf8 = TerminalCapabilities.detect(isTerminal: true, environment: ["LANG": "C.UTF-8", "TERM": "xterm"])
        let dumb = TerminalCapabilities.detect(isTerminal: true, environment: ["LANG": "C.UTF-8", "TERM": "dumb"])
        #expect(DisplayFactory.makeDisplay(try configuration(["--plain"]), capabilities: utf8, target: target) is PlainDisplay)
        #expect(DisplayFactory.makeDisplay(try configuration([]), capabilities: dumb, target: target) is PlainDisplay)
        #expect(DisplayFactory.makeDisplay(try configuration([]), capabilities: utf8, target: target) is LineDisplay)
        #expect(DisplayFactory.makeDisplay(try configuration(["-n", "--plain"]), capabilities: utf8, target: target) is NumericDisplay)
    }

    @Test func reduceMotionFromFlagsAndEnvironment() throws {
        #expect(try style(["--reduce-motion"]).reduceMotion)
        #expect(try style([], ["REDUCE_MOTION": "1"]).reduceMotion)
        #expect(try !style([], ["REDUCE_MOTION": "0"]).reduceMotion)
        #expect(try !style(["--no-reduce-motion"], ["REDUCE_MOTION": "1"]).reduceMotion)
        #expect(try !style([]).reduceMotion)
    }

    @Test func spinnerSpeedAndIndicatorReachTheStyle() throws {
        let chosen = try style(["--style", "circular", "--spinner-speed", "0.5"])
        #expect(chosen.indicator == .circular)
        #expect(chosen.spinnerSpeed == 0.5)
    }
}
