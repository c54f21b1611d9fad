/// Reads a replay script a line at a time: the two-column lines of a stream (``ReplayScript``), or, after the
/// header `meter-replay 2 command`, a recorded command's settings and events (``RecordedCommand``).
/// ``ReplayScript/parse(_:si:)`` and a script file played as it is read (``ReplayFile``) both go through it,
/// so they take and refuse the same lines.
struct ScriptParser {
    /// What one line says.
    enum Line: Equatable {
        /// Nothing to play: a blank line, a comment, the header, a setting.
        case nothing
        /// An arrival of a stream.
        case stream(ReplayScript.Event)
        /// An event of a recorded command, `seconds` after the start.
        case command(seconds: Double, CommandEvent)
    }

    /// The recorded command's settings, once its header was read; `nil` for a stream's script.
    private(set) var command: RecordedCommand?
    /// Whether the command's exit was read: it comes once.
    private var exited = false
    /// Whether the end of the run was read: nothing may follow it.
    private var ended = false
    private var previousSeconds: Double?
    private var sawContent = false
    private var sawEvent = false
    private let si: Bool
    /// Whether a recorded command's pattern is one meter reads; `nil` when a command's recording is not
    /// taken at all (the library's scripts are streams).
    private let isPattern: ((String) -> Bool)?

    /// A parser of amounts in powers of 1000 when `si`; of recorded commands too when `isPattern` is given.
    init(si: Bool, isPattern: ((String) -> Bool)? = nil) {
        self.si = si
        self.isPattern = isPattern
    }

    /// The byte-order mark an editor may put at the start of a UTF-8 file.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// What line `number` (from 1) says; throws what is wrong with it.
    mutating func parse(_ line: ArraySlice<UInt8>, number: Int) throws(ReplayScript.ParseError) -> Line {
        var line = line
        if number == 1, line.starts(with: Self.byteOrderMark) { line = line.dropFirst(Self.byteOrderMark.count) }
        if command != nil { return try parseCommandLine(line, number: number) }
        if !sawContent, let words = ScriptWords.split(line), words.first?.text == RecordedCommand.header[0][...],
            isPattern != nil
        {
            guard words.map(\.text) == RecordedCommand.header.map({ Substring($0) }) else {
                throw ReplayScript.ParseError(line: number, problem: .scriptHeaderUnknown(Self.quoted(line)))
            }
            command = RecordedCommand()
            return .nothing
        }
        // The common line, as --record writes it, read without making text of it (a script may hold millions);
        // any other, an offset that goes back among them, as text, which says what is wrong.
        if let (offset, seconds, amount) = Self.plainEvent(line), seconds >= previousSeconds ?? 0 {
            sawContent = true
            previousSeconds = seconds
            return .stream(ReplayScript.Event(offset: offset, amount: amount))
        }
        return try parseStreamLine(Substring(String(decoding: line, as: UTF8.self)), number: number)
    }

    /// A line of two words of ASCII digits, the offset with a decimal point or not, blanks around them and
    /// nothing else, whose offset is in range and amount fits: what ``parseStreamLine(_:number:)`` reads from
    /// it, or `nil` for any other line, which that reads (and refuses) as text.
    private static func plainEvent(_ line: ArraySlice<UInt8>) -> (Duration, Double, UInt64)? {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
        guard let first = line.firstIndex(where: { !isBlank($0) }) else { return nil }
        let offsetEnd = line[first...].firstIndex(where: isBlank) ?? line.endIndex
        let offsetWord = line[first..<offsetEnd]
        guard let amountStart = line[offsetEnd...].firstIndex(where: { !isBlank($0) }) else { return nil }
        let amountEnd = line[amountStart...].firstIndex(where: isBlank) ?? line.endIndex
        guard line[amountEnd...].allSatisfy(isBlank), offsetWord.allSatisfy({ isDigit($0) || $0 == 0x2E }),
            line[amountStart..<amountEnd].allSatisfy(isDigit)
        else { return nil }
        var amount: UInt64 = 0
        for digit in line[amountStart..<amountEnd] {
            let (times, overflow) = amount.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(digit - 0x30))
            guard !overflow, !carry else { return nil }
            amount = sum
        }
        guard let (offset, seconds) = plainOffset(offsetWord) else { return nil }
        return (offset, seconds, amount)
    }

    /// An offset of ASCII digits and at most one point, at most a day, read as ``ReplayScript/readOffset(_:)``
    /// reads it; `nil` for any other word.
    private static func plainOffset(_ word: ArraySlice<UInt8>) -> (Duration, Double)? {
        let point = word.firstIndex(of: 0x2E)
        let wholeDigits = word[..<(point ?? word.endIndex)].drop { $0 == 0x30 }
        let fractionDigits = point.map { word[($0 + 1)...] } ?? []
        guard wholeDigits.count <= 5, !fractionDigits.contains(0x2E), word.count > (point == nil ? 0 : 1) else { return nil }
        let whole = wholeDigits.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) }
        var attoseconds: Int64 = 0
        for index in 0..<18 {
            let digit = index < fractionDigits.count ? Int64(fractionDigits[fractionDigits.startIndex + index] - 0x30) : 0
            attoseconds = attoseconds * 10 + digit
        }
        guard let value = Double(String(decoding: word, as: UTF8.self)), value <= ReplayScript.longestOffset.seconds else {
            return nil
        }
        return (Duration(secondsComponent: whole, attosecondsComponent: attoseconds), value)
    }

    /// After the last line: a recorded command's run must have ended, or the recording was cut short.
    func finish(lines: Int) throws(ReplayScript.ParseError) {
        if command != nil, !ended { throw ReplayScript.ParseError(line: lines, problem: .scriptWithoutEnd) }
    }

    /// `OFFSET AMOUNT`, a comment from `#` on.
    private mutating func parseStreamLine(_ text: Substring, number: Int) throws(ReplayScript.ParseError) -> Line {
        var line = text
        if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        if words.isEmpty { return .nothing }
        sawContent = true
        guard words.count == 2 else {
            let quoted = line.drop(while: { $0 == " " || $0 == "\t" }).quotedInMessage
            throw ReplayScript.ParseError(line: number, problem: .scriptLineMalformed(quoted))
        }
        let (offset, seconds) = try offset(words[0], number: number)
        guard let amount = ReplayScript.parseAmount(words[1], si: si) else {
            throw ReplayScript.ParseError(line: number, problem: .scriptAmountInvalid(words[1].quotedInMessage))
        }
        previousSeconds = seconds
        return .stream(ReplayScript.Event(offset: offset, amount: amount))
    }

    /// A setting before the first event, or `OFFSET EVENT …`: one exit at most, nothing after the end.
    private mutating func parseCommandLine(_ line: ArraySlice<UInt8>, number: Int) throws(ReplayScript.ParseError) -> Line {
        let malformed = ReplayScript.ParseError(line: number, problem: .scriptCommandLineMalformed(Self.quoted(line)))
        guard let words = ScriptWords.split(line) else { throw malformed }
        guard let first = words.first else { return .nothing }
        guard !ended else { throw malformed }
        guard let offsetWord = first.text, offsetWord.first?.isLetter != true else {
            guard !sawEvent, let isPattern, command?.take(words, isPattern: isPattern) == true else { throw malformed }
            return .nothing
        }
        let (_, seconds) = try offset(offsetWord, number: number)
        guard let event = CommandEvent(scriptWords: words.dropFirst()) else { throw malformed }
        if case .exited = event {
            guard !exited else { throw malformed }
            exited = true
        }
        sawEvent = true
        previousSeconds = seconds
        ended = event == .ended
        return .command(seconds: seconds, event)
    }

    /// An offset, never earlier than the one before (compared as the replay times them: offsets that differ
    /// past a `Double`'s precision are one).
    private func offset(_ word: Substring, number: Int) throws(ReplayScript.ParseError) -> (Duration, Double) {
        let reading = ReplayScript.readOffset(word)
        guard case .valid(let offset, let seconds) = reading else {
            let problem: Message = reading == .tooLate ? .scriptOffsetTooLate(word.quotedInMessage) : .scriptOffsetInvalid(word.quotedInMessage)
            throw ReplayScript.ParseError(line: number, problem: problem)
        }
        if let previous = previousSeconds, seconds < previous {
            throw ReplayScript.ParseError(line: number, problem: .scriptOffsetEarlier(word.quotedInMessage))
        }
        return (offset, seconds)
    }

    /// A line quoted in an error, without the blanks before it.
    private static func quoted(_ line: ArraySlice<UInt8>) -> SafeText {
        SafeText(line.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }), columns: 40)
    }
}

extension Substring {
    /// A piece of the script as an error quotes it: safe to show (the script is outside text, and an
    /// escape in it must not reach the terminal), at most 40 columns.
    var quotedInMessage: SafeText { SafeText(String(self), columns: 40) }
}
