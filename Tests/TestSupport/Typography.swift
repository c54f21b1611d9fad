/// What a reader of a language expects of its punctuation, checked mechanically over a catalogue's text.
package enum Typography {
    /// Where French `text` breaks its typography: a colon or semicolon in prose without the no-break space
    /// before it (U+00A0 or U+202F, so that a wrapped line never starts with one), guillemets with a plain
    /// space inside, a percentage without its space. A colon right after a name (a payload, quoted or not,
    /// or an option) separates it from what is said of it, as in `meter: FILE: error`, and takes none.
    package static func frenchProblems(in text: String, names: [String]) -> [String] {
        var problems: [String] = []
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == ":" || character == ";" {
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

    /// Whether `text` ends with a name: one of `names`, maybe in quotation marks, or an option (`-R`, `--remember`).
    static func afterAName(_ text: String, names: [String]) -> Bool {
        var text = Substring(text)
        while let last = text.last, "»\u{A0}'\"“”".contains(last) { text = text.dropLast() }
        if names.contains(where: { !$0.isEmpty && text.hasSuffix($0) }) { return true }
        return text.contains(try! Regex(#"(?:^|\s)--?[\p{L}\p{N}][\p{L}\p{N}-]*$"#))
    }
}
