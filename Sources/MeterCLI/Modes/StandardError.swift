import MeterKit

/// What meter says on standard error outside its frames: `meter: MESSAGE` lines and a usage error's three.
/// Here, below the command, so that the modes and ``MeterCommand`` report alike without a mode calling back
/// into the command.
enum StandardError {
    /// Exit status of a usage error.
    static let usageStatus: Int32 = 64

    /// Writes `error` in `language`, with the usage line and a pointer to `--help`; the usage status.
    static func usageFailure(_ error: UsageError, in language: Language) -> Int32 {
        let lines = [error.text(in: language), CommandMessage.usageLine.text(in: language), CommandMessage.seeHelp.text(in: language)]
        write("meter: " + lines.joined(separator: "\n") + "\n")
        return usageStatus
    }

    /// Writes `meter: MESSAGE` in `language` on standard error.
    static func report(_ message: any Translatable, in language: Language) {
        write("meter: " + message.text(in: language) + "\n")
    }

    /// Writes `text` as it is; a failed write has nowhere else to be said.
    static func write(_ text: String) {
        try? FileDescriptor.standardError.writeAll(text)
    }
}
