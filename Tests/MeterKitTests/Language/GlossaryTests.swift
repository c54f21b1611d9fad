import Testing
import TestSupport
@testable import MeterKit

/// The library's words follow docs/glossary.md: a message that uses one of meter's terms says it with one
/// of the forms its language accepts, and says no term the English does not; each language's punctuation
/// and quotation marks are its own.
@Suite struct GlossaryTests {
    static let translated = Language.allCases.filter { $0 != .english }

    @Test func theGlossaryHasASectionForEveryLanguage() {
        #expect(Glossary.project.languages == Set(Language.allCases.map(\.rawValue)))
        for language in Self.translated {
            #expect(Glossary.project.terms(of: language.rawValue) == Glossary.project.terms(of: "en"), "\(language)")
        }
    }

    @Test(arguments: translated)
    func messagesSayTheGlossarysTerms(language: Language) {
        for message in CatalogueTests.samples {
            let english = Glossary.project.terms(in: message.english, language: "en")
            let text = message.text(in: language)
            let said = Glossary.project.terms(in: text, language: language.rawValue)
            #expect(said == english, "\(language): '\(text)' says \(said.sorted()) for \(english.sorted()): '\(message.english)'")
        }
    }

    @Test func frenchPutsItsSpacesBeforeColonsAndPercentSigns() {
        for message in CatalogueTests.samples {
            let names = CatalogueTests.payloads(of: message, in: .french)
            let text = message.text(in: .french)
            for problem in Typography.frenchProblems(in: text, names: names) {
                Issue.record("\(problem): '\(text)'")
            }
        }
    }

    /// A name the English quotes ('x') is quoted with the language's own marks („x“, «x»).
    @Test(arguments: translated)
    func namesAreInTheLanguagesQuotationMarks(language: Language) {
        for message in CatalogueTests.samples {
            for payload in CatalogueTests.payloads(of: message, in: .english) where message.english.contains("'\(payload)'") {
                let quoted = language.quoted(payload)
                #expect(message.text(in: language).contains(quoted), "\(language): '\(message.text(in: language))' lacks \(quoted)")
            }
        }
    }
}
