import MeterKit

extension StreamSettings {
    /// Whether `-s` gave a total: `-s 0` gives none, as in pv (the inputs' sizes are then the total).
    var sizeGiven: Bool {
        if case .value(0)? = size { return false }
        return size != nil
    }

    /// The total that `-s` gives, counted in the stream's unit (see ``SizeSource/total(in:)``); nil without
    /// `-s`.
    func explicitTotal() throws(UsageError) -> UInt64? {
        try size?.total(in: transfer.unit)
    }
}

extension StreamSettings.SizeSource {
    /// The total this gives: the value, or for `@FILE` the size of FILE (its line or record count when
    /// `unit` is lines or records), or for a directory that of the regular files under it; nil for `-s 0`,
    /// which means no size, and for `@FILE` of something that has none (a pipe, `/dev/null`), as in pv.
    func total(in unit: CountingUnit) throws(UsageError) -> UInt64? {
        switch self {
        case .value(let value):
            return value == 0 ? nil : value
        case .file(let path):
            do {
                return try InputTotals.total(at: path, delimiter: unit.delimiter)
            } catch {
                switch error {
                case .unreadable(let errno): throw UsageError("-s", .cannotTakeSize(SafeText(path), errno))
                case .noSize: return nil
                }
            }
        }
    }
}
