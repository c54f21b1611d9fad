import Foundation

/// What a reader of a language expects of its punctuation, checked mechanically over a catalogue's text.
package enum Typography {
    /// Where French `text` breaks its typography: a colon or semicolon in prose without the no-break space
    /// before it (U+00A0 or U+202F, so that a wrapped line never starts with one), guillemets with a plain
    /// space inside, a percentage without its space. A colon right after a name (a payload, quoted or not,
    /// or an option) separates it from what is said of it, as in `meter: FILE: error`, and takes none.
    package static func frenchProblems(in text: String, names: [String]) -> [String] {
        var problems: [String] = []
        let characters = Array(text)
        // What the text quotes (« in: 40 % … ») is an example of output, not its prose.
        var quoted = false
        for (index, character) in characters.enumerated() {
            if character == "«", index + 1 < characters.count, characters[index + 1] == "\u{A0}" { quoted = true }
            if character == "»", index > 0, characters[index - 1] == "\u{A0}" { quoted = false }
            guard !quoted, character == ":" || character == ";" else { continue }
            // A colon inside what a message mentions (a nested message, a path) is not this text's.
            if inside(names, at: index, of: characters) { continue }
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            guard next == " " || next == "\n" || next == "\u{A0}" else { continue }
            let before = String(characters[..<index])
            if before.hasSuffix("\u{A0}") || before.hasSuffix("\u{202F}") { continue }
            if afterAName(before, names: names) { continue }
            problems.append("'\(character)' with no no-break space before it: …\(before.suffix(20))\(character)")
        }
        if text.contains("« ") || text.contains(" »") { problems.append("a plain space inside guillemets") }
        if text.contains(try! Regex(#"\d%(?![\p{L}\p{N}])"#)) { problems.append("a percentage with no space before %") }
        return problems
    }

    /// Whether the character at `index` is part of one of `names` where it occurs in `characters`.
    static func inside(_ names: [String], at index: Int, of characters: [Character]) -> Bool {
        let text = String(characters)
        for name in names where !name.isEmpty {
            var start = text.startIndex
            while let found = text.range(of: name, range: start..<text.endIndex) {
                let lower = text.distance(from: text.startIndex, to: found.lowerBound)
                if (lower..<(lower + name.count)).contains(index) { return true }
                start = text.index(after: found.lowerBound)
            }
        }
        return false
    }

    /// Whether `text` ends with a name that starts its part of a message (the text after the last `: `): one
    /// of `names`, maybe in quotation marks, an option (`-R`), or an option and a name (`-d @list`). A colon
    /// after such a name separates it from what is said of it; after anything else it ends a clause.
    static func afterAName(_ text: String, names: [String]) -> Bool {
        var part = Substring(text)
        for separator in [": ", ":\u{A0}"] {
            if let range = part.range(of: separator, options: .backwards) { part = part[range.upperBound...] }
        }
        var name = String(part)
        if name.hasPrefix("«\u{A0}"), name.hasSuffix("\u{A0}»") { name = String(name.dropFirst(2).dropLast(2)) }
        if names.contains(name) { return true }
        return name.contains(try! Regex(#"^--?[\p{L}\p{N}][\p{L}\p{N}-]*(?: @?\S+)?$"#))
    }
}
