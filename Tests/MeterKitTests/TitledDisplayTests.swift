import TestSupport
import Testing
@testable import MeterKit

/// pv's `-x windowtitle`: each frame also in the window title, the title before saved on the terminal's
/// title stack and put back whatever ends the meter.
@Suite struct TitledDisplayTests {
    static let save = "\u{1B}[22;2t"
    static let restore = "\u{1B}[23;2t"

    static func title(_ text: String) -> String { "\u{1B}]2;" + text + "\u{1B}\\" }

    static func board(_ target: CapturedTarget, clock: VirtualClock, format: String = "%b", titleFormat: String? = nil)
        -> (Board, Meter)
    {
        let style = Style(template: Template.lenient(format), glyphs: .ascii)
        var titleStyle = style
        if let titleFormat { titleStyle.template = Template.lenient(titleFormat) }
        let display = TitledDisplay(
            LineDisplay(target: target, style: style, animates: false), style: titleStyle, windowTitle: true,
            processTitle: false)
        let board = Board(clock: clock)
        let meter = Meter(total: nil, clock: clock, timing: .init())
        board.add(meter, display: display)
        return (board, meter)
    }

    @Test func theTitleFollowsEachFrameAndIsRestoredAtTheEnd() {
        let clock = VirtualClock()
        let target = CapturedTarget(columns: 40)
        let (board, meter) = Self.board(target, clock: clock, titleFormat: "%b done")
        meter.add(100)
        clock.advance(by: 1)
        board.update()
        meter.add(100)
        clock.advance(by: 1)
        board.update()
        board.finish()
        #expect(target.text == " 100  B\r" + Self.save + Self.title(" 100  B done") + " 200  B\r" + Self.title(" 200  B done")
            + " 200  B\r\n" + Self.title(" 200  B done") + Self.restore)
    }

    @Test func aMeterNeverDrawnLeavesTheTitleAlone() {
        let clock = VirtualClock()
        let target = CapturedTarget()
        let (board, meter) = Self.board(target, clock: clock)
        target.isVisible = false
        meter.add(1)
        clock.advance(by: 1)
        board.update()
        board.finish()
        #expect(target.text == "")
    }

    @Test func aMeterThatCannotDrawItsLastFrameStillRestoresTheTitle() {
        let clock = VirtualClock()
        let target = CapturedTarget()
        let (board, meter) = Self.board(target, clock: clock)
        meter.add(1)
        clock.advance(by: 1)
        board.update()
        // Put in the background: no final frame, but the title goes back.
        target.isVisible = false
        board.finish()
        #expect(target.text.hasSuffix(Self.restore))
        #expect(target.text.components(separatedBy: Self.restore).count == 2)

        let cleared = CapturedTarget()
        let (other, otherMeter) = Self.board(cleared, clock: clock)
        otherMeter.add(1)
        clock.advance(by: 1)
        other.update()
        other.finish(otherMeter, clear: true)
        #expect(cleared.text.hasSuffix(Self.restore))
    }

    @Test func theTitleIsSafeAndUncoloured() {
        let clock = VirtualClock()
        let target = CapturedTarget()
        let style = Style(template: Template.lenient("%{sgr:red}%N%b"), glyphs: .ascii, palette: Palette(fill: "31"))
        let display = TitledDisplay(LineDisplay(target: target, style: style, animates: false), style: style, windowTitle: true, processTitle: false)
        let board = Board(clock: clock)
        let meter = Meter(total: nil, name: "a\u{7}\u{1B}\\b", clock: clock)
        board.add(meter, display: display)
        board.finish()
        let titles = target.text.components(separatedBy: "\u{1B}]2;").dropFirst()
        #expect(titles.count == 1)
        #expect(titles.first == "a\\007\\033\\b:0.00  B\u{1B}\\" + Self.restore)
    }
}
