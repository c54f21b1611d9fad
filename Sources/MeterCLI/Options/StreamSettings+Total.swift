import MeterKit

extension StreamSettings {
    /// Whether `-s` gave a total: `-s 0` gives none, as in pv (the inputs' sizes are then the total).
    var sizeGiven: Bool {
        if case .value(0)? = size { return false }
        return size != nil
    }

    /// The total that `-s` gives: its value, or for `-s @FILE` the size of FILE (its line or record count
    /// in line mode), or for a directory that of the regular files under it; nil without `-s`, for `-s 0`,
    /// which means no size, and for `-s @FILE` of something that has none (a pipe, `/dev/null`), as in pv.
    func explicitTotal() throws(UsageError) -> UInt64? {
        switch size {
        case .value(let value)?:
            return value == 0 ? nil : value
        case .file(let path)?:
            do {
                return try InputTotals.total(at: path, delimiter: transfer.unit.delimiter)
            } catch {
                switch error {
                case .unreadable(let errno): throw UsageError("-s", .cannotTakeSize(SafeText(path), errno))
                case .noSize: return nil
                }
            }
        case nil:
            return nil
        }
    }
}
