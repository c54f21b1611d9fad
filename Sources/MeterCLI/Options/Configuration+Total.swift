import MeterKit

extension Configuration {
    /// Whether `-s` gave a total: `-s 0` gives none, as in pv (the inputs' sizes are then the total).
    var sizeGiven: Bool {
        if case .value(0)? = size { return false }
        return size != nil
    }

    /// The total that `-s` gives: its value, or for `-s @FILE` the size of FILE (its line or record count
    /// in line mode); nil without `-s`, and for `-s 0`, which means no size, as in pv.
    func explicitTotal() throws(UsageError) -> UInt64? {
        switch size {
        case .value(let value)?:
            return value == 0 ? nil : value
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
