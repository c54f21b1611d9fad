/// The start of the latest line a wrapped command wrote, on either stream, for `%L`.
///
/// Each chunk is looked at from its end (`memrchr`), so following a fast stream costs a few hundred bytes
/// per chunk however large the chunk is. Empty lines are skipped: the last line with text stays shown.
/// A line still being written (a prompt, a line cut across two reads) counts as the latest.
struct LatestLine {
    /// Bytes kept of a line's start: more than any indicator shows.
    static let capacity = 256

    private var lines: [[UInt8]] = [[], []]
    private var complete: [Bool] = [true, true]
    private var latestStream: Int?
    /// Whether ``text`` may have changed since ``takeChange()`` was last called.
    private(set) var changed = false

    /// Notes `bytes` written by the command on `stream` (0 standard output, 1 standard error).
    mutating func observe(_ bytes: UnsafeRawBufferPointer, stream: Int) {
        guard bytes.count > 0 else { return }
        guard let lastOffset = ByteSearch.lastIndex(of: LatestLine.newline, in: bytes, before: bytes.count) else {
            // No newline: the chunk continues the current line, or starts one after a finished line.
            if complete[stream] { begin(stream) }
            append(bytes, to: stream)
            if !lines[stream].isEmpty { noteLatest(stream) }
            return
        }
        if lastOffset + 1 < bytes.count {
            // A line after the last newline: it is being written now.
            begin(stream)
            append(UnsafeRawBufferPointer(rebasing: bytes[(lastOffset + 1)...]), to: stream)
            noteLatest(stream)
            return
        }
        takeLastLine(of: bytes, endingAt: lastOffset, stream: stream)
    }

    private static let newline = UInt8(ascii: "\n")

    /// A line starts on `stream`, not finished yet.
    private mutating func begin(_ stream: Int) {
        lines[stream].removeAll(keepingCapacity: true)
        complete[stream] = false
    }

    /// The chunk ends with a newline (at `end`): its last line with text, looking back past empty ones,
    /// is the latest.
    private mutating func takeLastLine(of bytes: UnsafeRawBufferPointer, endingAt end: Int, stream: Int) {
        var stop = end
        while true {
            let previous = ByteSearch.lastIndex(of: LatestLine.newline, in: bytes, before: stop)
            let start = previous.map { $0 + 1 } ?? 0
            if start < stop {
                // The first line of the chunk may end a line begun in an earlier chunk.
                if previous != nil || complete[stream] { lines[stream].removeAll(keepingCapacity: true) }
                append(UnsafeRawBufferPointer(rebasing: bytes[start..<stop]), to: stream)
                complete[stream] = true
                noteLatest(stream)
                return
            }
            guard let previous else {
                // Only empty lines, and perhaps the end of a line begun earlier.
                if !complete[stream] {
                    complete[stream] = true
                    if !lines[stream].isEmpty { noteLatest(stream) }
                }
                return
            }
            stop = previous
        }
    }

    /// The latest line as text to show: escape sequences removed, other control characters made visible by
    /// ``SafeText``, tabs as spaces, only what follows a carriage return, trimmed; empty when the line is
    /// not text (see ``printable(_:)``). `nil` before any line.
    var text: String? {
        guard let latestStream else { return nil }
        return LatestLine.printable(lines[latestStream])
    }

    /// Returns whether the text changed since the last call, and resets that.
    mutating func takeChange() -> Bool {
        defer { changed = false }
        return changed
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer, to stream: Int) {
        var bytes = bytes
        if let restart = LatestLine.redrawStart(in: bytes, after: lines[stream].last) {
            lines[stream].removeAll(keepingCapacity: true)
            bytes = UnsafeRawBufferPointer(rebasing: bytes[restart...])
        }
        let room = LatestLine.capacity - lines[stream].count
        guard room > 0 else { return }
        lines[stream].append(contentsOf: bytes.prefix(room))
    }

    /// Where the latest state of a line redrawn in place starts in `bytes`: just after the last carriage
    /// return that text follows (`previous` is the byte kept before them). A terminal writes that text over
    /// what came before, so the line is kept from there: a progress line redrawn a hundred times is its
    /// last state, not its first 256 bytes. `nil` when no carriage return is followed by text, or when the
    /// bytes around it are data (binary output holds carriage returns too, and a few bytes after one
    /// could pass for text).
    static func redrawStart(in bytes: UnsafeRawBufferPointer, after previous: UInt8?) -> Int? {
        let isText = { (byte: UInt8) in byte != UInt8(ascii: "\r") && byte != LatestLine.newline }
        var end = bytes.count
        var start: Int?
        while let carriageReturn = ByteSearch.lastIndex(of: UInt8(ascii: "\r"), in: bytes, before: end) {
            if carriageReturn + 1 < bytes.count, isText(bytes[carriageReturn + 1]) {
                start = carriageReturn + 1
                break
            }
            end = carriageReturn
        }
        if start == nil, previous == UInt8(ascii: "\r"), let first = bytes.first, isText(first) { start = 0 }
        guard let start else { return nil }
        let around = bytes[max(0, start - capacity)..<min(bytes.count, start + capacity)]
        return around.contains(where: LatestLine.isData) ? nil : start
    }

    /// Whether `byte` is a control character that lines of text do not hold: all below a space but a tab,
    /// a backspace, a vertical tab, a form feed, an ESC and the line ends themselves.
    private static func isData(_ byte: UInt8) -> Bool {
        byte < 0x20 && ![0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B].contains(byte)
    }

    private mutating func noteLatest(_ stream: Int) {
        latestStream = stream
        changed = true
    }

    /// What a terminal would show of `bytes` as one line, as safe text. A command's escape sequences
    /// (colours, titles, cursor moves) were meant for a terminal and are not text: they are removed, and so
    /// is a sequence cut off where the kept start of the line ends. A stray escape, a malformed sequence, a
    /// bell or a backspace is shown by ``SafeText``, never passed on and never dropped unseen.
    ///
    /// A line of binary data (compressed output, an executable) is not text, and nothing of it is shown:
    /// the line is empty when it holds a NUL byte or bytes that are not UTF-8, as `grep` tells binary data
    /// from text. A character cut off by the end of what was kept does not count.
    static func printable(_ bytes: [UInt8]) -> String {
        var shown: [UInt8] = []
        shown.reserveCapacity(bytes.count)
        var afterReturn = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, let end = EscapeSequence.end(in: bytes, from: index) {
                index = end
                continue
            }
            index += 1
            if byte == UInt8(ascii: "\r") {
                afterReturn = true
                continue
            }
            // A carriage return followed by text: the terminal would write over what came before.
            if afterReturn {
                shown.removeAll(keepingCapacity: true)
                afterReturn = false
            }
            shown.append(byte == UInt8(ascii: "\t") ? UInt8(ascii: " ") : byte)
        }
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") }
        guard let first = shown.firstIndex(where: { !isSpace($0) }), let last = shown.lastIndex(where: { !isSpace($0) }),
            let text = LatestLine.text(shown[first...last])
        else { return "" }
        return SafeText(text).text
    }

    /// `bytes` as a string when they are text: no NUL, valid UTF-8 but perhaps for the start of a
    /// character cut off at the end; nil for binary data.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.contains(0) else { return nil }
        // The last character's lead byte, past up to 3 continuation bytes (10xxxxxx).
        var lead = bytes.endIndex - 1
        while lead > bytes.startIndex, lead > bytes.endIndex - 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : bytes[lead] >= 0xC0 ? 2 : 1
        let whole = bytes.endIndex - lead < length ? bytes[..<lead] : bytes
        return String(validating: whole, as: UTF8.self)
    }

    /// The escape sequences of ECMA-48 that a command's output holds.
    enum EscapeSequence {
        /// The index just after the sequence that starts with the ESC at `start`, or the end of `bytes`
        /// when they end inside it; `nil` when the bytes after the ESC do not make a sequence.
        static func end(in bytes: [UInt8], from start: Int) -> Int? {
            let next = start + 1
            guard next < bytes.count else { return bytes.count }
            switch bytes[next] {
            case UInt8(ascii: "["): return controlSequenceEnd(in: bytes, from: next + 1)
            // OSC, and DCS, SOS, PM and APC: strings that end with ST (ESC \), or BEL as xterm allows.
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                return stringEnd(in: bytes, from: next + 1)
            default:
                // ESC, intermediate bytes, a final byte: `ESC ( B` (what `tput sgr0` writes), `ESC 7`.
                var index = next
                while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
                guard index < bytes.count else { return bytes.count }
                return (0x30...0x7E).contains(bytes[index]) ? index + 1 : nil
            }
        }

        /// CSI's parameter bytes, intermediate bytes and final byte, from the byte after `ESC [`.
        private static func controlSequenceEnd(in bytes: [UInt8], from start: Int) -> Int? {
            var index = start
            while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
            while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return bytes.count }
            return (0x40...0x7E).contains(bytes[index]) ? index + 1 : nil
        }

        /// A string's text up to its terminator; another control character in it makes it malformed.
        private static func stringEnd(in bytes: [UInt8], from start: Int) -> Int? {
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case 0x07: return index + 1
                case 0x1B:
                    guard index + 1 < bytes.count else { return bytes.count }
                    return bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : nil
                case 0x00..<0x20, 0x7F: return nil
                default: index += 1
                }
            }
            return bytes.count
        }
    }
}
