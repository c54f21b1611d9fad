extension Style {
    /// When to draw in colour (`--color`).
    public enum Color: String, Sendable, Equatable, CaseIterable {
        /// When the environment and the terminal allow it.
        case auto
        /// Always, whatever the environment says.
        case always
        /// Never.
        case never
    }
}
