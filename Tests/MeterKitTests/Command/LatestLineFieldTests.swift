import TestSupport
import Testing
@testable import MeterKit

@Suite struct LatestLineFieldTests {
    private func snapshot(_ line: String?, total: UInt64? = nil) -> Snapshot {
        var snapshot = Snapshot(
            count: 0, total: total, unit: .bytes, elapsed: 0, rate: 0, averageRate: 0, remaining: nil, isFinal: false)
        snapshot.message = line
        return snapshot
    }

    private func render(_ format: String, _ line: String?, width: Int, total: UInt64? = nil) throws -> String {
        Renderer.render(snapshot(line, total: total), style: Style(template: Template.lenient(format), glyphs: .ascii), width: width)
    }

    @Test func parsesPercentL() throws {
        #expect(Template.lenient("%t %L").segments == [.field(.timer, width: nil), .text(" "), .field(.message, width: nil)])
        #expect(Template.lenient("%12L").segments == [.field(.message, width: 12)])
    }

    @Test func takesTheRoomLeft() throws {
        #expect(try render("%t %L", "compiling foo.c", width: 30) == "0:00:00 compiling foo.c")
        #expect(try render("%t %L", "compiling foo.c", width: 12) == "0:00:00 comp")
        #expect(try render("%t %L", nil, width: 12) == "0:00:00 ")
    }

    @Test func sharesTheRoomWithABar() throws {
        // 30 columns: 1 for the space, 14 for the line (half of 29), 15 for the bar.
        let bar15 = LinearBar.indeterminate(position: 0, width: 15, glyphs: .ascii)
        #expect(try render("%p %L", String(repeating: "x", count: 40), width: 30) == bar15 + " " + String(repeating: "x", count: 14))
        // A short line leaves the rest to the bar.
        let bar17 = LinearBar.indeterminate(position: 0, width: 17, glyphs: .ascii)
        #expect(try render("%p %L", "ok", width: 20) == bar17 + " ok")
    }

    @Test func aFixedWidthIsPaddedOrCut() throws {
        #expect(try render("|%5L|", "hi", width: 80) == "|hi   |")
        #expect(try render("|%5L|", "hello world", width: 80) == "|hello|")
    }

    @Test func anEmptyLineTakesItsSpaceAlongInSwitchLayouts() {
        let style = Style(template: Template(fields: [.timer, .message]), glyphs: .ascii)
        #expect(Renderer.render(snapshot(nil), style: style, width: 40) == "0:00:00")
        #expect(Renderer.render(snapshot("make"), style: style, width: 40) == "0:00:00 make")
    }
}
