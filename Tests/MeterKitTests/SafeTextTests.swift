import Testing
import TestSupport
@testable import MeterKit

@Suite struct SafeTextTests {
    /// Whether `text` could reach a terminal without driving it: no C0 control, no DEL, no C1 control,
    /// valid UTF-8.
    private func isSafe(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard String(validating: bytes, as: UTF8.self) != nil else { return false }
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return false }
        return !text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }
    }

    @Test func everyByteAloneIsSafe() {
        for byte in UInt8.min...UInt8.max {
            let shown = SafeText([byte]).text
            #expect(isSafe(shown), "\(byte)")
            if (0x20..<0x7F).contains(byte) { #expect(shown == String(Unicode.Scalar(byte)), "\(byte)") }
        }
    }

    @Test func everyByteInsideTextIsSafe() {
        for byte in UInt8.min...UInt8.max {
            let bytes: [UInt8] = Array("name ".utf8) + [byte] + Array(" 日本".utf8)
            let shown = SafeText(bytes).text
            #expect(isSafe(shown), "\(byte)")
            #expect(shown.hasPrefix("name ") && shown.hasSuffix(" 日本"), "\(byte)")
        }
    }

    @Test func everyScalarBelow256InsideAStringIsSafe() {
        for value in UInt32(0)...0xFF {
            let text = "a" + String(Unicode.Scalar(value)!) + "z"
            let shown = SafeText(text).text
            #expect(isSafe(shown), "\(value)")
            let isPrintable = (0x20..<0x7F).contains(value) || value >= 0xA0
            #expect((shown == text) == isPrintable, "\(value)")
        }
    }

    @Test(arguments: [
        ("\u{1B}", "\\033"),
        ("\0", "\\000"),
        ("\n", "\\012"),
        ("\t", "\\011"),
        ("\r", "\\015"),
        ("\u{7F}", "\\177"),
        ("\u{9B}", "\\u{9B}"),
        ("\u{85}", "\\u{85}"),
        ("\u{202E}", "\\u{202E}"),
        ("\u{202A}\u{2066}\u{2069}", "\\u{202A}\\u{2066}\\u{2069}"),
        ("\u{2028}\u{2029}", "\\u{2028}\\u{2029}"),
        ("\u{1B}[?1049h\u{1B}[8m 1", "\\033[?1049h\\033[8m 1"),
        ("back\\slash", "back\\slash"),
        ("\\033", "\\033"),
        ("caf\u{E9} 日本 👍 e\u{301}", "caf\u{E9} 日本 👍 e\u{301}"),
        ("zero\u{200B}width", "zero\\u{200B}width"),
        ("\u{200E}\u{200F}\u{061C}", "\\u{200E}\\u{200F}\\u{61C}"),
        ("\u{2060}\u{2064}\u{FEFF}1", "\\u{2060}\\u{2064}\\u{FEFF}1"),
        // The joiners that scripts and emoji need stay: a family, a Persian word with a non-joiner.
        ("👩\u{200D}👩\u{200D}👧 می\u{200C}خواهم", "👩\u{200D}👩\u{200D}👧 می\u{200C}خواهم"),
    ] as [(String, String)])
    func controlsAreShownEscaped(text: String, expected: String) {
        #expect(SafeText(text).text == expected)
        #expect(SafeText(Array(text.utf8)).text == expected)
        #expect("\(SafeText(text))" == expected)
    }

    @Test(arguments: [
        ([0x61, 0x80, 0x62], "a\u{FFFD}b"),  // a lone continuation byte
        ([0xE2, 0x82, 0x61], "\u{FFFD}a"),  // a 3-byte sequence cut short: one replacement
        ([0xE2, 0x82], "\u{FFFD}"),  // cut short by the end
        ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),  // an overlong '/'
        ([0xE0, 0x80, 0xAF], "\u{FFFD}\u{FFFD}\u{FFFD}"),  // an overlong '/' in three bytes
        ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),  // the surrogate U+D800
        ([0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA, 0xFB, 0xFC, 0xFD, 0xFE, 0xFF], String(repeating: "\u{FFFD}", count: 11)),
        ([0xF4, 0x90, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),  // above U+10FFFF
        ([0xC2, 0x9B, 0x31, 0x6D], "\\u{9B}1m"),  // a C1 CSI, well encoded
        ([0x1B, 0xFF], "\\033\u{FFFD}"),
    ] as [([UInt8], String)])
    func invalidUTF8IsReplaced(bytes: [UInt8], expected: String) {
        #expect(SafeText(bytes).text == expected)
        #expect(SafeText(bytes).text == String(decoding: bytes, as: UTF8.self).replacingC0AndC1ForComparison())
    }

    @Test func textThatNeedsNothingIsReturnedAsItCame() {
        let text = "a long enough name to live on the heap: 日本語"
        let shown = SafeText(text).text
        let before = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        let after = shown.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        #expect(before != nil && before == after)
    }

    @Test(arguments: [
        ("abcdef", 4, "abc…"),
        ("abcdef", 6, "abcdef"),
        ("abcdef", 1, "…"),
        ("abcdef", 0, ""),
        ("\u{200D}", 0, "\u{200D}"),  // nothing to cut: it takes no column
        ("", 3, ""),
        ("日本語データ", 7, "日本語…"),
        ("日本語データ", 6, "日本…"),
        ("日本語データ", 12, "日本語データ"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ("a\u{1B}b", 4, "a…"),  // an escape is never cut: `\033` takes four columns or none
        ("a\u{1B}b", 6, "a\\033b"),
        ("\u{202E}abc", 5, "…"),
        ("👍👍👍", 5, "👍👍…"),
    ] as [(String, Int, String)])
    func widthLimitedTextEndsInAnEllipsis(text: String, columns: Int, expected: String) {
        #expect(SafeText(text, columns: columns).text == expected)
        #expect(SafeText(Array(text.utf8), columns: columns).text == expected)
    }

    @Test func widthLimitedBytesAreMadeSafeFirst() {
        #expect(SafeText([0x61, 0xFF, 0x62, 0x63, 0x64], columns: 3).text == "a\u{FFFD}…")
    }

    /// Random text of many scripts, controls and invalid bytes: the width-limited form never takes more
    /// than its columns, ends in `…` exactly when the text did not fit, and is otherwise the safe text.
    @Test func widthLimitedTextNeverExceedsItsWidth() {
        let pieces: [String] = [
            "a", "Z", " ", "\\", "é", "e\u{301}", "日", "本", "データ", "한", "\u{1100}\u{1161}", "👍", "👨‍👩‍👧", "🇫🇷",
            "ａ", "\u{200B}", "\u{AD}", "\u{1B}", "\u{1B}[31m", "\n", "\t", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}",
            "\u{2028}", "ا", "\u{0600}", "ש", "Ω", "\u{20DD}", "\u{FEFF}", "\u{3000}",
        ]
        var generator = SeededGenerator(seed: 0x5AFE_7E47)
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    bytes.append(UInt8.random(in: 0x80...0xFF, using: &generator))
                } else {
                    bytes += Array(pieces.randomElement(using: &generator)!.utf8)
                }
            }
            let columns = Int.random(in: 0...24, using: &generator)
            let whole = SafeText(bytes).text
            let limited = SafeText(bytes, columns: columns).text
            #expect(isSafe(limited))
            #expect(TerminalText.columns(limited) <= columns, "\(whole.debugDescription) in \(columns)")
            if TerminalText.columns(whole) <= columns {
                #expect(limited == whole)
            } else if columns > 0 {
                // Compared as scalars: a prepended mark before the ellipsis joins it in one Character.
                #expect(limited.unicodeScalars.last == "…")
                let kept = limited.dropLast().unicodeScalars
                #expect(whole.unicodeScalars.starts(with: kept), "\(whole.debugDescription) in \(columns)")
            }
        }
    }

    /// Names (paths, `-N`, process names) show every byte: one that is not UTF-8 as `\xNN`, a backslash
    /// doubled, so that no two names show alike.
    @Test(arguments: [
        ([0x63, 0x61, 0x66, 0xE9], "caf\\xE9"),  // Latin-1 é
        (Array("caf\\xE9".utf8), "caf\\\\xE9"),  // a name spelled with a backslash
        ([0x63, 0x61, 0x66, 0xEF, 0xBF, 0xBD], "caf\u{FFFD}"),  // U+FFFD itself, valid UTF-8
        ([0xE2, 0x82], "\\xE2\\x82"),  // cut short: each byte on its own
        ([0xC0, 0xAF], "\\xC0\\xAF"),  // an overlong '/'
        ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"),  // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], "\\xF4\\x90\\x80\\x80"),  // past U+10FFFF
        ([0x1B, 0x5B, 0x33, 0x31, 0x6D], "\\033[31m"),  // an escape, as text shows it
        (Array("日本\u{200B}".utf8), "日本\\u{200B}"),
        (Array("plain.txt".utf8), "plain.txt"),
    ] as [([UInt8], String)])
    func namesShowEveryByte(bytes: [UInt8], expected: String) {
        #expect(SafeText(name: bytes).text == expected)
        #expect(SafeText(FilePath(bytes: bytes)).text == expected)
    }

    @Test func differentNamesNeverShowAlike() {
        let names: [[UInt8]] = [
            [0x63, 0x61, 0x66, 0xE9], Array("caf\\xE9".utf8), [0x63, 0x61, 0x66, 0xEF, 0xBF, 0xBD],
            Array("caf\u{E9}".utf8), [0x61, 0x1B], Array("a\\033".utf8), Array("a\\".utf8), [0x61, 0x5C, 0x5C],
        ]
        #expect(Set(names.map { SafeText(name: $0).text }).count == names.count)
    }
}

extension String {
    /// What SafeText should make of already decoded text, written out independently for comparison.
    fileprivate func replacingC0AndC1ForComparison() -> String {
        var result = ""
        for scalar in unicodeScalars {
            let value = scalar.value
            if value < 0x20 || value == 0x7F {
                result += "\\" + String(value >> 6) + String((value >> 3) & 7) + String(value & 7)
            } else if (0x80...0x9F).contains(value) || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                || [0x061C, 0x200B, 0x200E, 0x200F, 0xFEFF].contains(value) || (0x2060...0x2064).contains(value)
            {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
