/// A frame's layout: text and fields in order, from pv's switches (`-p -t -e -r -b …`) or a `-F` format.
public struct Template: Sendable, Equatable {
    /// One field a frame can show.
    public enum Field: Sendable, Equatable, CaseIterable {
        /// `%N`: the name, right-aligned in 9 columns and followed by a colon.
        case name
        /// `%b`: the amount so far.
        case amount
        /// `%t`: elapsed time.
        case timer
        /// `%e`: time remaining, `ETA H:MM:SS`.
        case eta
        /// `%I`: the clock time the transfer should finish, `FIN HH:MM:SS`.
        case finishTime
        /// `%r`: the rate since the last frame, `[12.3MiB/s]`.
        case rate
        /// `%a`: the average rate over the window, `(12.3MiB/s)`.
        case averageRate
        /// `%p`: the bar and percentage, filling the width the other fields leave.
        case progress
        /// `%L`: the start of a wrapped command's latest output line, cut to fit (half the room left when
        /// there is a bar too).
        case latestLine
    }

    /// A piece of the layout.
    public enum Segment: Sendable, Equatable {
        case text(String)
        case field(Field, width: Int?)
    }

    public var segments: [Segment]
    /// Whether a field with nothing to show takes its separating space with it (layouts built from
    /// switches do; a `-F` format is kept exactly as written).
    public var collapsesEmptyFields: Bool

    public init(segments: [Segment], collapsesEmptyFields: Bool = false) {
        self.segments = segments
        self.collapsesEmptyFields = collapsesEmptyFields
    }

    /// pv's default order for the chosen fields, separated by spaces.
    public init(fields: Set<Field>) {
        let order: [Field] = [.name, .amount, .timer, .rate, .averageRate, .progress, .eta, .finishTime, .latestLine]
        var segments: [Segment] = []
        for field in order where fields.contains(field) {
            if !segments.isEmpty { segments.append(.text(" ")) }
            segments.append(.field(field, width: nil))
        }
        self.segments = segments
        self.collapsesEmptyFields = true
    }

    /// pv's default fields: `-p -t -e -r -b`.
    public static let defaultFields: Set<Field> = [.progress, .timer, .eta, .rate, .amount]

    /// Parses a pv format string: `%p %t %e %I %r %a %b %N %%`, and meter's `%L`, each optionally with a width (`%20p`).
    /// Throws a message naming the first unknown sequence.
    public static func parse(_ format: String) throws(TemplateError) -> Template {
        var segments: [Segment] = []
        var literal = ""
        var characters = Array(format)
        characters.append("\0")
        var index = 0
        while index < characters.count - 1 {
            let character = characters[index]
            guard character == "%" else {
                literal.append(character)
                index += 1
                continue
            }
            index += 1
            var digits = ""
            while characters[index].isASCII, characters[index].isNumber {
                digits.append(characters[index])
                index += 1
            }
            let code = characters[index]
            index += 1
            let field: Field
            switch code {
            case "%": literal.append("%"); continue
            case "N": field = .name
            case "b": field = .amount
            case "t": field = .timer
            case "e": field = .eta
            case "I": field = .finishTime
            case "r": field = .rate
            case "a": field = .averageRate
            case "p": field = .progress
            case "L": field = .latestLine
            case "\0": throw TemplateError(message: "the format ends with an unfinished '%'")
            default: throw TemplateError(message: "unknown sequence '%\(digits)\(code)'")
            }
            if !literal.isEmpty {
                segments.append(.text(literal))
                literal = ""
            }
            var width: Int?
            if !digits.isEmpty {
                guard digits.count <= 4, let value = Int(digits) else {
                    throw TemplateError(message: "width '\(digits)' in '%\(digits)\(code)' is too large")
                }
                width = value
            }
            segments.append(.field(field, width: width))
        }
        if !literal.isEmpty { segments.append(.text(literal)) }
        return Template(segments: segments)
    }

    /// Whether the layout shows `field`.
    public func contains(_ field: Field) -> Bool {
        segments.contains { if case .field(field, _) = $0 { return true } else { return false } }
    }
}

/// A format string that could not be parsed.
public struct TemplateError: Error, Equatable, Sendable {
    public var message: String
}
