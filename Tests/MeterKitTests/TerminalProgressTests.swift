import TestSupport
import Testing
@testable import MeterKit

/// The terminal's own progress indicator (OSC 9;4): its bytes, the state of several meters, when it is
/// written, and which terminals get it.
@Suite struct TerminalProgressTests {
    static func osc(_ state: Int, _ percent: Int) -> String { "\u{1B}]9;4;\(state);\(percent)\u{1B}\\" }

    /// A board of one meter expecting `total`, drawn nowhere, with the indicator on `screen`.
    static func board(total: UInt64?, clock: VirtualClock, screen: CapturedTarget, interval: Double = 1) -> (Board, Meter) {
        let timing = Meter.Timing(interval: interval)
        let board = Board(clock: clock, timing: timing)
        let meter = Meter(total: total, clock: clock, timing: timing)
        board.add(meter, display: UnseenDisplay())
        board.showTerminalProgress(TerminalProgress(target: screen, route: .direct))
        return (board, meter)
    }

    @Test func theBytesOfEachStateAndTmuxsWrapping() {
        #expect(TerminalProgress.sequence(.normal, percent: 42, route: .direct) == "\u{1B}]9;4;1;42\u{1B}\\")
        #expect(TerminalProgress.sequence(.removed, percent: 0, route: .direct) == "\u{1B}]9;4;0;0\u{1B}\\")
        #expect(TerminalProgress.sequence(.paused, percent: 7, route: .tmux)
            == "\u{1B}Ptmux;\u{1B}\u{1B}]9;4;4;7\u{1B}\u{1B}\\\u{1B}\\")
    }

    @Test func severalMetersShowTheirCombinedProgress() {
        #expect(TerminalProgress.combined([(50, 100), (25, 300)]) == (.normal, 18))
        #expect(TerminalProgress.combined([(50, 100), (25, nil)]) == (.indeterminate, 0))
        #expect(TerminalProgress.combined([(150, 100)]) == (.normal, 100))
        #expect(TerminalProgress.combined([(999, 1000)]) == (.normal, 99))
        #expect(TerminalProgress.combined([(0, 0)]) == (.normal, 0))
    }

    /// Each frame writes the state; Ctrl-Z pauses it, `fg` sends it again at once; an error turns it into
    /// an error; the end removes it.
    @Test func aRunThroughEveryState() {
        let clock = VirtualClock()
        let screen = CapturedTarget()
        let (board, meter) = Self.board(total: 1000, clock: clock, screen: screen)
        meter.add(250)
        clock.advance(by: 1)
        board.update()
        board.pause()
        clock.advance(by: 0.5)
        board.resume()
        board.continued()  // the SIGCONT of the stop it announced: nothing more
        meter.add(250)
        board.noteFailure()
        clock.advance(by: 0.5)
        board.update()
        board.finish()
        #expect(screen.text == Self.osc(1, 25) + Self.osc(4, 25) + Self.osc(1, 25) + Self.osc(2, 50) + Self.osc(0, 0))
    }

    @Test func withoutATotalItIsIndeterminate() {
        let clock = VirtualClock()
        let screen = CapturedTarget()
        let (board, meter) = Self.board(total: nil, clock: clock, screen: screen)
        meter.add(10)
        clock.advance(by: 1)
        board.update()
        board.finish()
        #expect(screen.text == Self.osc(3, 0) + Self.osc(0, 0))
    }

    /// With frames a minute apart, the state is sent every 5 seconds between them; a spinner's turns do not
    /// send it.
    @Test func sentAgainEveryFiveSecondsBetweenFramesFarApart() throws {
        let clock = VirtualClock()
        let screen = CapturedTarget()
        let (board, meter) = Self.board(total: 100, clock: clock, screen: screen, interval: 60)
        meter.add(10)
        clock.advance(by: 60)
        board.update()
        #expect(board.nextDeadline == clock.now().advanced(by: 5))
        for _ in 0..<3 {
            clock.advance(by: 5)
            board.update()
        }
        #expect(screen.text == String(repeating: Self.osc(1, 10), count: 4))
    }

    /// In the background nothing is written, but the end still removes what the foreground showed.
    @Test func theBackgroundWritesOnlyTheRemoval() {
        let clock = VirtualClock()
        let screen = CapturedTarget()
        let (board, meter) = Self.board(total: 100, clock: clock, screen: screen)
        meter.add(10)
        clock.advance(by: 1)
        board.update()
        screen.isVisible = false
        meter.add(10)
        clock.advance(by: 1)
        board.update()
        clock.advance(by: 10)
        board.update()
        board.finish()
        #expect(screen.text == Self.osc(1, 10) + Self.osc(0, 0))
    }

    /// A stop meter could not announce (SIGSTOP): SIGCONT sends the state again; nothing shown, nothing sent.
    @Test func anUnannouncedStopIsFollowedByTheStateAgain() {
        let clock = VirtualClock()
        let screen = CapturedTarget()
        let (board, meter) = Self.board(total: 100, clock: clock, screen: screen)
        board.continued()
        #expect(screen.text.isEmpty)
        meter.add(40)
        clock.advance(by: 1)
        board.update()
        board.continued()
        #expect(screen.text == Self.osc(1, 40) + Self.osc(1, 40))
    }

    /// The other meter of `-c` writes nothing, not even a removal.
    @Test func aMeterThatMayNotShowItWritesNothing() {
        let clock = VirtualClock()
        let screen = CapturedTarget()
        let (board, meter) = Self.board(total: 100, clock: clock, screen: screen)
        board.showTerminalProgress(TerminalProgress(target: screen, route: .direct, mayShow: { false }))
        meter.add(40)
        clock.advance(by: 1)
        board.update()
        board.finish()
        #expect(screen.text.isEmpty)
    }

    @Test(arguments: [
        (["WT_SESSION": "1b2c"], true), (["ConEmuANSI": "ON"], true), (["ConEmuANSI": "OFF"], false),
        (["TERM_PROGRAM": "WezTerm"], true), (["TERM_PROGRAM": "ghostty"], true), (["TERM_PROGRAM": "mintty"], true),
        (["TERM_PROGRAM": "iTerm.app"], false), (["TERM_PROGRAM": "iTerm.app", "TERM_FEATURES": "T3LrMSc7UUw9Ts3BFGsSyHNoSxFP"], true),
        (["PTYXIS_VERSION": "48.1"], true), (["PTYXIS_VERSION": "47"], false), (["VTE_VERSION": "8000"], true),
        (["VTE_VERSION": "7803"], false), (["TERM_PROGRAM": "Apple_Terminal"], false), ([:], false),
    ] as [([String: String], Bool)])
    func theTerminalsKnownToShowIt(environment: [String: String], known: Bool) {
        #expect(TerminalCapabilities.knowsTerminalProgress(environment) == known)
    }

    @Test func flagThenEnvironmentThenAutoAndNeverOffATerminalOrUnderDumb() {
        func route(_ flag: TerminalProgressMode?, _ environment: [String: String], terminal: Bool = true) -> TerminalProgress.Route? {
            TerminalCapabilities.detect(isTerminal: terminal, environment: ["TERM": "xterm"].merging(environment) { $1 })
                .terminalProgressRoute(flag)
        }
        #expect(route(nil, ["WT_SESSION": "1"]) == .direct)
        #expect(route(nil, [:]) == nil)
        #expect(route(.always, [:]) == .direct)
        #expect(route(nil, ["METER_TERMINAL_PROGRESS": "always"]) == .direct)
        #expect(route(nil, ["METER_TERMINAL_PROGRESS": "never", "WT_SESSION": "1"]) == nil)
        #expect(route(.auto, ["METER_TERMINAL_PROGRESS": "never", "WT_SESSION": "1"]) == .direct)
        #expect(route(nil, ["METER_TERMINAL_PROGRESS": "sometimes", "WT_SESSION": "1"]) == .direct)
        #expect(route(nil, ["WT_SESSION": "1", "TMUX": "/tmp/tmux-0/default,1,0"]) == nil)
        #expect(route(.always, ["TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(route(.always, ["TERM": "dumb", "WT_SESSION": "1"]) == nil)
        #expect(route(.always, ["WT_SESSION": "1"], terminal: false) == nil)
    }

    @Test func accessibleAsksForPlainLinesUnlessAFlagSaysOtherwise() {
        let accessible = TerminalCapabilities.detect(isTerminal: true, environment: ["ACCESSIBLE": "1", "TERM": "xterm"])
        #expect(accessible.drawsPlainLines(nil))
        #expect(!accessible.drawsPlainLines(false))
        let plain = TerminalCapabilities.detect(isTerminal: true, environment: ["ACCESSIBLE": "0", "TERM": "xterm"])
        #expect(!plain.drawsPlainLines(nil))
        #expect(plain.drawsPlainLines(true))
        #expect(TerminalCapabilities.detect(isTerminal: true, environment: ["TERM": "dumb"]).drawsPlainLines(false))
    }
}
