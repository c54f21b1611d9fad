import Foundation
import Testing

/// The README's library examples are the example package's own files, word for word: `scripts/test` builds
/// and tests that package against the public API, so what the README shows compiles and does what it says.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: [
        "docs/examples/copy-with-meter/Sources/CopyWithMeter/main.swift",
        "docs/examples/copy-with-meter/Tests/CopyWithMeterTests/FramesTests.swift",
    ])
    func theReadmeShowsTheExampleAsItIs(path: String) throws {
        let readme = try Self.text("README.md")
        let example = try Self.text(path)
        #expect(readme.contains("```swift\n" + example + "```\n"), "README.md does not show \(path) as it is")
    }
}
