/// Whether a stream of bytes is text, byte after byte: well-formed UTF-8 without a control character that
/// text does not hold; and how long the text has run since the last byte that was not.
///
/// `--progress-from` reads lines of text only: a number among random bytes may be any number, and random
/// bytes hold short runs of text often enough (`60%` between two newlines, in 20 MB of them) that a line
/// that is text is not enough. A stream that carried data is taken for text again only after
/// ``recovery`` bytes of text in a row, which random bytes never hold.
struct TextRun {
    /// The bytes of text in a row after which a stream that carried data is read again: a few progress
    /// lines, and far more than random bytes ever hold (each is text less than half the time).
    static var recovery: Int { 256 }

    /// Bytes of text in a row since the last byte that was not, counted up to ``recovery`` (where a stream
    /// that never carried data starts).
    private var length = TextRun.recovery
    /// Continuation bytes still owed to the character being read, and the range of the next one (which
    /// keeps out overlong forms, surrogates and code points above U+10FFFF).
    private var owed = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Whether the stream reads as text here: every byte so far was, or ``recovery`` bytes of text have run
    /// since the last that was not; and no character is cut off.
    var isText: Bool { owed == 0 && length >= Self.recovery }

    /// Takes the next byte of the stream; returns whether it is text.
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        // Printable ASCII, most of any text, costs two comparisons.
        let text = owed == 0 && byte >= 0x20 && byte < 0x7F ? true : owed > 0 ? continues(byte) : starts(byte)
        if !text {
            length = 0
        } else if length < Self.recovery {
            length += 1
        }
        return text
    }

    /// Whether `byte` continues the character being read; a byte that does not ends it, and is read again
    /// as the start of the next (an error all the same).
    private mutating func continues(_ byte: UInt8) -> Bool {
        guard (lower...upper).contains(byte) else {
            owed = 0
            _ = starts(byte)
            return false
        }
        owed -= 1
        (lower, upper) = (0x80, 0xBF)
        return true
    }

    /// Whether `byte` starts a character of text: printable ASCII, a control that text holds, or the first
    /// byte of a well-formed sequence.
    private mutating func starts(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20..<0x7F: return true
        case 0..<0x20: return TextRun.textControls & (1 << UInt32(byte)) != 0
        case 0xC2...0xDF: expect(1, 0x80, 0xBF)
        case 0xE0: expect(2, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE, 0xEF: expect(2, 0x80, 0xBF)
        case 0xED: expect(2, 0x80, 0x9F)
        case 0xF0: expect(3, 0x90, 0xBF)
        case 0xF1...0xF3: expect(3, 0x80, 0xBF)
        case 0xF4: expect(3, 0x80, 0x8F)
        default: return false
        }
        return true
    }

    private mutating func expect(_ count: Int, _ low: UInt8, _ high: UInt8) {
        (owed, lower, upper) = (count, low, high)
    }

    /// The control characters text holds: a backspace (a bar drawn back and forth), a tab, a newline, a
    /// vertical tab, a form feed, a carriage return, an escape sequence's ESC (colours). Any other, and DEL,
    /// make the bytes data.
    static let textControls: UInt32 = 1 << 0x08 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0B | 1 << 0x0C | 1 << 0x0D | 1 << 0x1B

    /// Whether `bytes` are text by themselves: well-formed UTF-8 (but for a character cut off at the end,
    /// when `cut` says they were cut from a longer line) without a control character text does not hold.
    static func isText(_ bytes: some Collection<UInt8>, cut: Bool = false) -> Bool {
        var run = TextRun()
        for byte in bytes where !run.take(byte) { return false }
        return cut || run.owed == 0
    }
}
