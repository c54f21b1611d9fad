/// Reads a pv format string piece by piece, as pv 1.10.5 reads it: `%`, an optional width, then one
/// character or a `{name}`. A sequence that names nothing is malformed: pv writes it as text, and a strict
/// reading (``Template/parse(_:)``) refuses it.
struct FormatScanner {
    /// One piece of a format.
    enum Piece: Equatable {
        /// Text, a field or colour codes.
        case segment(Template.Segment)
        /// A sequence that names no field.
        case malformed(Malformed)
    }

    /// A sequence that names no field: where it is, why, and what pv makes of it.
    struct Malformed: Equatable {
        /// The sequence as written, from its `%`.
        var sequence: String
        /// The offset of its `%`, in characters.
        var offset: Int
        var reason: Template.ParseError.Reason
        /// What pv makes of it: its text, or the codes of an unclosed `%{sgr:…`.
        var asPV: Template.Segment
        /// The width's digits and the name after them, as written (empty when there is none).
        var digits = ""
        var name = ""

        /// A known sequence spelt nearly the same, with the same width: what a typo most likely meant.
        var suggestion: String? { FormatScanner.nearestName(to: name).map { "%" + digits + $0 } }
    }

    private let characters: [Character]
    private var index = 0

    init(_ format: String) { characters = Array(format) }

    /// The widest field a format can ask for, as in pv; a longer number is taken as this.
    static let widestField = 65_535

    /// The sequences after `%` (and its width) that name a field.
    static let fields: [String: Template.Field] = [
        "p": .progress, "{progress}": .progress, "{progress-bar-only}": .progressBarOnly,
        "{progress-amount-only}": .progressAmountOnly, "{bar-plain}": .plainBar, "{bar-block}": .blockBar,
        "{bar-granular}": .granularBar, "{bar-shaded}": .shadedBar, "t": .timer, "{timer}": .timer,
        "e": .eta, "{eta}": .eta, "I": .finishTime, "{fineta}": .finishTime, "r": .rate, "{rate}": .rate,
        "a": .averageRate, "{average-rate}": .averageRate, "b": .amount, "{bytes}": .amount,
        "{transferred}": .amount, "T": .bufferPercent, "{buffer-percent}": .bufferPercent, "A": .lastWritten,
        "{last-written}": .lastWritten, "L": .message, "{previous-line}": .message, "N": .name,
        "{name}": .name, "{ratio}": .ratio, "{sparkline}": .sparkline, "{sparkline-run}": .runSparkline,
    ]

    /// The next piece; `nil` after the last.
    mutating func next() -> Piece? {
        guard index < characters.count else { return nil }
        guard characters[index] == "%" else { return .segment(.text(takeText())) }
        let start = index
        index += 1
        return takeSequence(from: start)
    }

    /// Text up to the next `%`.
    private mutating func takeText() -> String {
        var text = ""
        while index < characters.count, characters[index] != "%" {
            text.append(characters[index])
            index += 1
        }
        return text
    }

    /// What follows the `%` at `start`: a field, colour codes, or a malformed sequence.
    private mutating func takeSequence(from start: Int) -> Piece {
        var digits = ""
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
            digits.append(characters[index])
            index += 1
        }
        guard index < characters.count else { return malformed(from: start, .missingName) }
        if characters[index] == "%" {
            // `%%` is `%`; after a width (`%5%`) the width is text and the second `%` starts afresh.
            guard digits.isEmpty else { return malformed(from: start, .missingName) }
            index += 1
            return .segment(.text("%"))
        }
        let (name, closed) = takeName()
        if let field = Self.fields[name] { return .segment(.field(field, width: Self.width(digits))) }
        if name.hasPrefix("{sgr:") {
            let codes = GraphicRendition.codes(String(name.dropFirst(5).prefix { $0 != "}" }))
            if closed { return .segment(.graphicRendition(codes)) }
            let sequence = String(characters[start..<index])
            // pv swallows the `%` that ends an unclosed `%{sgr:…`.
            if index < characters.count { index += 1 }
            return .malformed(Malformed(sequence: sequence, offset: start, reason: .unclosedBrace, asPV: .graphicRendition(codes)))
        }
        return malformed(from: start, closed ? .unknownName : .unclosedBrace, name: name, digits: digits)
    }

    /// The sequence from `start` to here, malformed for `reason`; pv writes it as it is.
    private func malformed(from start: Int, _ reason: Template.ParseError.Reason, name: String = "", digits: String = "")
        -> Piece
    {
        let sequence = String(characters[start..<index])
        return .malformed(Malformed(sequence: sequence, offset: start, reason: reason, asPV: .text(sequence), digits: digits, name: name))
    }

    /// One character, or `{` up to and including `}` (an unclosed one stops before a `%` or at the end).
    private mutating func takeName() -> (name: String, closed: Bool) {
        guard characters[index] == "{" else {
            index += 1
            return (String(characters[index - 1]), true)
        }
        var name = ""
        while index < characters.count, characters[index] != "%" {
            name.append(characters[index])
            index += 1
            if name.last == "}" { return (name, true) }
        }
        return (name, false)
    }

    /// A field's width from its digits: `nil` for none or 0.
    static func width(_ digits: String) -> Int? {
        guard !digits.isEmpty else { return nil }
        let value = digits.count > 5 ? widestField : min(Int(digits) ?? widestField, widestField)
        return value > 0 ? value : nil
    }

    /// The known name that `name` most likely meant: the same letter in the other case (`P` for `p`), the
    /// letter of a braced letter (`p` for `{p}`), or a `{name}` at most two edits away (`{sparklin}`,
    /// `{Timer}`, `{bytes` without its brace), the closest first, then the first in alphabetical order.
    static func nearestName(to name: String) -> String? {
        guard !name.isEmpty else { return nil }
        if name.count == 1 {
            return fields.keys.first { $0.count == 1 && $0.lowercased() == name.lowercased() }
        }
        let typed = Array(name.hasSuffix("}") ? name : name + "}")
        if typed.count == 3, fields[String(typed[1])] != nil { return String(typed[1]) }
        var best: (name: String, distance: Int)?
        for known in fields.keys.sorted() where known.count > 1 {
            let distance = editDistance(typed, Array(known), limit: 2)
            if distance <= 2, distance < (best?.distance ?? 3) { best = (known, distance) }
        }
        return best?.name
    }

    /// Levenshtein's distance between `a` and `b`, or `limit + 1` for anything farther than `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return Swift.min(previous[b.count], limit + 1)
    }
}

/// `%{sgr:LIST}`: Select Graphic Rendition codes from names and numbers, and the escape sequences for them.
package enum GraphicRendition {
    /// The codes each keyword pv knows stands for.
    static let keywords: [String: Int] = {
        var table: [String: Int] = [
            "reset": 0, "none": 0, "bold": 1, "dim": 2, "italic": 3, "underscore": 4, "underline": 4, "blink": 5,
            "reverse": 7, "no-bold": 22, "no-dim": 22, "no-italic": 23, "no-underscore": 24, "no-underline": 24,
            "no-blink": 25, "no-reverse": 27, "fg-default": 39, "bg-default": 49,
        ]
        let colours = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]
        for (offset, colour) in colours.enumerated() {
            table[colour] = 30 + offset
            table["fg-" + colour] = 30 + offset
            table["bg-" + colour] = 40 + offset
        }
        for (name, code) in [("yellow", 33), ("fg-yellow", 33), ("bg-yellow", 43)] { table[name] = code }
        return table
    }()

    /// The codes of a list such as `bold,red` or `38;5;208`: numbers below 255 and keywords, in order;
    /// anything else is skipped. As in pv, an empty item (`red,,bold`) spoils the item after it.
    package static func codes(_ list: String) -> [Int] {
        var codes: [Int] = []
        var spoiled = false
        for item in list.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == ";" }) {
            if item.isEmpty {
                spoiled = true
                continue
            }
            defer { spoiled = false }
            if spoiled { continue }
            if item.allSatisfy({ $0.isASCII && $0.isNumber }) {
                if let number = Int(item), number < 255 { codes.append(number) }
            } else if let code = keywords[String(item)] {
                codes.append(code)
            }
        }
        return codes
    }

    /// The escape sequences that set `codes`, sixteen codes to a sequence as pv writes them.
    package static func sequences(_ codes: [Int]) -> String {
        var text = ""
        var start = 0
        while start < codes.count {
            let chunk = codes[start..<min(start + 16, codes.count)]
            text += "\u{1B}[" + chunk.map(String.init).joined(separator: ";") + "m"
            start += 16
        }
        return text
    }

    /// What ends a line that leaves a rendition set: pv's `ESC [ m`.
    package static let reset = "\u{1B}[m"
}
