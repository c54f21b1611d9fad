import Foundation

/// meter's terms and their accepted forms in each language, read from docs/glossary.md: one section a
/// language (`## German (de)`), a table row a term (`| display | `Anzeige…` | … |`), its forms in backticks.
/// A form is one or more words; `…` at a word's end stands for any ending (`Anzeige…`: Anzeigen, Anzeigeoptionen),
/// at its start for any beginning (`…datei…`: Ausgabedatei). Words are compared without regard to case.
package struct Glossary: Sendable {
    /// One word of a form.
    struct Word: Sendable {
        let text: String
        let anyStart: Bool
        let anyEnd: Bool

        /// The letters of `word` this word of a form matches, by their offsets; `nil` if it does not match.
        func letters(in word: String) -> Range<Int>? {
            switch (anyStart, anyEnd) {
            case (false, false): return word == text ? 0..<word.count : nil
            case (false, true): return word.hasPrefix(text) ? 0..<text.count : nil
            case (true, false): return word.hasSuffix(text) ? (word.count - text.count)..<word.count : nil
            case (true, true):
                guard let range = word.range(of: text) else { return nil }
                let start = word.distance(from: word.startIndex, to: range.lowerBound)
                return start..<(start + text.count)
            }
        }
    }

    /// The forms of each term, by language code (`en`, `de`, `pt_BR`) and term.
    let forms: [String: [String: [[Word]]]]

    /// The glossary of the project.
    package static let project: Glossary = {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/glossary.md")
        // The tests cannot run without it: a missing or unreadable glossary is a failure of its own.
        let text = (try? String(contentsOf: docs, encoding: .utf8)) ?? ""
        return Glossary(markdown: text)
    }()

    init(markdown: String) {
        var forms: [String: [String: [[Word]]]] = [:]
        var language: String?
        let heading = try! Regex(#"^## .*\(([a-z]{2}(?:_[A-Z]{2})?)\)\s*$"#)
        let code = try! Regex(#"`([^`]+)`"#)
        for line in markdown.split(separator: "\n").map(String.init) {
            if line.hasPrefix("## ") {
                language = line.firstMatch(of: heading).flatMap { $0.output[1].substring.map(String.init) }
                continue
            }
            guard let language, line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 3, !cells[1].isEmpty, !cells[1].hasPrefix("-"), cells[1] != "term" else { continue }
            let found = cells[2].matches(of: code).compactMap { $0.output[1].substring.map(String.init) }
            for form in found {
                // `!…` forms belong to no term: they hold words that only look like one (a taskbar's `barre`).
                let term = form.hasPrefix("!") ? "" : cells[1]
                forms[language, default: [:]][term, default: []].append(Glossary.words(form.hasPrefix("!") ? String(form.dropFirst()) : form))
            }
        }
        self.forms = forms
    }

    /// The words of a form, `…` taken as their open ends.
    static func words(_ form: String) -> [Word] {
        // A form's words are split as a text's are: `sortie d'erreur standard` is four.
        form.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "…") }.map { word in
            var text = Substring(word)
            let anyStart = text.hasPrefix("…")
            let anyEnd = text.hasSuffix("…")
            if anyStart { text = text.dropFirst() }
            if anyEnd { text = text.dropLast() }
            return Word(text: String(text), anyStart: anyStart, anyEnd: anyEnd)
        }
    }

    /// The languages the glossary has a section for.
    package var languages: Set<String> { Set(forms.keys) }

    /// The terms of `language`'s section.
    package func terms(of language: String) -> Set<String> { Set(forms[language]?.keys.filter { !$0.isEmpty } ?? []) }

    /// The terms `text` uses in `language`. Each letter is claimed by the longest form that covers it, so
    /// `Zähler` is the meter and not the `…zähl…` of counting, while `Zähldatei` is both a count and a file.
    /// Quoted passages, option names, format sequences, words in capitals (metavariables, `JSON`) and the
    /// words of `ignoring` (literals such as the names of choices) are not words of the text.
    package func terms(in text: String, language: String, ignoring: Set<String> = []) -> Set<String> {
        let words = Glossary.words(of: text).filter { !ignoring.contains($0) }
        var starts: [Int] = []
        var offset = 0
        for word in words {
            starts.append(offset)
            offset += word.count + 1
        }
        var matches: [(term: String, letters: Range<Int>)] = []
        for (term, forms) in forms[language] ?? [:] {
            for form in forms {
                for first in words.indices where first + form.count <= words.count {
                    var letters: [Range<Int>] = []
                    for (word, index) in zip(form, first...) {
                        guard let range = word.letters(in: words[index]) else { break }
                        letters.append((starts[index] + range.lowerBound)..<(starts[index] + range.upperBound))
                    }
                    if letters.count == form.count, let low = letters.first?.lowerBound, let high = letters.last?.upperBound {
                        matches.append((term, low..<high))
                    }
                }
            }
        }
        var claimed: [Range<Int>] = []
        var found: Set<String> = []
        for match in matches.sorted(by: { $0.letters.count > $1.letters.count }) {
            let taken = claimed.contains { $0.overlaps(match.letters) && $0 != match.letters }
            if taken { continue }
            claimed.append(match.letters)
            // A form written `!…` names no term: it keeps its words from the shorter forms (`!barre des tâches`).
            if !match.term.isEmpty { found.insert(match.term) }
        }
        return found
    }

    /// The words of `text`, lower-cased, without what is not prose.
    package static func words(of text: String) -> [String] {
        var prose = text
        // Quoted passages are names and literals ('meter-replay 2 command', „-“), not prose: in English's
        // quotes, which open after no letter and close before none (an apostrophe, "meter's", does neither),
        // and in the languages' own.
        // Each pattern keeps what it matched before the passage (Swift's expressions have no look-behind).
        let quoted = #"(^|[^\p{L}\p{N}])(?:'[^'\n]*'(?![\p{L}\p{N}])|„[^“”\n]*[“”]|“[^”\n]*”|”[^”\n]*”|«[^»\n]*»)"#
        let option = #"(^|[^\p{L}\p{N}])--?[\p{L}\p{N}][\p{L}\p{N}-]*"#
        let sequence = #"()(?:%\{[^}]*\}|%\d*[A-Za-z])"#
        for pattern in [quoted, option, sequence] {
            prose = prose.replacing(try! Regex<(Substring, Substring)>(pattern)) { $0.output.1 + " " }
        }
        var words: [String] = []
        var word = ""
        for character in prose + " " {
            if character.isLetter || character.isNumber {
                word.append(character)
                continue
            }
            let letters = word.filter(\.isLetter)
            let capitals = letters.count >= 2 && letters.allSatisfy { $0.isUppercase }
            if !word.isEmpty, !capitals { words.append(word.lowercased()) }
            word = ""
        }
        return words
    }
}
