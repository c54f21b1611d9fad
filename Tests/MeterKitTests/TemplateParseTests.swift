import Testing

@testable import MeterKit

/// The two readings of a format: pv's (`Template.lenient`, the command's `-F`), which writes a sequence
/// that names nothing as it is, and the library's strict `Template.parse`, which throws at it. They agree
/// on every format that names only fields.
@Suite struct TemplateParseTests {
    struct StrictCase: Sendable, CustomTestStringConvertible {
        var format: String
        var sequence: String
        var offset: Int
        var reason: Template.ParseError.Reason
        var testDescription: String { format }
    }

    /// pv's literal cases (PVFrameTests), each refused at its first malformed sequence.
    static let refused: [StrictCase] = [
        .init(format: "%z|%5z|%{foo}", sequence: "%z", offset: 0, reason: .unknownName),
        .init(format: "ab%5z", sequence: "%5z", offset: 2, reason: .unknownName),
        .init(format: "a%{foo%bz", sequence: "%{foo", offset: 1, reason: .unclosedBrace),
        .init(format: "a%5%bz", sequence: "%5", offset: 1, reason: .missingName),
        .init(format: "a%5%%z", sequence: "%5", offset: 1, reason: .missingName),
        .init(format: "a%{}b", sequence: "%{}", offset: 1, reason: .unknownName),
        .init(format: "%{ bytes}", sequence: "%{ bytes}", offset: 0, reason: .unknownName),
        .init(format: "%{timer}%{Timer}", sequence: "%{Timer}", offset: 8, reason: .unknownName),
        .init(format: "x%", sequence: "%", offset: 1, reason: .missingName),
        .init(format: "x%12", sequence: "%12", offset: 1, reason: .missingName),
        .init(format: "x%{progress", sequence: "%{progress", offset: 1, reason: .unclosedBrace),
        .init(format: "%{sgr:red", sequence: "%{sgr:red", offset: 0, reason: .unclosedBrace),
        .init(format: "%{sgr:red%b", sequence: "%{sgr:red", offset: 0, reason: .unclosedBrace),
        .init(format: "100% done", sequence: "% ", offset: 3, reason: .unknownName),
    ]

    @Test(arguments: refused)
    func theStrictParseRefusesTheFirstMalformedSequence(_ row: StrictCase) {
        let error = #expect(throws: Template.ParseError.self) { try Template.parse(row.format) }
        #expect(error?.sequence == row.sequence)
        #expect(error?.offset == row.offset)
        #expect(error?.reason == row.reason)
        #expect(error?.format == row.format)
        #expect(error.map { String(row.format[$0.range]) } == row.sequence)
    }

    /// The lenient reading of an unclosed `%{sgr:…` is still a colour, with the `%` after it swallowed, as
    /// pv reads it; the strict one refuses it.
    @Test func anUnclosedRenditionIsAColourToPV() {
        #expect(Template.lenient("%{sgr:red%b").segments == [.graphicRendition([31]), .text("b")])
        #expect(Template.lenient("%{sgr:red").segments == [.graphicRendition([31])])
    }

    @Test(arguments: [
        "", "plain text", "%%", "50%% done", "%N %b %T %t %r %a %p %e %I %8A %L", "%20p|%{bar-plain}|%16{last-written}",
        "%{sgr:bold,red}%b%{sgr:reset}", "%{sgr:nonsense}%b", "%0b|%00t|%99999999p", "%{ratio} %4{sparkline} %{sparkline-run}",
    ])
    func bothReadingsAgreeOnFormatsOfFields(format: String) throws {
        #expect(try Template.parse(format) == Template.lenient(format))
    }

    /// A typo's likely meaning: the other case of a letter, a braced letter, or a name a few edits away,
    /// with the width kept; nothing for what is far from every name.
    @Test func suggestions() {
        func suggestion(_ format: String) -> String? {
            (#expect(throws: Template.ParseError.self) { try Template.parse(format) })?.suggestion
        }
        #expect(suggestion("%P") == "%p")
        #expect(suggestion("%12B") == "%12b")
        #expect(suggestion("%{p}") == "%p")
        #expect(suggestion("%{Timer}") == "%{timer}")
        #expect(suggestion("%20{sparklin}") == "%20{sparkline}")
        #expect(suggestion("%{sparkline-rn}") == "%{sparkline-run}")
        #expect(suggestion("%{bytes") == "%{bytes}")
        #expect(suggestion("%{average rate}") == "%{average-rate}")
        #expect(suggestion("%x") == nil)
        #expect(suggestion("%{nonsense}") == nil)
        #expect(suggestion("%") == nil)
        #expect(suggestion("%{sgr:red") == nil)
    }

    @Test func editDistanceStopsAtItsLimit() {
        #expect(FormatScanner.editDistance(Array("{rate}"), Array("{rate}"), limit: 2) == 0)
        #expect(FormatScanner.editDistance(Array("{rat}"), Array("{rate}"), limit: 2) == 1)
        #expect(FormatScanner.editDistance(Array("{tare}"), Array("{rate}"), limit: 2) == 2)
        #expect(FormatScanner.editDistance(Array("{x}"), Array("{progress}"), limit: 2) == 3)
    }
}
