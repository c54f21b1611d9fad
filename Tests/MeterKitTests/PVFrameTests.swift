import TestSupport
import Testing
@testable import MeterKit

/// Frames and fields as pv 1.10.5 draws them. Unless a comment says otherwise, each expected string is what
/// pv 1.10.5 printed for the same values (its own formatting code called with them; see docs/pv-frames.md).
@Suite struct PVFrameTests {
    /// 512 MiB of 1 GiB after 65 s at 12.5 MiB/s, 10 MiB/s on average, 51 s left.
    static func halfway(total: UInt64? = 1 << 30, final: Bool = false, name: String? = nil) -> Snapshot {
        var snapshot = Snapshot(
            count: 512 << 20, total: total, unit: .bytes, elapsed: 65, rate: 12.5 * 1_048_576,
            averageRate: 10 * 1_048_576, remaining: final ? nil : 51, isFinal: final)
        snapshot.name = name
        snapshot.finishLocalTime = CalendarTime(year: 2026, month: 12, day: 1, hour: 0, minute: 19, second: 53)
        return snapshot
    }

    static func render(_ format: String, _ snapshot: Snapshot = halfway(), width: Int = 80, style: Style = Style(glyphs: .ascii)) -> String {
        var style = style
        style.template = Template.lenient(format)
        return Renderer.render(snapshot, style: style, width: width)
    }

    // MARK: -F sequences

    static let namedSequences: [(sequence: String, field: Template.Field)] = [
        ("p", .progress), ("{progress}", .progress), ("{progress-bar-only}", .progressBarOnly),
        ("{progress-amount-only}", .progressAmountOnly), ("{bar-plain}", .plainBar), ("{bar-block}", .blockBar),
        ("{bar-granular}", .granularBar), ("{bar-shaded}", .shadedBar), ("t", .timer), ("{timer}", .timer),
        ("e", .eta), ("{eta}", .eta), ("I", .finishTime), ("{fineta}", .finishTime), ("r", .rate), ("{rate}", .rate),
        ("a", .averageRate), ("{average-rate}", .averageRate), ("b", .amount), ("{bytes}", .amount),
        ("{transferred}", .amount), ("T", .bufferPercent), ("{buffer-percent}", .bufferPercent),
        ("A", .lastWritten), ("{last-written}", .lastWritten), ("L", .message), ("{previous-line}", .message),
        ("N", .name), ("{name}", .name),
    ]

    /// Every sequence pv 1.10.5 lists (`pv --help`'s format list), with and without a width.
    @Test(arguments: namedSequences)
    func everySequenceNamesItsField(sequence: String, field: Template.Field) {
        #expect(Template.lenient("%" + sequence).segments == [.field(field, width: nil)])
        #expect(Template.lenient("x%12" + sequence + "y").segments == [.text("x"), .field(field, width: 12), .text("y")])
        #expect(Template.lenient("%0" + sequence).segments == [.field(field, width: nil)])
    }

    @Test func theNamedFieldsDrawWhatPVDraws() {
        var snapshot = Self.halfway()
        snapshot.bufferPercent = 45
        snapshot.name = "backup"
        let style = Style(glyphs: .ascii)
        let format = "%{timer}|%{eta}|%{rate}|%{average-rate}|%{bytes}|%{transferred}|%{buffer-percent}|%{name}|%{progress-amount-only}|"
        #expect(Self.render(format, snapshot, width: 120, style: style)
            == "0:01:05|ETA 0:00:51|[12.5MiB/s]|(10.0MiB/s)| 512MiB| 512MiB|{ 45%}|   backup:| 50%|")
        // Six bars share 75 columns: 12 each (pv drew `%{bar-block}` and the others in ASCII, having no UTF-8).
        let bars = Style(glyphs: .ascii, unicode: false)
        #expect(Self.render("%{progress}|%{progress-bar-only}|%{bar-plain}|%{bar-block}|%{bar-granular}|%{bar-shaded}", style: bars)
            == "[=>   ]  50%|=====>      |=====>      |=====>      |=====>      |=====>      ")
        #expect(Self.render("%20{progress}|%12{bar-plain}|%3N|%12N|%0b|%8t|", snapshot, style: style)
            == "[=====>       ]  50%|=====>      |backup:|      backup:| 512MiB|0:01:05|")
    }

    @Test func barsInMetersOwnGlyphsWhereUnicodeIsShown() {
        // meter's own glyph sets (pv has no ends on these either); 37.5 % of 8 cells is 3 cells.
        var snapshot = Self.halfway()
        snapshot.count = 3 << 27
        let style = Style(glyphs: .unicode)
        #expect(Self.render("%8{bar-block}|%8{bar-granular}|%8{bar-shaded}|%8{bar-plain}", snapshot, style: style)
            == "███     |███     |███     |==>     ")
        #expect(Self.render("%8{progress-bar-only}", snapshot, style: style) == "███     ")
    }

    struct LiteralCase: Sendable, CustomTestStringConvertible {
        var format: String
        var expected: String
        var testDescription: String { format }
    }

    /// What pv 1.10.5 wrote for formats with sequences it does not know, after 100 bytes.
    static let literals: [LiteralCase] = [
        .init(format: "%z|%5z|%{foo}|%{foo|%|%%|", expected: "%z|%5z|%{foo}|%{foo|%|%|"),
        .init(format: "a%{foo%bz", expected: "a%{foo 100  Bz"), .init(format: "a%5%bz", expected: "a%5 100  Bz"),
        .init(format: "a%5%%z", expected: "a%5%z"), .init(format: "a%5z", expected: "a%5z"),
        .init(format: "a%{}b", expected: "a%{}b"), .init(format: "%{ bytes}", expected: "%{ bytes}"),
        .init(format: "%{timer}%{Timer}", expected: "0:00:00%{Timer}"), .init(format: "x%", expected: "x%"),
        .init(format: "%0b|%00t", expected: " 100  B|0:00:00"),
        .init(format: "a%20{bytes}|%3b|%12t|", expected: "a 100  B| 100  B|0:00:00|"),
        // pv adds a stray NUL after an unclosed name at the very end; meter writes the text alone.
        .init(format: "x%{progress", expected: "x%{progress"),
    ]

    @Test(arguments: literals)
    func unknownSequencesAreWrittenAsTheyAre(_ row: LiteralCase) {
        let snapshot = Snapshot(count: 100, total: nil, unit: .bytes, elapsed: 0, rate: 0, averageRate: 0, remaining: nil, isFinal: false)
        #expect(Self.render(row.format, snapshot, width: 60) == row.expected)
    }

    struct ColourCase: Sendable, CustomTestStringConvertible {
        var format: String
        var expected: String
        var testDescription: String { format }
    }

    /// pv 1.10.5's escape sequences for `%{sgr:…}` (written with `\e` for ESC).
    static let colours: [ColourCase] = [
        .init(format: "a%{sgr:red}b", expected: "a\\e[31mb\\e[m"),
        .init(format: "%{sgr:red}x%{sgr:bold,blue}y%{sgr:reset}z", expected: "\\e[31mx\\e[1;34my\\e[0mz"),
        .init(format: "%{sgr:38;5;208,bg-default,999,nope,1}x", expected: "\\e[38;5;208;49;1mx\\e[m"),
        .init(format: "%{sgr:}x", expected: "x"), .init(format: "a%{sgr:0}b", expected: "a\\e[0mb"),
        .init(format: "a%{sgr:red}b%{sgr:nope}c", expected: "a\\e[31mbc\\e[m"),
        .init(format: "a%{sgr:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}",
              expected: "a\\e[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16m\\e[17;18m\\e[m"),
        .init(format: "a%{sgr:031}", expected: "a\\e[31m\\e[m"), .init(format: "a%{sgr:3x}", expected: "a"),
        .init(format: "a%{SGR:red}", expected: "a%{SGR:red}"), .init(format: "a%3{sgr:red}", expected: "a\\e[31m\\e[m"),
        .init(format: "a%{sgr:31", expected: "a\\e[31m\\e[m"), .init(format: "a%{sgr:red%b", expected: "a\\e[31mb\\e[m"),
        .init(format: "a%{sgr:red,,bold,blue}", expected: "a\\e[31;34m\\e[m"), .init(format: "a%{sgr:,red}", expected: "a"),
        .init(format: "a%{sgr:red;}b", expected: "a\\e[31mb\\e[m"),
        .init(format: "%{sgr:brown,yellow,fg-white,bg-yellow,bg-default,fg-default,no-bold,underscore,reverse}",
              expected: "\\e[33;33;37;43;49;39;22;4;7m\\e[m"),
    ]

    @Test(arguments: colours)
    func colourSequencesAreWrittenOnlyWithColourOn(_ row: ColourCase) {
        let snapshot = Snapshot(count: 100, total: nil, unit: .bytes, elapsed: 0, rate: 0, averageRate: 0, remaining: nil, isFinal: false)
        let coloured = Style(glyphs: .ascii, palette: Palette(fill: "91"))
        let line = Self.render(row.format, snapshot, width: 60, style: coloured)
        #expect(line.replacing("\u{1B}", with: "\\e") == row.expected)
        // With colour off (NO_COLOR, --color never, not a terminal): not one escape sequence.
        let plain = Self.render(row.format, snapshot, width: 60, style: Style(glyphs: .ascii))
        #expect(plain == TerminalText.stripped(line))
        #expect(!plain.contains("\u{1B}"))
    }

    // MARK: Times

    @Test func theTimerShowsDaysPastADay() {
        var snapshot = Self.halfway()
        for (elapsed, expected) in [(86_400.0, "24:00:00"), (86_401, "1:00:00:01"), (90_061, "1:01:01:01")] {
            snapshot.elapsedSeconds = elapsed
            #expect(Self.render("%t", snapshot) == expected)
        }
        snapshot.remainingSeconds = 500_000
        #expect(Self.render("%e", snapshot) == "ETA 5:18:53:20")
    }

    @Test func theFinishTimeHasTheDateWhenMoreThanSixHoursAway() {
        var snapshot = Self.halfway()
        snapshot.finishLocalTime = CalendarTime(year: 2026, month: 12, day: 1, hour: 14, minute: 7, second: 36)
        snapshot.remainingSeconds = 21_600.9
        #expect(Self.render("%I", snapshot) == "FIN 14:07:36")
        snapshot.remainingSeconds = 21_601
        #expect(Self.render("%I", snapshot) == "FIN 2026-12-01 14:07:36")
        // The final frame shows when the run ended, without the date (its ETA is 0), as pv's does.
        snapshot.isFinal = true
        #expect(Self.render("%I|%e|", snapshot) == "FIN 14:07:36|           |")
        #expect(Self.render("%I", Self.halfway(total: nil)) == "")
    }

    @Test func replaysReadTheFinishTimeInUTC() {
        var snapshot = Self.halfway()
        snapshot.finishWallTime = 1_796_134_056
        snapshot.remainingSeconds = 30_000
        #expect(Self.render("%I", snapshot, style: Style(glyphs: .ascii, utcClock: true)) == "FIN 2026-12-01 14:07:36")
    }

    // MARK: Bars

    struct BarCase: Sendable, CustomTestStringConvertible {
        var count: UInt64
        var expected: String
        var testDescription: String { "\(count)%" }
    }

    /// `%p` at 30 columns with a size of 100.
    static let plainBars: [BarCase] = [
        .init(count: 0, expected: "[>                      ]   0%"), .init(count: 1, expected: "[>                      ]   1%"),
        .init(count: 5, expected: "[>                      ]   5%"), .init(count: 9, expected: "[=>                     ]   9%"),
        .init(count: 50, expected: "[==========>            ]  50%"), .init(count: 95, expected: "[====================>  ]  95%"),
        .init(count: 96, expected: "[=====================> ]  96%"), .init(count: 100, expected: "[======================>] 100%"),
        .init(count: 101, expected: "[======================>] 101%"), .init(count: 150, expected: "[=======================] 150%"),
        .init(count: 1000, expected: "[======================] 1000%"),
    ]

    @Test(arguments: plainBars)
    func thePlainBarEndsInPVsTip(_ row: BarCase) {
        let snapshot = Snapshot(count: row.count, total: 100, unit: .bytes, elapsed: 1, rate: 1, averageRate: 1, remaining: 1, isFinal: false)
        #expect(Self.render("%p", snapshot, width: 30) == row.expected)
    }

    /// `%p` at 30 columns with no size, after `step` frames that moved data (pv's counter is twice that).
    static let bouncer: [(step: Int, expected: String)] = [
        (0, "[<=>                         ]"), (1, "[<=>                         ]"), (2, "[ <=>                        ]"),
        (25, "[            <=>             ]"), (49, "[                        <=> ]"),
        (50, "[                         <=>]"), (51, "[                        <=> ]"),
        (75, "[            <=>             ]"), (99, "[<=>                         ]"), (100, "[<=>                         ]"),
    ]

    @Test(arguments: bouncer)
    func theIndicatorMovesOneStepPerMovingFrame(step: Int, expected: String) {
        var snapshot = Self.halfway(total: nil)
        snapshot.indicatorStep = step
        #expect(Self.render("%p", snapshot, width: 30) == expected)
        // Time alone does not move it; reduce motion (meter's own) keeps it still in the middle.
        snapshot.animationTime += 0.37
        #expect(Self.render("%p", snapshot, width: 30) == expected)
        #expect(Self.render("%p", snapshot, width: 30, style: Style(glyphs: .ascii, reduceMotion: true))
            == "[            <=>             ]")
    }

    @Test func theGaugeShowsTheRateAgainstThePeak() {
        var snapshot = Self.halfway(total: nil)
        snapshot.peakRate = 1000
        let gauge = Style(glyphs: .ascii, gauge: true)
        for (rate, expected) in [
            (0.0, "[>                           ]/1000  B/s"), (100, "[=>                          ]/1000  B/s"),
            (500, "[=============>              ]/1000  B/s"), (1000, "[===========================>]/1000  B/s"),
        ] {
            snapshot.rate = rate
            #expect(Self.render("%p", snapshot, width: 40, style: gauge) == expected)
        }
        snapshot.rate = 300
        #expect(Self.render("%p", snapshot, width: 40, style: Style(glyphs: .ascii, bits: true, gauge: true))
            == "[=======>                    ]/7.81Kib/s")
        #expect(Self.render("%{progress-amount-only}|", snapshot, width: 40, style: gauge) == "1000  B/s|")
        snapshot.peakRate = 0
        snapshot.rate = 0
        #expect(Self.render("%p", snapshot, width: 40, style: gauge) == "[>                           ]/0.00  B/s")
        // With a size, -g changes nothing.
        #expect(Self.render("%p", Self.halfway(), width: 20, style: gauge) == "[=====>       ]  50%")
    }

    // MARK: Buffer, last written, name

    @Test func theBufferFill() {
        var snapshot = Self.halfway()
        #expect(Self.render("%T", snapshot) == "{----}")
        for (percent, expected) in [(0, "{  0%}"), (45, "{ 45%}"), (100, "{100%}")] {
            snapshot.bufferPercent = percent
            #expect(Self.render("%T|%{buffer-percent}", snapshot) == expected + "|" + expected)
        }
    }

    @Test func theLastWrittenBytes() {
        var snapshot = Self.halfway()
        snapshot.lastWritten = Array("hello\tworld\n".utf8)
        #expect(Self.render("%8A|%3{last-written}|%A|%{last-written}|", snapshot) == "o.world.|ld.|||")
        snapshot.lastWritten = Array("hi".utf8)
        #expect(Self.render("%5A", snapshot) == "...hi")
        snapshot.lastWritten = [0x64, 0x0A, 0x68, 0xC3, 0xA9, 0x7F, 0x7E, 0x20]
        #expect(Self.render("%8A", snapshot) == "d.h...~ ")
        // -A 16 puts it last in the switches' layout.
        var style = Style(glyphs: .ascii)
        style.template = Template(fields: [.amount, .lastWritten], lastWrittenCount: 4)
        #expect(Renderer.render(snapshot, style: style, width: 80) == " 512MiB ..~ ")
    }

    @Test func theNameTakesNoRoomWithoutAName() {
        #expect(Self.render("%N|%20N|%{name}|%b") == "||| 512MiB")
        var named = Self.halfway()
        named.name = "foo"
        #expect(Self.render("%N|%20N|%{name}|%3N", named) == "      foo:|                 foo:|      foo:|foo:")
    }

    // MARK: Whole lines

    @Test func everyFieldAt120Columns() {
        var snapshot = Self.halfway()
        snapshot.bufferPercent = 50
        snapshot.lastWritten = Array("0123456789abcdefghij".utf8)
        snapshot.name = "backup"
        var style = Style(glyphs: .ascii)
        style.template = Template(
            fields: [.name, .amount, .bufferPercent, .timer, .rate, .averageRate, .progress, .eta, .finishTime, .lastWritten],
            lastWrittenCount: 16)
        #expect(Renderer.render(snapshot, style: style, width: 120)
            == "   backup:  512MiB { 50%} 0:01:05 [12.5MiB/s] (10.0MiB/s) [=====>       ]  50% ETA 0:00:51 FIN 00:19:53 456789abcdefghij")
    }

    @Test func theDefaultLayoutAt80Columns() {
        let style = Style(glyphs: .ascii)
        #expect(Renderer.render(Self.halfway(), style: style, width: 80)
            == " 512MiB 0:01:05 [12.5MiB/s] [===============>                 ]  50% ETA 0:00:51")
        var final = Self.halfway(final: true)
        final.count = 1 << 30
        #expect(Renderer.render(final, style: style, width: 80)
            == "1.00GiB 0:01:05 [12.5MiB/s] [================================>] 100%            ")
        var unknown = Self.halfway(total: nil)
        unknown.indicatorStep = 1
        #expect(Renderer.render(unknown, style: style, width: 80)
            == " 512MiB 0:01:05 [12.5MiB/s] [<=>                                               ]")
    }

    // MARK: Narrow widths (meter's own rule: pv lets such lines run past the width)

    static let everyField = Template(fields: [.name, .amount, .timer, .rate, .averageRate, .progress, .eta, .finishTime])

    @Test func narrowWidthsDropWholeFieldsInOrder() {
        let plain = Style(glyphs: .ascii)
        #expect(Renderer.render(Self.halfway(), style: plain, width: 35) == " 512MiB 0:01:05 [12.5MiB/s]     50%")
        #expect(Renderer.render(Self.halfway(), style: plain, width: 30) == " 512MiB 0:01:05            50%")
        #expect(Renderer.render(Self.halfway(), style: plain, width: 20) == " 512MiB 0:01:05  50%")
        #expect(Renderer.render(Self.halfway(total: nil), style: plain, width: 30) == " 512MiB 0:01:05 [12.5MiB/s]")
        #expect(Renderer.render(Self.halfway(total: nil), style: plain, width: 20) == " 512MiB 0:01:05")
        let named = Style(template: Self.everyField, glyphs: .ascii)
        // 76 columns of fields leave no room for a bar of 3 cells: the percentage stays in its place.
        #expect(Renderer.render(Self.halfway(name: "backup"), style: named, width: 80)
            == "   backup:  512MiB 0:01:05 [12.5MiB/s] (10.0MiB/s)  50% ETA 0:00:51 FIN 00:19:53")
        #expect(Renderer.render(Self.halfway(name: "backup"), style: named, width: 84)
            == "   backup:  512MiB 0:01:05 [12.5MiB/s] (10.0MiB/s) [>]  50% ETA 0:00:51 FIN 00:19:53")
        #expect(Renderer.render(Self.halfway(name: "backup"), style: named, width: 35) == "   backup:  512MiB 0:01:05      50%")
        // The name's padding goes before the timer does.
        #expect(Renderer.render(Self.halfway(name: "backup"), style: named, width: 30) == "  backup:  512MiB 0:01:05  50%")
        #expect(Renderer.render(Self.halfway(name: "backup"), style: named, width: 20) == "backup:  512MiB  50%")
        #expect(Renderer.render(Self.halfway(name: "backup"), style: named, width: 16) == "b…:  512MiB  50%")
        #expect(Renderer.render(Self.halfway(name: "backup"), style: named, width: 12) == "b…:  512MiB")
        #expect(Renderer.render(Self.halfway(name: "backup"), style: named, width: 7) == " 512MiB")
        #expect(Renderer.render(Self.halfway(name: "backup"), style: named, width: 5) == " 512M")
    }

    /// A user would rather see the numbers beside a shortened name than a whole name without them: the
    /// name is shortened when that alone makes the frame fit, before any number goes.
    @Test func aNameIsShortenedBeforeANumberGoes() {
        let style = Style(template: Template(fields: [.name, .amount, .timer, .rate, .progress, .eta]), glyphs: .ascii)
        let named = Self.halfway(name: "nightly-backup-of-sda")
        #expect(Renderer.render(named, style: style, width: 70)
            == "nightly-backup-of-sda:  512MiB 0:01:05 [12.5MiB/s]     50% ETA 0:00:51")
        #expect(Renderer.render(named, style: style, width: 60)
            == "nightly-backu…:  512MiB 0:01:05 [12.5MiB/s]  50% ETA 0:00:51")
        #expect(Renderer.render(named, style: style, width: 48) == "n…:  512MiB 0:01:05 [12.5MiB/s]  50% ETA 0:00:51")
        // Shortened to a letter it is still too wide: the ETA goes, and the name keeps what the room allows.
        #expect(Renderer.render(named, style: style, width: 44) == "nightly-b…:  512MiB 0:01:05 [12.5MiB/s]  50%")
    }

    @Test func aLongNameIsShortened() {
        let style = Style(template: Template(fields: [.name, .amount, .progress]), glyphs: .ascii)
        let long = Self.halfway(name: "a-rather-long-name-for-a-meter")
        #expect(Renderer.render(long, style: style, width: 30) == "a-rather-long-n…:  512MiB  50%")
        #expect(Renderer.render(long, style: style, width: 80)
            == "a-rather-long-name-for-a-meter:  512MiB [===============>                 ]  50%")
    }

    /// Whatever the width, layout, total or name: never wider than the width.
    @Test(arguments: [20, 30, 35] + Array(1...12) + [44, 57, 80, 121])
    func neverWiderThanTheWidth(width: Int) {
        let templates = [
            Template(fields: Template.defaultFields), Self.everyField, Template.lenient("%N %b %T %t %r %a %p %e %I %8A %L"),
            Template.lenient("[%{bar-plain}] %{progress-amount-only} %b|%{sgr:red}%r%{sgr:reset}"),
        ]
        for template in templates {
            for total in [UInt64?(1 << 30), nil] {
                for name in [String?.none, "backup", "a-rather-long-name-for-a-meter"] {
                    var snapshot = Self.halfway(total: total, name: name)
                    snapshot.message = "compiling main.swift"
                    let style = Style(template: template, glyphs: .unicode, gauge: name == nil, palette: Palette(fill: "91"))
                    let line = Renderer.render(snapshot, style: style, width: width)
                    #expect(Renderer.columns(line) <= width, "\(width): \(line)")
                    // A format's own text stays too, and may leave the count no room.
                    #expect(line.contains("512M") || width < 7 || !template.collapsesEmptyFields, "the count stays: \(line)")
                }
            }
        }
    }

    // MARK: The statistics line

    @Test func statisticsLine() {
        var statistics = RateStatistics()
        #expect(Renderer.statistics(statistics, bits: false) == "rate not measured")
        for rate in [0.0, 100, 200, 300] { statistics.record(rate) }
        #expect(Renderer.statistics(statistics, bits: false) == "rate min/avg/max/mdev = 0.000/150.000/300.000/111.803 B/s")
        #expect(Renderer.statistics(statistics, bits: true) == "rate min/avg/max/mdev = 0.000/150.000/300.000/111.803 b/s")
        var same = RateStatistics()
        for _ in 0..<3 { same.record(0.1) }
        #expect(Renderer.statistics(same, bits: false) == "rate min/avg/max/mdev = 0.100/0.100/0.100/0.000 B/s")
    }
}
