import MeterKit

/// What the run reads, counts and writes, as the data options asked (`--help`'s data group): the inputs and
/// the output, the copy's ways and limits, the expected total and whether the stream stops at it. Each job
/// that reads them holds its own (a copy, `--exec`, `--replay`, `-d`, `--copies`: see ``Job``); a job that
/// cannot take one of them refuses it once the whole line is read (``JobKind``).
struct StreamSettings: Sendable, Equatable {
    /// Where the expected total comes from.
    enum SizeSource: Sendable, Equatable {
        case value(UInt64)
        case file(FilePath)
    }

    /// The FILE operands in order (`-` is standard input); none for standard input alone.
    var inputs: [InputSource] = []
    /// The file written instead of standard output (`-o`).
    var outputPath: FilePath?
    /// How the copy moves and counts: the unit (`-l`, `-0`), `-L`, `-B`, `-E`, `-Z`, `-O`, `-Y`, `-K`, `-C`, `-X`.
    var transfer = TransferOptions()
    /// The expected total (`-s`): a size, or a file or directory whose size it is.
    var size: SizeSource?
    /// Units in powers of 1000, not 1024 (`-k`): of the sizes given after it (`-s`, `-L`, `-B`, `-Z`), of a
    /// replay script's amounts and a command's reported progress, and of the sizes shown. It is here, not only
    /// in ``DisplaySettings`` (which is told it for the sizes shown), because it is a data option taken in
    /// order with those sizes: what they read depends on whether it came before them.
    var si = false
    /// Stop after the expected total (`-S`).
    var stopAtSize = false
    /// Whether `-L` was given: `-L 0` (no limit) then lifts a running meter's limit through `-R`.
    var rateLimitGiven = false
    /// The file everything is read into before it is written out (`-U FILE`; `-` for a temporary file).
    var storePath: FilePath?
}
