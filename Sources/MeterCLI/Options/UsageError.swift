import MeterKit

/// A mistake on the command line: reported as `meter: MESSAGE`, the usage line, and a pointer to `--help`,
/// with exit status 64; nothing is written to standard output.
struct UsageError: Error, Equatable, Sendable {
    let message: String

    /// Every message quotes what came from the command line through ``SafeText``; the whole message goes
    /// through it again, so one that forgot still stays on one line and cannot drive the terminal. Safe
    /// text comes out of it unchanged.
    init(_ message: String) {
        self.message = SafeText(message).text
    }
}
