extension Style {
    /// The colour of the filled part of a bar or ring (`--tint`), shown in the depth the terminal has (24-bit,
    /// 256 or 16 colours). The track is dimmed, whatever the tint.
    public struct Tint: Sendable, Equatable, Hashable {
        /// The red component, 0 to 255.
        public var red: UInt8
        /// The green component, 0 to 255.
        public var green: UInt8
        /// The blue component, 0 to 255.
        public var blue: UInt8

        /// The colour of these components.
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// meter's default tint, a warm orange: `#FF5733`.
        public static let orange = Tint(red: 0xFF, green: 0x57, blue: 0x33)

        /// The colour names `--tint` accepts, with their values.
        package static let named: [(name: String, color: Tint)] = [
            ("orange", .orange),
            ("red", Tint(red: 0xE0, green: 0x1B, blue: 0x24)),
            ("yellow", Tint(red: 0xF6, green: 0xD3, blue: 0x2D)),
            ("green", Tint(red: 0x33, green: 0xD1, blue: 0x7A)),
            ("cyan", Tint(red: 0x00, green: 0xB7, blue: 0xC3)),
            ("blue", Tint(red: 0x35, green: 0x84, blue: 0xE4)),
            ("purple", Tint(red: 0x91, green: 0x41, blue: 0xAC)),
            ("magenta", Tint(red: 0xD0, green: 0x3C, blue: 0xC8)),
            ("pink", Tint(red: 0xFF, green: 0x7E, blue: 0xB6)),
            ("white", Tint(red: 0xFF, green: 0xFF, blue: 0xFF)),
            ("gray", Tint(red: 0x9A, green: 0x99, blue: 0x96)),
            ("grey", Tint(red: 0x9A, green: 0x99, blue: 0x96)),
        ]

        /// A colour as `--tint` takes it: a name (`orange`, `red`, `yellow`, `green`, `cyan`, `blue`, `purple`,
        /// `magenta`, `pink`, `white`, `gray`; any case) or a hexadecimal `#RRGGBB` (or `#RGB`); `nil` for
        /// anything else.
        public init?(_ text: String) {
            let lower = text.lowercased()
            if let entry = Tint.named.first(where: { $0.name == lower }) {
                self = entry.color
                return
            }
            guard lower.hasPrefix("#") else { return nil }
            var digits = Array(lower.dropFirst())
            if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
            guard digits.count == 6, digits.allSatisfy({ $0.isHexDigit }) else { return nil }
            var values: [UInt8] = []
            for index in stride(from: 0, to: 6, by: 2) {
                guard let value = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
                values.append(value)
            }
            self.init(red: values[0], green: values[1], blue: values[2])
        }

        /// Squared distance to `other` in RGB space.
        func distance(to other: Tint) -> Int {
            let red = Int(red) - Int(other.red)
            let green = Int(green) - Int(other.green)
            let blue = Int(blue) - Int(other.blue)
            return red * red + green * green + blue * blue
        }
    }
}

/// How many colours the terminal can show.
package enum ColorDepth: Sendable, Equatable {
    /// The 16 ANSI colours.
    case ansi16
    /// xterm's 256 colours.
    case ansi256
    /// 24-bit colour.
    case trueColor
}

/// The escape sequences that colour a frame: the filled part in a tint, the unfilled track dimmed. Every
/// coloured piece ends with a reset, so a frame never leaves colour behind.
package struct Palette: Sendable, Equatable {
    /// SGR parameters for the filled part (`38;2;255;87;51`).
    package var fill: String
    /// SGR parameters for the track (`2`, dim).
    package var track: String

    package init(fill: String, track: String = "2") {
        self.fill = fill
        self.track = track
    }

    /// The tint as the terminal can best show it, with a dimmed track.
    package init(tint: Style.Tint, depth: ColorDepth) {
        switch depth {
        case .trueColor:
            self.init(fill: "38;2;\(tint.red);\(tint.green);\(tint.blue)")
        case .ansi256:
            self.init(fill: "38;5;\(Palette.nearest256(tint))")
        case .ansi16:
            let index = Palette.nearest16(tint)
            self.init(fill: index < 8 ? "\(30 + index)" : "\(90 + index - 8)")
        }
    }

    /// The SGR sequence that ends every coloured piece.
    package static let reset = "\u{1B}[0m"

    /// `text` in the tint (nothing when `text` is empty).
    package func filled(_ text: String) -> String { paint(text, fill) }

    /// `text` dimmed (nothing when `text` is empty).
    package func dimmed(_ text: String) -> String { paint(text, track) }

    private func paint(_ text: String, _ parameters: String) -> String {
        text.isEmpty ? "" : "\u{1B}[" + parameters + "m" + text + Palette.reset
    }

    /// xterm's values for the 16 ANSI colours.
    static let ansi16Values: [Style.Tint] = [
        Style.Tint(red: 0, green: 0, blue: 0), Style.Tint(red: 205, green: 0, blue: 0),
        Style.Tint(red: 0, green: 205, blue: 0), Style.Tint(red: 205, green: 205, blue: 0),
        Style.Tint(red: 0, green: 0, blue: 238), Style.Tint(red: 205, green: 0, blue: 205),
        Style.Tint(red: 0, green: 205, blue: 205), Style.Tint(red: 229, green: 229, blue: 229),
        Style.Tint(red: 127, green: 127, blue: 127), Style.Tint(red: 255, green: 0, blue: 0),
        Style.Tint(red: 0, green: 255, blue: 0), Style.Tint(red: 255, green: 255, blue: 0),
        Style.Tint(red: 92, green: 92, blue: 255), Style.Tint(red: 255, green: 0, blue: 255),
        Style.Tint(red: 0, green: 255, blue: 255), Style.Tint(red: 255, green: 255, blue: 255),
    ]

    /// The index (0 to 15) of the ANSI colour nearest to `color`.
    static func nearest16(_ color: Style.Tint) -> Int {
        var best = 0
        for index in ansi16Values.indices where color.distance(to: ansi16Values[index]) < color.distance(to: ansi16Values[best]) {
            best = index
        }
        return best
    }

    /// The index (16 to 255) of the xterm colour nearest to `color`: the 6×6×6 cube or the grey ramp.
    static func nearest256(_ color: Style.Tint) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for index in levels.indices where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let (r, g, b) = (nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue))
        let cube = Style.Tint(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
        var best = (index: 16 + 36 * r + 6 * g + b, distance: color.distance(to: cube))
        for step in 0..<24 {
            let level = UInt8(8 + 10 * step)
            let distance = color.distance(to: Style.Tint(red: level, green: level, blue: level))
            if distance < best.distance { best = (232 + step, distance) }
        }
        return best.index
    }
}
