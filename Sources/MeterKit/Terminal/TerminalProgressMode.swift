/// When to show progress in the terminal's own indicator (`--terminal-progress`, `METER_TERMINAL_PROGRESS`).
package enum TerminalProgressMode: String, Sendable, Equatable, CaseIterable {
    /// On a terminal known to show it, outside tmux.
    case auto
    /// On any terminal (but `TERM=dumb`), wrapped for tmux's passthrough inside tmux.
    case always
    /// Never.
    case never
}
