/// How frames look: everything rendering needs besides the snapshot and the width.
public struct Style: Sendable, Equatable {
    /// The indicator the progress field draws.
    public enum Indicator: String, Sendable, Equatable, CaseIterable {
        /// A bar that fills the width the other fields leave.
        case linear
        /// One cell that fills clockwise, beside the percentage.
        case circular
    }

    /// The fields and their order.
    public var template: Template
    /// The glyphs of the bar.
    package var glyphs: GlyphSet
    /// Whether Unicode glyphs can be shown: a format's `%{bar-block}` falls back to ASCII without them.
    package var unicode: Bool
    /// Whether amounts use powers of 1000 (`-k`).
    public var si: Bool
    /// Whether byte amounts and rates are shown in bits (`-8`); counts of lines and records stay counts.
    package var bits: Bool
    /// Whether, with no total, the bar shows the rate against the highest rate so far (`-g`).
    package var gauge: Bool
    /// Whether clock times are shown in UTC (replays) rather than in the snapshot's local time.
    package var utcClock: Bool
    /// The linear bar or the ring.
    public var indicator: Indicator
    /// The glyphs of the ring.
    package var ring: RingGlyphs
    /// Frames per second of the ring's spinner (before `spinnerSpeed`).
    package var spinnerRate: Double
    /// Scales the pace of the ring's spinner (`--spinner-speed`).
    package var spinnerSpeed: Double
    /// No decorative motion: spinners stand still, the bar moves in whole cells, and a frame is a function
    /// of the values it shows alone.
    public var reduceMotion: Bool
    /// Colours, or `nil` for none (then not one escape sequence is drawn, `%{sgr:…}` included).
    package var palette: Palette?
    /// Whether the progress field shows the percentage beside its indicator (not in the `mini` layout).
    package var showsPercentage: Bool
    /// The language of the frame's words (`ETA`, `FIN`, `ratio`); English unless asked.
    public var language: Language
    /// The decimal separator of the frame's numbers (`1.46MiB`, `1,46MiB`); the point unless asked.
    public var decimalSeparator: DecimalSeparator
    /// Whether a board tells its meters in plain sentences instead of drawing them (`--plain`): a line when
    /// a meter starts, one every so often (every 30 seconds without a total, at each tenth of it with one,
    /// and when the data stalls), and one at the end, for a screen reader or a log. Nothing is redrawn.
    public var sentences = false
    /// The columns a block of lines gives every name before its colon, so that its names line up: set when a
    /// narrow terminal shortened a name of the block (``Renderer/alignedNameColumns(_:)``), and a wider name is
    /// shortened to it. Nil: each frame fits its name alone.
    package var nameColumns: Int?

    /// A style; `unicode` defaults to whether `glyphs` are Unicode ones.
    package init(
        template: Template = Template(fields: Template.defaultFields),
        glyphs: GlyphSet = .unicode, unicode: Bool? = nil, si: Bool = false, bits: Bool = false, gauge: Bool = false,
        utcClock: Bool = false, indicator: Indicator = .linear, ring: RingGlyphs = .braille, spinnerRate: Double = 10,
        spinnerSpeed: Double = 1, reduceMotion: Bool = false, palette: Palette? = nil, showsPercentage: Bool = true,
        language: Language = .english, decimalSeparator: DecimalSeparator = .point
    ) {
        self.template = template
        self.glyphs = glyphs
        self.unicode = unicode ?? (glyphs != .ascii)
        self.si = si
        self.bits = bits
        self.gauge = gauge
        self.utcClock = utcClock
        self.indicator = indicator
        self.ring = ring
        self.spinnerRate = spinnerRate
        self.spinnerSpeed = spinnerSpeed
        self.reduceMotion = reduceMotion
        self.palette = palette
        self.showsPercentage = showsPercentage
        self.language = language
        self.decimalSeparator = decimalSeparator
    }

    /// pv's own look: an ASCII bar (`[===>   ]`), no colour, no Unicode: the same bytes on every terminal,
    /// in every locale and in every test.
    public static var ascii: Style { Style(glyphs: .ascii) }
}

extension Style {
    /// Whether meters are told in sentences: ``sentences``, by its former name (which read like the ASCII bar,
    /// ``Bar/ascii``).
    @available(*, deprecated, renamed: "sentences")
    public var plain: Bool {
        get { sentences }
        set { sentences = newValue }
    }
}
