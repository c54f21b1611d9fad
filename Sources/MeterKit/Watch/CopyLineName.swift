/// The name of a line of `meter --copies`: the process ID, the command and the file it follows, as `ps` and
/// `progress` show them (`4242 cp data/big.iso`). The path is relative to the working directory when it lies
/// below it, and shortened in the middle with `...` to fit half the width less the process and the command,
/// as a line of `-d` is (``WatchLineName``).
package enum CopyLineName {
    /// The name of `target`'s line, for a display `width` columns wide; the command and the path made safe
    /// to show first.
    package static func name(for target: CopyTarget, workingDirectory: FilePath?, width: Int) -> String {
        let prefix = "\(target.pid) " + SafeText(target.command).text + " "
        let path = SafeText(WatchLineName.relative(target.file.path, to: workingDirectory)).text
        return prefix + WatchLineName.shortened(path, to: max(width / 2 - 6 - prefix.count, 8))
    }
}
