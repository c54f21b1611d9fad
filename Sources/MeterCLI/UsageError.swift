/// A mistake on the command line: reported as `meter: MESSAGE`, the usage line, and a pointer to `--help`,
/// with exit status 64; nothing is written to standard output.
struct UsageError: Error, Equatable, Sendable {
    let message: String

    /// Control characters that came from the command line are shown escaped (`\n`, `\u{1b}`), so the
    /// message stays on one line and cannot drive the terminal.
    init(_ message: String) {
        var escaped = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value):
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        self.message = escaped
    }
}
