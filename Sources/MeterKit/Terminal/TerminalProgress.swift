/// The terminal's own progress indicator, a ring or bar in its tab or the taskbar (OSC 9;4, as Windows
/// Terminal, ConEmu, Ghostty, WezTerm, iTerm2, VTE and mintty show it): `ESC ] 9 ; 4 ; STATE ; PERCENT ST`.
///
/// The board feeds it every meter's count and total at each regular frame: the terminal shows their
/// combined progress (the sum of the counts over the sum of the totals; indeterminate while any total is
/// unknown), in error once the run goes on after one, paused while meter is stopped. It is written at each
/// frame and, when frames are further apart, every 5 seconds between them (a terminal may drop a state it
/// has not heard of for a while); never for a spinner's turns. Nothing is written in the background, but
/// the indicator is removed on every way out, from the background too: that is the one thing a
/// background meter writes.
package final class TerminalProgress {
    /// The states of OSC 9;4.
    package enum State: Int, Sendable {
        case removed = 0, normal = 1, error = 2, indeterminate = 3, paused = 4
    }

    /// How the sequences reach the terminal: as they are, or wrapped for tmux to pass them on.
    package enum Route: Sendable, Equatable {
        case direct, tmux
    }

    /// The longest a state goes unsent while meter runs.
    package static let resendInterval = 5.0

    private let target: FrameTarget
    private let route: Route
    private let mayShow: @Sendable () -> Bool
    /// Whether a state other than ``State/removed`` was written last.
    private var shown = false
    private var lastAttempt: Instant?
    private var failing = false
    private var paused = false
    /// A stop was announced and meter has continued: the SIGCONT that continued it is still to be read.
    private var continueAnnounced = false

    /// - Parameters:
    ///   - target: the terminal (standard error); its ``FrameTarget/isVisible`` says when meter may write.
    ///   - mayShow: whether this meter is the one that shows the terminal's progress (`-c`: the first line).
    package init(target: FrameTarget, route: Route, mayShow: @escaping @Sendable () -> Bool = { true }) {
        self.target = target
        self.route = route
        self.mayShow = mayShow
    }

    /// `ESC ] 9 ; 4 ; STATE ; PERCENT ESC \`, wrapped for tmux's passthrough (every escape doubled inside
    /// `ESC P tmux; … ESC \`) on that route.
    package static func sequence(_ state: State, percent: Int, route: Route) -> String {
        let body = "]9;4;\(state.rawValue);\(percent)"
        guard route == .tmux else { return "\u{1B}" + body + "\u{1B}\\" }
        return "\u{1B}Ptmux;\u{1B}\u{1B}" + body + "\u{1B}\u{1B}\\\u{1B}\\"
    }

    /// The state and percentage of meters with these counts and totals: normal, their counts over their
    /// totals in whole percent (cut, at most 100); indeterminate when any total is unknown.
    package static func combined(_ meters: [(count: UInt64, total: UInt64?)]) -> (State, Int) {
        var count = 0.0
        var total = 0.0
        for meter in meters {
            guard let meterTotal = meter.total else { return (.indeterminate, 0) }
            count += Double(meter.count)
            total += Double(meterTotal)
        }
        guard total > 0 else { return (.normal, meters.isEmpty || count == 0 ? 0 : 100) }
        return (.normal, Int(min(count * 100 / total, 100).rounded(.down)))
    }

    /// At a regular frame: the state of `meters`, written. The board's draw asks whether the terminal may
    /// be written once for all it draws.
    func frame(_ meters: [(count: UInt64, total: UInt64?)], at now: Instant, visibility: inout FrameVisibility) {
        send(meters, at: now, visible: visibility.of(target))
    }

    /// When the state is next sent again between frames, if anything is shown.
    package var nextResend: Instant? {
        guard shown, let lastAttempt else { return nil }
        return lastAttempt.advanced(by: TerminalProgress.resendInterval)
    }

    /// Between frames: sends the state again if it has gone unsent for ``resendInterval``. The board's draw
    /// asks whether the terminal may be written once for all it draws.
    func resendIfDue(_ meters: [(count: UInt64, total: UInt64?)], at now: Instant, visibility: inout FrameVisibility) {
        guard let due = nextResend, now >= due else { return }
        send(meters, at: now, visible: visibility.of(target))
    }

    /// The run goes on after an error: the state is an error from the next frame on.
    package func noteFailure() { failing = true }

    /// meter is about to stop (Ctrl-Z): the terminal shows it paused.
    package func pause(_ meters: [(count: UInt64, total: UInt64?)], at now: Instant) {
        paused = true
        send(meters, at: now)
    }

    /// meter continues after the stop it announced: the running state again, at once.
    package func resume(_ meters: [(count: UInt64, total: UInt64?)], at now: Instant) {
        paused = false
        continueAnnounced = true
        send(meters, at: now)
    }

    /// SIGCONT was read. After a stop meter could not announce (SIGSTOP), the state it shows is sent again
    /// at once: the terminal may have dropped it meanwhile.
    package func continued(_ meters: [(count: UInt64, total: UInt64?)], at now: Instant) {
        if continueAnnounced {
            continueAnnounced = false
        } else if shown {
            send(meters, at: now)
        }
    }

    /// Removes the indicator, if one is shown, wherever meter is (in the background too).
    package func end() {
        guard shown else { return }
        shown = false
        lastAttempt = nil
        _ = target.write(TerminalProgress.sequence(.removed, percent: 0, route: route))
    }

    /// Sends the state of `meters`, when the terminal may be written (`visible`, else asked now).
    private func send(_ meters: [(count: UInt64, total: UInt64?)], at now: Instant, visible: Bool? = nil) {
        lastAttempt = now
        guard visible ?? target.isVisible, mayShow() else { return }
        var (state, percent) = TerminalProgress.combined(meters)
        if state == .indeterminate { percent = 0 }
        if failing { state = .error }
        if paused { state = .paused }
        shown = true
        _ = target.write(TerminalProgress.sequence(state, percent: percent, route: route))
    }
}
