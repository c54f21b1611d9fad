import CSystem
import Glibc

/// Questions asked of a terminal; each answers `nil` or `false` when the descriptor is not one.
enum TerminalQueries {
    /// The width in columns from `TIOCGWINSZ`, or `nil` when unknown (not a terminal, or a size of 0).
    static func columns(of descriptor: FileDescriptor) -> Int? {
        var columns: UInt16 = 0
        var rows: UInt16 = 0
        guard (try? systemCall { csystem_terminal_size(descriptor.rawValue, &columns, &rows) }) != nil, columns > 0 else { return nil }
        return Int(columns)
    }

    /// The height in rows from `TIOCGWINSZ`, or `nil` when unknown.
    static func rows(of descriptor: FileDescriptor) -> Int? {
        var columns: UInt16 = 0
        var rows: UInt16 = 0
        guard (try? systemCall { csystem_terminal_size(descriptor.rawValue, &columns, &rows) }) != nil, rows > 0 else { return nil }
        return Int(rows)
    }

    /// The terminal's device path (`ttyname_r(3)`, `/dev/pts/3`), or `nil` when not a terminal.
    static func name(of descriptor: FileDescriptor) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard ttyname_r(descriptor.rawValue, &buffer, buffer.count) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether this process is in the terminal's foreground process group (true when not a terminal).
    static func isInForeground(_ descriptor: FileDescriptor) -> Bool {
        guard let group = (try? systemCall { tcgetpgrp(descriptor.rawValue) }) else { return true }
        return group == getpgrp()
    }

    /// The bytes typed and waiting in the terminal's input queue (`FIONREAD`): in the terminal's usual
    /// modes, those of whole lines, each ended by Enter; nil when not a terminal.
    static func inputPending(_ descriptor: FileDescriptor) -> Int? {
        guard let count = (try? systemCall { csystem_terminal_input_pending(descriptor.rawValue) }) else { return nil }
        return Int(count)
    }

    /// Whether a program that reads the keys one by one holds the terminal (a pager, an editor): its modes
    /// have neither line editing (`ICANON`) nor echo (`ECHO`), which a shell always sets for the commands it
    /// runs. False when not a terminal.
    package static func readsKeys(_ descriptor: FileDescriptor) -> Bool {
        guard let modes = (try? systemCall { csystem_terminal_line_modes(descriptor.rawValue) }) else { return false }
        let keptByShells: Int32 = CSYSTEM_TERMINAL_CANONICAL | CSYSTEM_TERMINAL_ECHO
        return modes & keptByShells == 0
    }
}
