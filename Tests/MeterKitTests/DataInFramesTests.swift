import TestSupport
import Testing
@testable import MeterKit

/// What a meter keeps of the data for `%A`, `%L` and `%T`: the ring of last bytes, the previous line, the
/// buffer's fill, and how they reach a snapshot.
@Suite struct DataInFramesTests {
    static func note(_ text: String, into line: inout PreviousLine) {
        Array(text.utf8).withUnsafeBytes { line.observe($0) }
    }

    @Test func theLayoutSaysWhatIsShown() {
        #expect(DataInFrames(templates: [Template(fields: Template.defaultFields)]).isEmpty)
        let shown = DataInFrames(templates: [Template.lenient("%8A %b"), Template.lenient("%16{last-written} %L %T")])
        #expect(shown.lastWritten == 16)
        #expect(shown.previousLine && shown.bufferFill)
        #expect(!shown.isEmpty)
        // `%A` without a number shows nothing, so nothing need be kept for it.
        #expect(DataInFrames(templates: [Template.lenient("%A")]).isEmpty)
        #expect(DataInFrames(templates: [Template(fields: [.lastWritten], lastWrittenCount: 4)]).lastWritten == 4)
    }

    @Test func theLastBytesWrapAroundTheRing() {
        var ring = LastBytes(capacity: 5)
        #expect(ring.bytes == [])
        ([1, 2, 3] as [UInt8]).withUnsafeBytes { ring.append($0) }
        #expect(ring.bytes == [1, 2, 3])
        ([4, 5, 6, 7] as [UInt8]).withUnsafeBytes { ring.append($0) }
        #expect(ring.bytes == [3, 4, 5, 6, 7])
        // A chunk longer than the ring leaves its end.
        Array(UInt8(10)...UInt8(30)).withUnsafeBytes { ring.append($0) }
        #expect(ring.bytes == [26, 27, 28, 29, 30])
        ([31] as [UInt8]).withUnsafeBytes { ring.append($0) }
        #expect(ring.bytes == [27, 28, 29, 30, 31])
        var none = LastBytes(capacity: 0)
        ([1] as [UInt8]).withUnsafeBytes { none.append($0) }
        #expect(none.bytes == [])
    }

    @Test func thePreviousLineIsTheLastCompleteOne() {
        var line = PreviousLine()
        #expect(line.text == nil)
        Self.note("first li", into: &line)
        #expect(line.text == nil, "a line still being written is not shown")
        Self.note("ne\nsecond", into: &line)
        #expect(line.text == "first line")
        Self.note(" line\n\n\nthird", into: &line)
        #expect(line.text == "second line", "empty lines are skipped")
        Self.note("\n", into: &line)
        #expect(line.text == "third")
        Self.note("a\nb\nc\nd", into: &line)
        #expect(line.text == "c")
        Self.note("\n\n", into: &line)
        #expect(line.text == "d")
    }

    @Test func thePreviousLineIsSafeAndShort() {
        var line = PreviousLine()
        Self.note("\u{1B}[31mred\u{1B}[m\ttab\u{7}\r\n", into: &line)
        #expect(line.text == "red tab\\007")
        Self.note(String(repeating: "x", count: 1000) + "\n", into: &line)
        #expect(line.text == String(repeating: "x", count: LatestLine.capacity))
        // A long line cut across chunks keeps its start, even when its end comes much later.
        Self.note(String(repeating: "y", count: 300), into: &line)
        Self.note(String(repeating: "z", count: 300) + "\n", into: &line)
        #expect(line.text == String(repeating: "y", count: LatestLine.capacity))
    }

    @Test func theMeterPutsWhatItKeptInItsSnapshots() {
        let clock = VirtualClock()
        let meter = Meter(total: nil, clock: clock, timing: .init())
        #expect(meter.snapshot().lastWritten == [])
        #expect(meter.snapshot().bufferPercent == nil)
        meter.dataShown = DataInFrames(templates: [Template.lenient("%4A %L %T")])
        Array("hello\nworld".utf8).withUnsafeBytes { meter.noteWritten($0) }
        meter.bufferPercent = 45
        clock.advance(by: 1)
        let frame = meter.frame(at: clock.now())
        #expect(frame.lastWritten == Array("orld".utf8))
        #expect(frame.message == "hello")
        #expect(frame.bufferPercent == 45)
        #expect(meter.shownMessage == "hello")
        // A message set by a tool wins over the data's line.
        meter.message = "step 2"
        #expect(meter.snapshot().message == "step 2")
    }

    @Test func withNothingShownNothingIsKept() {
        let meter = Meter(total: nil, clock: VirtualClock(), timing: .init())
        Array("hello\n".utf8).withUnsafeBytes { meter.noteWritten($0) }
        #expect(meter.snapshot().lastWritten == [])
        #expect(meter.snapshot().message == nil)
    }
}
