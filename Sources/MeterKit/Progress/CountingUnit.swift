/// What meter counts as it copies.
public enum CountingUnit: Sendable, Equatable {
    /// Bytes.
    case bytes
    /// Newline-ended lines, as `wc -l` counts them.
    case lines
    /// NUL-ended records (`-0`).
    case records

    /// The unit's name in words, as files and messages spell it: `bytes`, `lines`, `records`.
    public var name: String {
        switch self {
        case .bytes: return "bytes"
        case .lines: return "lines"
        case .records: return "records"
        }
    }

    /// The unit named `name` (see ``name``).
    public init?(name: some StringProtocol) {
        switch name {
        case "bytes": self = .bytes
        case "lines": self = .lines
        case "records": self = .records
        default: return nil
        }
    }

    /// The byte that ends one counted unit, or `nil` when bytes themselves are counted.
    package var delimiter: UInt8? {
        switch self {
        case .bytes: return nil
        case .lines: return UInt8(ascii: "\n")
        case .records: return 0
        }
    }
}
