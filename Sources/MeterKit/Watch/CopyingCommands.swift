/// The commands `meter --copies` watches, as Xfennec's `progress` knows them: programs that go through
/// files from start to end, so that a position in one says how far they are. A process is one of them when
/// the file name of the program it runs (`/proc/PID/exe`, a link followed to its file) is in the list:
/// `unxz` runs `xz`, `gunzip` is a script that runs `gzip`, and a busybox applet runs `busybox`, which is
/// not in it.
package enum CopyingCommands {
    /// The names, by kind; the manual lists them.
    package static let names: [String] = copiers + archivers + compressors + checksummers + transfers

    /// Copiers.
    static let copiers = ["cp", "mv", "dd", "cat", "install", "split", "tee", "shred"]
    /// Archivers.
    static let archivers = ["tar", "bsdtar", "cpio", "zip", "unzip", "7z", "7za", "7zz", "rar", "unrar"]
    /// Compressors and their readers.
    static let compressors = [
        "gzip", "gunzip", "zcat", "pigz", "unpigz", "bzip2", "bunzip2", "bzcat", "pbzip2", "lbzip2", "xz", "unxz",
        "xzcat", "lzma", "unlzma", "lzcat", "zstd", "unzstd", "zstdcat", "pzstd", "lz4", "unlz4", "lz4cat", "lzop",
        "brotli",
    ]
    /// Checksummers.
    static let checksummers = [
        "md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum", "b3sum", "cksum", "sum",
    ]
    /// Programs that send files elsewhere.
    static let transfers = ["rsync", "scp", "sftp", "gpg"]

    /// The names as bytes, looked up once a process: a set, so that the list's length costs nothing.
    private static let set = Set(names.map { Array($0.utf8) })

    /// Whether `program` (the file name of a process's program) is one of the commands.
    package static func contains(_ program: [UInt8]) -> Bool { set.contains(program) }
}
