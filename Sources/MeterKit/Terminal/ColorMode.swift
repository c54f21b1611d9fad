/// When to draw in colour (`--color`).
package enum ColorMode: String, Sendable, Equatable, CaseIterable {
    /// When the environment and the terminal allow it.
    case auto
    /// Always, whatever the environment says.
    case always
    /// Never.
    case never
}
