/// What meter counts as it copies.
public enum CountingUnit: Sendable, Equatable {
    /// Bytes.
    case bytes
    /// Newline-ended lines, as `wc -l` counts them.
    case lines
    /// NUL-ended records (`-0`).
    case records

    /// The byte that ends one counted unit, or `nil` when bytes themselves are counted.
    public var delimiter: UInt8? {
        switch self {
        case .bytes: return nil
        case .lines: return UInt8(ascii: "\n")
        case .records: return 0
        }
    }
}
