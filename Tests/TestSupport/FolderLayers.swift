import Foundation

/// A module's folders of `Sources/` in their order, from the bottom up, and the check that every use of a
/// name declared in another folder points down: what MeterKit's and MeterCLI's LayeringTests share.
package struct FolderLayers {
    /// The package's `Sources/`.
    package static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The module's Swift files, by their paths under `Sources/`.
    package let files: [String]
    /// Each folder's rank, 0 at the bottom: a folder uses only folders of a lower rank, so folders that share
    /// one do not use each other.
    package let ranks: [String: Int]
    /// The folder `file` belongs to, or `nil` for a file the order leaves out.
    package let folder: (String) -> String?

    package init(files: [String], ranks: [String: Int], folder: @escaping (String) -> String?) {
        self.files = files
        self.ranks = ranks
        self.folder = folder
    }

    /// The Swift files under `path` of `Sources/`, by their paths under `Sources/`, sorted.
    package static func swiftFiles(under path: String) throws -> [String] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.appendingPathComponent(path).path)
        return files.filter { $0.hasSuffix(".swift") }.map { path + "/" + $0 }.sorted()
    }

    package static func text(of file: String) throws -> String {
        try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
    }

    /// What breaks the order: a folder with no rank, and each use of a name declared at the top level of
    /// another folder (a type, or a global value or function) whose rank is not below the user's. The names
    /// a file uses are those outside its comments and one-line string literals.
    package func upwardUses() throws -> [String] {
        let declaration = try Regex(
            #"(?m)^(?:(?:public|package|internal|private|fileprivate|final|indirect|@\w+(?:\([^)]*\))?)\s+)*(?:struct|enum|class|actor|protocol|typealias|let|var|func)\s+([A-Za-z_]\w*)"#)
        var problems: [String] = []
        var code: [String: String] = [:]
        var owners: [String: Set<String>] = [:]
        for file in files {
            guard let folder = folder(file) else { continue }
            if ranks[folder] == nil { problems.append("\(folder)/ has no place in the order: give it one here and in docs/architecture.md") }
            let text = try Self.text(of: file)
            code[file] = Self.withoutCommentsAndStrings(text)
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { owners[String(name), default: []].insert(folder) }
            }
        }
        // Not \b: Unicode word boundaries take `Name.member` as one word.
        let identifier = try Regex(#"[A-Za-z_]\w*"#)
        for (file, text) in code.sorted(by: { $0.key < $1.key }) {
            guard let folder = folder(file), let rank = ranks[folder] else { continue }
            for name in Set(text.matches(of: identifier).map { String(text[$0.range]) }).sorted() {
                guard let declaredIn = owners[name], !declaredIn.contains(folder) else { continue }
                for owner in declaredIn.sorted() where (ranks[owner] ?? -1) >= rank {
                    problems.append("\(file) uses \(name) from \(owner)/, which is not below \(folder)/")
                }
            }
        }
        return problems
    }

    /// `text` without `//` comments and the insides of one-line string literals.
    package static func withoutCommentsAndStrings(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var kept = ""
            var inString = false
            var escaped = false
            var previous: Character = " "
            for character in line {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                    continue
                }
                if character == "/", previous == "/" {
                    kept.removeLast()
                    break
                }
                if character == "\"" { inString = true }
                kept.append(character)
                previous = character
            }
            return kept
        }.joined(separator: "\n")
    }
}
