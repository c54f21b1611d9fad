import MeterKit
import Testing

/// A format with a typo, as a Swift tool meets it: `Template.parse` throws an error that names the
/// sequence, where it stands, why it is wrong and what was likely meant.
@Suite struct TemplateParseErrorTests {
    @Test func anUnknownLetterIsNamedWithItsOffset() {
        let error = #expect(throws: Template.ParseError.self) { try Template.parse("%b %x %t") }
        #expect(error?.sequence == "%x")
        #expect(error?.offset == 3)
        #expect(error?.reason == .unknownName)
        #expect(error?.format == "%b %x %t")
        #expect(error?.suggestion == nil)
        #expect(error?.description == #"the template "%b %x %t": "%x" at offset 3 names no field (a percent sign is written "%%")"#)
    }

    /// The offset counts `Character`s, as Swift's strings do: a flag or an accented letter before the typo
    /// is one each, and the range picks the sequence out of the format.
    @Test func theOffsetCountsCharacters() throws {
        let format = "é🇫🇷 %12{nonsense} %b"
        let error = try #require(#expect(throws: Template.ParseError.self) { try Template.parse(format) })
        #expect(error.sequence == "%12{nonsense}")
        #expect(error.offset == 3)
        #expect(format[error.range] == "%12{nonsense}")
        #expect(format.distance(from: format.startIndex, to: error.range.lowerBound) == error.offset)
    }

    @Test func aTypoGetsASuggestion() {
        let error = #expect(throws: Template.ParseError.self) { try Template.parse("%N %20{sparklin}") }
        #expect(error?.suggestion == "%20{sparkline}")
        #expect(error?.description == #"the template "%N %20{sparklin}": "%20{sparklin}" at offset 3 names no field; did you mean "%20{sparkline}"?"#)
        #expect((#expect(throws: Template.ParseError.self) { try Template.parse("%P") })?.suggestion == "%p")
    }

    @Test func anUnclosedBraceAndAPercentWithNoName() {
        let unclosed = #expect(throws: Template.ParseError.self) { try Template.parse("%b %{bytes") }
        #expect(unclosed?.reason == .unclosedBrace)
        #expect(unclosed?.description == #"the template "%b %{bytes": "%{bytes" at offset 3 has no closing "}"; did you mean "%{bytes}"?"#)
        let trailing = #expect(throws: Template.ParseError.self) { try Template.parse("50%") }
        #expect(trailing?.reason == .missingName)
        #expect(trailing?.sequence == "%")
        #expect(trailing?.offset == 2)
        #expect(trailing?.description == #"the template "50%": "%" at offset 2 has no field name after it (a percent sign is written "%%")"#)
        let width = #expect(throws: Template.ParseError.self) { try Template.parse("%5%b") }
        #expect(width?.reason == .missingName)
        #expect(width?.sequence == "%5")
    }

    /// `%%` is a percent sign, and every sequence pv knows parses, colours included.
    @Test func knownSequencesParse() throws {
        let template = try Template.parse("%N %b %T %t %r %a %p %e %I %8A %L 50%% %{sgr:bold}%{progress-bar-only}")
        for field: Template.Field in [.name, .amount, .bufferPercent, .timer, .rate, .averageRate, .progress, .eta] {
            #expect(template.contains(field))
        }
        #expect(template.contains(.progressBarOnly))
        #expect(!template.contains(.ratio))
    }
}
