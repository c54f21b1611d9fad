/// How frames look: everything rendering needs besides the snapshot and the width.
public struct Style: Sendable, Equatable {
    /// The fields and their order.
    public var template: Template
    /// The name shown by `%N`, if any.
    public var name: String?
    /// The glyphs of the bar.
    public var glyphs: GlyphSet
    /// Whether amounts use powers of 1000 (`-k`).
    public var si: Bool
    /// Whether clock times are shown in UTC (replays) rather than local time.
    public var utcClock: Bool
    /// Cells per second that the indeterminate block travels.
    public var bounceSpeed: Double

    public init(
        template: Template = Template(fields: Template.defaultFields), name: String? = nil,
        glyphs: GlyphSet = .unicode, si: Bool = false, utcClock: Bool = false, bounceSpeed: Double = 8
    ) {
        self.template = template
        self.name = name
        self.glyphs = glyphs
        self.si = si
        self.utcClock = utcClock
        self.bounceSpeed = bounceSpeed
    }
}
