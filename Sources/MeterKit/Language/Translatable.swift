/// Text a user reads, which meter can say in any of its languages: a ``Message``, a name such as
/// "(standard input)" (``StreamName``), an error number's text (``Errno``), or the command's own messages.
package protocol Translatable: Sendable {
    /// The text in `language`; in English where that language's catalogue has none.
    func text(in language: Language) -> String
}
