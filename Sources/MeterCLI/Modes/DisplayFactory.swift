import MeterKit

/// Builds the board and each meter's display from the configuration and the terminal's capabilities.
enum DisplayFactory {
    /// The board the run's meters are drawn on, on standard error; `stacked`, their lines are redrawn in
    /// place as one block.
    static func makeBoard(_ configuration: Configuration, capabilities: TerminalCapabilities, clock: MeterClock, stacked: Bool = false) -> Board {
        guard stacked else { return Board(clock: clock, timing: configuration.timing) }
        return Board(clock: clock, timing: configuration.timing, stack: StackedLines(target: makeTarget(configuration, capabilities: capabilities)))
    }

    /// A meter expecting `total`, on `board`, drawn as the configuration asks; when nothing is `drawing`
    /// (`-v` alone keeps a board), its frames are taken for their rates and shown nowhere.
    static func addMeter(
        to board: Board, _ configuration: Configuration, capabilities: TerminalCapabilities, total: UInt64?,
        clock: MeterClock, drawing: Bool = true
    ) -> Meter {
        let meter = Meter(total: total, unit: configuration.transfer.unit, clock: clock, timing: configuration.timing)
        meter.name = configuration.name
        guard drawing else {
            board.add(meter, display: UnseenDisplay())
            return meter
        }
        meter.dataShown = DataShown(templates: configuration.displayTemplates)
        let target = makeTarget(configuration, capabilities: capabilities)
        var display = makeDisplay(configuration, capabilities: capabilities, target: target, board: board)
        // One window title and one process title: the first meter on the board shows its frames there.
        if let extra = configuration.extraDisplay, board.isEmpty {
            display = TitledDisplay(
                display, style: titleStyle(configuration, capabilities: capabilities),
                windowTitle: extra.destinations.contains(.windowtitle), processTitle: extra.destinations.contains(.processtitle))
        }
        board.add(meter, display: display)
        return meter
    }

    /// Standard error, as wide as `-w` says, else as the terminal is.
    static func makeTarget(_ configuration: Configuration, capabilities: TerminalCapabilities) -> FrameTarget {
        DescriptorTarget(
            descriptor: .standardError, fixedColumns: configuration.width,
            environmentColumns: capabilities.environmentColumns, checksForeground: !configuration.force)
    }

    /// The display: numbers for `-n`; plain lines for `--plain` or `TERM=dumb`; a line of its own among
    /// the other meters on the terminal for `-c`; otherwise a line redrawn in place, alone or in the block
    /// of a board that stacks its meters.
    static func makeDisplay(
        _ configuration: Configuration, capabilities: TerminalCapabilities, target: FrameTarget, board: Board? = nil
    ) -> Display {
        if configuration.numeric {
            var style = makeStyle(configuration, capabilities: capabilities)
            style.template = configuration.numericTemplate
            return NumericDisplay(target: target, style: style)
        }
        if configuration.styleSettings.plain || capabilities.isDumb {
            let words = PlainText(si: configuration.si, language: capabilities.language, separator: capabilities.decimalSeparator)
            return PlainDisplay(target: target, words: words)
        }
        let style = makeStyle(configuration, capabilities: capabilities)
        if configuration.styleSettings.cursor, capabilities.isTerminal,
            let board = CursorBoard.forTerminal(.standardError, directory: capabilities.lockDirectory)
        {
            return CursorDisplay(target: target, style: style, board: board)
        }
        // A spinner turns between frames only on a terminal, and only when no interval was asked for.
        let animates = capabilities.isTerminal && !configuration.intervalGiven
        let line = LineDisplay(target: target, style: style, animates: animates)
        return board?.display(for: style, animates: animates, otherwise: line) ?? line
    }

    /// The style of `-x`'s titles: its own format, else the display's layout (uncoloured by the title).
    static func titleStyle(_ configuration: Configuration, capabilities: TerminalCapabilities) -> Style {
        var style = makeStyle(configuration, capabilities: capabilities)
        if let format = configuration.extraDisplay?.format { style.template = format }
        return style
    }

    /// The style the options and the terminal call for: glyphs fall back to ASCII where Unicode cannot be
    /// shown; colour and reduced motion are decided by flag, then environment, then terminal.
    static func makeStyle(_ configuration: Configuration, capabilities: TerminalCapabilities) -> Style {
        let settings = configuration.styleSettings
        var style = Style.automatic(
            capabilities: capabilities, template: configuration.template, bars: settings.barStyle,
            ring: settings.ring, indicator: settings.indicator, color: settings.color, tint: settings.tint,
            reduceMotion: settings.reduceMotion, spinnerSpeed: settings.spinnerSpeed)
        style.si = configuration.si
        style.bits = configuration.bits
        style.gauge = configuration.gauge
        style.utcClock = configuration.replayPath != nil
        style.showsPercentage = settings.showsPercentage(for: configuration)
        return style
    }
}
