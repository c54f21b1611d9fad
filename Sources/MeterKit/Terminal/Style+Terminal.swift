extension Style {
    /// The style the `meter` command draws in on `descriptor`, with the options a user may set: glyphs that
    /// fall back to ASCII where Unicode cannot be shown (a locale other than UTF-8, `TERM=linux`), colour as
    /// `color` says (by default on a terminal unless `NO_COLOR` is set, in the depth the terminal shows), and
    /// reduced motion as `REDUCE_MOTION` says.
    ///
    /// The default is exactly the command's default look: a tool that embeds MeterKit looks like `meter`.
    /// Its words (`ETA`) are English and its decimal separator the point unless `followsLocale`, which takes
    /// both from the locale, as the command does (``Language/preferred(by:)``,
    /// ``DecimalSeparator/preferred(by:)``).
    public static func automatic(
        for descriptor: FileDescriptor = .standardError, environment: [String: String]? = nil, followsLocale: Bool = false
    ) -> Style {
        var capabilities = TerminalCapabilities.detect(descriptor: descriptor, environment: environment ?? ProcessEnvironment.current())
        if !followsLocale {
            capabilities.language = .english
            capabilities.decimalSeparator = .point
        }
        return automatic(capabilities: capabilities)
    }

    /// The style for `capabilities` and the style options (`-u`, `--ring`, `--style`, `--color`, `--tint`,
    /// `--reduce-motion`, `--spinner-speed`): the one place both the library and the command make it.
    package static func automatic(
        capabilities: TerminalCapabilities, template: Template = Template(fields: Template.defaultFields),
        bars: BarStyle = .granular, ring: RingStyle = .braille, indicator: Indicator = .linear,
        color: ColorMode = .auto, tint: RGBColor = .defaultTint, reduceMotion: Bool? = nil, spinnerSpeed: Double = 1
    ) -> Style {
        let palette = capabilities.usesColor(color) ? Palette(tint: tint, depth: capabilities.colorDepth) : nil
        return Style(
            template: template, glyphs: bars.glyphs(unicode: capabilities.unicode), unicode: capabilities.unicode,
            indicator: indicator, ring: ring.glyphs(unicode: capabilities.unicode), spinnerSpeed: spinnerSpeed,
            reduceMotion: capabilities.reducesMotion(reduceMotion), palette: palette, language: capabilities.language,
            decimalSeparator: capabilities.decimalSeparator)
    }
}
