import Glibc
import MeterKit

/// Setup that the three ways of running (a copy, a wrapped command, a replay) share.
enum RunSetup {
    /// Whether anything is drawn: never with `-q`; otherwise `-n`, `-f` and `--plain` draw wherever standard
    /// error goes, and the ordinary display only on a terminal.
    static func displays(_ configuration: Configuration, capabilities: TerminalCapabilities) -> Bool {
        !configuration.quiet
            && (configuration.numeric || configuration.force || configuration.styleSettings.plain || capabilities.isTerminal)
    }

    /// The output: nil with `-X`, the file of `-o` (created or truncated), else standard output; with its
    /// name for messages. Returns nil after reporting a file that cannot be opened (status 2).
    static func openOutput(_ configuration: Configuration) -> (descriptor: FileDescriptor?, name: String)? {
        if configuration.transfer.discard { return (nil, "(standard output)") }
        guard let path = configuration.outputPath else { return (.standardOutput, "(standard output)") }
        do {
            return (try FileDescriptor.openForWriting(path), path)
        } catch {
            MeterCommand.writeError("meter: \(path): \(error)\n")
            return nil
        }
    }

    /// The signals a run handles in its loop, blocked and read from a descriptor: SIGINT, SIGTERM and SIGHUP
    /// end it (after the last line), SIGWINCH resizes, SIGTSTP and SIGCONT stop and continue it.
    static func signalEvents() -> SignalEvents? {
        try? SignalEvents([SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT])
    }

    /// Arms the timer that interrupts a write blocked on a slow reader. It must come often enough for the
    /// next frame, and for a spinner's frames when there is no total; without a display, once a second is
    /// enough to notice a signal.
    static func armFrameTimer(_ configuration: Configuration, displays: Bool, total: UInt64?) {
        let spinner = displays && total == nil && !configuration.numeric
        SignalSetup.interruptBlockingCalls(every: spinner ? 0.1 : displays ? min(configuration.timing.interval, 1) : 1)
    }
}
