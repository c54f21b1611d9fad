/// The name of a watched file's line, as pv 1.10.5 names it, so that scripts which parse pv's `-d` output
/// keep working: the descriptor right-aligned in 4 columns, a colon and the path (`   3:data/big.iso`);
/// with several processes watched, the process ID right-aligned in 8 columns and a colon first
/// (`    4242:   3:data/big.iso`). The path is relative to the working directory when it lies below it, and
/// shortened in the middle with `...` to fit half the width less 6 columns (less 9 more with the process).
package enum WatchLineName {
    /// The name of `file`'s line, for a display `width` columns wide. The path is made safe to show first, as
    /// a name is (`\xE9` for a byte that is not UTF-8).
    package static func name(for file: WatchedFile, showsProcess: Bool, workingDirectory: FilePath?, width: Int) -> String {
        let path = SafeText(relative(file.path, to: workingDirectory)).text
        var room = width / 2 - 6
        var prefix = padded(file.descriptor, to: 4) + ":"
        if showsProcess {
            room -= 9
            prefix = padded(file.pid, to: 8) + ":" + prefix
        }
        return prefix + shortened(path, to: room)
    }

    /// `path` relative to `directory` when it lies below it (`/home/me/data/x` in `/home/me`: `data/x`);
    /// otherwise, or below `/`, as it is.
    static func relative(_ path: FilePath, to directory: FilePath?) -> FilePath {
        guard let directory, directory != "/", !directory.isEmpty else { return path }
        let base = directory.bytes.last == UInt8(ascii: "/") ? directory.bytes : directory.bytes + [UInt8(ascii: "/")]
        guard path.bytes.starts(with: base), path.bytes.count > base.count else { return path }
        return FilePath(bytes: path.bytes.dropFirst(base.count))
    }

    /// `path` whole if it has at most `length` characters; otherwise its first quarter of `length`, `...`,
    /// and as much of its end as the rest of `length` holds (`/tmp/b...ec389549f/stdout` in 25).
    static func shortened(_ path: String, to length: Int) -> String {
        guard path.count > length else { return path }
        let head = max(length / 4, 0)
        let tail = max(length - head - 3, 0)
        return String(path.prefix(head)) + "..." + String(path.suffix(tail))
    }

    private static func padded(_ number: Int32, to width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
