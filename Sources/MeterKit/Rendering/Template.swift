/// A frame's layout: text and fields in order, from pv's switches (`-p -t -e -r -b …`) or a `-F` format.
public struct Template: Sendable, Equatable {
    /// One field a frame can show.
    public struct Field: Sendable, Hashable, CaseIterable {
        /// Which field it is, for the renderer's switches.
        package enum Kind: Sendable, Hashable, CaseIterable {
            case name, amount, bufferPercent, timer, rate, averageRate, progress, eta, finishTime, lastWritten, message
            case progressBarOnly, progressAmountOnly, plainBar, blockBar, granularBar, shadedBar, ratio, sparkline
            case runSparkline
        }

        /// Which field it is.
        package let kind: Kind

        package init(_ kind: Kind) { self.kind = kind }

        /// Every field a tool's template may show.
        public static var allCases: [Field] { Kind.allCases.map(Field.init).filter { $0 != .ratio } }

        /// `%N`: the name, right-aligned in 9 columns (or the field's width) and followed by a colon;
        /// nothing at all without a name.
        public static let name = Field(.name)
        /// `%b`: the amount so far, padded to 7 columns (`1.23MiB`, ` 512  B`; a count of lines `1.23k`).
        public static let amount = Field(.amount)
        /// `%T`: how full the copy's buffer is, `{ 45%}`, or `{----}` when no buffer holds the data.
        public static let bufferPercent = Field(.bufferPercent)
        /// `%t`: elapsed time, `H:MM:SS` (7 columns; more with days: `1:02:03:04`).
        public static let timer = Field(.timer)
        /// `%r`: the rate since the last frame, `[12.3MiB/s]`: the number padded to 4 columns, 11 or 12 in all.
        public static let rate = Field(.rate)
        /// `%a`: the average rate over the window, `(12.3MiB/s)`, as wide as `%r`.
        public static let averageRate = Field(.averageRate)
        /// `%p`: the bar and percentage, filling the width the other fields leave.
        public static let progress = Field(.progress)
        /// `%e`: time remaining, `ETA H:MM:SS` (11 columns; blank in the final frame, so the line keeps its
        /// width).
        public static let eta = Field(.eta)
        /// `%I`: the clock time the transfer should finish, `FIN HH:MM:SS` (with the date when it is more than
        /// six hours away).
        public static let finishTime = Field(.finishTime)
        /// `%nA`: the last n bytes written, each unprintable one as `.`.
        public static let lastWritten = Field(.lastWritten)
        /// `%L`: the start of the latest line, cut to fit (half the room left when there is a bar too).
        public static let message = Field(.message)
        /// `%{progress-bar-only}`: the bar in the chosen style, without its ends or a number.
        public static let progressBarOnly = Field(.progressBarOnly)
        /// `%{progress-amount-only}`: the number beside the bar alone: ` 50%` (4 columns), or the gauge's peak
        /// rate.
        public static let progressAmountOnly = Field(.progressAmountOnly)
        /// `%{bar-plain}`: the bar alone in pv's ASCII style.
        public static let plainBar = Field(.plainBar)
        /// `%{bar-block}`: the bar alone in whole blocks.
        public static let blockBar = Field(.blockBar)
        /// `%{bar-granular}`: the bar alone in eighth cells.
        public static let granularBar = Field(.granularBar)
        /// `%{bar-shaded}`: the bar alone in shades.
        public static let shadedBar = Field(.shadedBar)
        /// `%{ratio}`: a wrapped command's output over its input so far, `ratio 0.42` (a compressor's ratio as
        /// it runs); nothing unless both are metered (the command's `-M both`), so the command's alone.
        package static let ratio = Field(.ratio)
        /// `%{sparkline}`: the rate of the recent frames, one cell a frame, newest on the right, in block
        /// heights scaled to the highest shown (`▁▂▃▅▇`, ASCII `.:-=` outside a UTF-8 locale), an empty cell
        /// where nothing moved; 20 cells, or the width a format gives it.
        public static let sparkline = Field(.sparkline)
        /// `%{sparkline-run}`: the whole run so far, its time cut into as many equal shares as the field has
        /// cells, each share's average rate; 20 cells, or the width a format gives it.
        public static let runSparkline = Field(.runSparkline)

        /// The fields that take the width the others leave (unless the format gives them one).
        var isFlexible: Bool {
            switch kind {
            case .progress, .message, .progressBarOnly, .plainBar, .blockBar, .granularBar, .shadedBar: return true
            default: return false
            }
        }
    }

    /// A piece of the layout.
    package enum Segment: Sendable, Equatable {
        /// Text written as it is.
        case text(String)
        /// A field, with the width a format gave it (`%20p`), if any.
        case field(Field, width: Int?)
        /// `%{sgr:…}`: Select Graphic Rendition codes (colours, bold…), written only when colour is on.
        case graphicRendition([Int])
    }

    /// The pieces in order.
    package var segments: [Segment]
    /// Whether a field with nothing to show takes its separating space with it (layouts built from
    /// switches do; a `-F` format is kept exactly as written).
    package var collapsesEmptyFields: Bool

    /// A layout of these pieces, kept exactly as given unless `collapsesEmptyFields`.
    package init(segments: [Segment], collapsesEmptyFields: Bool = false) {
        self.segments = segments
        self.collapsesEmptyFields = collapsesEmptyFields
    }

    /// pv's order for the chosen fields, separated by spaces: `%N %b %T %t %r %a %p %e %I`, then meter's
    /// `%{ratio}`, pv's `%nA`, then meter's `%L`. The last written bytes are shown only with a count (`-A N`).
    public init(fields: Set<Field>, lastWrittenCount: Int? = nil) {
        let order: [Field] = [
            .name, .amount, .bufferPercent, .timer, .rate, .averageRate, .sparkline, .runSparkline, .progress, .eta,
            .finishTime, .ratio, .lastWritten, .message,
        ]
        var segments: [Segment] = []
        for field in order where fields.contains(field) {
            if field == .lastWritten, (lastWrittenCount ?? 0) <= 0 { continue }
            if !segments.isEmpty { segments.append(.text(" ")) }
            segments.append(.field(field, width: field == .lastWritten ? lastWrittenCount : nil))
        }
        self.segments = segments
        self.collapsesEmptyFields = true
    }

    /// pv's default fields: `-p -t -e -r -b`.
    public static let defaultFields: Set<Field> = [.name, .progress, .timer, .eta, .rate, .amount]

    /// Parses a pv format string, and refuses one with a sequence that names no field. Every sequence
    /// pv 1.10.5 knows is a field (`%p %t %e %I %r %a %b %T %A %L %N`, their `%{name}` forms, the bars,
    /// `%{sgr:…}`), each optionally with a width (`%20p`, `%16A`); `%%` is a percent sign.
    ///
    /// ```swift
    /// let template = try Template.parse("%N %b %20p %e")
    /// ```
    ///
    /// The first sequence that names nothing is thrown as a ``ParseError`` with its text and offset:
    /// an unknown name (`%x`, `%{nonsense}`; names are case-sensitive), a `{` that no `}` closes
    /// (`%{bytes`), and a `%` with no name after it (a lone `%` at the end, a width alone: `%5`, `%5%`).
    /// The codes inside `%{sgr:…}` are read as pv reads them, unknown words skipped. The `meter`
    /// command's `-F` never fails: as pv does, it writes a sequence that names nothing as it is.
    public static func parse(_ format: String) throws(ParseError) -> Template {
        let (template, malformed) = read(format)
        if let malformed { throw ParseError(malformed, in: format) }
        return template
    }

    /// Parses a pv format string as pv reads it (the command's `-F`): a sequence that names no field is
    /// written as it is (`%z`, `%{foo}`, a lone `%` at the end, the width of `%5%`), so a format never
    /// stops the data; an unclosed `%{sgr:…` is still taken as a colour, and the `%` that ends it dropped.
    package static func lenient(_ format: String) -> Template { read(format).template }

    /// The layout of `format` as pv reads it, and the first sequence in it that names no field.
    private static func read(_ format: String) -> (template: Template, firstMalformed: FormatScanner.Malformed?) {
        var scanner = FormatScanner(format)
        var segments: [Segment] = []
        var literal = ""
        var firstMalformed: FormatScanner.Malformed?
        while let piece = scanner.next() {
            let segment: Segment
            switch piece {
            case .segment(let next):
                segment = next
            case .malformed(let malformed):
                if firstMalformed == nil { firstMalformed = malformed }
                segment = malformed.asPV
            }
            if case .text(let text) = segment {
                literal += text
                continue
            }
            if !literal.isEmpty { segments.append(.text(literal)) }
            literal = ""
            segments.append(segment)
        }
        if !literal.isEmpty { segments.append(.text(literal)) }
        return (Template(segments: segments), firstMalformed)
    }

    /// Whether the layout shows `field`.
    public func contains(_ field: Field) -> Bool {
        segments.contains { if case .field(field, _) = $0 { return true } else { return false } }
    }
}
