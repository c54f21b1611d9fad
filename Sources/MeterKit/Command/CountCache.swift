import Glibc

/// Final counts of wrapped commands, kept between runs (`--remember`) so the next run of the same command
/// has an expected total.
///
/// One small text file per command, in `$XDG_CACHE_HOME/meter/` (or `~/.cache/meter/`), named after a hash
/// of its key (the working directory and the command line); the key itself is stored inside, so a hash
/// collision reads as "nothing remembered". Files are replaced atomically: written to a temporary file in
/// the same folder, then renamed over the old one.
public struct CountCache: Sendable {
    /// A count kept for a command.
    public struct Entry: Sendable, Equatable {
        public var unit: CountingUnit
        public var count: UInt64

        public init(unit: CountingUnit, count: UInt64) {
            self.unit = unit
            self.count = count
        }
    }

    /// A cache file that could not be read or written, with a message for the user.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        /// `PATH: REASON`, the path (from `XDG_CACHE_HOME` or `HOME`) as safe text.
        public var description: String { "\(SafeText(path)): \(reason)" }
    }

    /// The folder the files live in.
    public let directory: String

    public init(directory: String) { self.directory = directory }

    /// The cache for `environment`: `$XDG_CACHE_HOME/meter` when that is an absolute path, else
    /// `$HOME/.cache/meter`; `nil` when neither is set.
    public init?(environment: [String: String]) {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            directory = cache + "/meter"
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.cache/meter"
        } else {
            return nil
        }
    }

    /// The key of `arguments` run in `workingDirectory`.
    public static func key(arguments: [String], workingDirectory: String) -> String {
        var key = workingDirectory
        for argument in arguments { key += "\0" + argument }
        return key
    }

    /// The file that holds `key`'s count.
    public func path(for key: String) -> String {
        // FNV-1a, 64 bits: stable across runs and builds (Swift's Hasher is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return directory + "/" + String(repeating: "0", count: 16 - hex.count) + hex + ".count"
    }

    /// The count kept for `key`, or `nil` when none is (no file, one for another key, or a count of zero,
    /// which would make every run start at 100 %). Throws when a file is there but cannot be read or makes
    /// no sense.
    public func load(key: String) throws(Failure) -> Entry? {
        let path = path(for: key)
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.openForReading(path)
        } catch {
            if error.code == ENOENT { return nil }
            throw Failure(path: path, reason: "\(error)")
        }
        defer { descriptor.close() }
        var bytes: [UInt8] = []
        let limit = 64 << 10
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let got: Int
            do { got = try descriptor.read(into: buffer) } catch { throw Failure(path: path, reason: "\(error)") }
            if got == 0 { break }
            bytes.append(contentsOf: buffer[0..<got])
            if bytes.count > limit { throw Failure(path: path, reason: "too large for a count file") }
        }
        guard let parsed = CountCache.parse(String(decoding: bytes, as: UTF8.self)) else {
            throw Failure(path: path, reason: "not a count file meter can read")
        }
        return parsed.key == key && parsed.entry.count > 0 ? parsed.entry : nil
    }

    /// Keeps `entry` for `key`, replacing what was kept. Creates the folder if needed. A count of zero is
    /// not kept (a command that printed nothing this time would teach every later run to start at 100 %):
    /// what was kept before stays.
    public func save(_ entry: Entry, key: String) throws(Failure) {
        guard entry.count > 0 else { return }
        let path = path(for: key)
        if let failure = makeDirectories() { throw failure }
        let temporary = path + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if fd < 0 { throw Failure(path: temporary, reason: "\(Errno.current)") }
        let descriptor = FileDescriptor(rawValue: fd)
        do {
            try descriptor.writeAll(CountCache.format(entry, key: key))
        } catch {
            descriptor.close()
            unlink(temporary)
            throw Failure(path: temporary, reason: "\(error)")
        }
        descriptor.close()
        if rename(temporary, path) != 0 {
            let error = Errno.current
            unlink(temporary)
            throw Failure(path: path, reason: "\(error)")
        }
    }

    /// Makes sure a count can be kept: the folder exists (it is created if need be) and can be written.
    /// Asked before the command starts, so that a cache that cannot be written is said at once, not after
    /// the work.
    /// Nothing is created: the folder, or the nearest folder above it that exists, must be writable.
    public func checkWritable() throws(Failure) {
        var path = directory
        while !path.isEmpty, access(path, F_OK) != 0 {
            path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        }
        let existing = path.isEmpty ? "/" : path
        if access(existing, W_OK | X_OK) != 0 { throw Failure(path: existing, reason: "\(Errno.current)") }
    }

    /// Creates the cache folder and any missing parent (mode 0700, as the XDG specification asks).
    private func makeDirectories() -> Failure? {
        var prefix = ""
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 {
                let error = Errno.current
                if error.code != EEXIST { return Failure(path: prefix, reason: "\(error)") }
            }
        }
        return nil
    }

    // MARK: - The file's text

    static let header = "meter count 1"

    /// The file's text: a header, the unit, the count, and the key (escaped, so it stays on one line).
    static func format(_ entry: Entry, key: String) -> String {
        "\(header)\nunit \(name(of: entry.unit))\ncount \(entry.count)\nkey \(escape(key))\n"
    }

    /// The entry and key in a file's text, or `nil` when the text is not one `format` writes.
    static func parse(_ text: String) -> (entry: Entry, key: String)? {
        // Lines and fields are cut at scalars: as Characters, a key's last "\r" and the newline after it are
        // one, and so are the space after "key" and a combining mark that starts the key.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 5, lines[4].isEmpty, lines[0].elementsEqual(header.unicodeScalars),
            let unitName = field("unit ", of: lines[1]), let unit = unit(named: unitName),
            let countText = field("count ", of: lines[2]), let count = UInt64(countText),
            let keyText = field("key ", of: lines[3]), let key = unescape(keyText)
        else { return nil }
        return (Entry(unit: unit, count: count), key)
    }

    /// What follows `name` on `line`, or nil when the line does not start with it.
    private static func field(_ name: String, of line: Substring.UnicodeScalarView) -> Substring? {
        guard line.starts(with: name.unicodeScalars) else { return nil }
        return Substring(line.dropFirst(name.unicodeScalars.count))
    }

    private static func name(of unit: CountingUnit) -> String {
        switch unit {
        case .bytes: return "bytes"
        case .lines: return "lines"
        case .records: return "records"
        }
    }

    private static func unit(named name: Substring) -> CountingUnit? {
        switch name {
        case "bytes": return .bytes
        case "lines": return .lines
        case "records": return .records
        default: return nil
        }
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\0": result += "\\0"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func unescape(_ text: Substring) -> String? {
        var result = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch iterator.next() {
            case "\\": result += "\\"
            case "n": result += "\n"
            case "0": result += "\0"
            default: return nil
            }
        }
        return result
    }
}
