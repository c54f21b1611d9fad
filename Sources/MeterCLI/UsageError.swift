/// A mistake on the command line: reported as `meter: MESSAGE`, the usage line, and a pointer to `--help`,
/// with exit status 64; nothing is written to standard output.
struct UsageError: Error, Equatable, Sendable {
    let message: String
    init(_ message: String) { self.message = message }
}
