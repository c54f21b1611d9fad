extension Errno: Translatable {
    /// The error's text in `language`: the catalogue's words for the errors meter meets most
    /// (``translated``), else the C library's English (``description``).
    package func text(in language: Language) -> String {
        language.catalogue?.systemError(self) ?? description
    }
}
