/// A scripted stream: when each amount arrives. One event a line, `OFFSET AMOUNT`: the offset in seconds
/// from the start (non-decreasing, decimals allowed, at most ``longestOffset``; an ``Event/offset`` is a
/// `Duration`) and the amount that arrives then (bytes, or lines and records in line mode), a size as `-s`
/// takes it (`256K`, `1.5M`). `#` starts a comment; blank lines, and a byte-order mark before the first
/// line, are ignored. An amount of 0 marks a moment with nothing arriving (a stall, or the end of the
/// stream, with which `meter --record` ends its scripts). A wrapped command's recording (`meter-replay 2
/// command`) is not a stream: `meter --replay` plays it, and ``parse(_:si:)`` refuses it at its header.
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
        /// When the amount arrives: the time from the start of the replay.
        public var offset: Duration
        /// Units that arrive.
        public var amount: UInt64

        /// `amount` units arriving `offset` after the start.
        public init(offset: Duration, amount: UInt64) {
            self.offset = offset
            self.amount = amount
        }

        /// The offset in seconds, as the replay times it: the `Double` nearest its decimal value, which is
        /// what `Double` reads from the script's text, so that arrivals keep the nanosecond they always had.
        package var seconds: Double {
            guard offset >= .zero else { return -Event(offset: .zero - offset, amount: amount).seconds }
            let (whole, attoseconds) = offset.components
            guard attoseconds != 0 else { return Double(whole) }
            let digits = String(attoseconds)
            let fraction = String(repeating: "0", count: max(0, 18 - digits.count)) + digits
            return Double("\(whole).\(fraction)") ?? offset.seconds
        }
    }

    /// The arrivals, in the order of the script.
    public var events: [Event]

    /// A script of these arrivals.
    public init(events: [Event]) { self.events = events }

    /// The sum of all amounts.
    public var totalAmount: UInt64 { events.reduce(0) { $0 &+ $1.amount } }

    /// The latest offset a script may give: a day. A replay draws a frame every interval of it (a
    /// million frames for a day at `-i 0.1`), so an offset of a year, a slip of the keyboard, would keep
    /// meter drawing for minutes.
    public static let longestOffset = Duration.seconds(86_400)

    /// Parses a script; `si` makes suffixes powers of 1000. Throws the first malformed line's number and why.
    /// A byte-order mark before the first line is passed over.
    public static func parse(_ text: String, si: Bool = false) throws(ParseError) -> ReplayScript {
        var parser = ScriptParser(si: si)
        var events: [Event] = []
        var lineNumber = 0
        // "\r\n" is one Character in Swift: a script written on Windows ends its lines with it.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for line in lines {
            lineNumber += 1
            if case .stream(let event) = try parser.parse(Array(line.utf8)[...], number: lineNumber) { events.append(event) }
        }
        return ReplayScript(events: events)
    }

    /// The script's text: one `OFFSET AMOUNT` line per event, offsets with millisecond precision.
    package var text: String {
        var result = ""
        for event in events {
            result += NumberFormat.fixed(event.seconds, decimals: 3) + " " + String(event.amount) + "\n"
        }
        return result
    }

    /// What an offset's word says.
    enum OffsetReading: Equatable {
        /// The offset, read exactly, and as the nearest `Double`, which times it.
        case valid(Duration, Double)
        /// Not seconds as a decimal number.
        case invalid
        /// Seconds, later than ``ReplayScript/longestOffset``.
        case tooLate
    }

    /// An offset: seconds as a decimal number (`2`, `0.25`, `.5`), at most ``longestOffset``, read exactly (to
    /// the attosecond: a 19th decimal is dropped), and as the nearest `Double`.
    static func readOffset(_ word: Substring) -> OffsetReading {
        guard !word.isEmpty, word.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." }),
            word.filter({ $0 == "." }).count <= 1, word.contains(where: { $0.isNumber }), let value = Double(word)
        else { return .invalid }
        guard value.isFinite, value <= longestOffset.seconds else { return .tooLate }
        let parts = word.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? parts[1].prefix(18) : ""
        // The whole seconds are at most a day, however many zeros come before them.
        let whole = parts[0].drop { $0 == "0" }
        guard let seconds = whole.isEmpty ? 0 : Int64(whole),
            let attoseconds = Int64(fraction + String(repeating: "0", count: 18 - fraction.count))
        else { return .invalid }
        return .valid(Duration(secondsComponent: seconds, attosecondsComponent: attoseconds), value)
    }

    /// An amount: a size as `-s` takes it (`256K`, `1.5M`), in units; a fraction of one unit is dropped.
    static func parseAmount(_ word: Substring, si: Bool) -> UInt64? {
        try? SizeNotation.parse(word, si: si)
    }
}

extension ReplayScript {
    /// A malformed line in a replay script.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The 1-based line number; 0 for the script as a whole (a file too large to be a script).
        public var line: Int
        /// What is wrong with the line.
        package var problem: Message

        package init(line: Int, problem: Message) {
            self.line = line
            self.problem = problem
        }

        /// What is wrong with the line, in English, safe to show on a terminal.
        public var message: String { problem.text(in: .english) }

        /// What is wrong with the line, in `language`, safe to show on a terminal.
        public func message(in language: Language) -> String { problem.text(in: language) }

        /// The line's number and what is wrong with it, in English: `line 3: …`.
        public var description: String { line > 0 ? "line \(line): \(message)" : message }
    }
}

extension ReplayScript {
    /// Why a script file could not be used.
    public enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file could not be read, for the system's reason.
        case unreadable(Reason)
        /// A line of it is not a script's.
        case malformed(ParseError)

        /// Why the system could not read a file, in words: the C library's number for it stays inside.
        public struct Reason: Sendable, Equatable, CustomStringConvertible {
            /// The system's error.
            package let errno: Errno

            package init(_ errno: Errno) { self.errno = errno }

            /// The reason in English, as the C library says it: "No such file or directory".
            public var message: String { errno.description }

            /// The reason in `language`, as the `meter` command says it.
            public func message(in language: Language) -> String { errno.text(in: language) }

            /// The reason in English (``message``).
            public var description: String { message }
        }

        /// What went wrong, in English: the system's message, or the line and what is wrong with it.
        public var description: String {
            switch self {
            case .unreadable(let reason): return reason.message
            case .malformed(let error): return error.description
            }
        }
    }

    /// Reads and parses the script in the file at `path`, a path given as text (its UTF-8 bytes).
    public static func load(contentsOf path: String, si: Bool = false) throws(LoadError) -> ReplayScript {
        try load(contentsOf: FilePath(path), si: si)
    }

    /// Reads and parses the script in the file at `path`.
    public static func load(contentsOf path: FilePath, si: Bool = false) throws(LoadError) -> ReplayScript {
        let contents: [UInt8]?
        do {
            contents = try FileSystem.contents(of: path, limit: 64 << 20)
        } catch {
            throw .unreadable(LoadError.Reason(error))
        }
        guard let bytes = contents else {
            throw .malformed(ParseError(line: 0, problem: .scriptTooLarge))
        }
        do { return try parse(String(decoding: bytes, as: UTF8.self), si: si) } catch { throw .malformed(error) }
    }
}
