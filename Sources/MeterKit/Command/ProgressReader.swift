/// Reads a wrapped command's progress from its output as it passes (`--progress-from`): its standard output
/// and error are cut into lines, ended by a newline or a carriage return (a line redrawn in place), and
/// every pattern is tried on every line; the captures of a match make a ``ProgressReport``.
///
/// A line is read when it ends; so is the text after a carriage return as soon as it arrives, since a
/// command that starts its line with the carriage return (`curl -#`) ends it only at its next update. Only
/// the first ``lineLimit`` bytes of a line are looked at, and none of a line of data (a control character
/// that text does not hold: binary output on standard output costs a scan, not a match a line).
package struct ProgressReader {
    /// The bytes of a line that the patterns see: a progress line is short.
    package static let lineLimit = 4096

    /// A pattern for the run: its expression is the matching process's number `index`.
    final class Compiled {
        let index: Int
        let roles: [ProgressPattern.Role]
        let rules: ProgressPattern.Rules
        /// Whether a total was read by itself (``ProgressPattern/Rules/firstTotal``: later ones are not).
        var tookTotal = false
        /// A byte every match holds: a line without it is not matched (most lines of a command's output).
        let requiredByte: UInt8?
        /// The bytes of a line this pattern is matched against: ``lineLimit``, halved after each match that
        /// took it too long (see ``learn(_:took:length:)``).
        var limit = ProgressReader.lineLimit
        /// Whether it took too long on ``shortestLimit`` bytes: it is not matched any more.
        var givenUp = false

        init(_ pattern: ProgressPattern, index: Int, prefilter: Bool) {
            self.index = index
            roles = pattern.roles
            rules = pattern.rules
            requiredByte = prefilter ? pattern.requiredByte : nil
        }

        /// Whether `text` (a line as far as ``limit``) is to be matched: the pattern is not given up, and the
        /// text holds the byte every match holds.
        func isWorthAsking(_ text: ArraySlice<UInt8>) -> Bool {
            guard !givenUp else { return false }
            guard let requiredByte else { return true }
            return text.withUnsafeBytes { ByteSearch.firstIndex(of: requiredByte, in: $0) != nil }
        }

        /// Takes in what a match of `length` bytes came to. One that took long (more than
        /// ``ProgressReader/slowMatch``, or stopped at ``MatchingProcess/budget``) halves the limit below
        /// those bytes, down to ``ProgressReader/shortestLimit``: the C library's time grows faster than the
        /// length of the line, so a command that keeps writing such lines soon costs little each. A pattern
        /// stopped on the shortest text is given up. A match the busy machine kept from running (``starved``)
        /// says nothing of the pattern: two such on a loaded machine had given up a preset for the rest of a
        /// run, and curl's last `100.0%` went unread.
        func learn(_ answer: MatchingProcess.Answer, took: Duration, length: Int) {
            guard answer != .starved, answer == .tooSlow || took > ProgressReader.slowMatch else { return }
            givenUp = answer == .tooSlow && length <= ProgressReader.shortestLimit
            limit = max(min(limit, length) / 2, ProgressReader.shortestLimit)
        }
    }

    let compiled: [Compiled]
    /// Where the patterns' expressions are matched, so that one that takes too long can be stopped; `nil`
    /// when they do not compile (not seen: each was compiled when the option was read).
    private let matcher: MatchingProcess?
    private let si: Bool
    /// The line being written on each stream (0 standard output, 1 standard error), as far as it is kept.
    private var lines: [[UInt8]] = [[], []]
    /// Whether a carriage return came since the last newline on each stream.
    private var redrawn: [Bool] = [false, false]
    /// Whether the line being written on each stream holds a byte that is not text.
    private var binary: [Bool] = [false, false]
    /// Whether each stream is text, and has been long enough since it carried data.
    private var text = [TextRun(), TextRun()]
    /// The last total read by itself, for the done amounts of later lines.
    private var lastTotal: ReportedAmount?

    /// A reader of `patterns`; `si` reads units' prefixes as powers of 1000 (`-k`). `prefilter` skips the
    /// expression for a line without a byte every match holds (off only to test that it changes nothing).
    package init(patterns: [ProgressPattern], si: Bool = false, prefilter: Bool = true) {
        let matcher = try? MatchingProcess(expressions: patterns.map(\.expression), longestText: Self.lineLimit)
        let usable = patterns.indices.filter { matcher?.captureCount(of: $0) == patterns[$0].roles.count }
        compiled = usable.map { Compiled(patterns[$0], index: $0, prefilter: prefilter) }
        self.matcher = matcher
        self.si = si
    }

    /// Takes `bytes` the command wrote on `stream` (0 standard output, 1 standard error); returns the latest
    /// progress their lines reported, if any did.
    package mutating func observe(_ bytes: UnsafeRawBufferPointer, stream: Int) -> ProgressReport? {
        var ended: [[UInt8]] = []
        var start = 0
        // Copies, so that the loop over every byte touches no array.
        var run = text[stream]
        var isData = binary[stream]
        var settled = run.isText
        let (newline, carriageReturn) = (Self.newline, Self.carriageReturn)
        for offset in 0..<bytes.count {
            let byte = bytes[offset]
            // Printable ASCII in a stream of text, most of any output, changes nothing.
            if settled, byte &- 0x20 < 0x5F { continue }
            if !run.take(byte) { isData = true }
            settled = run.isText
            guard byte == newline || byte == carriageReturn else { continue }
            (text[stream], binary[stream]) = (run, isData)
            keep(UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), stream: stream)
            if isReadable(stream), !lines[stream].isEmpty { ended.append(lines[stream]) }
            lines[stream].removeAll(keepingCapacity: true)
            isData = false
            redrawn[stream] = byte == carriageReturn
            start = offset + 1
        }
        (text[stream], binary[stream]) = (run, isData)
        keep(UnsafeRawBufferPointer(rebasing: bytes[start...]), stream: stream)
        if redrawn[stream], isReadable(stream), start < bytes.count, !lines[stream].isEmpty { ended.append(lines[stream]) }
        return match(lines: ended)
    }

    /// At the end of `stream`: what its unfinished line reported, if anything.
    package mutating func finish(stream: Int) -> ProgressReport? {
        defer {
            lines[stream].removeAll()
            binary[stream] = false
        }
        return isReadable(stream) && !lines[stream].isEmpty ? match(lines: [lines[stream]]) : nil
    }

    /// Whether the line being written on `stream` is read for progress: it is text, and so is the stream
    /// around it (see ``TextRun``).
    private func isReadable(_ stream: Int) -> Bool {
        !binary[stream] && text[stream].isText
    }

    /// Whether a pattern reads progress from `line` (a progress line the display stands in for).
    package func readsProgress(from line: some Collection<UInt8>) -> Bool {
        guard !line.isEmpty, TextRun.isText(line.prefix(Self.lineLimit), cut: line.count > Self.lineLimit) else { return false }
        var copy = self
        return copy.match(lines: [Array(line.prefix(Self.lineLimit))], saysNothingYet: true) != nil
    }

    /// The fewest bytes of a line a pattern is matched against, however long its matches took: as long as
    /// a progress line drawn across a wide terminal, whose number is often at its end (curl's `-#` bar is
    /// 79 bytes, then ` 100.0%`). At 64, one slow match (the first of a new matching process counts its
    /// start, several milliseconds under a sanitizer) cut such lines before their number for the rest of the
    /// run. The limit guards against lines of kilobytes, where the C library's time grows.
    package static let shortestLimit = 512
    /// A match that took more of the matching process's CPU time than this halves its pattern's limit.
    package static let slowMatch = Duration.milliseconds(2)

    /// Where each pattern matches each of `lines`, as far as the pattern's limit: `nil` where it does not,
    /// or was not asked (its byte not there, or the pattern given up). The lines are asked of the matching
    /// process together, as many as ``MatchingProcess/batchBytes`` holds, so that a chunk of short lines
    /// costs one wake-up of it, not one a line.
    private func matches(in lines: [[UInt8]]) -> [[[Range<Int>?]?]] {
        var found = lines.map { _ in [[Range<Int>?]?](repeating: nil, count: compiled.count) }
        guard let matcher, !compiled.isEmpty else { return found }
        // Each line with each pattern, in order: pair p is line p / count with pattern p % count.
        let pairs = lines.count * compiled.count
        var next = 0
        while next < pairs {
            var asked: [(pair: Int, text: ArraySlice<UInt8>)] = []
            var bytes = 0
            while next < pairs {
                let (line, pattern) = next.quotientAndRemainder(dividingBy: compiled.count)
                let text = lines[line].prefix(compiled[pattern].limit)
                guard asked.isEmpty || bytes + text.count <= MatchingProcess.batchBytes else { break }
                if compiled[pattern].isWorthAsking(text) {
                    asked.append((next, text))
                    bytes += text.count
                }
                next += 1
            }
            let answers = matcher.firstMatches(asked.map { (compiled[$0.pair % compiled.count].index, $0.text) })
            for (request, (answer, took)) in zip(asked, answers) {
                let (line, pattern) = request.pair.quotientAndRemainder(dividingBy: compiled.count)
                compiled[pattern].learn(answer, took: took, length: request.text.count)
                if case .matched(let slots) = answer { found[line][pattern] = slots }
            }
            // A match stopped or failed: the lines after it are asked again, of another process.
            if answers.count < asked.count { next = asked[answers.count].pair }
        }
        return found
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private mutating func keep(_ bytes: UnsafeRawBufferPointer, stream: Int) {
        let room = Self.lineLimit - lines[stream].count
        if room > 0, !bytes.isEmpty, !binary[stream] { lines[stream].append(contentsOf: bytes.prefix(room)) }
    }

    /// What `lines` report, line after line, each through every pattern, the last report winning; a total
    /// read alone is kept for later lines. With `saysNothingYet`, a progress line that reports nothing yet
    /// (a time of `N/A`) reports a count of 0 in its stead, for ``readsProgress(from:)``.
    private mutating func match(lines: [[UInt8]], saysNothingYet: Bool = false) -> ProgressReport? {
        guard !lines.isEmpty else { return nil }
        var latest: ProgressReport?
        for (line, matches) in zip(lines, matches(in: lines)) {
            for (pattern, match) in zip(compiled, matches) {
                guard let match, let reading = reading(match, of: pattern, in: line) else { continue }
                if pattern.rules.contains(.firstTotal), pattern.roles.contains(where: { $0.kind == .total }) {
                    // Another input's: the first one's total stays.
                    if pattern.tookTotal { continue }
                    pattern.tookTotal = true
                }
                guard case .amounts(let percent, let done, let total) = reading else {
                    if saysNothingYet { latest = ProgressReport(unit: .items, count: 0, total: nil) }
                    continue
                }
                if let total { lastTotal = total }
                if let report = Self.report(percent: percent, done: done, total: total ?? lastTotal) { latest = report }
            }
        }
        return latest
    }

    /// What one match's captures say, read by their roles.
    private enum Reading {
        /// Any of a percentage, a done amount and a total.
        case amounts(percent: Double?, done: ReportedAmount?, total: ReportedAmount?)
        /// A progress line that says nothing yet: a capture reads `N/A`, or an amount below zero (ffmpeg's
        /// `time=N/A` before its first frame is out, its `time=-00:00:00.02` before the first samples).
        case nothingYet
    }

    /// What one match of `pattern` says, read by its roles; `nil` when a capture that took part says
    /// nothing its role can read, or when the pattern's rules refuse what they say (the line is then not a
    /// progress line for this pattern).
    private func reading(_ match: [Range<Int>?], of pattern: Compiled, in line: [UInt8]) -> Reading? {
        var percent: Double?
        var done: ReportedAmount?
        var total: ReportedAmount?
        let si = si && !pattern.rules.contains(.binarySizes)
        for (role, range) in zip(pattern.roles, match.dropFirst()) {
            guard let range, role != .unread else { continue }
            let text = line[range]
            if Self.saysNothingYet(text) { return .nothingYet }
            if role == .percentage {
                guard let value = Self.percentage(text) else { return nil }
                percent = value
                continue
            }
            guard var amount = ReportedAmount.parse(text, si: si) else { return nil }
            if role == .doneBytes || role == .totalBytes, amount.kind == .number { amount.kind = .size }
            if role.kind == .done { done = amount } else { total = amount }
        }
        guard percent != nil || done != nil || total != nil else { return nil }
        if let givenDone = done, let givenTotal = total { (done, total) = Self.alike(givenDone, givenTotal) }
        if pattern.rules.contains(.doneWithinTotal), let done, let total, done.value > total.value { return nil }
        return .amounts(percent: percent, done: done, total: total)
    }
}
