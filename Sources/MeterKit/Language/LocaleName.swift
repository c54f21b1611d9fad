/// A locale's name as the environment gives it, `language[_territory][.codeset][@modifier]` (`de_DE.UTF-8`,
/// `pt_BR`, `sr_RS@latin`), taken apart by bytes: no locale data is read, so a static binary decides the
/// same everywhere.
package struct LocaleName: Sendable, Equatable {
    /// The language part, lower-cased: `de`.
    package let language: String
    /// The territory part, upper-cased, or empty: `DE`.
    package let territory: String
    /// Whether the name is the portable locale, `C` or `POSIX`: the one a program has when no locale is
    /// set, in which GNU programs speak English whatever `LANGUAGE` says. `C.UTF-8` is not: glibc's
    /// programs honour `LANGUAGE` there, so meter does too.
    package let isPortable: Bool

    package init(_ name: String) {
        var language: [UInt8] = []
        var territory: [UInt8] = []
        var inTerritory = false
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") { break }
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
                if inTerritory { break }
                inTerritory = true
                continue
            }
            if inTerritory {
                territory.append(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte)
            } else {
                language.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            }
        }
        self.language = String(decoding: language, as: UTF8.self)
        self.territory = String(decoding: territory, as: UTF8.self)
        isPortable = name == "C" || name == "POSIX"
    }

    /// The locale of one category as the C library picks it: `LC_ALL`, else the category's own variable
    /// (`LC_MESSAGES`, `LC_NUMERIC`), else `LANG`, the first that is set and not empty; the portable locale
    /// when none is.
    package static func of(_ category: String, in environment: [String: String]) -> LocaleName {
        for variable in ["LC_ALL", category, "LANG"] {
            if let value = environment[variable], !value.isEmpty { return LocaleName(value) }
        }
        return LocaleName("C")
    }
}
