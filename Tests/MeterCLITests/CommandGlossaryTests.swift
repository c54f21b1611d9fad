import Testing
import TestSupport
@testable import MeterCLI
import MeterKit

/// The command's words, `--help` included, follow docs/glossary.md as the library's do (GlossaryTests): the
/// terms the English uses, in forms the language accepts, and no other; French spacing; each language's
/// quotation marks around the names it quotes.
@Suite struct CommandGlossaryTests {
    static let translated = Language.allCases.filter { $0 != .english }

    @Test(arguments: translated)
    func messagesSayTheGlossarysTerms(language: Language) {
        // A heading the English writes in capitals (`DISPLAY OPTIONS:`) hides its terms, as the languages'
        // capitals hide theirs; a script without capitals (Georgian) would show them.
        for message in CommandCatalogueTests.samples where message.english.contains(where: \.isLowercase) {
            let literals = Self.choices(of: message)
            let english = Glossary.project.terms(in: message.english, language: "en", ignoring: literals)
            // A choice's name can say a term as well (`meters`, the running meters of --completion-script's
            // help): the translation may then say it in its own words, but must not say what the English does not.
            let mentioned = Glossary.project.terms(in: message.english, language: "en")
            let text = message.text(in: language)
            let said = Glossary.project.terms(in: text, language: language.rawValue, ignoring: literals)
            // A metavariable the English writes in capitals is no term; where the language's is a lower-case
            // word, its words may say one only if the English does too.
            let named = Self.metavariableWords(in: text, english: message.english, language: language)
            let unnamed = Glossary.project.terms(in: text, language: language.rawValue, ignoring: literals.union(named))
            #expect(english.isSubset(of: said) && unnamed.isSubset(of: mentioned), "\(language): '\(text)' says \(said.sorted()) for \(english.sorted()): '\(message.english)'")
        }
    }

    /// The words of `text` that name a metavariable its English names in capitals, where the language
    /// writes that metavariable as a lower-case word (Georgian's ფაილი, declined as ფაილში): a word that
    /// starts as the metavariable does, as `names(_:in:)` finds them.
    static func metavariableWords(in text: String, english: String, language: Language) -> Set<String> {
        let capitals = Set(words(of: english))
        var stems: [String] = []
        for name in Metavariable.allCases where capitals.contains(name.rawValue) {
            let own = name.text(in: language)
            if own.contains(where: \.isUppercase) { continue }
            for part in own.lowercased().split(whereSeparator: { !$0.isLetter }) {
                stems.append(String(part.prefix(max(3, part.count - 2))))
            }
        }
        return Set(Glossary.words(of: text).filter { word in stems.contains { word.hasPrefix($0) } })
    }

    /// The names of an option's choices (`percent, count, rsync`), which its help names as literals.
    static func choices(of message: CommandMessage) -> Set<String> {
        guard case .optionHelp(let id, _) = message, let spec = optionTable.first(where: { $0.id == id }),
            case .choices(let names)? = spec.completion
        else { return [] }
        return Set(names.flatMap { $0.lowercased().split { !$0.isLetter }.map(String.init) })
    }

    @Test func frenchPutsItsSpacesBeforeColonsAndPercentSigns() {
        for message in CommandCatalogueTests.samples {
            let names = CommandCatalogueTests.payloads(of: message, in: .french)
            let text = message.text(in: .french)
            for problem in Typography.frenchProblems(in: text, names: names) {
                Issue.record("\(problem): '\(text)'")
            }
        }
    }

    @Test(arguments: translated)
    func namesAreInTheLanguagesQuotationMarks(language: Language) {
        for message in CommandCatalogueTests.samples {
            for payload in CommandCatalogueTests.payloads(of: message, in: .english)
            where !payload.isEmpty && message.english.contains("'\(payload)'") {
                let text = message.text(in: language)
                #expect(text.contains(language.quoted(payload)), "\(language): '\(text)' lacks \(language.quoted(payload))")
            }
        }
    }

    /// `--help` names each value in the language's own words: the label's placeholder is the language's
    /// metavariable, and a help sentence that names the value names it so too (in any of its grammatical
    /// forms: `ФАЙЛА`, `KOMENNON`), never in English.
    @Test(arguments: translated)
    func helpNamesItsOwnMetavariables(language: Language) {
        for spec in optionTable {
            guard let value = spec.value else { continue }
            let name = value.text(in: language)
            #expect(spec.label(in: language).hasSuffix("<\(name)>"))
            let help = spec.help(in: language)
            if spec.help.contains(value.rawValue) {
                #expect(Self.names(name, in: help), "\(language): the help of \(spec.label) does not name \(name): \(help)")
            }
            if name != value.rawValue {
                #expect(!Self.words(of: help).contains(value.rawValue), "\(language): \(spec.label) still says \(value.rawValue)")
            }
        }
        for message in [CommandMessage.usageLine, .overview, .fileArgument] {
            let text = message.text(in: language)
            #expect(Self.names(Metavariable.file.text(in: language), in: text), "\(language): \(text)")
            #expect(!Self.words(of: text).contains("FILE") || Metavariable.file.text(in: language) == "FILE", "\(language): \(text)")
        }
    }

    /// Whether `text` has a word that starts as `name` does (its stem: all but its last two letters).
    static func names(_ name: String, in text: String) -> Bool {
        let stem = String(name.prefix(max(3, name.count - 2)))
        return words(of: text).contains { $0.hasPrefix(stem) }
    }

    static func words(of text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
