/// Which form of a noun goes with a count, as the Unicode CLDR's plural rules sort whole numbers: English
/// has `one` and `other` ("1 byte", "2 bytes"); Czech, Polish and Russian also `few` and `many` ("2 bajty",
/// "5 bajtů"). A catalogue gives a form for every category; languages with fewer forms repeat one.
package enum PluralCategory: Sendable, Equatable, CaseIterable {
    case one, few, many, other
}

extension Language {
    /// The category of the whole number `count` in this language.
    package func plural(_ count: UInt64) -> PluralCategory {
        let lastDigit = count % 10
        let lastTwo = count % 100
        switch self {
        // Portuguese as written in Portugal, as its catalogue is: "0 linhas" (CLDR puts 0 with 1 for Brazil).
        case .english, .german, .spanish, .finnish, .georgian, .turkish, .portuguese:
            return count == 1 ? .one : .other
        // French takes the singular for 0 too, and so does Brazil's Portuguese as GNU's catalogues write it
        // ("0 arquivo"; CLDR puts 0 with 1 there as well).
        case .french, .brazilianPortuguese:
            return count <= 1 ? .one : .other
        case .czech:
            return count == 1 ? .one : (2...4).contains(count) ? .few : .other
        case .polish:
            if count == 1 { return .one }
            return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .many
        case .russian:
            if lastDigit == 1, lastTwo != 11 { return .one }
            return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .many
        }
    }

    /// The category of an amount shown with a unit prefix (`1.5k` lines): read as thousands, which take
    /// the form of many.
    package var pluralOfThousands: PluralCategory { plural(1000) }
}
