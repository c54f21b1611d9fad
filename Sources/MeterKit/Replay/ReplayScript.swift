/// A scripted stream: when each amount arrives. One event a line, `OFFSET AMOUNT`: the offset in seconds
/// from the start (non-decreasing, decimals allowed) and the amount that arrives then (bytes, or lines and
/// records in line mode), a whole number with an optional `K`, `M`, `G` or `T` suffix. `#` starts a comment;
/// blank lines are ignored. An amount of 0 marks a moment with nothing arriving (a stall at the end).
///
/// ```
/// # a steady start, a stall, then a burst
/// 0.5  256K
/// 1.0  256K
/// 6.0  0
/// 6.5  2M
/// ```
public struct ReplayScript: Sendable, Equatable {
    /// One arrival.
    public struct Event: Sendable, Equatable {
        /// Seconds from the start.
        public var offset: Double
        /// Units that arrive.
        public var amount: UInt64

        public init(offset: Double, amount: UInt64) {
            self.offset = offset
            self.amount = amount
        }
    }

    public var events: [Event]

    public init(events: [Event]) { self.events = events }

    /// The sum of all amounts.
    public var totalAmount: UInt64 { events.reduce(0) { $0 &+ $1.amount } }

    /// Parses a script; `si` makes suffixes powers of 1000. Throws the first malformed line's number and why.
    public static func parse(_ text: String, si: Bool = false) throws(ReplayScriptError) -> ReplayScript {
        var events: [Event] = []
        var lineNumber = 0
        // "\r\n" is one Character in Swift: a script written on Windows ends its lines with it.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for rawLine in lines {
            lineNumber += 1
            var line = rawLine
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if words.isEmpty { continue }
            guard words.count == 2 else {
                let quoted = line.drop(while: { $0 == " " || $0 == "\t" }).quotedInMessage
                throw ReplayScriptError(line: lineNumber, message: "expected 'OFFSET AMOUNT', found '\(quoted)'")
            }
            guard let offset = parseOffset(words[0]) else {
                throw ReplayScriptError(line: lineNumber, message: "invalid offset '\(words[0].quotedInMessage)' (seconds, such as 1.5)")
            }
            if let previous = events.last, offset < previous.offset {
                throw ReplayScriptError(line: lineNumber, message: "offset \(words[0]) is earlier than the line before")
            }
            guard let amount = parseAmount(words[1], si: si) else {
                throw ReplayScriptError(line: lineNumber, message: "invalid amount '\(words[1].quotedInMessage)' (a whole number, optionally with K, M, G or T)")
            }
            events.append(Event(offset: offset, amount: amount))
        }
        return ReplayScript(events: events)
    }

    /// The script's text: one `OFFSET AMOUNT` line per event, offsets with millisecond precision.
    public var text: String {
        var result = ""
        for event in events {
            result += NumberFormat.fixed(event.offset, decimals: 3) + " " + String(event.amount) + "\n"
        }
        return result
    }

    static func parseOffset(_ word: Substring) -> Double? {
        guard word.count <= 20, !word.isEmpty, word.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." }),
            word.filter({ $0 == "." }).count <= 1, word.contains(where: { $0.isNumber }),
            let value = Double(word), value.isFinite, value <= 31_536_000
        else { return nil }
        return value
    }

    static func parseAmount(_ word: Substring, si: Bool) -> UInt64? {
        var digits = word
        var power = 0
        // ASCII only: a letter such as "ß" upper-cases to two characters, which are no one Character.
        if let last = digits.last, last.isASCII, let index = "KMGT".firstIndex(of: Character(last.uppercased())) {
            power = "KMGT".distance(from: "KMGT".startIndex, to: index) + 1
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.count <= 20, digits.allSatisfy({ $0.isASCII && $0.isNumber }), var value = UInt64(digits)
        else { return nil }
        let base: UInt64 = si ? 1000 : 1024
        for _ in 0..<power {
            let (product, overflow) = value.multipliedReportingOverflow(by: base)
            if overflow { return nil }
            value = product
        }
        return value
    }
}

/// A malformed line in a replay script.
public struct ReplayScriptError: Error, Equatable, Sendable {
    /// The 1-based line number.
    public var line: Int
    public var message: String
}

extension Substring {
    /// A piece of the script as an error quotes it: safe to show (the script is outside text, and an
    /// escape in it must not reach the terminal), at most 40 columns.
    fileprivate var quotedInMessage: String { SafeText(String(self), columns: 40).text }
}

extension ReplayScript {
    /// Why a script file could not be used.
    public enum LoadError: Error, Equatable, Sendable {
        case unreadable(Errno)
        case malformed(ReplayScriptError)
    }

    /// Reads and parses the script in the file at `path`.
    public static func load(contentsOf path: String, si: Bool = false) throws(LoadError) -> ReplayScript {
        let descriptor: FileDescriptor
        do { descriptor = try FileDescriptor.openForReading(path) } catch { throw .unreadable(error) }
        defer { descriptor.close() }
        var bytes: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let got: Int
            do { got = try descriptor.read(into: buffer) } catch { throw .unreadable(error) }
            if got == 0 { break }
            bytes.append(contentsOf: buffer[0..<got])
            if bytes.count > 64 << 20 { throw .malformed(ReplayScriptError(line: 0, message: "the script is larger than 64 MiB")) }
        }
        do { return try parse(String(decoding: bytes, as: UTF8.self), si: si) } catch { throw .malformed(error) }
    }
}
