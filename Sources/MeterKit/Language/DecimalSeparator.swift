/// The character between the whole part of a number and its fraction in drawn frames: `1.46MiB` or
/// `1,46MiB`. Numbers written for programs (`-n`, `--record`) always take the point.
public enum DecimalSeparator: Character, Sendable, Equatable, CaseIterable {
    /// `1.46`, as in C and English.
    case point = "."
    /// `1,46`, as in most of continental Europe.
    case comma = ","

    /// The separator of the locale for numbers in `environment`, as pv's frames show it: `LC_ALL`, else
    /// `LC_NUMERIC`, else `LANG`; the point in the portable locale and when none is set.
    public static func preferred(by environment: [String: String]) -> DecimalSeparator {
        DecimalSeparator(locale: LocaleName.of("LC_NUMERIC", in: environment))
    }

    /// The separator a locale's name implies, decided by its language and territory (no locale data is
    /// read): the comma for the languages that write one, but where a territory writes the point
    /// (`de_CH`, `es_MX`).
    package init(locale: LocaleName) {
        switch (locale.language, locale.territory) {
        case ("de", "CH"), ("de", "LI"), ("it", "CH"), ("es", "MX"), ("es", "US"), ("es", "PR"), ("es", "GT"),
            ("es", "HN"), ("es", "NI"), ("es", "PA"), ("es", "SV"), ("es", "DO"):
            self = .point
        case ("en", "DK"):
            self = .comma
        default:
            self = DecimalSeparator.writesComma(locale.language) ? .comma : .point
        }
    }

    /// Whether the locales of `language` write a decimal comma (a switch, not a set: nothing to build at
    /// start-up).
    static func writesComma(_ language: String) -> Bool {
        switch language {
        case "af", "az", "be", "bg", "bs", "ca", "cs", "da", "de", "el", "es", "et", "eu", "fi", "fo", "fr", "gl",
            "hr", "hu", "hy", "id", "is", "it", "ka", "kk", "ky", "lt", "lv", "mk", "mn", "nb", "nl", "nn", "no",
            "pl", "pt", "ro", "ru", "sk", "sl", "sq", "sr", "sv", "tr", "uk", "uz", "vi":
            return true
        default:
            return false
        }
    }
}
