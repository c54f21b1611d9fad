/// What a meter counts: bytes, lines, records or things counted one by one, under a name of the tool's own
/// when it gives one.
///
/// A unit with a ``Label`` writes the tool's word wherever the amount is written: `  37 files`,
/// `1.50k files`, `12.5 files/s`, and in sentences `40% 400 of 1.0k files`. Times are not affected.
///
/// ```swift
/// let files = CountingUnit.named("file", plural: "files")
/// let meter = board.add(Meter(total: 120, unit: files))
/// meter.add(37)
/// let count = Renderer.format(count: 37, unit: files)          // "  37 files"
/// let rate = Renderer.format(rate: 12.5, unit: files)          // "12.5 files/s"
/// let requests = CountingUnit.named("request", plural: "requests", counting: .lines)   // a copy counts its lines
/// ```
public struct CountingUnit: Sendable, Equatable {
    /// What is counted, which sets how the amount is written; the label only names it.
    package enum Kind: Sendable, Equatable {
        case bytes, lines, records, items, percent, seconds
    }

    /// What is counted.
    package var kind: Kind
    /// The tool's name for what is counted, written after each amount; `nil` for the unit's own way.
    public var label: Label?

    package init(_ kind: Kind, label: Label? = nil) {
        self.kind = kind
        self.label = label
    }

    /// Bytes.
    public static let bytes = CountingUnit(.bytes)
    /// Newline-ended lines, as `wc -l` counts them.
    public static let lines = CountingUnit(.lines)
    /// NUL-ended records (`-0`).
    public static let records = CountingUnit(.records)
    /// Things counted one by one (files, requests, tests), written whole below a thousand (`  37 `).
    public static let items = CountingUnit(.items)
    /// A percentage a wrapped command reports alone, counted in hundredths of a percent (total 10,000).
    package static let percent = CountingUnit(.percent)
    /// A duration a wrapped command reports (ffmpeg's `time=`), counted in thousandths of a second.
    package static let seconds = CountingUnit(.seconds)

    /// Things counted one by one under the tool's name for them, `singular` for one and `plural` for any
    /// other amount (a rate included: `12.5 files/s`); with `counting: .lines` or `.records`, a copy counts
    /// its input's lines or records under that name.
    public static func named(_ singular: String, plural: String, counting: CountingUnit = .items) -> CountingUnit {
        counting.labelled(Label(singular: singular, plural: plural))
    }

    /// Things counted one by one under a name that `word` gives for the amount it follows (a count, or a
    /// rate in units per second), for a language whose nouns take more forms than two.
    public static func named(
        counting: CountingUnit = .items, _ word: @escaping @Sendable (_ amount: Double) -> String
    ) -> CountingUnit {
        counting.labelled(Label(word))
    }

    private func labelled(_ label: Label) -> CountingUnit {
        precondition(kind != .bytes, "a label names things counted one by one; bytes are written B, KiB, MiB")
        return CountingUnit(kind, label: label)
    }
}

extension CountingUnit {
    /// The name of a unit a tool gives, in the forms its amounts ask for.
    public struct Label: Sendable, Equatable {
        private enum Forms: Sendable {
            case two(singular: String, plural: String)
            case function(WordFunction)
        }

        /// A function of the amount, compared by identity: two labels are equal when made from one call.
        private final class WordFunction: Sendable {
            let word: @Sendable (Double) -> String
            init(_ word: @escaping @Sendable (Double) -> String) { self.word = word }
        }

        private let forms: Forms

        /// `singular` after an amount of exactly one, `plural` after any other amount and after a rate.
        public init(singular: String, plural: String) {
            forms = .two(singular: singular, plural: plural)
        }

        /// The word `word` gives for the amount it follows: a count, or a rate in units per second.
        public init(_ word: @escaping @Sendable (_ amount: Double) -> String) {
            forms = .function(WordFunction(word))
        }

        /// The word after `amount`, a count, or a rate in units per second when `perSecond`.
        public func word(after amount: Double, perSecond: Bool = false) -> String {
            switch forms {
            case .two(let singular, let plural): return amount == 1 && !perSecond ? singular : plural
            case .function(let function): return function.word(amount)
            }
        }

        /// Whether two labels write the same words: the same two forms, or one function.
        public static func == (left: Label, right: Label) -> Bool {
            switch (left.forms, right.forms) {
            case (.two(let a, let b), .two(let c, let d)): return a == c && b == d
            case (.function(let a), .function(let b)): return a === b
            default: return false
            }
        }
    }
}

extension CountingUnit {
    /// The unit's name in words, as files and messages spell it: `bytes`, `lines`, `records`, `items`
    /// (a label does not change it).
    public var name: String {
        switch kind {
        case .bytes: return "bytes"
        case .lines: return "lines"
        case .records: return "records"
        case .items: return "items"
        case .percent: return "percent"
        case .seconds: return "seconds"
        }
    }

    /// How many counted steps make one unit: 1 for every unit a tool can make.
    @available(*, deprecated, message: "always 1 outside the command's units of a wrapped command's progress")
    public var stepsPerUnit: UInt64 { steps }

    /// How many counted steps make one unit: 100 for a percentage, 1,000 for seconds, else 1.
    package var steps: UInt64 {
        switch kind {
        case .percent: return 100
        case .seconds: return 1000
        case .bytes, .lines, .records, .items: return 1
        }
    }

    /// The unit named `name` (see ``name``), as the command's files write it.
    @available(*, deprecated, message: "the command's files' spelling; use .bytes, .lines, .records or .items")
    public init?(name: some StringProtocol) { self.init(fileName: name) }

    /// The unit named `name` in the command's files (``name``): its replay scripts, caches and control
    /// messages.
    package init?(fileName name: some StringProtocol) {
        switch name {
        case "bytes": self = .bytes
        case "lines": self = .lines
        case "records": self = .records
        case "items": self = .items
        case "percent": self = .percent
        case "seconds": self = .seconds
        default: return nil
        }
    }

    /// The byte that ends one counted unit, or `nil` when bytes themselves are counted (or the unit is one a
    /// command reports, never counted in its output).
    package var delimiter: UInt8? {
        switch kind {
        case .bytes: return nil
        case .lines: return UInt8(ascii: "\n")
        case .records: return 0
        case .items, .percent, .seconds: return nil
        }
    }
}
