import TestSupport
import Testing
@testable import MeterKit

/// Everything that reaches the screen, in order: the indicator's clears and draws, and each stream's text.
private final class ScreenLog: IndicatorLine {
    var events: [String] = []
    /// Whether the indicator can be drawn below an unfinished line (a line redrawn in place on a terminal).
    var drawsBelow = false
    func clearLine() { events.append("<clear>") }
    func redraw() { events.append("<draw>") }
    func drawBelowText() -> Bool {
        if drawsBelow { events.append("<below>") }
        return drawsBelow
    }
    func stopDrawingBelowText(keepingRow: Bool) { events.append(keepingRow ? "<erase rows below>" : "<erase below>") }

    func terminal(redraws: Bool = true, indicator: Bool = true, onTerminal: Bool = true) -> SharedTerminal {
        SharedTerminal(indicator: indicator ? self : nil, redrawsIndicator: redraws, showsUnfinishedLines: onTerminal) { stream, bytes in
            self.events.append((stream == .output ? "out:" : "err:") + String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The text one stream wrote, joined.
    func text(_ prefix: String) -> String {
        events.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.joined()
    }
}

private func at(_ seconds: Double) -> Instant { Instant(nanoseconds: 0).advanced(by: seconds) }

private extension SharedTerminal {
    func receive(_ text: String, _ stream: CommandStream, _ seconds: Double) {
        Array(text.utf8).withUnsafeBytes { receive($0, from: stream, at: at(seconds)) }
    }
}

@Suite struct SharedTerminalTests {
    @Test func wholeLinesClearTheIndicatorAndDrawItAgain() {
        let log = ScreenLog()
        let terminal = log.terminal()
        terminal.receive("a\nb\n", .error, 0)
        terminal.receive("c\n", .error, 0)
        terminal.endOfBatch()
        #expect(log.events == ["<clear>", "err:a\nb\n", "err:c\n", "<draw>"])
        #expect(terminal.nextDeadline == nil)
    }

    @Test func anUnfinishedLineWaitsThenStaysWithoutIndicator() {
        let log = ScreenLog()
        let terminal = log.terminal()
        terminal.receive("Password: ", .error, 1)
        terminal.endOfBatch()
        #expect(log.events.isEmpty)
        #expect(terminal.nextDeadline == at(1 + SharedTerminal.holdDelay))
        terminal.showDue(at: at(1.1))
        #expect(log.events.isEmpty)
        terminal.showDue(at: at(1.2))
        terminal.endOfBatch()
        #expect(log.events == ["<clear>", "err:Password: "])
        #expect(terminal.keepsIndicatorAway)
        // More of the same line is written at once; the indicator comes back when the line ends.
        terminal.receive("***", .error, 2)
        #expect(log.events.last == "err:***")
        terminal.receive("\n", .error, 3)
        terminal.endOfBatch()
        #expect(!terminal.keepsIndicatorAway)
        #expect(log.events.suffix(2) == ["err:\n", "<draw>"])
    }

    @Test func onATerminalTheIndicatorIsDrawnBelowAnUnfinishedLine() {
        let log = ScreenLog()
        log.drawsBelow = true
        let terminal = log.terminal()
        terminal.receive("Name? ", .error, 1)
        terminal.showDue(at: at(1.2))
        terminal.endOfBatch()
        #expect(log.events == ["<clear>", "err:Name? ", "<below>"])
        #expect(!terminal.keepsIndicatorAway, "frames keep their pace below the line")
        // The answer goes on the line: the indicator below is erased first, then drawn in place again.
        terminal.receive("ok\n", .error, 2)
        terminal.endOfBatch()
        #expect(log.events.suffix(3) == ["<erase below>", "err:ok\n", "<draw>"])
    }

    @Test func offATerminalAnUnfinishedLineWaitsForItsEnd() {
        let log = ScreenLog()
        let terminal = log.terminal(onTerminal: false)
        terminal.receive("Password: ", .error, 1)
        terminal.endOfBatch()
        #expect(terminal.nextDeadline == nil)
        terminal.showDue(at: at(30))
        #expect(log.events.isEmpty)
        #expect(!terminal.keepsIndicatorAway)
        terminal.receive("x\n", .error, 31)
        terminal.endOfBatch()
        #expect(log.events == ["<clear>", "err:Password: ", "err:x\n", "<draw>"])
    }

    @Test func aStreamThatEndsInsideALineEndsIt() {
        let log = ScreenLog()
        let terminal = log.terminal(onTerminal: false)
        terminal.receive("no newline", .error, 0)
        terminal.close(.error)
        #expect(log.events == ["<clear>", "err:no newline", "err:\n"])
        #expect(terminal.openLine == nil)
    }

    @Test func aLineSplitAcrossReadsIsWrittenWhole() {
        let log = ScreenLog()
        let terminal = log.terminal()
        terminal.receive("comp", .output, 0)
        terminal.receive("iling\nnext", .output, 0.1)
        terminal.endOfBatch()
        #expect(log.events == ["<clear>", "out:comp", "out:iling\n", "<draw>"])
        #expect(terminal.nextDeadline == at(0.1 + SharedTerminal.holdDelay))
    }

    @Test func streamsKeepTheirOrderAndNothingIsAdded() {
        let log = ScreenLog()
        let terminal = log.terminal()
        terminal.receive("1\n", .output, 0)
        terminal.receive("x", .error, 0)
        terminal.receive("2\n", .output, 0.1)
        terminal.showDue(at: at(0.3))
        terminal.receive("3\n", .output, 0.4)
        terminal.receive("y\n", .error, 0.5)
        terminal.finish()
        #expect(log.text("out:") == "1\n2\n3\n")
        #expect(log.text("err:") == "xy\n")
        #expect(log.events.filter { $0 == "<clear>" }.count == 1)
    }

    @Test func finishShowsHeldTextAndEndsAnOpenLine() {
        let log = ScreenLog()
        let terminal = log.terminal()
        terminal.receive("last words", .output, 0)
        terminal.finish()
        #expect(log.events == ["<clear>", "out:last words", "err:\n"])
    }

    @Test func aLongUnfinishedLineIsShownAtOnce() {
        let log = ScreenLog()
        let terminal = log.terminal()
        terminal.receive(String(repeating: "z", count: SharedTerminal.holdLimit), .output, 0)
        #expect(log.text("out:").count == SharedTerminal.holdLimit)
    }

    @Test func withoutAnIndicatorTextPassesStraightThrough() {
        let log = ScreenLog()
        let terminal = log.terminal(indicator: false)
        terminal.receive("Password: ", .error, 0)
        terminal.endOfBatch()
        #expect(log.events == ["err:Password: "])
    }

    @Test func numericDisplaysAreNotRedrawn() {
        let log = ScreenLog()
        let terminal = log.terminal(redraws: false)
        terminal.receive("line\n", .error, 0)
        terminal.endOfBatch()
        #expect(log.events == ["<clear>", "err:line\n"])
    }

    @Test func theMeterRedrawsOnlyAfterItsFirstFrame() {
        let clock = VirtualClock()
        let screen = CapturedTarget(columns: 40)
        let meter = DrawnMeter(
            total: nil, display: LineDisplay(target: screen, style: Style(template: Template.lenient("%b"))),
            clock: clock)
        meter.redraw()
        #expect(screen.text.isEmpty)
        meter.add(5)
        clock.advance(by: 1)
        meter.update()
        meter.clearLine()
        meter.add(5)
        let afterClear = screen.text.count
        meter.redraw()
        #expect(screen.text.dropFirst(afterClear).hasSuffix("\r"))
        #expect(screen.text.dropFirst(afterClear).contains("10.0  B"))
    }
}

/// With `--progress-from`: the lines the command redraws in place to show its progress give way to the
/// indicator, which shows that progress; every other byte is written as without it.
@Suite struct SharedTerminalProgressLineTests {
    /// A terminal on which a line with a `%` is a progress line.
    private static func terminal(_ log: ScreenLog) -> SharedTerminal {
        SharedTerminal(indicator: log, isProgressLine: { $0.contains(UInt8(ascii: "%")) }) { stream, bytes in
            log.events.append((stream == .output ? "out:" : "err:") + String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func aRedrawnProgressLineIsNotWrittenAndItsLastStateIs() {
        let log = ScreenLog()
        let terminal = Self.terminal(log)
        terminal.receive("sending files\n   10%\r   20%\r", .output, 0)
        terminal.endOfBatch()
        #expect(!terminal.keepsIndicatorAway)
        #expect(terminal.nextDeadline == nil)
        terminal.receive("   30%\r  100%\n", .output, 1)
        terminal.endOfBatch()
        #expect(log.events == ["<clear>", "out:sending files\n", "<draw>", "<clear>", "out:  100%\n", "<draw>"])
    }

    @Test func aLineStartedByACarriageReturnWaitsForItsEnd() {
        // curl -#: each state starts with the carriage return and ends at the next one.
        let log = ScreenLog()
        let terminal = Self.terminal(log)
        terminal.receive("\r###   5.0%", .error, 0)
        terminal.receive("\r######  10.0%", .error, 0.1)
        terminal.endOfBatch()
        #expect(terminal.nextDeadline == nil)
        terminal.showDue(at: at(5))
        #expect(log.events.isEmpty)
        #expect(!terminal.keepsIndicatorAway)
        terminal.receive("\r########## 100.0%\n", .error, 1)
        terminal.endOfBatch()
        #expect(log.events == ["<clear>", "err:########## 100.0%\n", "<draw>"])
    }

    @Test func aLineBeforeTheProgressLinesStaysWhole() {
        // `starting\r`, then percentages: the line is ended rather than drawn over by the last state.
        let log = ScreenLog()
        let terminal = Self.terminal(log)
        terminal.receive("starting\r 10%\r", .error, 0)
        terminal.receive(" 100%\n", .error, 1)
        #expect(log.text("err:") == "starting\r\n 100%\n")
        // Shown before the percentages came (after the hold delay), it is ended when they come.
        let shown = ScreenLog()
        let other = Self.terminal(shown)
        other.receive("starting\r", .error, 0)
        other.showDue(at: at(0.2))
        other.receive(" 10%\r", .error, 1)
        #expect(shown.text("err:") == "starting\r\n")
        #expect(other.openLine == nil)
    }

    @Test func theLastStateIsWrittenWhenTheStreamEndsWithoutANewline() {
        let log = ScreenLog()
        let terminal = Self.terminal(log)
        terminal.receive("\r 40%", .error, 0)
        terminal.finish()
        #expect(log.events == ["<clear>", "err: 40%", "err:\n"])
    }

    @Test func otherTextIsWrittenAsWithoutProgressLines() {
        let log = ScreenLog()
        let terminal = Self.terminal(log)
        // A line redrawn without a percentage is the command's own: written, and it keeps the indicator away.
        terminal.receive("spinning |\rspinning /\r", .output, 0)
        terminal.endOfBatch()
        #expect(terminal.nextDeadline == at(SharedTerminal.holdDelay))
        terminal.showDue(at: at(0.2))
        #expect(log.events == ["<clear>", "out:spinning |\rspinning /\r"])
        #expect(terminal.keepsIndicatorAway)
        // A prompt after a progress line is still shown after the hold delay; CR LF ends a line.
        let prompt = ScreenLog()
        let other = Self.terminal(prompt)
        other.receive("a 50%\r\nPassword: ", .error, 1)
        other.showDue(at: at(1.2))
        #expect(prompt.events == ["<clear>", "err:a 50%\r\n", "err:Password: "])
    }
}
