extension SourceEnding {
    /// A wrapped command that ran: its status as a shell gives it. A command killed by a signal that meter
    /// received too (Ctrl-C, `kill`) makes meter die of it as well, so a shell sees what it would have seen
    /// without meter; SIGQUIT would dump meter's core, and gives 131 instead.
    package static func command(_ status: CommandStatus, receivedSignals: Set<Signal>) -> SourceEnding {
        if case .signaled(let signal) = status, receivedSignals.contains(signal), mirroredSignals.contains(signal) {
            return SourceEnding(status: status.shellStatus, dieOf: signal)
        }
        return SourceEnding(status: status.shellStatus)
    }

    /// A wrapped command that could not be started: the shell's status for that (127 when it was not found,
    /// else 126).
    package static func notStarted(status: Int32) -> SourceEnding {
        SourceEnding(status: status, named: .notStarted)
    }

    /// Signals that make meter die of the same signal when they ended the command and meter received them.
    package static let mirroredSignals: Set<Signal> = [.interrupt, .terminate, .hangUp, .user1, .user2]
}
