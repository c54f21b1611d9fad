import Testing

@Suite struct BinaryLocation {
    @Test func placeholder() {}
}
