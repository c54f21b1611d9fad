import Testing
@testable import MeterKit

/// The language is chosen as GNU programs choose it, and the decimal separator as pv's frames show it.
@Suite struct LanguageChoiceTests {
    @Test(arguments: [
        // The locale of messages: LC_ALL, else LC_MESSAGES, else LANG.
        (["LANG": "de_DE.UTF-8"], Language.german),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], .french),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "pl_PL.UTF-8"], .polish),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ru_RU.KOI8-R"], .russian),
        (["LANG": "ka_GE.UTF-8"], .georgian),
        // Brazil's Portuguese has words of its own; Portugal's, Angola's and a plain `pt` keep Portugal's.
        (["LANG": "pt_BR.UTF-8"], .brazilianPortuguese),
        (["LANG": "pt_PT.UTF-8"], .portuguese),
        (["LANG": "pt_AO.UTF-8"], .portuguese),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "pt"], .portuguese),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "pt_BR:pt"], .brazilianPortuguese),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "pt_PT:pt_BR"], .portuguese),
        (["LC_MESSAGES": "pt_br.utf8"], .brazilianPortuguese),
        (["LANG": "tr_TR@euro"], .turkish),
        // LANGUAGE, a list, first available wins, unless the locale is the portable one.
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "fi:cs"], .finnish),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "nb_NO:sv:cs_CZ:de"], .czech),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "en_GB:de"], .english),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "nb:sv"], .english),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": ""], .german),
        (["LANG": "C", "LANGUAGE": "de"], .english),
        (["LC_ALL": "POSIX", "LANGUAGE": "de", "LANG": "de_DE.UTF-8"], .english),
        // C.UTF-8 is not the portable locale to glibc: `LANGUAGE=de LANG=C.UTF-8 ls --bogus` speaks German.
        (["LANG": "C.UTF-8", "LANGUAGE": "es"], .spanish),
        (["LC_ALL": "C.utf8", "LANGUAGE": "pl:de"], .polish),
        (["LANG": "C.UTF-8"], .english),
        (["LANGUAGE": "es"], .english),
        // Unknown languages and no locale at all: English.
        (["LANG": "nl_NL.UTF-8"], .english),
        ([:], .english),
        (["LANG": "es_ES.UTF-8", "LC_MESSAGES": "C"], .english),
    ] as [([String: String], Language)])
    func languageIsChosenAsGNUChoosesIt(environment: [String: String], expected: Language) {
        #expect(Language.preferred(by: environment) == expected)
    }

    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], DecimalSeparator.comma),
        (["LANG": "de_CH.UTF-8"], .point),
        (["LANG": "en_US.UTF-8"], .point),
        (["LANG": "en_DK.UTF-8"], .comma),
        (["LANG": "es_MX.UTF-8"], .point),
        (["LANG": "es_ES.UTF-8"], .comma),
        (["LANG": "ru_RU.UTF-8", "LC_NUMERIC": "C"], .point),
        (["LANG": "C", "LC_NUMERIC": "fr_FR.UTF-8"], .comma),
        (["LC_NUMERIC": "fr_FR.UTF-8", "LC_ALL": "en_US.UTF-8"], .point),
        // LC_MESSAGES and LANGUAGE say nothing about numbers.
        (["LANG": "en_US.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANGUAGE": "de"], .point),
        ([:], .point),
    ] as [([String: String], DecimalSeparator)])
    func numbersFollowTheLocaleOfNumbers(environment: [String: String], expected: DecimalSeparator) {
        #expect(DecimalSeparator.preferred(by: environment) == expected)
    }

    @Test func localeNamesAreTakenApart() {
        let name = LocaleName("sr_RS.UTF-8@latin")
        #expect(name.language == "sr" && name.territory == "RS" && !name.isPortable)
        #expect(LocaleName("De_de").language == "de" && LocaleName("De_de").territory == "DE")
        #expect(LocaleName("C").isPortable && LocaleName("POSIX").isPortable)
        #expect(!LocaleName("C.UTF-8").isPortable && !LocaleName("C.utf8").isPortable)
        #expect(!LocaleName("ca_ES").isPortable)
    }

    @Test(arguments: [
        (Language.russian, [1: PluralCategory.one, 2: .few, 5: .many, 11: .many, 21: .one, 22: .few, 112: .many, 1000: .many]),
        (.polish, [1: .one, 2: .few, 5: .many, 12: .many, 21: .many, 22: .few, 0: .many]),
        (.czech, [1: .one, 2: .few, 4: .few, 5: .other, 0: .other, 1000: .other]),
        (.french, [0: .one, 1: .one, 2: .other]),
        (.portuguese, [0: .other, 1: .one, 2: .other]),
        (.brazilianPortuguese, [0: .one, 1: .one, 2: .other]),
        (.english, [0: .other, 1: .one, 2: .other]),
    ] as [(Language, [UInt64: PluralCategory])])
    func countsTakeTheirLanguagesForms(language: Language, expected: [UInt64: PluralCategory]) {
        for (count, category) in expected {
            #expect(language.plural(count) == category, "\(language) \(count)")
        }
    }
}
