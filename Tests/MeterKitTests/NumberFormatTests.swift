import Testing
@testable import MeterKit

/// Amounts, rates and times as pv writes them. Every expected string in the tables below is what pv 1.10.5
/// printed for that value (its own formatting code, called with the value), not what meter happened to print.
@Suite struct NumberFormatTests {
    struct AmountCase: Sendable, CustomTestStringConvertible {
        var count: UInt64
        var unit: CountingUnit
        var si = false
        var bits = false
        var expected: String
        var testDescription: String { "\(count) → \(expected)" }
    }

    /// Counts across every magnitude boundary: each kind keeps one width (7 columns for bytes, 6 with `-k`,
    /// 5 in line mode), and 993…1023 bytes stay in bytes as in pv.
    static let counts: [AmountCase] = [
        .init(count: 0, unit: .bytes, expected: "0.00  B"), .init(count: 1, unit: .bytes, expected: "1.00  B"),
        .init(count: 100, unit: .bytes, expected: " 100  B"), .init(count: 999, unit: .bytes, expected: " 999  B"),
        .init(count: 1000, unit: .bytes, expected: "1000  B"), .init(count: 1023, unit: .bytes, expected: "1023  B"),
        .init(count: 1024, unit: .bytes, expected: "1.00KiB"), .init(count: 1152, unit: .bytes, expected: "1.12KiB"),
        .init(count: 1153, unit: .bytes, expected: "1.13KiB"), .init(count: 1500, unit: .bytes, expected: "1.46KiB"),
        .init(count: 5000, unit: .bytes, expected: "4.88KiB"), .init(count: 10240, unit: .bytes, expected: "10.0KiB"),
        .init(count: 102_297, unit: .bytes, expected: "99.9KiB"), .init(count: 102_400, unit: .bytes, expected: " 100KiB"),
        .init(count: 1_017_036, unit: .bytes, expected: " 993KiB"),
        .init(count: 1_022_976, unit: .bytes, expected: " 999KiB"),
        .init(count: 1_048_575, unit: .bytes, expected: "1023KiB"),
        .init(count: 1_048_576, unit: .bytes, expected: "1.00MiB"),
        .init(count: 1_536_000, unit: .bytes, expected: "1.46MiB"),
        .init(count: 3_000_000, unit: .bytes, expected: "2.86MiB"),
        .init(count: 10_485_760, unit: .bytes, expected: "10.0MiB"),
        .init(count: 184_549_376, unit: .bytes, expected: " 176MiB"),
        .init(count: 1_073_741_824, unit: .bytes, expected: "1.00GiB"),
        .init(count: 5_368_709_120, unit: .bytes, expected: "5.00GiB"),
        .init(count: 3_298_534_883_328, unit: .bytes, expected: "3.00TiB"),
        .init(count: 9_223_372_036_854_775_807, unit: .bytes, expected: "8.00EiB"),
        // -k: a one-column prefix slot and base 1000; the 80-bit quotient decides 1015 and 10150.
        .init(count: 0, unit: .bytes, si: true, expected: "0.00 B"), .init(count: 100, unit: .bytes, si: true, expected: " 100 B"),
        .init(count: 970, unit: .bytes, si: true, expected: " 970 B"), .init(count: 999, unit: .bytes, si: true, expected: " 999 B"),
        .init(count: 1000, unit: .bytes, si: true, expected: "1.00kB"), .init(count: 1005, unit: .bytes, si: true, expected: "1.00kB"),
        .init(count: 1015, unit: .bytes, si: true, expected: "1.01kB"), .init(count: 1500, unit: .bytes, si: true, expected: "1.50kB"),
        .init(count: 10150, unit: .bytes, si: true, expected: "10.1kB"),
        .init(count: 999_999, unit: .bytes, si: true, expected: " 999kB"),
        .init(count: 1_048_576, unit: .bytes, si: true, expected: "1.05MB"),
        // Lines: base 1000, no unit, a space where the prefix would be.
        .init(count: 0, unit: .lines, expected: "0.00 "), .init(count: 5, unit: .lines, expected: "5.00 "),
        .init(count: 100, unit: .lines, expected: " 100 "), .init(count: 980, unit: .lines, expected: " 980 "),
        .init(count: 1000, unit: .lines, expected: "1.00k"), .init(count: 1500, unit: .records, expected: "1.50k"),
        .init(count: 100_000, unit: .lines, expected: " 100k"), .init(count: 33_200_000, unit: .lines, expected: "33.2M"),
        .init(count: 1000, unit: .lines, si: true, bits: true, expected: "1.00k"),
        // -8: bytes × 8 in b, Kib, Mib (kb with -k).
        .init(count: 0, unit: .bytes, bits: true, expected: "0.00  b"), .init(count: 100, unit: .bytes, bits: true, expected: " 800  b"),
        .init(count: 128, unit: .bytes, bits: true, expected: "1.00Kib"), .init(count: 1000, unit: .bytes, bits: true, expected: "7.81Kib"),
        .init(count: 1500, unit: .bytes, bits: true, expected: "11.7Kib"),
        .init(count: 1_000_000, unit: .bytes, bits: true, expected: "7.63Mib"),
        .init(count: 100, unit: .bytes, si: true, bits: true, expected: " 800 b"),
        .init(count: 1500, unit: .bytes, si: true, bits: true, expected: "12.0kb"),
    ]

    @Test(arguments: counts)
    func countsAsPVWritesThem(_ row: AmountCase) {
        #expect(NumberFormat.amount(count: row.count, unit: row.unit, si: row.si, bits: row.bits) == row.expected)
        if row.count < 1 << 53 {
            #expect(NumberFormat.amount(Double(row.count), unit: row.unit, si: row.si, bits: row.bits) == row.expected)
        }
    }

    struct RateCase: Sendable, CustomTestStringConvertible {
        var rate: Double
        var unit: CountingUnit
        var si = false
        var bits = false
        var expected: String
        var testDescription: String { "\(rate) → \(expected)" }
    }

    /// Rates: the count's shape with `/s`; below 1 a unit a second, a decimal of the unit in the same
    /// columns, where pv takes a milli prefix (` 512miB/s`, ` 500m/s`).
    static let rates: [RateCase] = [
        .init(rate: 0, unit: .bytes, expected: "0.00  B/s"), .init(rate: 0.5, unit: .bytes, expected: "0.50  B/s"),
        .init(rate: 0.7, unit: .bytes, expected: "0.70  B/s"), .init(rate: 0.999, unit: .bytes, expected: "1.00  B/s"),
        .init(rate: 0.004, unit: .bytes, expected: "0.00  B/s"), .init(rate: 0.0051, unit: .bytes, expected: "0.01  B/s"),
        .init(rate: 12, unit: .bytes, expected: "12.0  B/s"), .init(rate: 1234, unit: .bytes, expected: "1.21KiB/s"),
        .init(rate: 13_107_200, unit: .bytes, expected: "12.5MiB/s"),
        .init(rate: 184_549_376, unit: .bytes, expected: " 176MiB/s"),
        .init(rate: 0.5, unit: .bytes, si: true, expected: "0.50 B/s"), .init(rate: 12, unit: .bytes, si: true, expected: "12.0 B/s"),
        .init(rate: 1234, unit: .bytes, si: true, expected: "1.23kB/s"),
        .init(rate: 0, unit: .lines, expected: "0.00 /s"), .init(rate: 0.5, unit: .lines, expected: "0.50 /s"),
        .init(rate: 0.25, unit: .records, expected: "0.25 /s"), .init(rate: 0.1, unit: .items, expected: "0.10 /s"),
        .init(rate: 0.1, unit: .bytes, bits: true, expected: "0.80  b/s"), .init(rate: 0.1, unit: .bytes, si: true, bits: true, expected: "0.80 b/s"),
        .init(rate: 12.5, unit: .lines, expected: "12.5 /s"), .init(rate: 50_000, unit: .lines, expected: "50.0k/s"),
        .init(rate: 100, unit: .bytes, bits: true, expected: " 800  b/s"),
        .init(rate: 1234, unit: .bytes, bits: true, expected: "9.64Kib/s"),
    ]

    @Test(arguments: rates)
    func ratesAsPVWritesThem(_ row: RateCase) {
        #expect(NumberFormat.amount(row.rate, unit: row.unit, si: row.si, bits: row.bits, perSecond: true) == row.expected)
    }

    /// Below 1 a second, the decimal takes the locale's separator, as every other number of a frame does.
    @Test func aRateBelowOneTakesTheLocalesSeparator() {
        #expect(NumberFormat.amount(0.7, unit: .bytes, si: false, perSecond: true, separator: .comma) == "0,70  B/s")
        #expect(NumberFormat.amount(0.5, unit: .lines, si: false, perSecond: true, separator: .comma) == "0,50 /s")
    }

    /// Every rate has the width of the others of its kind, below 1 a second too.
    @Test(arguments: [(CountingUnit.bytes, false, 9), (.bytes, true, 8), (.lines, false, 7)] as [(CountingUnit, Bool, Int)])
    func aRateKeepsItsWidthBelowOne(unit: CountingUnit, si: Bool, width: Int) {
        let rates: [Double] = [0, 0.001, 0.05, 0.5, 0.7, 0.99, 0.999, 1, 12, 999, 1500, 13_107_200]
        let widths = Set(rates.map { Renderer.columns(NumberFormat.amount($0, unit: unit, si: si, perSecond: true)) })
        #expect(widths == [width])
    }

    @Test func aFieldKeepsItsWidthAcrossEveryMagnitude() {
        var widths: Set<Int> = []
        var count: UInt64 = 1
        while count < UInt64.max / 3 {
            for value in [count - 1, count, count + count / 3] {
                widths.insert(Renderer.columns(NumberFormat.amount(count: value, unit: .bytes, si: false)))
            }
            count *= 2
        }
        #expect(widths == [7])
    }

    /// What a command counts (`--progress-from count`) is whole, in the columns of the others; its rate keeps
    /// its decimals, and lines keep pv's `4.00`.
    @Test func itemsAreWholeNumbers() {
        let items = [0, 4, 37, 120, 999, 1500, 2_000_000].map { NumberFormat.amount(count: $0, unit: .items, si: false) }
        #expect(items == ["   0 ", "   4 ", "  37 ", " 120 ", " 999 ", "1.50k", "2.00M"])
        #expect(NumberFormat.amount(3.02, unit: .items, si: false, perSecond: true) == "3.02 /s")
        #expect(NumberFormat.amount(count: 4, unit: .lines, si: false) == "4.00 ")
    }

    @Test func roundingIsExactWithTiesToEven() {
        // 1.125 KiB is a true tie (pv: 1.12KiB); 1.01499… × 100 must not be rounded up to a tie first.
        #expect(NumberFormat.rounded(1.125, times: 100) == 112)
        #expect(NumberFormat.rounded(1.135, times: 100) == 113)
        #expect(NumberFormat.rounded(0, times: 100) == 0)
        #expect(NumberFormat.rounded(99.9, times: 10) == 999)
    }

    static let durationCases: [(seconds: Double, expected: String)] = [
        (0, "0:00:00"), (59.9, "0:00:59"), (61, "0:01:01"), (3600, "1:00:00"), (86_399, "23:59:59"),
        (86_400, "24:00:00"), (86_401, "1:00:00:01"), (90_061, "1:01:01:01"), (360_000, "4:04:00:00"),
        (360_062, "4:04:01:02"), (1_000_000, "11:13:46:40"), (1e12, "4166:16:00:00"), (-5, "0:00:00"),
    ]

    /// pv's `%t`: hours up to a day, then days in front (as pv 1.10.5 printed for each of these).
    @Test(arguments: durationCases)
    func durations(seconds: Double, expected: String) {
        #expect(NumberFormat.duration(seconds) == expected)
    }

    @Test func fixedDecimals() {
        #expect(NumberFormat.fixed(0.00125, decimals: 4) == "0.0013")
        #expect(NumberFormat.fixed(2, decimals: 0) == "2")
        #expect(NumberFormat.fixed(9.999, decimals: 2) == "10.00")
        #expect(NumberFormat.fixed(.nan, decimals: 2) == "?")
    }

    @Test func clockTimeInUTC() {
        // 2026-01-01T12:34:56Z
        let time = CalendarTime(utcSecondsSinceEpoch: 1_767_270_896)
        #expect(NumberFormat.clockTime(time) == "12:34:56")
        #expect(NumberFormat.clockTime(time, date: true) == "2026-01-01 12:34:56")
    }

    @Test func calendarTimeFromEpochSeconds() {
        #expect(CalendarTime(utcSecondsSinceEpoch: 0) == CalendarTime(year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0))
        #expect(CalendarTime(utcSecondsSinceEpoch: 951_782_400)
            == CalendarTime(year: 2000, month: 2, day: 29, hour: 0, minute: 0, second: 0))
        #expect(CalendarTime(utcSecondsSinceEpoch: 1_796_134_056)
            == CalendarTime(year: 2026, month: 12, day: 1, hour: 14, minute: 7, second: 36))
        #expect(CalendarTime(utcSecondsSinceEpoch: -1) == CalendarTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59))
    }

    @Test func localTimeKeepsTheSecondsOfUTC() {
        // The local zone is the machine's; every zone differs from UTC by whole quarter hours, so the
        // seconds and the year (in the middle of it) are the same in all of them.
        let local = LocalTime.calendarTime(atEpochSeconds: 1_782_907_256)
        #expect(local?.second == 56)
        #expect(local?.year == 2026)
    }
}
