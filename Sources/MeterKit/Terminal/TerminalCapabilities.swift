/// Facts about where frames go and what the environment asks for, gathered once.
public struct TerminalCapabilities: Sendable, Equatable {
    /// Whether standard error is a terminal.
    public var isTerminal: Bool
    /// `COLUMNS`, when set to a positive number.
    public var environmentColumns: Int?
    /// Whether the locale's codeset is UTF-8 and the terminal can show block glyphs (`TERM` not `linux`).
    public var unicode: Bool

    public init(isTerminal: Bool, environmentColumns: Int?, unicode: Bool) {
        self.isTerminal = isTerminal
        self.environmentColumns = environmentColumns
        self.unicode = unicode
    }

    /// Reads the facts for `descriptor` from `environment` (variable name → value).
    public static func detect(descriptor: FileDescriptor, environment: [String: String]) -> TerminalCapabilities {
        var columns: Int?
        if let text = environment["COLUMNS"], let value = Int(text), value > 0, value < 100_000 { columns = value }
        return TerminalCapabilities(
            isTerminal: descriptor.isTerminal, environmentColumns: columns,
            unicode: localeIsUTF8(environment) && environment["TERM"] != "linux")
    }

    /// Whether the locale named by `LC_ALL`, else `LC_CTYPE`, else `LANG` (the first one set) uses UTF-8.
    public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                let lower = value.lowercased()
                return lower.contains("utf-8") || lower.contains("utf8")
            }
        }
        return false
    }
}
