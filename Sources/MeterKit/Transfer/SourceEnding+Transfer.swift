extension SourceEnding {
    /// The copy stopped at its size (`-S`, or a block device's room) with input left to read: status 0.
    package static let stoppedAtSize = SourceEnding(named: .stoppedAtSize)
}
