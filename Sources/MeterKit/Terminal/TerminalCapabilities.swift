/// Facts about where frames go and what the environment asks for, gathered once.
package struct TerminalCapabilities: Sendable, Equatable {
    /// Whether standard error is a terminal.
    package var isTerminal: Bool
    /// `COLUMNS`, when set to a positive number.
    package var environmentColumns: Int?
    /// Whether the locale's codeset is UTF-8 and the terminal can show block glyphs (`TERM` not `linux`).
    package var unicode: Bool
    /// Whether the locale's codeset is UTF-8, whatever the terminal.
    package var utf8Locale: Bool
    /// Whether `TERM` is `dumb`: a terminal that cannot move the cursor or show colour (plain mode).
    package var isDumb: Bool
    /// How many colours the terminal shows (`COLORTERM`, `TERM`).
    package var colorDepth: ColorDepth
    /// `NO_COLOR` is set and not empty.
    package var noColor: Bool
    /// `FORCE_COLOR` or `CLICOLOR_FORCE` is set, not empty and not `0`.
    package var forceColor: Bool
    /// `REDUCE_MOTION` is set, not empty and not `0`.
    package var reduceMotion: Bool
    /// Where the lock file shared by the meters on one terminal goes (`-c`): `TMPDIR`, else `TMP`, else `/tmp`.
    package var lockDirectory: String
    /// The language of messages and of the frames' words (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
    package var language: Language
    /// The decimal separator of the frames' numbers (`LC_ALL`, `LC_NUMERIC`, `LANG`).
    package var decimalSeparator: DecimalSeparator
    /// `ACCESSIBLE` is set, not empty and not `0`: plain lines rather than a picture (as `--plain`).
    package var accessible = false
    /// The terminal is one known to show OSC 9;4 progress (see ``knowsTerminalProgress(_:)``).
    package var knowsTerminalProgress = false
    /// `TMUX` is set: meter runs inside tmux, which passes OSC 9;4 on only when wrapped.
    package var insideTmux = false
    /// `METER_TERMINAL_PROGRESS`, when it is one of `auto`, `always`, `never`.
    package var terminalProgressSetting: TerminalProgressMode?

    package init(
        isTerminal: Bool, environmentColumns: Int?, unicode: Bool, utf8Locale: Bool? = nil, isDumb: Bool = false,
        colorDepth: ColorDepth = .ansi16, noColor: Bool = false, forceColor: Bool = false, reduceMotion: Bool = false,
        lockDirectory: String = "/tmp", language: Language = .english, decimalSeparator: DecimalSeparator = .point
    ) {
        self.isTerminal = isTerminal
        self.environmentColumns = environmentColumns
        self.unicode = unicode
        self.utf8Locale = utf8Locale ?? unicode
        self.isDumb = isDumb
        self.colorDepth = colorDepth
        self.noColor = noColor
        self.forceColor = forceColor
        self.reduceMotion = reduceMotion
        self.lockDirectory = lockDirectory
        self.language = language
        self.decimalSeparator = decimalSeparator
    }

    /// Reads the facts for `descriptor` from `environment` (variable name → value).
    package static func detect(descriptor: FileDescriptor, environment: [String: String]) -> TerminalCapabilities {
        detect(isTerminal: descriptor.isTerminal, environment: environment)
    }

    /// The facts for a destination that is (or is not) a terminal, from `environment`.
    package static func detect(isTerminal: Bool, environment: [String: String]) -> TerminalCapabilities {
        var columns: Int?
        if let text = environment["COLUMNS"], let value = Int(text), value > 0, value < 100_000 { columns = value }
        func isOn(_ name: String) -> Bool {
            guard let value = environment[name] else { return false }
            return !value.isEmpty && value != "0"
        }
        let utf8Locale = localeIsUTF8(environment)
        var capabilities = TerminalCapabilities(
            isTerminal: isTerminal, environmentColumns: columns,
            unicode: utf8Locale && environment["TERM"] != "linux", utf8Locale: utf8Locale,
            isDumb: environment["TERM"] == "dumb",
            colorDepth: colorDepth(environment),
            noColor: !(environment["NO_COLOR"] ?? "").isEmpty,
            forceColor: isOn("FORCE_COLOR") || isOn("CLICOLOR_FORCE"),
            reduceMotion: isOn("REDUCE_MOTION"),
            lockDirectory: [environment["TMPDIR"], environment["TMP"]].compactMap { $0 }.first { !$0.isEmpty } ?? "/tmp",
            language: Language.preferred(by: environment), decimalSeparator: DecimalSeparator.preferred(by: environment))
        capabilities.accessible = isOn("ACCESSIBLE")
        capabilities.knowsTerminalProgress = knowsTerminalProgress(environment)
        capabilities.insideTmux = !(environment["TMUX"] ?? "").isEmpty
        capabilities.terminalProgressSetting = environment["METER_TERMINAL_PROGRESS"].flatMap(TerminalProgressMode.init(rawValue:))
        return capabilities
    }

    /// Whether the locale named by `LC_ALL`, else `LC_CTYPE`, else `LANG` (the first one set) uses UTF-8.
    package static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        // "utf-8" or "utf8" in any case, found by bytes: `String.contains` brings in _StringProcessing's
        // generic searcher, a twentieth of meter's start-up instructions.
        func namesUTF8(_ text: String.UTF8View) -> Bool {
            let bytes = text.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
            var index = 0
            while index + 4 <= bytes.count {
                if bytes[index] == UInt8(ascii: "u"), bytes[index + 1] == UInt8(ascii: "t"), bytes[index + 2] == UInt8(ascii: "f") {
                    if bytes[index + 3] == UInt8(ascii: "8") { return true }
                    if bytes[index + 3] == UInt8(ascii: "-"), index + 4 < bytes.count, bytes[index + 4] == UInt8(ascii: "8") { return true }
                }
                index += 1
            }
            return false
        }
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return namesUTF8(value.utf8)
            }
        }
        return false
    }

    /// Whether to draw in colour, in this order: the `--color` flag (`always`, `never`); then `NO_COLOR`
    /// (off); then `FORCE_COLOR` or `CLICOLOR_FORCE` (on); then on only when drawing to a terminal whose
    /// `TERM` is not `dumb`, in a UTF-8 locale.
    ///
    /// Outside a UTF-8 locale the display is pv's own, the ASCII bar uncoloured: that is where scripts and
    /// older tools read what is drawn (pv's own tests find the bar between its brackets), and colour
    /// sequences, with their own brackets, get in their way.
    package func usesColor(_ mode: Style.Color) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            if noColor { return false }
            if forceColor { return true }
            return isTerminal && !isDumb && utf8Locale
        }
    }

    /// Whether motion is reduced: the flag (`--reduce-motion` true, `--no-reduce-motion` false) when given,
    /// else `REDUCE_MOTION`.
    package func reducesMotion(_ flag: Bool?) -> Bool { flag ?? reduceMotion }

    /// Whether the display is plain lines: the flag (`--plain` true, `--no-plain` false) when given, else
    /// `ACCESSIBLE`; always under `TERM=dumb`, which cannot redraw a line.
    package func drawsPlainLines(_ flag: Bool?) -> Bool { isDumb || (flag ?? accessible) }

    /// How OSC 9;4 reaches the terminal, or `nil` when it is not written: the flag, else
    /// `METER_TERMINAL_PROGRESS`, else `auto`. Never off a terminal or under `TERM=dumb`; `auto` only on a
    /// terminal known to show it and outside tmux (an old iTerm2 shows any OSC 9 as a notification);
    /// `always` on any terminal, wrapped for tmux inside it.
    package func terminalProgressRoute(_ flag: TerminalProgressMode?) -> TerminalProgress.Route? {
        guard isTerminal, !isDumb else { return nil }
        switch flag ?? terminalProgressSetting ?? .auto {
        case .never: return nil
        case .always: return insideTmux ? .tmux : .direct
        case .auto: return knowsTerminalProgress && !insideTmux ? .direct : nil
        }
    }
}

extension TerminalCapabilities {
    /// Whether the environment names a terminal known to show OSC 9;4, as systemd and cargo tell: Windows
    /// Terminal (`WT_SESSION`), ConEmu (`ConEmuANSI=ON`), WezTerm, Ghostty and mintty (`TERM_PROGRAM`),
    /// iTerm2 3.6.6 or later (`TERM_PROGRAM=iTerm.app` with a `P` in `TERM_FEATURES`), Ptyxis 48 or later
    /// (`PTYXIS_VERSION`), VTE 0.80 or later (`VTE_VERSION` 8000: GNOME Console and the others).
    static func knowsTerminalProgress(_ environment: [String: String]) -> Bool {
        if !(environment["WT_SESSION"] ?? "").isEmpty || environment["ConEmuANSI"] == "ON" { return true }
        switch environment["TERM_PROGRAM"] {
        case "WezTerm", "ghostty", "mintty": return true
        case "iTerm.app": if environment["TERM_FEATURES"]?.utf8.contains(UInt8(ascii: "P")) == true { return true }
        default: break
        }
        if let ptyxis = leadingNumber(environment["PTYXIS_VERSION"]), ptyxis >= 48 { return true }
        if let vte = leadingNumber(environment["VTE_VERSION"]), vte >= 8000 { return true }
        return false
    }

    /// The whole number `text` starts with (`48` of `48.1`), if it starts with a digit.
    private static func leadingNumber(_ text: String?) -> Int? {
        guard let text else { return nil }
        var value = 0
        var digits = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { break }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// The terminal's colours, from the environment: 24-bit when `COLORTERM` is `truecolor` or `24bit`, 256 when `TERM` contains
    /// `256color`, else 16.
    static func colorDepth(_ environment: [String: String]) -> ColorDepth {
        let colorTerm = environment["COLORTERM"]
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if let term = environment["TERM"], contains(term.utf8, "256color".utf8) { return .ansi256 }
        return .ansi16
    }

    /// Whether `text` holds `part`, compared by bytes: `String.contains` would bring in the generic string
    /// searcher at start-up for this one question.
    private static func contains(_ text: String.UTF8View, _ part: String.UTF8View) -> Bool {
        let bytes = Array(text)
        let wanted = Array(part)
        guard bytes.count >= wanted.count else { return false }
        for start in 0...(bytes.count - wanted.count) where bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
            return true
        }
        return false
    }
}
