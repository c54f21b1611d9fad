/// What meter counts as it copies.
public enum CountingUnit: Sendable, Equatable {
    /// Bytes.
    case bytes
    /// Newline-ended lines, as `wc -l` counts them.
    case lines
    /// NUL-ended records (`-0`).
    case records
    /// Whatever a wrapped command counts and reports as a plain number (`37/120`).
    case items
    /// A percentage a wrapped command reports alone, counted in hundredths of a percent (total 10,000).
    case percent
    /// A duration a wrapped command reports (ffmpeg's `time=`), counted in thousandths of a second.
    case seconds

    /// The unit's name in words, as files and messages spell it: `bytes`, `lines`, `records`, `items`,
    /// `percent`, `seconds`.
    public var name: String {
        switch self {
        case .bytes: return "bytes"
        case .lines: return "lines"
        case .records: return "records"
        case .items: return "items"
        case .percent: return "percent"
        case .seconds: return "seconds"
        }
    }

    /// How many counted steps make one unit: 100 for a percentage, 1,000 for seconds, else 1.
    public var stepsPerUnit: UInt64 {
        switch self {
        case .percent: return 100
        case .seconds: return 1000
        case .bytes, .lines, .records, .items: return 1
        }
    }

    /// The unit named `name` (see ``name``).
    public init?(name: some StringProtocol) {
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
        switch self {
        case .bytes: return nil
        case .lines: return UInt8(ascii: "\n")
        case .records: return 0
        case .items, .percent, .seconds: return nil
        }
    }
}
