import Foundation
import Testing
import TestSupport

/// The command line's folders form a DAG as MeterKit's do (docs/architecture.md), checked on the sources:
/// Language (the command's messages, and the names they are keyed by) at the bottom, then Options (the
/// line parsed into values), Help (--help and completions), Modes (running a job, reporting on standard
/// error), and MeterCommand.swift on top, which alone chooses among them. No mode calls back into it.
@Suite struct LayeringTests {
    /// The folders from the bottom up; `MeterCommand` is the file at the top of `MeterCLI/`.
    static let folderRanks: [String: Int] = ["Language": 0, "Options": 1, "Help": 2, "Modes": 3, "MeterCommand": 4]

    /// Every Swift file of MeterCLI, by its path under Sources/: the files of `MeterCLI/` and the command's
    /// half of each language, `Languages/NAME/NAME+Command.swift`.
    static func sources() throws -> [String] {
        try FolderLayers.swiftFiles(under: "MeterCLI")
            + FolderLayers.swiftFiles(under: "Languages").filter { $0.hasSuffix("+Command.swift") }
    }

    /// The folder `file` belongs to: the one it is in, `Language` for the languages' words (they say
    /// `CommandMessage`), and for a file at the top of `MeterCLI/` its own name.
    static func folder(of file: String) -> String? {
        let parts = file.split(separator: "/")
        if parts.first == "Languages" { return "Language" }
        return parts.count > 2 ? String(parts[1]) : String(parts[1].dropLast(".swift".count))
    }

    @Test func everyFileIsPlaced() throws {
        let files = try Self.sources()
        #expect(files.contains("Languages/French/French+Command.swift"))
        #expect(!files.contains("Languages/French/French.swift"))
        #expect(Self.folder(of: "Languages/French/French+Command.swift") == "Language")
        #expect(Self.folder(of: "MeterCLI/MeterCommand.swift") == "MeterCommand")
        #expect(Self.folder(of: "MeterCLI/Options/OptionTable.swift") == "Options")
    }

    @Test func foldersUseOnlyTheFoldersBelowThem() throws {
        let layers = FolderLayers(files: try Self.sources(), ranks: Self.folderRanks, folder: Self.folder(of:))
        for problem in try layers.upwardUses() { Issue.record("\(problem)") }
    }

    /// MeterKit alone calls the platform (its System/), and nothing of the product uses Foundation.
    @Test func theCommandImportsOnlyMeterKit() throws {
        for file in try Self.sources() {
            let imports = try FolderLayers.text(of: file).split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports.allSatisfy { $0 == "import MeterKit" }, "\(file): \(imports.joined(separator: ", "))")
        }
    }
}
