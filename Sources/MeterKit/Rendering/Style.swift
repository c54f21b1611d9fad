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
    /// The name shown by `%N`, if any.
    public var name: String?
    /// The glyphs of the bar.
    public var glyphs: GlyphSet
    /// Whether Unicode glyphs can be shown: a format's `%{bar-block}` falls back to ASCII without them.
    public var unicode: Bool
    /// Whether amounts use powers of 1000 (`-k`).
    public var si: Bool
    /// Whether byte amounts and rates are shown in bits (`-8`); counts of lines and records stay counts.
    public var bits: Bool
    /// Whether, with no total, the bar shows the rate against the highest rate so far (`-g`).
    public var gauge: Bool
    /// Whether clock times are shown in UTC (replays) rather than in the snapshot's local time.
    public var utcClock: Bool
    /// The linear bar or the ring.
    public var indicator: Indicator
    /// The glyphs of the ring.
    public var ring: RingGlyphs
    /// Frames per second of the ring's spinner (before `spinnerSpeed`).
    public var spinnerRate: Double
    /// Scales the pace of the ring's spinner (`--spinner-speed`).
    public var spinnerSpeed: Double
    /// No decorative motion: spinners stand still, the bar moves in whole cells, and a frame is a function
    /// of the values it shows alone.
    public var reduceMotion: Bool
    /// Colours, or `nil` for none (then not one escape sequence is drawn, `%{sgr:…}` included).
    public var palette: Palette?
    /// Whether the progress field shows the percentage beside its indicator (not in the `mini` layout).
    public var showsPercentage: Bool

    /// A style; `unicode` defaults to whether `glyphs` are Unicode ones.
    public init(
        template: Template = Template(fields: Template.defaultFields), name: String? = nil,
        glyphs: GlyphSet = .unicode, unicode: Bool? = nil, si: Bool = false, bits: Bool = false, gauge: Bool = false,
        utcClock: Bool = false, indicator: Indicator = .linear, ring: RingGlyphs = .braille, spinnerRate: Double = 10,
        spinnerSpeed: Double = 1, reduceMotion: Bool = false, palette: Palette? = nil, showsPercentage: Bool = true
    ) {
        self.template = template
        self.name = name
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
    }
}
