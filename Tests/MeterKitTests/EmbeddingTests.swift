import Testing
import MeterKit

/// The library as a Swift tool uses it: public API only, a hand-driven clock and frames in memory.
@Suite struct EmbeddingTests {
    @Test func aToolDrivesAMeterByHand() {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 50)
        let meter = Meter(
            total: 4 << 20, style: Style(template: Template(fields: [.name, .amount, .progress]), name: "upload", glyphs: .ascii),
            target: screen, clock: clock)
        for _ in 0..<4 {
            meter.add(1 << 20)
            clock.advance(by: 1)
            meter.update()
        }
        meter.finish()
        let frames = screen.text.split(separator: "\r")
        #expect(frames.count == 5)
        #expect(frames[0] == "   upload: 1.00MiB [=====>                  ]  25%")
        #expect(frames[4] == "   upload: 4.00MiB [=======================>] 100%\n")
    }

    @Test func twoMetersInOneProcessDoNotInterfere() {
        let clock = ManualClock()
        let first = CapturedTarget(columns: 30)
        let second = CapturedTarget(columns: 30)
        let style = Style(template: Template(fields: [.amount]), glyphs: .ascii)
        let a = Meter(total: nil, style: style, target: first, clock: clock)
        let b = Meter(total: nil, style: style, target: second, clock: clock)
        a.add(100)
        b.add(7)
        clock.advance(by: 1)
        a.update()
        b.update()
        a.finish()
        #expect(first.text == "\r 100  B\r 100  B\n")
        #expect(second.text == "\r7.00  B")
    }
}
