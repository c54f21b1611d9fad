/// What a pump copies from and how.
public struct TransferOptions: Sendable, Equatable {
    /// What is counted.
    public var unit: CountingUnit = .bytes
    /// At most this many units per second (`-L`): a rate, not a time span; `nil` for no limit.
    public var rateLimit: Double?
    /// Stop once this many units have been copied (`-S` with `-s`).
    public var stopAfter: UInt64?
    /// 0: a read error ends the input; 1: skip it and report each skip; 2: report once per file (`-E`, `-EE`).
    public var skipErrors: Int = 0
    /// With `skipErrors`: skip this many bytes at a read error, to the next multiple of it (`-Z`); `nil`
    /// skips as pv does, a byte at first and more while the errors go on.
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
}
