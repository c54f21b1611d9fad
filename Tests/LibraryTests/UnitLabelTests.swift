import MeterKit
import Testing

/// A unit the tool names: its word follows every amount a frame or a sentence writes, in the form the
/// amount asks for; times and the units' own forms do not change.
@Suite struct UnitLabelTests {
    static let files = CountingUnit.named("file", plural: "files")

    @Test(arguments: [
        (UInt64(0), "   0 files"), (1, "   1 file"), (37, "  37 files"), (999, " 999 files"), (1500, "1.50k files"),
        (2_000_000, "2.00M files"),
    ] as [(UInt64, String)])
    func aCountTakesTheFormItAsksFor(count: UInt64, text: String) {
        #expect(Renderer.format(count: count, unit: Self.files) == text)
    }

    @Test func aRateTakesThePlural() {
        #expect(Renderer.format(rate: 1, unit: Self.files) == "1.00 files/s")
        #expect(Renderer.format(rate: 12.5, unit: Self.files) == "12.5 files/s")
        #expect(Renderer.format(rate: 1500, unit: Self.files) == "1.50k files/s")
    }

    @Test func theFrameWritesTheWordAndNotTheTime() {
        let snapshot = Snapshot(
            count: 37, total: 120, unit: Self.files, elapsed: .seconds(3), rate: 12.5, averageRate: 12.5,
            remaining: .seconds(7))
        #expect(Renderer.render(snapshot, style: .ascii, width: 70)
            == "  37 files 0:00:03 [12.5 files/s] [====>            ]  30% ETA 0:00:07")
    }

    @Test func sentencesWriteTheWord() {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 100)
        var style = Style.ascii
        style.sentences = true
        let board = Board(target: screen, style: style, clock: clock)
        let meter = board.add(Meter(total: 120, unit: Self.files))
        meter.add(37)
        clock.advance(by: .seconds(2))
        board.finish()
        #expect(screen.text == "30% 37 of 120 files, 18 files/s average, took 0:00:02\n")
    }

    /// A language whose nouns take three forms names the unit with a function of the amount.
    @Test func aFunctionGivesTheWord() {
        let pliki = CountingUnit.named { amount in
            if amount == 1 { return "plik" }
            if amount != amount.rounded(.down) { return "pliku" }
            let lastTwo = Int(amount.truncatingRemainder(dividingBy: 100))
            return (2...4).contains(lastTwo % 10) && !(12...14).contains(lastTwo) ? "pliki" : "plików"
        }
        #expect(Renderer.format(count: 1, unit: pliki) == "   1 plik")
        #expect(Renderer.format(count: 3, unit: pliki) == "   3 pliki")
        #expect(Renderer.format(count: 12, unit: pliki) == "  12 plików")
        #expect(Renderer.format(rate: 2.5, unit: pliki) == "2.50 pliku/s")
        #expect(pliki == pliki && pliki != CountingUnit.named { _ in "plik" })
    }

    @Test func theUnitsOwnFormsDoNotChange() {
        #expect(Renderer.format(count: 37, unit: .items) == "  37 ")
        #expect(Renderer.format(count: 37, unit: .lines) == "37.0 ")
        #expect(Renderer.format(rate: 12.5, unit: .lines) == "12.5 /s")
        #expect(Renderer.format(count: 37) == "37.0  B")
    }

    @Test func aMeterKeepsItsUnitsName() {
        let requests = CountingUnit.named("request", plural: "requests", counting: .lines)
        let meter = Meter(total: 10, unit: requests)
        #expect(meter.unit == requests && meter.unit.name == "lines")
        #expect(meter.snapshot().unit.label == CountingUnit.Label(singular: "request", plural: "requests"))
    }
}
