/// What passes on a running meter's control channel: a request (`-Q`: the state of its meters; `-R`: take
/// this command line's settings) and the reply. Text, a line each, so that a person can read it and a fuzzer
/// can feed it: a header line, then the body, then an empty line. Anything else is refused, never obeyed
/// in part.
///
///     meter-control 1 remote       meter-control 1 ok
///     >-L                          meter count=1048576 total=10485760 unit=bytes elapsed=1.500 name=disk
///     >10M
///                                  (an empty line)
///     (an empty line)
///
/// Each argument is written after a `>`, so that an empty one is a line too.
package enum ControlMessage {
    /// The first word of every message, and the protocol's version.
    static let header = "meter-control 1"
    /// The most a message may hold: far more than a command line of options.
    package static let sizeLimit = 64 << 10

    /// A request.
    package enum Request: Equatable, Sendable {
        /// The state of every meter (`-Q`).
        case query
        /// The state of every meter once the run is over (`-Q`'s last frame): the meter keeps the
        /// connection, and answers as it ends.
        case follow
        /// Take the settings of this command line (`-R`): its options, as given after `-R PID`.
        case remote(arguments: [String])
    }

    /// A reply.
    package enum Reply: Equatable, Sendable {
        /// The meters' states (to a query), or none (a remote request taken).
        case ok([MeterState])
        /// The request was refused, and why.
        case refused(String)
    }

    /// One meter's state, as a query reads it.
    package struct MeterState: Equatable, Sendable {
        package var count: UInt64
        package var total: UInt64?
        package var unit: CountingUnit
        /// Seconds since the meter started, not counting time stopped.
        package var elapsed: Double
        package var name: String?

        package init(count: UInt64, total: UInt64?, unit: CountingUnit, elapsed: Double, name: String?) {
            self.count = count
            self.total = total
            self.unit = unit
            self.elapsed = elapsed
            self.name = name
        }
    }

    // MARK: - Text

    package static func text(of request: Request) -> String {
        switch request {
        case .query: return header + " query\n\n"
        case .follow: return header + " follow\n\n"
        case .remote(let arguments):
            return header + " remote\n" + arguments.map { ">" + LineEscaping.escape($0) + "\n" }.joined() + "\n"
        }
    }

    package static func text(of reply: Reply) -> String {
        switch reply {
        case .refused(let reason): return header + " refused " + LineEscaping.escape(reason) + "\n\n"
        case .ok(let meters): return header + " ok\n" + meters.map { line(of: $0) + "\n" }.joined() + "\n"
        }
    }

    /// The request in `text`, or nil when it is not one (the meter then refuses it).
    package static func request(from text: String) -> Request? {
        guard let (first, body) = split(text) else { return nil }
        switch first {
        case header + " query" where body.isEmpty: return .query
        case header + " follow" where body.isEmpty: return .follow
        case header + " remote":
            var arguments: [String] = []
            for line in body {
                guard let escaped = after(">", in: line), let argument = LineEscaping.unescape(escaped) else { return nil }
                arguments.append(argument)
            }
            return .remote(arguments: arguments)
        default: return nil
        }
    }

    /// The reply in `text`, or nil when it is not one.
    package static func reply(from text: String) -> Reply? {
        guard let (first, body) = split(text) else { return nil }
        if let escaped = after(header + " refused ", in: first) {
            guard body.isEmpty, let reason = LineEscaping.unescape(escaped) else { return nil }
            return .refused(reason)
        }
        guard first == header + " ok" else { return nil }
        var meters: [MeterState] = []
        for line in body {
            guard let state = state(from: line) else { return nil }
            meters.append(state)
        }
        return .ok(meters)
    }

    /// Whether `text` holds a whole message: it ends with its empty line.
    package static func isComplete(_ text: some Collection<UInt8>) -> Bool {
        text.count >= 2 && text.suffix(2).elementsEqual([10, 10])
    }

    /// The header line and the body's lines of a whole message, or nil.
    /// Cut by Unicode scalars: as a `Character`, `\r\n` is one, and would hide a line's end.
    private static func split(_ text: String) -> (first: Substring, body: [Substring])? {
        guard text.utf8.count <= sizeLimit, text.utf8.count >= 2, text.utf8.suffix(2).elementsEqual([10, 10]) else { return nil }
        let scalars = text.unicodeScalars.dropLast(2)
        let lines = scalars.split(separator: "\n", omittingEmptySubsequences: false).map { (line) -> Substring in
            Substring(String(String.UnicodeScalarView(line)))
        }
        guard let first = lines.first, !lines.dropFirst().contains(where: { $0.isEmpty }) else { return nil }
        return (first, Array(lines.dropFirst()))
    }

    /// What follows `prefix` on `line`, or nil when the line does not start with it. Compared by Unicode
    /// scalars: as Characters, a `>` and a combining mark after it are one, and the line would not start
    /// with `>`.
    private static func after(_ prefix: String, in line: Substring) -> Substring? {
        guard line.unicodeScalars.starts(with: prefix.unicodeScalars) else { return nil }
        return Substring(line.unicodeScalars.dropFirst(prefix.unicodeScalars.count))
    }

    private static func line(of state: MeterState) -> String {
        var line = "meter count=\(state.count) total=" + (state.total.map(String.init) ?? "-")
        line += " unit=\(state.unit.name) elapsed=" + NumberFormat.fixed(state.elapsed, decimals: 3)
        if let name = state.name { line += " name=" + LineEscaping.escape(name) }
        return line
    }

    /// A meter's state from its line: `meter` and `key=value` words, the name (which may hold spaces) last.
    private static func state(from line: Substring) -> MeterState? {
        guard var rest = after("meter ", in: line) else { return nil }
        var name: String?
        let marker = Array(" name=".unicodeScalars)
        let scalars = rest.unicodeScalars
        if let start = scalars.indices.first(where: { scalars[$0...].starts(with: marker) }) {
            let value = scalars.index(start, offsetBy: marker.count)
            guard let decoded = LineEscaping.unescape(Substring(scalars[value...])) else { return nil }
            name = decoded
            rest = Substring(scalars[..<start])
        }
        var fields: [Substring: Substring] = [:]
        for word in rest.split(separator: " ") {
            guard let equals = word.firstIndex(of: "=") else { return nil }
            fields[word[..<equals]] = word[word.index(after: equals)...]
        }
        guard fields.count == 4, let count = fields["count"].flatMap({ UInt64($0) }),
            let totalText = fields["total"], let unit = fields["unit"].flatMap({ CountingUnit(fileName: $0) }),
            let elapsed = fields["elapsed"].flatMap({ SizeNotation.decimal($0) })
        else { return nil }
        let total = totalText == "-" ? nil : UInt64(totalText)
        guard totalText == "-" || total != nil else { return nil }
        return MeterState(count: count, total: total, unit: unit, elapsed: elapsed, name: name)
    }
}
