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
        ("bell\u{07}", "bell"),
        ("caf\u{E9}", "caf\u{E9}"),
    ])
    func printableTextHasNoControls(raw: String, expected: String) {
        #expect(LatestLine.printable(Array(raw.utf8)) == expected)
    }

    @Test func invalidUTF8IsReplaced() {
        #expect(LatestLine.printable([0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
    }
}
