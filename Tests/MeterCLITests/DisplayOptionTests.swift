import Foundation
import MeterKit
import Testing
@testable import MeterCLI

/// pv's display options that meter took on with pv's meanings: `-8 -g -T -A -x -v`, `-n` with `-F`, and
/// `-s @DIR`.
@Suite struct DisplayOptionTests: CommandLineTesting {
    func style(_ arguments: String...) throws -> Style {
        let configuration = try Configuration.from(CommandLineParser.parse(arguments))
        return DisplayFactory.makeStyle(configuration, capabilities: TerminalCapabilities.detect(isTerminal: false, environment: [:]))
    }

    @Test func inTheOptionTable() {
        for letter in ["8", "g", "T", "A", "x", "v"] {
            #expect(optionTable.contains { $0.short.map(String.init) == letter }, "-\(letter)")
        }
    }

    /// As pv's: `-8` turns the count on, in bits, so `-8` alone shows the count alone.
    @Test func bitsShowTheCountInBits() throws {
        let bits = try configuration("-8")
        #expect(bits.display.bits)
        #expect(bits.display.fields == [.amount])
        #expect(bits.template == Template(fields: [.amount]))
        #expect(try style("--bits").bits)
        #expect(try !style("-b").bits)
    }

    @Test func gaugeChangesTheBarOnly() throws {
        let gauge = try configuration("-g")
        #expect(gauge.display.gauge)
        #expect(gauge.display.fields.isEmpty)
        #expect(try style("--gauge").gauge)
    }

    @Test func bufferPercentAndLastWrittenAreFields() throws {
        let both = try configuration("-T", "-A", "16")
        #expect(both.display.fields == [.bufferPercent, .lastWritten])
        #expect(both.template.segments == [.field(.bufferPercent, width: nil), .text(" "), .field(.lastWritten, width: 16)])
        #expect(try configuration("--last-written=4", "-b").template.segments
            == [.field(.amount, width: nil), .text(" "), .field(.lastWritten, width: 4)])
        #expect(DataInFrames(templates: both.displayTemplates) == {
            var shown = DataInFrames()
            shown.lastWritten = 16
            shown.bufferFill = true
            return shown
        }())
        #expect(usageError("-A", "x") == "-A: invalid whole number 'x'")
        // As many as pv takes: a frame shows as many as its width allows.
        #expect(try configuration("-A", "999999").display.lastWrittenCount == 100_000)
    }

    @Test func statsIsASwitch() throws {
        #expect(try configuration("-v").display.stats)
        #expect(try configuration("--stats", "-q").display.quiet)
    }

    @Test func extraDisplaysAsPVNamesThem() throws {
        #expect(try configuration("-x", "windowtitle").display.extraDisplay?.destinations == [.windowtitle])
        let both = try #require(try configuration("-x", "window,proc:%t %b").display.extraDisplay)
        #expect(both.destinations == [.windowtitle, .processtitle])
        #expect(both.format == Template.lenient("%t %b"))
        for alias in ["processtitle", "proctitle", "process", "proc"] {
            #expect(try configuration("--extra-display=" + alias).display.extraDisplay?.destinations == [.processtitle])
        }
        // The format may hold colons and commas.
        #expect(try configuration("-x", "window:a,b:%b").display.extraDisplay?.format == Template.lenient("a,b:%b"))
        #expect(try configuration("-x", "window:").display.extraDisplay?.format == nil)
        // pv ignores a place it does not know; meter warns, and keeps the places it knows.
        let typo = try configuration("-x", "windwotitle")
        #expect(typo.display.extraDisplay == nil)
        #expect(typo.warnings.map { $0.text(in: .english) }
            == ["-x: unknown display 'windwotitle' (expected windowtitle or processtitle); ignored"])
        let partly = try configuration("-x", "windowtitle,nowhere")
        #expect(partly.display.extraDisplay?.destinations == [.windowtitle])
        #expect(partly.warnings.map { $0.text(in: .english) }
            == ["-x: unknown display 'nowhere' (expected windowtitle or processtitle); ignored"])
        #expect(try configuration("-x", ":%b").warnings.map { $0.text(in: .english) }
            == ["-x: ':%b' names no display (expected windowtitle or processtitle); ignored"])
        // The title's format counts for what the copy must see.
        #expect(DataInFrames(templates: try configuration("-x", "window:%L", "-b").displayTemplates).previousLine)
    }

    /// pv's rule for `-n`'s line: `%t %b %r %{progress-amount-only}`, each as its switch asks.
    @Test func numericLinesFollowTheSwitches() throws {
        let cases: [([String], String)] = [
            ([], "%{progress-amount-only}"), (["-b"], "%b"), (["-r"], "%r"), (["-b", "-r"], "%b %r"),
            (["-t"], "%t %{progress-amount-only}"), (["-t", "-b", "-r"], "%t %b %r"), (["-8"], "%b"),
            (["-8", "-r"], "%b %r"), (["-p", "-e", "-T", "-A", "4"], "%{progress-amount-only}"),
            (["-F", "{\"b\":%b}", "-t"], "{\"b\":%b}"),
        ]
        for (arguments, format) in cases {
            let configuration = try Configuration.from(CommandLineParser.parse(["-n"] + arguments))
            #expect(configuration.numericTemplate == Template.lenient(format), "\(arguments)")
        }
    }

    @Test func sizeOfADirectoryIsTheSizeOfItsFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meter-dir-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/sub/deeper", withIntermediateDirectories: true)
        for (name, text) in [("a", "12345\n"), ("sub/b", "1\n2\n"), ("sub/deeper/c", "x\ny\nz\n")] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        // Links are not followed: not to a file, and not back up the tree (no loop).
        try FileManager.default.createSymbolicLink(atPath: directory + "/sub/up", withDestinationPath: directory)
        try FileManager.default.createSymbolicLink(atPath: directory + "/alias", withDestinationPath: directory + "/a")
        #expect(try configuration("-s", "@" + directory).stream.explicitTotal() == 16)
        #expect(try configuration("-l", "-s", "@" + directory).stream.explicitTotal() == 6)
        // Through a link at the top, as pv (which stats it).
        #expect(try configuration("-s", "@" + directory + "/sub/up").stream.explicitTotal() == 16)
    }

    @Test func aSizeThatCannotBeTakenSaysWhy() throws {
        #expect(usageMessage { try configuration("-s", "@/nonexistent/x").stream.explicitTotal() }
            == "-s: cannot take the size of '/nonexistent/x': No such file or directory")
        // Something without a size gives no total, as pv runs without one.
        #expect(try configuration("-s", "@/dev/null").stream.explicitTotal() == nil)
        #expect(try configuration("-s", "@/dev/zero").stream.explicitTotal() == nil)
    }
}
