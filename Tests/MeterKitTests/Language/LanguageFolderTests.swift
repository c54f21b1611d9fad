import Foundation
import Testing
@testable import MeterKit

/// A language is one folder of `Sources/Languages/` and nothing else: its library words, its command words,
/// and every line of them readable in a 120-column editor.
@Suite struct LanguageFolderTests {
    static let languages = LayeringTests.root.appendingPathComponent("Languages")

    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: languages.path).sorted()
    }

    /// Each of meter's languages has its folder, named as its case is, and no folder names another.
    @Test func everyLanguageHasAFolder() throws {
        let expected = Language.allCases.map { language -> String in
            let name = String(describing: language)
            return name.prefix(1).uppercased() + name.dropFirst()
        }
        #expect(try Self.folders() == expected.sorted())
    }

    /// The folder holds the two halves, the library's and the command's, and nothing a target would miss.
    @Test func aFolderHoldsBothHalves() throws {
        for folder in try Self.folders() {
            let path = Self.languages.appendingPathComponent(folder).path
            let files = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
            #expect(files == ["\(folder)+Command.swift", "\(folder).swift"], "Languages/\(folder)/ holds \(files)")
        }
    }

    /// Package.swift compiles what the folders hold: its list of languages is theirs.
    @Test func theManifestNamesEveryFolder() throws {
        let package = LayeringTests.root.deletingLastPathComponent().appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: package, encoding: .utf8)
        let list = try #require(manifest.firstMatch(of: try Regex(#"let languages = \[([^\]]*)\]"#))?.output[1].substring)
        let named = list.matches(of: try Regex(#""(\w+)""#)).compactMap { $0.output[1].substring.map(String.init) }
        #expect(named.sorted() == (try Self.folders()))
    }

    /// No line of a language's words is wider than the files around them (120 characters).
    @Test func linesFitTheFileWidth() throws {
        for folder in try Self.folders() {
            for half in ["\(folder).swift", "\(folder)+Command.swift"] {
                let file = Self.languages.appendingPathComponent("\(folder)/\(half)")
                let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where line.count > 120 {
                    Issue.record("Languages/\(folder)/\(half):\(number + 1) is \(line.count) characters wide")
                }
            }
        }
    }
}
