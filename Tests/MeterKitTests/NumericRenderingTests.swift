import Testing
@testable import MeterKit

/// `-n`'s lines as pv 1.10.5 writes them: each expected line is what pv printed for the same values, but
/// for the percentage without a total (pv writes its moving block's position there; meter writes 0).
@Suite struct NumericRenderingTests {
    static func snapshot(count: UInt64 = 1_048_576, total: UInt64? = 3_000_000, unit: CountingUnit = .bytes) -> Snapshot {
        var snapshot = Snapshot(
            count: count, total: total, unit: unit, elapsed: 0.54189, rate: 1_934_897.36224, averageRate: 1_900_000.5,
            remaining: 1.1, isFinal: false)
        snapshot.name = "nm"
        snapshot.bufferPercent = 100
        snapshot.lastWritten = Array("/\u{0}\u{1}!".utf8)
        return snapshot
    }

    static func line(_ format: String, _ snapshot: Snapshot = snapshot(), bits: Bool = false) -> String {
        Renderer.numeric(snapshot, style: Style(template: Template.lenient(format), glyphs: .ascii, bits: bits))
    }

    @Test func pvsJSONLinesArePlainNumbers() {
        #expect(Self.line(#"{"elapsed":%t,"bytes":%b,"rate":%r,"percentage":%{progress-amount-only}}"#)
            == #"{"elapsed":0.5419,"bytes":1048576,"rate":1934897.3622,"percentage":34}"#)
    }

    @Test func everySequence() {
        #expect(Self.line("a=%a|e=%e|T=%T|A=%4A|N=%N|b=%b|r=%r|t=%t|p=%p|pbo=%{progress-bar-only}|bp=%{bar-plain}|%%|%z")
            == "a=1900000.5000|e=ETA 0:00:02|T={100%}|A=/..!|N=       nm:|b=1048576|r=1934897.3622|t=0.5419|p=|pbo=|bp=|%|%z")
        // Widths are read and ignored, as pv ignores them for these.
        #expect(Self.line("%20{bytes} %3t %12r") == "1048576 0.5419 1934897.3622")
    }

    @Test func bitsMultiplyTheCountAndTheRates() {
        #expect(Self.line("%b %r %a", bits: true) == "8388608 15479178.8979 15200004.0000")
        // Lines stay counts.
        #expect(Self.line("%b %r", Self.snapshot(count: 11730, unit: .lines), bits: true) == "11730 1934897.3622")
    }

    @Test func thePercentage() {
        #expect(Self.line("%{progress-amount-only}", Self.snapshot(count: 3_000_000)) == "100")
        // Far past the total: pv's cap.
        #expect(Self.line("%{progress-amount-only}", Self.snapshot(count: 3_000_000, total: 100)) == "100000")
        // No total: 0 (pv writes its moving block's position, 2, 4, … 198, which is not a percentage).
        #expect(Self.line("%{progress-amount-only}", Self.snapshot(total: nil)) == "0")
    }

    @Test func colourOnlyWithAPalette() {
        #expect(Self.line("%{sgr:red}%b") == "1048576")
        var style = Style(template: Template.lenient("%{sgr:red}%b"), glyphs: .ascii)
        style.palette = Palette(tint: .orange, depth: .ansi16)
        #expect(Renderer.numeric(Self.snapshot(), style: style) == "\u{1B}[31m1048576")
    }
}

/// `-n` without a total: pv's number that moves while data moves.
@Suite struct NumericWanderTests {
    @Test("2 more at each frame for which data moved (a step of the moving block), 0 again after 198",
          arguments: [(0, "0"), (1, "2"), (2, "4"), (99, "198"), (100, "0"), (101, "2"), (250, "100")] as [(Int, String)])
    func movesWithTheBlock(steps: Int, shown: String) {
        var snapshot = NumericRenderingTests.snapshot(total: nil)
        snapshot.indicatorStep = steps
        #expect(NumericRenderingTests.line("%{progress-amount-only}", snapshot) == shown)
        #expect(NumericRenderingTests.line("%{progress-amount-only}", NumericRenderingTests.snapshot()) == "34")
    }
}
