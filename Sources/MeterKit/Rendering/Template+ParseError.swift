extension Template {
    /// Why ``Template/parse(_:)`` refused a format: its first sequence that names no field, and where it is.
    ///
    /// ```swift
    /// do {
    ///     style.template = try Template.parse("%b %x %t")
    /// } catch {
    ///     print(error)  // the template "%b %x %t": "%x" at offset 3 names no field …
    ///     print(error.sequence, error.offset)  // %x 3
    /// }
    /// ```
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong with a sequence.
        public enum Reason: Sendable, Equatable {
            /// A name that no field has: `%x`, `%12z`, `%{nonsense}`, `%{Timer}` (names are case-sensitive).
            case unknownName
            /// A `{` that no `}` closes before the next `%` or the end: `%{bytes`, `%{sgr:red`.
            case unclosedBrace
            /// A `%` with no name after it: a lone `%` at the end, or a width alone (`%5` at the end, `%5%`).
            case missingName
        }

        /// What is wrong with the sequence.
        public var reason: Reason
        /// The sequence as written, from its `%` to the end of its name (`%x`, `%12{nonsense}`, `%{bytes`),
        /// or to where the name should be (`%`, `%5`).
        public var sequence: String
        /// Where the sequence starts: the offset of its `%` in ``format``, in `Character`s from 0, as
        /// `format.index(format.startIndex, offsetBy: offset)` counts.
        public var offset: Int
        /// The whole format that was parsed.
        public var format: String
        /// A known sequence spelt nearly the same, with the same width, when there is one: what the typo
        /// most likely meant (`%p` for `%P`, `%20{sparkline}` for `%20{sparklin}`, `%{bytes}` for `%{bytes`).
        public var suggestion: String?

        init(_ malformed: FormatScanner.Malformed, in format: String) {
            reason = malformed.reason
            sequence = malformed.sequence
            offset = malformed.offset
            self.format = format
            suggestion = malformed.suggestion
        }

        /// The sequence's characters in ``format``.
        public var range: Range<String.Index> {
            let start = format.index(format.startIndex, offsetBy: offset)
            return start..<format.index(start, offsetBy: sequence.count)
        }

        /// What is wrong and where, in English, with a way to fix it: `the template "%b %x": "%x" at
        /// offset 3 names no field (a percent sign is written "%%")`.
        public var description: String {
            let place = "the template \"\(format)\": \"\(sequence)\" at offset \(offset)"
            let guess = suggestion.map { "; did you mean \"\($0)\"?" }
            let hint = guess ?? " (a percent sign is written \"%%\")"
            switch reason {
            case .unknownName: return place + " names no field" + hint
            case .unclosedBrace: return place + " has no closing \"}\"" + (guess ?? "")
            case .missingName where sequence == "%": return place + " has no field name after it" + hint
            case .missingName: return place + " is a width with no field name after it" + hint
            }
        }
    }
}
