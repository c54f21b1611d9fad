import CSystem
import Glibc

/// Asks a terminal which row its cursor is on, as pv does for `-c`: the cursor position report (`ESC [ 6 n`,
/// answered `ESC [ row ; column R` on the terminal's input). Only the terminal knows where its cursor is
/// after the screen scrolled or the user pressed Enter.
///
/// The answer arrives among the keys the user types, so the question is asked only when nothing typed is
/// waiting: the input queue is empty both in the terminal's own modes (whole lines) and in the query's (a
/// line being typed). The query's modes (no line editing, no echo) are set with nothing thrown away, and the
/// terminal's own are put back before the call returns, whatever happens; every signal is blocked
/// meanwhile, so that none acts while the modes are changed. A key typed in the few milliseconds the answer
/// takes is read with it, and lost.
package enum CursorPositionQuery {
    /// What asking the terminal gave.
    package enum Answer: Equatable, Sendable {
        /// The cursor's row, counted from 1 at the top of the screen.
        case row(Int)
        /// Not asked: not a terminal, not in the foreground, or something typed is waiting.
        case notAsked
        /// Asked, but no answer came in time (a terminal that does not answer, or a slow link).
        case unanswered
    }

    /// Asks the terminal on `descriptor` for its cursor's row, waiting at most `timeout` seconds.
    package static func row(on descriptor: FileDescriptor, timeout: Double) -> Answer {
        guard let name = TerminalQueries.name(of: descriptor), TerminalQueries.isInForeground(descriptor),
            TerminalQueries.inputPending(descriptor) == 0,
            let terminal = openTerminal(name)
        else { return .notAsked }
        defer { _ = Glibc.close(terminal) }
        var signals = sigset_t()
        guard (try? systemCall { csystem_block_all_signals(&signals) }) != nil else { return .notAsked }
        defer { _ = csystem_restore_signal_mask(&signals) }
        var saved = termios()
        guard (try? systemCall { csystem_terminal_enter_query_mode(terminal, &saved) }) != nil else { return .notAsked }
        defer { _ = try? systemCall { csystem_terminal_restore_modes(terminal, &saved) } }
        // A line being typed is readable now, in the query's modes: it is the user's, so nothing is asked.
        guard TerminalQueries.inputPending(FileDescriptor(rawValue: terminal)) == 0 else { return .notAsked }
        guard (try? FileDescriptor(rawValue: terminal).writeAll("\u{1B}[6n")) != nil else { return .notAsked }
        let reply = readReply(from: terminal, timeout: timeout)
        return row(inReply: reply).map(Answer.row) ?? .unanswered
    }

    /// The terminal `name` opened for reading and writing (standard error may be open for writing only).
    private static func openTerminal(_ name: String) -> Int32? {
        try? systemCall(on: FilePath(name)) { open($0, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK) }
    }

    /// What the terminal sends back until a reply is complete (an `R`) or `timeout` seconds have passed.
    private static func readReply(from terminal: Int32, timeout: Double) -> [UInt8] {
        let deadline = SystemTime.monotonicNanoseconds() + Int64(timeout * 1e9)
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while reply.count < 256, row(inReply: reply) == nil {
            let left = deadline - SystemTime.monotonicNanoseconds()
            guard left > 0 else { break }
            var entry = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
            let ready = (try? systemCall { poll(&entry, 1, Poll.milliseconds(Double(left) / 1e9)) }) ?? -1
            if ready < 0 { break }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { bytes in
                (try? FileDescriptor(rawValue: terminal).read(into: bytes)) ?? -1
            }
            guard count > 0 else { if count < 0 { break } else { continue } }
            reply += buffer.prefix(count)
        }
        return reply
    }

    /// The row in the last complete cursor position report in `bytes` (`ESC [ row ; column R`), or nil.
    package static func row(inReply bytes: [UInt8]) -> Int? {
        guard let end = bytes.lastIndex(of: UInt8(ascii: "R")) else { return nil }
        var index = end - 1
        var numbers: [Int] = []
        var digits = 0
        var value = 0
        var scale = 1
        while index >= 0 {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 6 {
                value += Int(byte - UInt8(ascii: "0")) * scale
                scale *= 10
                digits += 1
            } else if byte == UInt8(ascii: ";"), digits > 0, numbers.isEmpty {
                numbers.append(value)
                (value, scale, digits) = (0, 1, 0)
            } else if byte == UInt8(ascii: "["), digits > 0, numbers.count == 1, index > 0, bytes[index - 1] == 0x1B {
                return value >= 1 ? value : nil
            } else {
                return nil
            }
            index -= 1
        }
        return nil
    }
}
