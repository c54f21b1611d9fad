import MeterKit

/// The data options: what is counted, where it goes, its limits, and pv's options for disks.
extension StreamSettings {
    mutating func take(_ id: OptionID, value argument: Argument, option: String) throws(UsageError) {
        let value = argument.text
        switch id {
        case .size: try takeSize(argument, option: option)
        case .lineMode: if transfer.unit == .bytes { transfer.unit = .lines }
        case .null: transfer.unit = .records
        case .output:
            guard !value.isEmpty else { throw UsageError(option, .outputNameEmpty) }
            outputPath = argument.path
        case .discard: transfer.discard = true
        case .si: si = true
        case .rateLimit:
            // 0 is no limit, as pv's (`pv -L "${LIMIT:-0}"`); beside -R it lifts the running meter's.
            let rate = try ValueParsers.saturatingSize(value, option: option, si: si)
            transfer.maximumRate = rate == 0 ? nil : rate
            rateLimitGiven = true
        case .stopAtSize: stopAtSize = true
        case .skipErrors:
            // -E reports each skip; -EE (or more) once per file.
            transfer.readErrors = transfer.readErrors == .stop ? .skipReportingEach : .skipReportingOncePerFile
        case .bufferSize:
            // 0 is meter's own choice, as pv's; larger than 1 GiB is 1 GiB.
            let bytes = try ValueParsers.saturatingSize(value, option: option, si: si)
            transfer.bufferSize = bytes == 0 ? nil : Int(min(bytes, 1 << 30))
        case .noSplice: transfer.allowSplice = false
        default: try takeDisk(id, value: argument, option: option)
        }
    }

    /// `-s SIZE` or `-s @FILE`; `-s 0` means no size, as in pv (see ``explicitTotal()``), but for `-S`: nothing.
    private mutating func takeSize(_ value: Argument, option: String) throws(UsageError) {
        guard value.hasPrefix("@") else {
            let bytes = try ValueParsers.saturatingSize(value.text, option: option, si: si)
            size = .value(bytes)
            return
        }
        let path = value.dropFirst().path
        guard !path.isEmpty else { throw UsageError(option, .atNeedsFileName) }
        size = .file(path)
    }

    /// `-Z`, `-O`, `-Y`, `-K`, `-U`.
    private mutating func takeDisk(_ id: OptionID, value argument: Argument, option: String) throws(UsageError) {
        let value = argument.text
        switch id {
        case .errorSkipBlock:
            let bytes = try ValueParsers.saturatingSize(value, option: option, si: si)
            // 0 is pv's way of asking for the adaptive skips; a block implies -E (see `check`). Larger
            // than 1 TiB is 1 TiB.
            if bytes > 0 { transfer.errorSkipBlock = Int64(min(bytes, 1 << 40)) }
        case .sparse: transfer.sparse = true
        case .sync: transfer.syncWrites = true
        case .directIO: transfer.directIO = true
        case .storeAndForward:
            guard !value.isEmpty else { throw UsageError(option, .storeNameEmpty) }
            storePath = argument.path
        default: break
        }
    }

    /// What the data options imply.
    mutating func settle() {
        // As pv: a block to skip implies -E.
        if transfer.errorSkipBlock != nil, transfer.readErrors == .stop { transfer.readErrors = .skipReportingEach }
    }
}
