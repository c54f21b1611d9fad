import Foundation
import Testing

/// The README's account of MeterKit's public surface is the truth: it names every public type declared at
/// the top level, and no more, so that the surface grows only on purpose; its count leaves out the
/// deprecated aliases (former names), which it lists apart.
@Suite struct PublicSurfaceTests {
    static let root = LayeringTests.root.deletingLastPathComponent()

    /// The public types MeterKit declares at the top level, by name.
    static func topLevelPublicTypes() throws -> Set<String> {
        let declaration = try Regex(#"(?m)^public\s+(?:final\s+)?(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z]\w*)"#)
        var names: Set<String> = []
        for file in try LayeringTests.sources() {
            let code = try LayeringTests.text(of: file)
            for match in code.matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The deprecated aliases among them: former names, kept for a release, counted apart.
    static func deprecatedAliases() throws -> Set<String> {
        let declaration = try Regex(#"(?m)^@available\(\*, deprecated[^\n]*\n\s*public\s+typealias\s+([A-Z]\w*)"#)
        var names: Set<String> = []
        for file in try LayeringTests.sources() {
            for match in try LayeringTests.text(of: file).matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    @Test func theReadmeNamesEveryTopLevelPublicType() throws {
        let declared = try Self.topLevelPublicTypes()
        let current = declared.subtracting(try Self.deprecatedAliases())
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let sentence = try #require(readme.firstMatch(of: try Regex(#"(\d+) public types at the top level \(([^)]*)\)"#)))
        let count = try #require(sentence.output[1].substring.flatMap { Int($0) })
        let listed = try #require(sentence.output[2].substring)
        let names = Set(listed.matches(of: try Regex(#"`([A-Za-z]+)`"#)).compactMap { $0.output[1].substring.map(String.init) })
        #expect(names == declared, "README lists \(names.subtracting(declared).sorted()), lacks \(declared.subtracting(names).sorted())")
        #expect(count == current.count)
        #expect(current.count <= 25)
    }
}
