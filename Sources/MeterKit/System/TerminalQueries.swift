import CSystem
import Glibc

/// Questions asked of a terminal; each answers `nil` or `false` when the descriptor is not one.
enum TerminalQueries {
    /// The width in columns from `TIOCGWINSZ`, or `nil` when unknown (not a terminal, or a size of 0).
    static func columns(of descriptor: FileDescriptor) -> Int? {
        var columns: UInt16 = 0
        var rows: UInt16 = 0
        guard csystem_terminal_size(descriptor.rawValue, &columns, &rows) == 0, columns > 0 else { return nil }
        return Int(columns)
    }

    /// Whether this process is in the terminal's foreground process group (true when not a terminal).
    static func isInForeground(_ descriptor: FileDescriptor) -> Bool {
        let group = tcgetpgrp(descriptor.rawValue)
        if group < 0 { return true }
        return group == getpgrp()
    }
}
