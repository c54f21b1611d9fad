import Testing
@testable import MeterKit

@Suite struct LatestLineTests {
    private func observe(_ chunks: [(String, Int)]) -> LatestLine {
        var latest = LatestLine()
        for (text, stream) in chunks {
            Array(text.utf8).withUnsafeBytes { latest.observe($0, stream: stream) }
        }
        return latest
    }

    @Test func nothingSeenIsNil() {
        #expect(LatestLine().text == nil)
    }

    @Test(arguments: [
        (["hello\n"], "hello"),
        (["a\nb"], "b"),
        (["first\nsecond\n"], "second"),
        (["comp", "iling\n"], "compiling"),
        (["comp", "iling\nnext"], "next"),
        (["x\n\n\n"], "x"),
        (["x\n", "\n\n"], "x"),
        (["par", "\n"], "par"),
        (["done\n", "Password: "], "Password:"),
        (["a\n", "b\n", "c"], "c"),
    ])
    func followsOneStream(chunks: [String], expected: String) {
        #expect(observe(chunks.map { ($0, 0) }).text == expected)
    }

    @Test func latestOfEitherStream() {
        var latest = observe([("one\n", 0), ("two\n", 1)])
        #expect(latest.text == "two")
        Array("three".utf8).withUnsafeBytes { latest.observe($0, stream: 0) }
        #expect(latest.text == "three")
        Array("\n\n".utf8).withUnsafeBytes { latest.observe($0, stream: 1) }
        #expect(latest.text == "three")
    }

    @Test func keepsOnlyTheStartOfALongLine() {
        let long = String(repeating: "a", count: 1000)
        #expect(observe([(long, 0)]).text?.count == LatestLine.capacity)
        #expect(observe([(long + "\n", 0)]).text?.count == LatestLine.capacity)
        #expect(observe([(String(long.prefix(200)), 0), (String(long.prefix(200)) + "\n", 0)]).text?.count == LatestLine.capacity)
    }

    /// A progress line redrawn in place (rsync, ffmpeg, curl -#) grows past what is kept of a line: the
    /// latest state is shown, not the first ones that filled it.
    @Test func aLineRedrawnInPlaceShowsItsLatestState() {
        let states = (1...20).map { "   \($0 * 5)% of the files, a long line of progress redrawn in place   " }
        #expect(observe([(states.map { $0 + "\r" }.joined(), 0)]).text == "100% of the files, a long line of progress redrawn in place")
        #expect(observe(states.map { ($0 + "\r", 0) }).text == "100% of the files, a long line of progress redrawn in place")
        #expect(observe(states.map { ("\r" + $0, 1) }).text == "100% of the files, a long line of progress redrawn in place")
        // A carriage return split from the text it is followed by, and one that ends a line (CR LF).
        #expect(observe([("old 10%\r", 0), ("new 20%", 0)]).text == "new 20%")
        #expect(observe([("done\r\n", 0)]).text == "done")
        // Binary data holds carriage returns too: what follows one is not taken for a line of text.
        var binary = LatestLine()
        let data: [UInt8] = Array(repeating: [0x1F, 0x8B, 0x08, 0xC3, 0x01], count: 60).flatMap { $0 } + [0x0D, 0x61, 0x62]
        data.withUnsafeBytes { binary.observe($0, stream: 0) }
        #expect(binary.text == "")
    }

    @Test func reportsChangesOnce() {
        var latest = LatestLine()
        let before = latest.takeChange()
        Array("x\n".utf8).withUnsafeBytes { latest.observe($0, stream: 0) }
        let first = latest.takeChange()
        let second = latest.takeChange()
        #expect(!before && first && !second)
    }

    @Test(arguments: [
        ("\u{1B}[1;31mred\u{1B}[0m text", "red text"),
        ("50%\r60%", "60%"),
        ("progress\r", "progress"),
        ("a\tb", "a b"),
        ("\u{1B}]0;window title\u{07}after", "after"),
        ("\u{1B}]8;;http://x\u{1B}\\link", "link"),
        ("  indented  ", "indented"),
        ("bell\u{07}", "bell\\007"),
        ("caf\u{E9}", "caf\u{E9}"),
    ])
    func printableTextHasNoControls(raw: String, expected: String) {
        #expect(LatestLine.printable(Array(raw.utf8)) == expected)
    }

    @Test(arguments: [
        ("back\u{8}space", "back\\010space"),
        ("del\u{7F}", "del\\177"),
        ("stray \u{1B}\u{1B}[1mescape", "stray \\033escape"),  // an ESC that starts nothing
        ("\u{1B}[31\u{1}mbad", "\\033[31\\001mbad"),  // a control inside CSI: not a sequence
        ("\u{1B}]0;title\u{1}x", "\\033]0;title\\001x"),  // nor inside OSC
        ("\u{1B}\u{80}x", "\\033\\u{80}x"),
        ("\u{9B}31mC1", "\\u{9B}31mC1"),  // a C1 CSI is shown, not obeyed
        ("\u{202E}reversed", "\\u{202E}reversed"),
        ("bold\u{1B}(B\u{1B}[m plain", "bold plain"),  // what `tput sgr0` writes
        ("\u{1B}7saved\u{1B}8", "saved"),
        ("\u{1B}P1$r0m\u{1B}\\dcs", "dcs"),
        ("cut \u{1B}]8;;http://example.com/a-long-", "cut"),  // a sequence cut off by the end of what is kept
        ("cut \u{1B}[38;5", "cut"),
        ("50%\r\u{1B}[K\u{7}60%", "\\00760%"),
    ] as [(String, String)])
    func otherControlsAreShownNotDropped(raw: String, expected: String) {
        let text = LatestLine.printable(Array(raw.utf8))
        #expect(text == expected)
        #expect(!text.utf8.contains { $0 < 0x20 || $0 == 0x7F })
    }

    @Test func everyByteLeavesNoControlCharacter() {
        for byte in UInt8.min...UInt8.max {
            let text = LatestLine.printable([0x61, byte, 0x62])
            #expect(!text.utf8.contains { $0 < 0x20 || $0 == 0x7F }, "\(byte)")
            #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "\(byte)")
        }
    }

    /// Binary data (compressed output, an executable) is not text: nothing of it is shown, rather than
    /// replacement characters and escapes.
    @Test(arguments: [[0x61, 0xFF, 0x62], [0x1B, 0x80, 0x62], [0x61, 0x00, 0x62], [0x1F, 0x8B, 0x08, 0x00, 0xC3, 0x9A], [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]] as [[UInt8]])
    func binaryIsNotShown(bytes: [UInt8]) {
        #expect(LatestLine.printable(bytes) == "")
    }

    @Test("a line cut in the middle of a character by what is kept is still text; a broken one inside is not")
    func aCharacterCutAtTheEnd() {
        let cyrillic = Array("строка".utf8)
        #expect(LatestLine.printable(cyrillic + [0xD0]) == "строка")
        #expect(LatestLine.printable(Array("日本".utf8) + [0xE8, 0xAA]) == "日本")
        #expect(LatestLine.printable(Array("x".utf8) + [0xF0, 0x9F, 0x98]) == "x")
        #expect(LatestLine.printable([0xD0] + cyrillic) == "")
        #expect(LatestLine.printable(cyrillic + [0x80]) == "")
    }
}
