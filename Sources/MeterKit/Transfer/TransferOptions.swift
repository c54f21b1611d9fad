/// What a copier copies from and how.
public struct TransferOptions: Sendable, Equatable {
    /// What is counted.
    public var unit: CountingUnit = .bytes
    /// At most this many units per second (`-L`): `16 << 20` for 16 MiB a second; `nil` (or 0) for no limit.
    public var maximumRate: UInt64? {
        get { unitsPerSecondLimit.map { $0 < 0x1p64 ? UInt64(max($0.rounded(.up), 0)) : .max } }
        set { unitsPerSecondLimit = newValue.map { Double($0) } }
    }
    /// The limit as the copy applies it, in units per second; only the former spelling gives it a fraction.
    package var unitsPerSecondLimit: Double?
    /// Stop once this many units have been copied (`-S` with `-s`).
    public var stopAfter: UInt64?
    /// What a read error does: end the input (the default), or skip the unreadable part (`-E`, `-EE`).
    public var readErrors: ReadErrors = .stop
    /// When read errors are skipped (``readErrors``): skip this many bytes at a read error, to the next
    /// multiple of it (`-Z`); `nil` skips as pv does, a byte at first and more while the errors go on.
    public var errorSkipBlock: Int64?
    /// Runs of zero bytes become holes in an output file written at its end (`-O`).
    public var sparse = false
    /// Every write to a file or block device is followed by `fdatasync(2)` (`-Y`).
    public var syncWrites = false
    /// Regular files and block devices are read and written with `O_DIRECT`, past the page cache (`-K`).
    public var directIO = false
    /// The read buffer's size in bytes; `nil` picks one from the input and output.
    public var bufferSize: Int?
    /// Whether `splice(2)` and `sendfile(2)` may be used when nothing needs to see the bytes (`-C` turns them off).
    public var allowSplice = true
    /// Read and count without writing (`-X`).
    public var discard = false

    /// A plain copy: bytes, no limit, the kernel's fastest path.
    public init() {}

    /// What a read error in an input does to the copy. Each error is reported (``TransferOutcome/problems``)
    /// and makes the status ``TransferOutcome/Status/readOrWriteError``, whichever is chosen.
    public enum ReadErrors: Sendable, Equatable, Hashable, CaseIterable {
        /// The error ends that input; the copy goes on with the next one.
        case stop
        /// The unreadable part is skipped and zeros take its place, so that the offsets after it line up;
        /// each skip is reported, with where it was and how long (`-E`).
        case skipReportingEach
        /// Skipped as ``skipReportingEach`` does, and reported once per input, when it is closed, with what
        /// was skipped in all (`-EE`).
        case skipReportingOncePerFile
    }

    /// At most this many units per second, by its former spelling, which took a fraction.
    @available(*, deprecated, renamed: "maximumRate", message: "an integer: options.maximumRate = 16 << 20")
    public var rateLimit: Double? {
        get { unitsPerSecondLimit }
        set { unitsPerSecondLimit = newValue }
    }

    /// Whether read errors are skipped rather than ending the input.
    package var skipsReadErrors: Bool { readErrors != .stop }
}
