import Testing
@testable import MeterKit

/// Frames and plain lines in the user's language and with the decimal separator of the locale; the
/// numbers of `-n` never change with either.
@Suite struct LocalisedFrameTests {
    func snapshot(count: UInt64 = 512 << 20, total: UInt64? = 1 << 30) -> Snapshot {
        Snapshot(
            count: count, total: total, unit: .bytes, elapsed: 65, rate: 12.5 * 1_048_576, averageRate: 10 * 1_048_576,
            remaining: 51.2, finishWallTime: 1_767_270_896, isFinal: false)
    }

    func style(_ language: Language, _ separator: DecimalSeparator = .point) -> Style {
        var style = Style(glyphs: .ascii, utcClock: true)
        style.language = language
        style.decimalSeparator = separator
        return style
    }

    @Test func germanFrameTakesTheWordAndTheDecimalComma() {
        let line = Renderer.render(snapshot(), style: style(.german, .comma), width: 80)
        #expect(line == " 512MiB 0:01:05 [12,5MiB/s] [===============>                 ]  50% ETA 0:00:52")
        #expect(Renderer.columns(line) == 80)
    }

    @Test func frenchFrameWithEveryFieldOfWords() {
        var style = style(.french, .comma)
        style.template = Template(fields: [.amount, .rate, .progress, .eta, .finishTime])
        let line = Renderer.render(snapshot(), style: style, width: 80)
        // French writes a no-break space before the percent sign; pv's ETA is kept, and fin is short enough.
        #expect(line == " 512MiB [12,5MiB/s] [=============>              ] 50 % ETA 0:00:52 fin 12:34:56")
        #expect(Renderer.columns(line) == 80)
    }

    /// The longest words (Georgian, Russian) still leave a frame exactly as wide as the terminal, in
    /// display columns: each Georgian letter is one column but three bytes.
    @Test(arguments: Language.allCases)
    func everyLanguagesFrameFitsTheWidth(language: Language) {
        var style = style(language, .comma)
        style.template = Template(fields: [.name, .amount, .timer, .rate, .averageRate, .progress, .eta, .finishTime])
        var named = snapshot()
        named.name = "backup"
        for width in [30, 50, 80, 120] {
            let line = Renderer.render(named, style: style, width: width)
            #expect(Renderer.columns(line) <= width, "\(language) at \(width): \(line)")
        }
        let line = Renderer.render(named, style: style, width: 120)
        #expect(line.contains(Message.etaLabel.text(in: language) + " 0:00:52"), "\(line)")
        #expect(line.contains(Message.finishLabel.text(in: language) + " 12:34:56"), "\(line)")
    }

    /// `-w 80 -pterbaI` keeps English's bar of 8 cells in every language: the words of frames are no wider
    /// than `ETA` and `FIN`, and a percentage no wider than ` 40%`.
    @Test(arguments: Language.allCases)
    func everyLanguageKeepsItsBarAtEightyColumns(language: Language) throws {
        var style = style(language, .comma)
        style.template = Template(fields: [.amount, .timer, .rate, .averageRate, .progress, .eta, .finishTime])
        let frame = Snapshot(
            count: 4 << 20, total: 10 << 20, unit: .bytes, elapsed: 3, rate: 1_048_576, averageRate: 1.33 * 1_048_576,
            remaining: 5, finishWallTime: 7, isFinal: false)
        let line = Renderer.render(frame, style: style, width: 80)
        let bar = try #require(line.firstMatch(of: try Regex(#"\[[=> ]*\]"#)), "\(language): \(line)")
        let cells = line[bar.range].count - 2
        #expect(cells >= 8, "\(language): a bar of \(cells) cells in '\(line)'")
        #expect(Renderer.columns(line) == 80, "\(language): \(line)")
    }

    @Test func georgianWordsAreMeasuredInColumnsNotBytes() {
        let label = Message.finishLabel.text(in: .georgian)
        #expect(Renderer.columns(label) == label.unicodeScalars.count)
        #expect(label.utf8.count == 3 * label.unicodeScalars.count)
        let line = Renderer.render(snapshot(), style: style(.georgian, .comma), width: 80)
        #expect(Renderer.columns(line) == 80)
        #expect(line.hasSuffix("  50% ETA 0:00:52"))
    }

    @Test func numericLinesNeverFollowTheLocale() {
        var style = style(.russian, .comma)
        style.template = Template.lenient("{\"elapsed\":%t,\"rate\":%r,\"eta\":\"%e\"}")
        let line = Renderer.numeric(snapshot(), style: style)
        #expect(line == "{\"elapsed\":65.0000,\"rate\":13107200.0000,\"eta\":\"ETA 0:00:52\"}")
    }

    @Test func plainLinesAreSaidInTheLanguage() {
        let words = PlainText(language: .polish, separator: .comma)
        #expect(words.progress(snapshot(), name: "kopia") == "kopia: 50% 512MiB z 1,0GiB, 13MiB/s, zostało 0:00:52")
        let lines = PlainText(language: .russian, separator: .comma)
        let counted = Snapshot(
            count: 3, total: 5, unit: .lines, elapsed: 65, rate: 1, averageRate: 1, remaining: 2, finishWallTime: nil,
            isFinal: false)
        #expect(lines.progress(counted, name: nil) == "60% 3 из 5 строк, 1 строк/с, осталось 0:00:02")
    }

    /// "Of" governs the genitive in Czech, Polish and Russian: "2 of 2 lines" is `2 из 2 строк`, not the
    /// `2 строки` a bare count takes, and "1 of 1 line" is `1 из 1 строки`, not `строка`.
    @Test(arguments: [
        (Language.russian, UInt64(2), "100% 2 из 2 строк"), (.russian, 1, "100% 1 из 1 строки"),
        (.russian, 21, "100% 21 из 21 строки"), (.russian, 5, "100% 5 из 5 строк"),
        (.polish, 2, "100% 2 z 2 wierszy"), (.polish, 1, "100% 1 z 1 wiersza"), (.polish, 22, "100% 22 z 22 wierszy"),
        (.czech, 3, "100\u{A0}% 3 z 3 řádků"), (.czech, 1, "100\u{A0}% 1 z 1 řádku"),
        (.german, 1, "100% 1 von 1 Zeile"), (.german, 2, "100% 2 von 2 Zeilen"),
        (.english, 1, "100% 1 of 1 line"), (.english, 2, "100% 2 of 2 lines"),
    ])
    func theTotalsNounTakesTheCaseOfOf(language: Language, total: UInt64, expected: String) {
        let done = Snapshot(
            count: total, total: total, unit: .lines, elapsed: 1, rate: 0, averageRate: 0, remaining: 0,
            finishWallTime: nil, isFinal: true)
        #expect(PlainText(language: language).amounts(done) == expected)
        let bare = Snapshot(
            count: 2, total: nil, unit: .lines, elapsed: 1, rate: 0, averageRate: 0, remaining: nil,
            finishWallTime: nil, isFinal: false)
        #expect(PlainText(language: .russian).amounts(bare) == "2 строки")
    }

    @Test func recordsAfterTheTotalTakeTheCaseOfOfToo() {
        let done = Snapshot(
            count: 1, total: 1, unit: .records, elapsed: 1, rate: 0, averageRate: 0, remaining: 0,
            finishWallTime: nil, isFinal: true)
        #expect(PlainText(language: .russian).amounts(done) == "100% 1 из 1 записи")
        #expect(PlainText(language: .polish).amounts(done) == "100% 1 z 1 rekordu")
        #expect(PlainText(language: .czech).amounts(done) == "100\u{A0}% 1 z 1 záznamu")
    }

    @Test func stallSentencesAreSaidInTheLanguage() {
        let words = PlainText(language: .french, separator: .comma)
        #expect(words.stalled(snapshot(), name: "copie", since: 55) == "copie: bloqué à 50 % 512MiB sur 1,0GiB, rien pendant 0:00:10")
        #expect(words.movingAgain(snapshot(), name: nil) == "reprise, 50 % 512MiB sur 1,0GiB, 13MiB/s, reste 0:00:52")
        #expect(PlainText().stalled(snapshot(), name: nil, since: 55) == "stalled at 50% 512MiB of 1.0GiB, nothing for 0:00:10")
    }
}
