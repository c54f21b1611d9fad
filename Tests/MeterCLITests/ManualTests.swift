import Foundation
import Testing
@testable import MeterCLI

/// man/meter.1 against the option table and `--help`: both lists are derived from the sources, so these
/// tests stay true as options are added, and fail until the manual documents a new one.
@Suite struct ManualTests {
    /// One option entry of the manual's OPTIONS section: a `.TP` tag such as
    /// `\fB\-s\fR, \fB\-\-size\fR \fISIZE\fR`, and the `.SS` subsection it is in.
    struct Entry {
        var longs: [String] = []
        var shorts: [Character] = []
        var placeholder: String?
        var subsection: String
        var tag: String
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let manualPath = root.appendingPathComponent("man/meter.1").path

    static func manual() throws -> String { try String(contentsOfFile: manualPath, encoding: .utf8) }

    /// A roff line as plain text: font escapes dropped, `\-` as `-`.
    static func plain(_ line: String) -> String {
        var text = line
        for escape in ["\\fB", "\\fI", "\\fR", "\\fP", "\\&"] { text = text.replacingOccurrences(of: escape, with: "") }
        return text.replacingOccurrences(of: "\\-", with: "-")
    }

    /// The lines of section `name` (between `.SH name` and the next `.SH`).
    static func section(_ name: String, of manual: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in manual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(".SH ") {
                let title = line.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                inside = title == name
                continue
            }
            if inside { lines.append(line) }
        }
        return lines
    }

    static func entries(of manual: String) -> [Entry] {
        let lines = section("OPTIONS", of: manual)
        var entries: [Entry] = []
        var subsection = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix(".SS ") {
                subsection = line.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                continue
            }
            guard line == ".TP", index < lines.count else { continue }
            let tag = lines[index]
            var entry = Entry(subsection: subsection, tag: tag)
            let tokens = plain(tag).split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            for token in tokens {
                if token.hasPrefix("--") {
                    entry.longs.append(String(token.dropFirst(2)))
                } else if token.hasPrefix("-"), token.count == 2, let letter = token.last {
                    entry.shorts.append(letter)
                } else if entry.placeholder == nil, !token.hasPrefix("-") {
                    entry.placeholder = token
                }
            }
            entries.append(entry)
        }
        return entries
    }

    /// The long options `--help` lists: the labels, at 2 columns (6 without a short form).
    static func helpLongOptions() -> [String] {
        var longs: [String] = []
        for line in HelpText.render(width: 80).split(separator: "\n").map(String.init) {
            let indent = line.prefix(while: { $0 == " " }).count
            guard indent == 2 || indent == 6 else { continue }
            // The label ends where the help begins, after two spaces or more.
            var label = line.dropFirst(indent)
            if let gap = label.firstRange(of: "  ") { label = label[..<gap.lowerBound] }
            guard label.hasPrefix("-") else { continue }
            for token in label.split(separator: " ") where token.hasPrefix("--") {
                longs.append(String(token.dropFirst(2).prefix(while: { $0 != "," })))
            }
        }
        return longs
    }

    /// The title of the manual's subsection for a `--help` group: DATA OPTIONS → "Data options";
    /// the unnamed general group (OPTIONS) → "General options".
    static func subsectionTitle(of group: OptionGroup) -> String {
        let words = group == .general ? "general options" : group.rawValue.lowercased()
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    @Test func helpListsEveryOptionOfTheTable() {
        #expect(Self.helpLongOptions() == optionTable.map(\.long))
    }

    @Test func everyOptionInHelpIsInTheManual() throws {
        let documented = Set(Self.entries(of: try Self.manual()).flatMap(\.longs))
        for long in Self.helpLongOptions() {
            #expect(documented.contains(long), "--\(long) is in --help but not in man/meter.1")
        }
    }

    @Test func everyOptionInTheManualIsInTheTable() throws {
        let entries = Self.entries(of: try Self.manual())
        #expect(!entries.isEmpty)
        for entry in entries {
            #expect(entry.longs.count == 1, "one long option per entry: \(entry.tag)")
            guard let long = entry.longs.first else { continue }
            guard let spec = optionTable.first(where: { $0.long == long }) else {
                Issue.record("man/meter.1 documents --\(long), which meter does not have")
                continue
            }
            #expect(entry.shorts == (spec.short.map { [$0] } ?? []), "short form of --\(long): \(entry.tag)")
            #expect(entry.placeholder == spec.value?.rawValue, "value of --\(long): \(entry.tag)")
            #expect(entry.subsection == Self.subsectionTitle(of: spec.group), "--\(long) is in the wrong subsection")
        }
    }

    @Test func eachOptionIsDocumentedOnce() throws {
        let longs = Self.entries(of: try Self.manual()).flatMap(\.longs)
        #expect(longs.count == Set(longs).count)
    }

    /// The header names the version of Sources/MeterCLI/Help/Version.swift, as `meter --version` prints it; the
    /// installed and packaged pages are this file, unchanged.
    @Test func versionMatchesTheBinary() throws {
        let headers = try Self.manual().split(separator: "\n").filter { $0.hasPrefix(".TH ") }
        #expect(headers.count == 1)
        #expect(headers.first?.contains("\"\(Version.line)\"") == true, "\(headers)")
    }

    /// `groff -man -ww -z` must print nothing. Skipped where groff is not installed: a fresh machine
    /// has only python3, util-linux and the Swift toolchain.
    @Test func rendersWithoutWarnings() throws {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/groff" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let groff = path else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: groff)
        process.arguments = ["-man", "-ww", "-z", Self.manualPath]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(warnings == "")
        #expect(process.terminationStatus == 0)
    }
}
