import Testing
@testable import MeterCLI

@Suite struct SizeParsingTests {
    static let cases: [(String, UInt64)] = [
        ("0", 0), ("1024", 1024), ("1k", 1024), ("1K", 1024), ("10M", 10 << 20), ("1.5G", 3 << 29),
        ("2g", 2 << 30), ("1T", 1 << 40), ("10MB", 10 << 20), ("10MiB", 10 << 20), ("512B", 512), ("3 ", 3),
    ]

    @Test(arguments: cases)
    func parsesPVSizes(text: String, expected: UInt64) throws {
        #expect(try ValueParsers.size(text, option: "-s", si: false) == expected)
    }

    /// pv's decimal mark is a point or a comma, in every locale: one of them, and only one.
    @Test func aDecimalCommaIsADecimalPoint() throws {
        #expect(try ValueParsers.size("1,5K", option: "-s", si: false) == 1536)
        #expect(try ValueParsers.size("1,000", option: "-s", si: false) == 1)
        #expect(try ValueParsers.size("0,5", option: "-s", si: false) == 0)
        #expect(throws: UsageError.self) { try ValueParsers.size("1,000,000", option: "-s", si: false) }
        #expect(throws: UsageError.self) { try ValueParsers.size("1,5.0", option: "-s", si: false) }
        #expect(try ValueParsers.seconds("0,5", option: "-i") == 0.5)
    }

    @Test func siUsesPowersOfAThousand() throws {
        #expect(try ValueParsers.size("1.5k", option: "-s", si: true) == 1500)
        #expect(try ValueParsers.size("2M", option: "-s", si: true) == 2_000_000)
    }

    /// A whole number is taken exactly, also beyond 2⁵³ where a Double would round it (the replay fuzz
    /// target found a script whose largest amount did not read back).
    @Test func wholeNumbersAreExact() throws {
        #expect(try ValueParsers.size("9007199254740993", option: "-s", si: false) == 9_007_199_254_740_993)
        #expect(try ValueParsers.size("18446744073709551615", option: "-s", si: false) == .max)
        #expect(try ValueParsers.size("16383P", option: "-s", si: false) == 16383 << 50)
        #expect(throws: UsageError.self) { try ValueParsers.size("16384P", option: "-s", si: false) }
        // Found by the sizes fuzz target: leading zeros past 20 characters sent the number through a Double.
        #expect(try ValueParsers.size("0000001091800010431598k", option: "-s", si: true) == 1_091_800_010_431_598_000)
        #expect(try ValueParsers.size("000000000000000000000000", option: "-s", si: false) == 0)
    }

    @Test(arguments: ["", "10XB", "-5", "abc", "1..5", "nan", "inf", "1e5", "K", "1iB", "99999999999999999999", "17E"])
    func rejectsMalformedSizes(text: String) {
        #expect(throws: UsageError.self) { try ValueParsers.size(text, option: "-s", si: false) }
    }

    @Test func errorNamesTheOptionAndTheValue() {
        #expect(usageMessage { try ValueParsers.size("10XB", option: "-s", si: false) } == "-s: invalid size '10XB' (expected a number with an optional K, M, G, T, P or E suffix)")
    }
}
