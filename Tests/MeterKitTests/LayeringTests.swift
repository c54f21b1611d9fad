import Foundation
import Testing
import TestSupport

/// The dependency rules of docs/architecture.md, checked on the sources themselves, so that a platform
/// call that lands outside `System/` fails a test instead of waiting for a reader to notice.
@Suite struct LayeringTests {
    static let root = FolderLayers.sources

    /// Every Swift file of MeterKit, by its path under Sources/: the files of `MeterKit/` and the library's
    /// half of each language, `Languages/NAME/NAME.swift` (the other half, `NAME+Command.swift`, is
    /// MeterCLI's).
    static func sources() throws -> [String] {
        try FolderLayers.swiftFiles(under: "MeterKit")
            + FolderLayers.swiftFiles(under: "Languages").filter { !$0.hasSuffix("+Command.swift") }
    }

    /// The folder of MeterKit that `file` belongs to: the one it is in, and `Language` for the languages'
    /// words, which say the messages of `Language/`; `nil` for a file at the top of `MeterKit/`.
    static func folder(of file: String) -> String? {
        let parts = file.split(separator: "/")
        if parts.first == "Languages" { return "Language" }
        return parts.count > 2 ? String(parts[1]) : nil
    }

    static func text(of file: String) throws -> String { try FolderLayers.text(of: file) }

    static func imports(of file: String) throws -> [String] {
        try text(of: file).split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
    }

    @Test func theLanguagesAreFound() throws {
        let files = try Self.sources()
        #expect(files.contains("Languages/French/French.swift"))
        #expect(!files.contains("Languages/French/French+Command.swift"))
        #expect(Self.folder(of: "Languages/French/French.swift") == "Language")
        #expect(Self.folder(of: "MeterKit/System/SystemCall.swift") == "System")
    }

    @Test func onlySystemCallsThePlatform() throws {
        let files = try Self.sources()
        #expect(files.count > 50)
        for file in files where Self.folder(of: file) != "System" {
            let platform = try Self.imports(of: file).filter { $0 == "Glibc" || $0 == "CSystem" }
            #expect(platform.isEmpty, "\(file) imports \(platform.joined(separator: ", ")): its calls belong in System/")
        }
    }

    /// Every platform call that fails through `errno` goes through `systemCall` (System/SystemCall.swift),
    /// which alone reads `errno` and decides what `EINTR` does: no other file looks at either.
    @Test func onlySystemCallReadsErrno() throws {
        // Errno.swift names the error numbers (EINTR among them) and reads none.
        let forbidden = try Regex(#"Errno\.current|csystem_errno|EINTR|\berrno\s*[=!]=\s*E[A-Z]"#)
        for file in try Self.sources() where file != "MeterKit/System/SystemCall.swift" && file != "MeterKit/System/Errno.swift" {
            let code = try Self.text(of: file)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for line in code where line.contains(forbidden) {
                Issue.record("\(file) reads errno or decides about EINTR itself: \(line)")
            }
        }
    }

    /// The C target's files, by their path under Sources/: its `.c` files and its headers.
    static func cSources() throws -> [String] {
        let files = try #require(FileManager.default.enumerator(atPath: root.appendingPathComponent("CSystem").path))
        return files.compactMap { $0 as? String }.filter { $0.hasSuffix(".c") || $0.hasSuffix(".h") }
            .map { "CSystem/" + $0 }.sorted()
    }

    /// The C functions that still look at `errno` or `EINTR` themselves, each with the reason it cannot
    /// leave the decision to `systemCall`. Everything else in the C target answers -1 with `errno` as it
    /// stands, so that `systemCall` decides what `EINTR` does (a wait that must end for a signal, such as a
    /// blocked write, cannot be retried blindly underneath it).
    static let cFunctionsReadingErrno: [(file: String, function: String, reason: String)] = [
        ("CSystem/CSystem.c", "csystem_errno", "the one read of errno, made by systemCall through it"),
        ("CSystem/CSystemMatch.c", "read_full",
         "the forked matcher runs no Swift, only its own C, with every signal blocked: a retry there hides nothing"),
        ("CSystem/CSystemMatch.c", "write_full", "the forked matcher, as read_full"),
        ("CSystem/CSystemMatch.c", "take", "the forked matcher, as read_full"),
    ]

    /// What any C function may do with `errno` without deciding anything: include its header, set it to
    /// report a failure as a system call would (`errno = ENAMETOOLONG;`), keep a failed call's value across
    /// the clean-up after it (`int saved = errno;` … `errno = saved;`).
    static var cErrnoBookkeeping: Regex<Substring> { #/#include <errno\.h>|\berrno = \w+;|\bint saved = errno;/# }

    /// Every use of `errno` or `EINTR` in the C target, as (file, enclosing function, line), comments left out.
    static func cErrnoUses() throws -> [(file: String, function: String, line: String)] {
        var uses: [(file: String, function: String, line: String)] = []
        for file in try cSources() {
            let code = try text(of: file).replacing(#/(?s)/\*.*?\*/|//[^\n]*/#, with: "")
            var function = ""
            for line in code.split(separator: "\n") {
                if let first = line.first, first.isLetter || first == "_", line.contains("("),
                   let name = line.replacing(#/__attribute__\(\(.*?\)\)\s*/#, with: "").firstMatch(of: #/(\w+)\(/#) {
                    function = String(name.output.1)
                }
                if line.replacing(cErrnoBookkeeping, with: "").contains(#/\berrno\b|EINTR/#) {
                    uses.append((file, function, line.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return uses
    }

    /// The C target is held to `onlySystemCallReadsErrno` too: no retry-on-`EINTR` loop or test of `errno`
    /// outside the functions listed, each with its reason; and no listed function is gone or innocent.
    @Test func theCTargetLeavesErrnoToSystemCall() throws {
        let uses = try Self.cErrnoUses()
        #expect(try Self.cSources().contains("CSystem/include/CSystem.h"))
        for use in uses where !Self.cFunctionsReadingErrno.contains(where: { $0.file == use.file && $0.function == use.function }) {
            Issue.record("\(use.file), \(use.function): reads errno or decides about EINTR itself, which systemCall does: \(use.line)")
        }
        for allowed in Self.cFunctionsReadingErrno where !uses.contains(where: { $0.file == allowed.file && $0.function == allowed.function }) {
            Issue.record("\(allowed.file), \(allowed.function) is listed (\(allowed.reason)) but no longer reads errno: take it off the list")
        }
    }

    /// The folders of MeterKit from the bottom up (docs/architecture.md): a folder uses only the folders
    /// below it. The sources on top (Replay, Command, Watch) share a rank and do not use each other.
    static let folderRanks: [String: Int] = [
        "System": 0, "Text": 1, "Time": 2, "Language": 3, "Counting": 4, "Progress": 5, "Rendering": 6,
        "Terminal": 7, "Run": 8, "Transfer": 9, "Replay": 10, "Command": 10, "Watch": 10,
    ]

    /// Every use of a name declared in another folder points down: the types, values and functions a file
    /// names (outside its comments and string literals) are looked up among the top-level declarations of
    /// every folder.
    @Test func foldersUseOnlyTheFoldersBelowThem() throws {
        let layers = FolderLayers(files: try Self.sources(), ranks: Self.folderRanks, folder: Self.folder(of:))
        for problem in try layers.upwardUses() { Issue.record("\(problem)") }
    }

    @Test func theProductNeverImportsFoundation() throws {
        for file in try Self.sources() {
            #expect(try !Self.imports(of: file).contains("Foundation"), "\(file) imports Foundation")
        }
    }
}
