import MeterKit

/// Builds the board and each meter's display from the configuration and the terminal's capabilities.
enum DisplayFactory {
    /// The board the run's meters are drawn on, on standard error; `stacked`, their lines are redrawn in
    /// place as one block.
    static func makeBoard(_ configuration: Configuration, capabilities: TerminalCapabilities, clock: MeterClock, stacked: Bool = false) -> Board {
        let timing = configuration.display.timing
        guard stacked else { return Board(clock: clock, timing: timing) }
        let stack = StackedLines(target: makeTarget(configuration, capabilities: capabilities))
        return Board(clock: clock, timing: timing, stack: stack)
    }

    /// A meter expecting `total`, on `board`, drawn as the configuration asks: on standard error when
    /// `standardError`, as JSON objects with `json` (on standard error in place of the display, or in a file
    /// beside it, the meter known there by `identity`). With neither (`-v` alone keeps a board), its frames are
    /// taken for their rates and shown nowhere.
    static func addMeter(
        to board: Board, _ configuration: Configuration, look: MeterLook, capabilities: TerminalCapabilities, total: UInt64?,
        clock: MeterClock, standardError: Bool = true, json: JSONLines? = nil, identity: JSONIdentity? = nil
    ) -> Meter {
        let meter = Meter(total: total, unit: look.unit, clock: clock, timing: configuration.display.timing)
        meter.name = look.name
        var drawn: Display?
        if standardError, json?.onStandardError != true {
            meter.dataShown = DataInFrames(templates: configuration.displayTemplates(for: look))
            drawn = drawnDisplay(on: board, configuration, look: look, capabilities: capabilities)
        }
        if standardError { attachTerminalProgress(to: board, configuration, capabilities: capabilities, display: drawn) }
        // The display goes to the board, which alone holds it from then on.
        if let json {
            board.add(meter, display: json.display(for: meter, identity: identity, beside: drawn))
        } else {
            board.add(meter, display: drawn ?? UnseenDisplay())
        }
        return meter
    }

    /// The display on standard error; the first meter on the board also shows its frames in `-x`'s window
    /// title and process title (one of each).
    private static func drawnDisplay(
        on board: Board, _ configuration: Configuration, look: MeterLook, capabilities: TerminalCapabilities
    ) -> Display {
        let target = makeTarget(configuration, capabilities: capabilities)
        let display = makeDisplay(configuration, look: look, capabilities: capabilities, target: target, board: board)
        guard let extra = configuration.display.extraDisplay, board.isEmpty else { return display }
        return TitledDisplay(
            display, style: titleStyle(configuration, look: look, capabilities: capabilities),
            windowTitle: extra.destinations.contains(.windowtitle), processTitle: extra.destinations.contains(.processtitle))
    }

    /// The terminal's own progress indicator (OSC 9;4), set on the board with its first meter drawn on
    /// standard error, when the options and the terminal call for it. With `-c`, only the meter on the
    /// block's first line shows it: the meters of one pipeline share the terminal's one indicator.
    private static func attachTerminalProgress(
        to board: Board, _ configuration: Configuration, capabilities: TerminalCapabilities, display: Display?
    ) {
        guard !board.showsTerminalProgress,
            let route = capabilities.terminalProgressRoute(configuration.display.styleSettings.terminalProgress)
        else { return }
        let firstSlot = (display as? CursorDisplay)?.holdsFirstSlot
        board.showTerminalProgress(TerminalProgress(
            target: makeTarget(configuration, capabilities: capabilities), route: route,
            mayShow: { firstSlot?.value ?? true }))
    }

    /// Standard error, as wide as `-w` says, else as the terminal is; a block of lines there may ask the
    /// terminal where it is, as pv's `-c` does.
    static func makeTarget(_ configuration: Configuration, capabilities: TerminalCapabilities) -> FrameTarget {
        DescriptorTarget(
            descriptor: .standardError, fixedColumns: configuration.display.width,
            environmentColumns: capabilities.environmentColumns, checksForeground: !configuration.display.force,
            asksCursor: true)
    }

    /// The display: numbers for `-n`; plain lines for `--plain`, `ACCESSIBLE` or `TERM=dumb`; a line of its own among
    /// the other meters on the terminal for `-c`; otherwise a line redrawn in place, alone or in the block
    /// of a board that stacks its meters.
    static func makeDisplay(
        _ configuration: Configuration, look: MeterLook, capabilities: TerminalCapabilities, target: FrameTarget, board: Board? = nil
    ) -> Display {
        if configuration.display.numeric {
            var style = makeStyle(configuration, look: look, capabilities: capabilities)
            style.template = configuration.numericTemplate(for: look)
            return NumericDisplay(target: target, style: style)
        }
        if capabilities.drawsPlainLines(configuration.display.styleSettings.plain) {
            let words = PlainText(
                si: configuration.display.si, language: capabilities.language, separator: capabilities.decimalSeparator)
            return PlainDisplay(target: target, words: words, pace: plainPace(configuration, target: target))
        }
        let style = makeStyle(configuration, look: look, capabilities: capabilities)
        if configuration.display.styleSettings.cursor, capabilities.isTerminal,
            let board = CursorBoard.forTerminal(.standardError, directory: capabilities.lockDirectory)
        {
            return CursorDisplay(target: target, style: style, board: board)
        }
        // A spinner turns between frames only on a terminal, and only when no interval was asked for.
        let animates = capabilities.isTerminal && !configuration.display.intervalGiven
        let line = LineDisplay(target: target, style: style, animates: animates)
        return board?.display(for: style, animates: animates, otherwise: line) ?? line
    }

    /// When plain lines are written beside their steps. Without a total, a line every 30 seconds, so that a
    /// listener hears each one out; `-i` sets a pace of its own. Off a terminal (a log), a line at least
    /// every 60 seconds, or `--heartbeat`'s; on one, none unless asked for: a screen reader hears each event
    /// once. The `--summary` sentence, when asked for, takes the place of the last line.
    static func plainPace(_ configuration: Configuration, target: FrameTarget) -> PlainDisplay.Pace {
        let settings = configuration.display
        let quiet = settings.intervalGiven ? settings.timing.interval : PlainDisplay.defaultQuietSeconds
        let heartbeat = settings.styleSettings.heartbeat ?? (target.isTerminal ? nil : PlainDisplay.defaultHeartbeat)
        return PlainDisplay.Pace(quietSeconds: quiet, heartbeat: heartbeat, summaryFollows: settings.summary)
    }

    /// Whether standard error shows a picture redrawn in place, rather than records (`--json`, `-n`, plain
    /// lines) that are not drawn again after text written above them.
    static func drawsInPlace(_ configuration: Configuration, capabilities: TerminalCapabilities) -> Bool {
        let settings = configuration.display
        return !settings.jsonOnStandardError && !settings.numeric
            && !capabilities.drawsPlainLines(settings.styleSettings.plain)
    }

    /// The style of `-x`'s titles: its own format, else the display's layout (uncoloured by the title).
    static func titleStyle(_ configuration: Configuration, look: MeterLook, capabilities: TerminalCapabilities) -> Style {
        var style = makeStyle(configuration, look: look, capabilities: capabilities)
        if let format = configuration.display.extraDisplay?.format { style.template = format }
        return style
    }

    /// The style the options and the terminal call for: glyphs fall back to ASCII where Unicode cannot be
    /// shown; colour and reduced motion are decided by flag, then environment, then terminal.
    static func makeStyle(_ configuration: Configuration, look: MeterLook, capabilities: TerminalCapabilities) -> Style {
        let settings = configuration.display.styleSettings
        var style = Style.automatic(
            capabilities: capabilities, template: configuration.template(for: look), bars: settings.barStyle,
            ring: settings.ring, indicator: settings.indicator, color: settings.color, tint: settings.tint,
            reduceMotion: settings.reduceMotion, spinnerSpeed: settings.spinnerSpeed)
        style.si = configuration.display.si
        style.bits = configuration.display.bits
        style.gauge = configuration.display.gauge
        style.utcClock = configuration.replays
        style.showsPercentage = settings.showsPercentage(format: look.format)
        return style
    }
}
