/// The words of one language for meter's messages, compiled in (`Sources/Languages/NAME/NAME.swift`): a
/// switch over every ``Message`` with no `default`, so that a message added without its words
/// does not compile. A message still waiting for a translator may say `nil`: it is then said in English,
/// and the catalogue test fails until it has words of its own, with every payload kept in order.
package protocol Catalogue {
    /// The language of these words.
    static var language: Language { get }
    /// `message` in this language, or `nil` while it has no translation (English is said then).
    static func text(_ message: Message) -> String?
    /// The text of the C library's `error` in this language, or `nil` for one the catalogue
    /// leaves to the C library (said in English).
    static func systemError(_ error: Errno) -> String?
}

extension Catalogue {
    /// A part of a message that is itself said in this language: a ``StreamName``, an ``Errno``.
    package static func say(_ part: some Translatable) -> String { part.text(in: language) }

    /// A whole percentage as this language writes it: `40%`, `40 %`, `%40`.
    package static func percent(_ number: Int) -> String { language.percent(number) }

    /// `text` between this language's quotation marks: `„x“`, `«x»`.
    package static func quoted(_ text: some CustomStringConvertible) -> String { language.quoted(text) }

    /// The form of a noun that goes with `count`: `one` for 1 and the like, and so on (see
    /// ``PluralCategory``).
    package static func form(_ count: some BinaryInteger, one: String, few: String? = nil, many: String? = nil, other: String) -> String {
        form(language.plural(UInt64(clamping: count)), one: one, few: few, many: many, other: other)
    }

    /// The form of a noun for `category`; `few` and `many` are `other` where the language has none.
    package static func form(_ category: PluralCategory, one: String, few: String? = nil, many: String? = nil, other: String) -> String {
        switch category {
        case .one: return one
        case .few: return few ?? other
        case .many: return many ?? other
        case .other: return other
        }
    }
}

extension Language {
    /// The catalogue of this language; `nil` for English, whose words are the messages' own.
    package var catalogue: (any Catalogue.Type)? {
        switch self {
        case .english: return nil
        case .czech: return Czech.self
        case .german: return German.self
        case .spanish: return Spanish.self
        case .finnish: return Finnish.self
        case .french: return French.self
        case .georgian: return Georgian.self
        case .polish: return Polish.self
        case .portuguese: return Portuguese.self
        case .brazilianPortuguese: return BrazilianPortuguese.self
        case .russian: return Russian.self
        case .turkish: return Turkish.self
        }
    }
}
