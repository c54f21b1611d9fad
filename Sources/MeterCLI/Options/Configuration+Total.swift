import MeterKit

extension Configuration {
    /// The total that `-s` gives: its value, or for `-s @FILE` the size of FILE (its line or record count
    /// in line mode); nil without `-s`.
    func explicitTotal() throws(UsageError) -> UInt64? {
        switch size {
        case .value(let value)?:
            return value
        case .file(let path)?:
            let source = InputSource.file(path)
            let measured = transfer.unit.delimiter.map { InputTotals.delimiterCount(of: source, delimiter: $0) }
                ?? InputTotals.byteSize(of: source)
            guard let measured else { throw UsageError("-s: cannot take the size of '\(SafeText(path))'") }
            return measured
        case nil:
            return nil
        }
    }
}
