/// Final counts of wrapped commands, kept between runs (`--remember`) so the next run of the same command
/// has an expected total.
///
/// One small text file per command, in `$XDG_CACHE_HOME/meter/` (or `~/.cache/meter/`), named after a hash
/// of its key (the working directory and the command line); the key itself is stored inside, so a hash
/// collision reads as "nothing remembered". Files are replaced atomically: written to a temporary file in
/// the same folder, then renamed over the old one.
package struct CountCache: Sendable {
    /// A count kept for a command.
    package struct Entry: Sendable, Equatable {
        package var unit: CountingUnit
        package var count: UInt64

        package init(unit: CountingUnit, count: UInt64) {
            self.unit = unit
            self.count = count
        }
    }

    /// A cache file that could not be read or written, with a message for the user.
    package struct Failure: Error, Sendable, Equatable, Translatable {
        /// Why the file cannot be used.
        package enum Reason: Sendable, Equatable {
            case system(Errno)
            case tooLarge
            case notACountFile
        }

        package var path: FilePath
        package var reason: Reason

        package init(path: FilePath, reason: Reason) {
            self.path = path
            self.reason = reason
        }

        /// `PATH: REASON`, the path (from `XDG_CACHE_HOME` or `HOME`) as safe text.
        package var message: Message {
            switch reason {
            case .system(let error): return .failed(.file(path), error)
            case .tooLarge: return .countFileTooLarge(SafeText(path))
            case .notACountFile: return .notACountFile(SafeText(path))
            }
        }

        package func text(in language: Language) -> String { message.text(in: language) }
    }

    /// The folder the files live in.
    package let directory: FilePath

    package init(directory: FilePath) { self.directory = directory }

    /// The cache for `environment`: `$XDG_CACHE_HOME/meter` when that is an absolute path, else
    /// `$HOME/.cache/meter`; `nil` when neither is set.
    package init?(environment: [String: String]) {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            directory = FilePath(cache + "/meter")
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = FilePath((home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.cache/meter")
        } else {
            return nil
        }
    }

    /// The key of `arguments` run in `workingDirectory`: each part as a name is shown (``SafeText/init(name:)``),
    /// which is text whatever the bytes, the same text for the same bytes and different text for different
    /// bytes, with a NUL, which none of them holds, between them.
    package static func key(arguments: [[UInt8]], workingDirectory: FilePath) -> String {
        var key = SafeText(workingDirectory).text
        for argument in arguments { key += "\0" + SafeText(name: argument).text }
        return key
    }

    /// The file that holds `key`'s count.
    package func path(for key: String) -> FilePath {
        // FNV-1a, 64 bits: stable across runs and builds (Swift's Hasher is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return directory.appendingComponent(FilePath(String(repeating: "0", count: 16 - hex.count) + hex + ".count"))
    }

    /// The count kept for `key`, or `nil` when none is (no file, one for another key, or a count of zero,
    /// which would make every run start at 100 %). Throws when a file is there but cannot be read or makes
    /// no sense.
    package func load(key: String) throws(Failure) -> Entry? {
        let path = path(for: key)
        let bytes: [UInt8]?
        do {
            bytes = try FileSystem.contents(of: path, limit: 64 << 10)
        } catch {
            if error == .noSuchEntry { return nil }
            throw Failure(path: path, reason: .system(error))
        }
        guard let bytes else { throw Failure(path: path, reason: .tooLarge) }
        guard let parsed = CountCache.parse(String(decoding: bytes, as: UTF8.self)) else {
            throw Failure(path: path, reason: .notACountFile)
        }
        return parsed.key == key && parsed.entry.count > 0 ? parsed.entry : nil
    }

    /// Keeps `entry` for `key`, replacing what was kept, atomically. Creates the folder (mode 0700, as the
    /// XDG specification asks) if needed. A count of zero is not kept (a command that printed nothing this
    /// time would teach every later run to start at 100 %): what was kept before stays.
    package func save(_ entry: Entry, key: String) throws(Failure) {
        guard entry.count > 0 else { return }
        do throws(FileSystem.Failure) {
            try FileSystem.makeDirectories(directory, mode: 0o700)
            try FileSystem.replaceAtomically(path(for: key), with: CountCache.format(entry, key: key), mode: 0o644)
        } catch {
            throw Failure(path: error.path, reason: .system(error.errno))
        }
    }

    /// Makes sure a count can be kept: the folder, or the nearest folder above it that exists, can be
    /// written. Asked before the command starts, so that a cache that cannot be written is said at once,
    /// not after the work. Nothing is created.
    package func checkWritable() throws(Failure) {
        do throws(FileSystem.Failure) {
            try FileSystem.checkCreatable(in: directory)
        } catch {
            throw Failure(path: error.path, reason: .system(error.errno))
        }
    }

    // MARK: - The file's text

    static let header = "meter count 1"

    /// The file's text: a header, the unit, the count, and the key (escaped, so it stays on one line).
    static func format(_ entry: Entry, key: String) -> String {
        "\(header)\nunit \(entry.unit.name)\ncount \(entry.count)\nkey \(LineEscaping.escape(key))\n"
    }

    /// The entry and key in a file's text, or `nil` when the text is not one `format` writes.
    static func parse(_ text: String) -> (entry: Entry, key: String)? {
        // Lines and fields are cut at scalars: as Characters, a key's last "\r" and the newline after it are
        // one, and so are the space after "key" and a combining mark that starts the key.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 5, lines[4].isEmpty, lines[0].elementsEqual(header.unicodeScalars),
            let unitName = field("unit ", of: lines[1]), let unit = CountingUnit(fileName: unitName),
            let countText = field("count ", of: lines[2]), let count = UInt64(countText),
            let keyText = field("key ", of: lines[3]), let key = LineEscaping.unescape(keyText)
        else { return nil }
        return (Entry(unit: unit, count: count), key)
    }

    /// What follows `name` on `line`, or nil when the line does not start with it.
    private static func field(_ name: String, of line: Substring.UnicodeScalarView) -> Substring? {
        guard line.starts(with: name.unicodeScalars) else { return nil }
        return Substring(line.dropFirst(name.unicodeScalars.count))
    }
}
