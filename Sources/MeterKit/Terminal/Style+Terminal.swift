extension Style {
    /// The style the `meter` command draws in, with the style options a user may give it: each parameter
    /// is the option of the same name (`--layout`, `--style`, `-u`, `--ring`, `--color`, `--tint`,
    /// `--reduce-motion`, `--plain` as `sentences`, `--spinner-speed`), and the frames are the command's for those options,
    /// byte for byte. Glyphs fall back to ASCII where Unicode cannot be shown (a locale other than UTF-8,
    /// `TERM=linux`); colour is drawn as `color` says (`auto`: on a terminal, unless `NO_COLOR` is set, in
    /// the depth the terminal shows); `reduceMotion` and `sentences` left `nil` follow `REDUCE_MOTION` and
    /// `ACCESSIBLE` (and `TERM=dumb` always speaks plainly), as the command's do.
    ///
    /// - Parameters:
    ///   - environment: the variables to read; `nil` reads the process's own.
    ///   - isTerminal: whether the frames go to a terminal; `nil` asks whether standard error is one. A test
    ///     gives both, so that the style does not depend on where the test runs.
    ///   - followsLocale: take the frame's words (`ETA`) and the decimal separator from the locale, as the
    ///     command does (``Language/preferred(by:)``, ``DecimalSeparator/preferred(by:)``); otherwise
    ///     English and the point.
    ///   - layout: the fields (`--layout`); set ``template`` afterwards for a layout of your own (`-F`).
    ///   - indicator: the linear bar or the ring (`--style`).
    ///   - bars: the bar's glyphs (`-u`).
    ///   - ring: the ring's glyphs (`--ring`).
    ///   - color: when to draw in colour (`--color`).
    ///   - tint: the colour of the filled part (`--tint`).
    ///   - reduceMotion: no decorative motion (`--reduce-motion`, `--no-reduce-motion`); `nil` follows
    ///     `REDUCE_MOTION`.
    ///   - sentences: plain sentences instead of a drawn line (`--plain`, `--no-plain`); `nil` follows
    ///     `ACCESSIBLE` and `TERM=dumb`.
    ///   - spinnerSpeed: how fast the ring's spinner turns, 1 being its own pace (`--spinner-speed`).
    ///
    /// ```swift
    /// let style = Style.automatic(environment: [:], isTerminal: true, layout: .mini, bars: .shaded, color: .never)
    /// ```
    public static func automatic(
        environment: [String: String]? = nil, isTerminal: Bool? = nil, followsLocale: Bool = false,
        layout: Layout = .regular, indicator: Indicator = .linear, bars: Bar = .granular, ring: Ring = .braille,
        color: Color = .auto, tint: Tint = .orange, reduceMotion: Bool? = nil, sentences: Bool? = nil,
        spinnerSpeed: Double = 1
    ) -> Style {
        var capabilities = TerminalCapabilities.detect(
            isTerminal: isTerminal ?? FileDescriptor.standardError.isTerminal,
            environment: environment ?? ProcessEnvironment.current())
        if !followsLocale {
            capabilities.language = .english
            capabilities.decimalSeparator = .point
        }
        var style = automatic(
            capabilities: capabilities, template: Template(fields: layout.fields), bars: bars, ring: ring,
            indicator: indicator, color: color, tint: tint, reduceMotion: reduceMotion, spinnerSpeed: spinnerSpeed)
        style.showsPercentage = layout != .mini
        style.sentences = capabilities.drawsPlainLines(sentences)
        return style
    }

    /// ``automatic(environment:isTerminal:followsLocale:layout:indicator:bars:ring:color:tint:reduceMotion:sentences:spinnerSpeed:)``
    /// by its former label for `sentences`.
    @available(*, deprecated, renamed: "automatic(environment:isTerminal:followsLocale:layout:indicator:bars:ring:color:tint:reduceMotion:sentences:spinnerSpeed:)")
    public static func automatic(
        environment: [String: String]? = nil, isTerminal: Bool? = nil, followsLocale: Bool = false,
        layout: Layout = .regular, indicator: Indicator = .linear, bars: Bar = .granular, ring: Ring = .braille,
        color: Color = .auto, tint: Tint = .orange, reduceMotion: Bool? = nil, plain: Bool?, spinnerSpeed: Double = 1
    ) -> Style {
        automatic(
            environment: environment, isTerminal: isTerminal, followsLocale: followsLocale, layout: layout,
            indicator: indicator, bars: bars, ring: ring, color: color, tint: tint, reduceMotion: reduceMotion,
            sentences: plain, spinnerSpeed: spinnerSpeed)
    }

    /// The style for `capabilities` and the style options (`-u`, `--ring`, `--style`, `--color`, `--tint`,
    /// `--reduce-motion`, `--spinner-speed`): the one place both the library and the command make it.
    package static func automatic(
        capabilities: TerminalCapabilities, template: Template = Template(fields: Template.defaultFields),
        bars: Style.Bar = .granular, ring: Style.Ring = .braille, indicator: Indicator = .linear,
        color: Style.Color = .auto, tint: Style.Tint = .orange, reduceMotion: Bool? = nil, spinnerSpeed: Double = 1
    ) -> Style {
        let palette = capabilities.usesColor(color) ? Palette(tint: tint, depth: capabilities.colorDepth) : nil
        return Style(
            template: template, glyphs: bars.glyphs(unicode: capabilities.unicode), unicode: capabilities.unicode,
            indicator: indicator, ring: ring.glyphs(unicode: capabilities.unicode), spinnerSpeed: spinnerSpeed,
            reduceMotion: capabilities.reducesMotion(reduceMotion), palette: palette, language: capabilities.language,
            decimalSeparator: capabilities.decimalSeparator)
    }
}
