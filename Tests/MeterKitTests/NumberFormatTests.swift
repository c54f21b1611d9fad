import Testing
@testable import MeterKit

@Suite struct NumberFormatTests {
    static let byteCases: [(Double, String)] = [
        (0.0, " 0.00 B"), (1, " 1.00 B"), (999, "  999 B"), (1023, "1.00KiB"), (5000, "4.88KiB"),
        (3_000_000, "2.86MiB"), (10 * 1_048_576, "10.0MiB"), (176 * 1_048_576, " 176MiB"),
        (1_073_741_824, "1.00GiB"), (5_368_709_120, "5.00GiB"), (3_298_534_883_328, "3.00TiB"),
    ]

    @Test(arguments: byteCases)
    func bytesInPVsUnitsAtOneWidth(value: Double, expected: String) {
        #expect(NumberFormat.amount(value, unit: .bytes, si: false) == expected)
    }

    @Test func siBytesUsePowersOfAThousand() {
        #expect(NumberFormat.amount(1500, unit: .bytes, si: true) == "1.50kB")
        #expect(NumberFormat.amount(2_000_000, unit: .bytes, si: true) == "2.00MB")
    }

    @Test func linesAreWholeCountsThenDecimalPrefixes() {
        #expect(NumberFormat.amount(5, unit: .lines, si: false) == "   5")
        #expect(NumberFormat.amount(999, unit: .lines, si: false) == " 999")
        #expect(NumberFormat.amount(100_000, unit: .lines, si: false) == " 100k")
        #expect(NumberFormat.amount(33_200_000, unit: .lines, si: false) == "33.2M")
        #expect(NumberFormat.amount(12.5, unit: .lines, si: false, perSecond: true) ==  " 12.5/s")
    }

    @Test func ratesCarryPerSecond() {
        #expect(NumberFormat.amount(176 * 1_048_576, unit: .bytes, si: false, perSecond: true) == " 176MiB/s")
        #expect(NumberFormat.amount(0, unit: .bytes, si: false, perSecond: true) == " 0.00 B/s")
    }

    static let durationCases: [(Double, String)] = [
        (0, "0:00:00"), (59.9, "0:00:59"), (61, "0:01:01"), (3600, "1:00:00"), (360_062, "100:01:02"), (-5, "0:00:00"),
    ]

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
        #expect(NumberFormat.clockTime(1_767_270_896, utc: true) == "12:34:56")
    }
}
