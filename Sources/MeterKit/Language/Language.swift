/// A language meter speaks: its messages, `--help`, the words of its frames (`ETA`) and its plain lines for
/// screen readers. Every language's text is compiled into the library, so the choice needs nothing installed.
///
/// The library speaks English unless told otherwise: ``Style/language`` for the words of frames,
/// ``Copier/init(inputs:destination:options:meter:board:language:)`` for the problems it reports. A tool that
/// follows its user's locale asks ``preferred(by:)``.
public enum Language: String, CaseIterable, Sendable, Equatable {
    /// English, meter's own language and the one it falls back to.
    case english = "en"
    /// Czech.
    case czech = "cs"
    /// German.
    case german = "de"
    /// Spanish.
    case spanish = "es"
    /// Finnish.
    case finnish = "fi"
    /// French.
    case french = "fr"
    /// Georgian.
    case georgian = "ka"
    /// Polish.
    case polish = "pl"
    /// Portuguese as written in Portugal, and in the other countries that write it so (`pt_PT`, `pt_AO`,
    /// plain `pt`): ficheiro, ecrã.
    case portuguese = "pt"
    /// Portuguese as written in Brazil (`pt_BR`): arquivo, tela.
    case brazilianPortuguese = "pt_BR"
    /// Russian.
    case russian = "ru"
    /// Turkish.
    case turkish = "tr"

    /// The language of a locale's name or a `LANGUAGE` entry (`de_DE.UTF-8`, `pt_BR`, `ka`), or `nil` for
    /// one meter does not speak.
    public init?(localeName: String) {
        self.init(locale: LocaleName(localeName))
    }

    /// The language of a locale taken apart: by its language, and for Portuguese by its territory too (a
    /// locale's language part never holds the `_` of `pt_BR`, so no other name picks Brazil's words).
    package init?(locale: LocaleName) {
        guard locale.language != "pt" || locale.territory != "BR" else {
            self = .brazilianPortuguese
            return
        }
        self.init(rawValue: locale.language)
    }

    /// The language GNU programs would speak in `environment`: unless the locale of messages is the
    /// portable one (`C`, `POSIX`; no locale set at all is the same; `C.UTF-8` is not), the first
    /// language of `LANGUAGE` (a colon-separated list, `fr:de`) that meter speaks; without `LANGUAGE`, the
    /// language of that locale, which is `LC_ALL`, else `LC_MESSAGES`, else `LANG`. English for anything
    /// else.
    public static func preferred(by environment: [String: String]) -> Language {
        let messages = LocaleName.of("LC_MESSAGES", in: environment)
        guard !messages.isPortable else { return .english }
        if let list = environment["LANGUAGE"], !list.isEmpty {
            for entry in list.utf8.split(separator: UInt8(ascii: ":")) {
                if let language = Language(localeName: String(decoding: entry, as: UTF8.self)) { return language }
            }
            return .english
        }
        return Language(locale: messages) ?? .english
    }
}
