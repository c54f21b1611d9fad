import Foundation
import MeterKit
import Testing

/// `Renderer.render` fed made-up numbers, as tqdm's `format_meter` is: the frame is the one the `meter`
/// command draws for those numbers, byte for byte.
@Suite struct MadeUpSnapshotTests {
    /// The frames `meter --replay bursty.script -s 911K -w 72` draws in ASCII (the end-to-end tests'
    /// golden file): a made-up snapshot with the same numbers renders the same line.
    static func goldenFrames() throws -> [Substring] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEndTests/Golden/bursty.ascii.stderr")
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\r")
    }

    @Test func aMadeUpSnapshotDrawsTheCommandsFrame() throws {
        let frames = try Self.goldenFrames()
        // Three seconds in: 311 KiB of 911 KiB, 310 KiB in the last second, six seconds to go.
        let burst = Snapshot(
            count: 311 << 10, total: 911 << 10, elapsed: .seconds(3), rate: 310 * 1024, averageRate: 100 * 1024,
            remaining: .seconds(6))
        #expect(frames.count == 7)
        #expect(Renderer.render(burst, style: .ascii, width: 72) == frames[2])
        #expect(frames[2] == " 311KiB 0:00:03 [ 310KiB/s] [=======>                 ]  34% ETA 0:00:06")
        // The final frame (its "\r\n" is one Character): the whole run's average rate, and no ETA.
        let done = Snapshot(
            count: 911 << 10, total: 911 << 10, elapsed: .seconds(6), rate: Double(911 << 10) / 6,
            averageRate: Double(911 << 10) / 6, isFinal: true)
        #expect(Renderer.render(done, style: .ascii, width: 72) + "\r\n" == frames[6])
    }

    /// A name and a message, as a board draws them for a meter (LibraryTests' frames).
    @Test func aNameAndAMessage() throws {
        var style = Style.ascii
        style.template = try Template.parse("%N %b %L")
        let snapshot = Snapshot(count: 5, elapsed: .seconds(1), rate: 5, averageRate: 5, name: "a", message: "step 1")
        #expect(Renderer.render(snapshot, style: style, width: 30) == "        a: 5.00  B step 1")
        #expect(snapshot.elapsed == .seconds(1))
        #expect(snapshot.remaining == nil)
        #expect(snapshot.wholePercent == nil)
        #expect(Snapshot(count: 1, total: 4, elapsed: .zero, rate: 0, averageRate: 0).wholePercent == 25)
    }

    /// The doc comment's example.
    @Test func halfwayAt80Columns() {
        let halfway = Snapshot(
            count: 512 << 20, total: 1 << 30, elapsed: .seconds(65), rate: 12.5 * 1_048_576,
            averageRate: 10 * 1_048_576, remaining: .seconds(51))
        #expect(Renderer.render(halfway, style: .ascii, width: 80)
            == " 512MiB 0:01:05 [12.5MiB/s] [===============>                 ]  50% ETA 0:00:51")
        #expect(halfway.remaining == .seconds(51))
        #expect(halfway.fraction == 0.5)
    }

    /// The percentage with its fraction and the whole one the frame shows, by names that say which is which;
    /// the former names still answer.
    @Test func thePercentageDoneAndTheWholePercent() {
        let snapshot = Snapshot(count: 452, total: 1000, elapsed: .seconds(1), rate: 0, averageRate: 0)
        #expect(snapshot.percentDone == 45.2 && snapshot.wholePercent == 45 && snapshot.fraction == 0.452)
        #expect(Snapshot(count: 3, total: 2, elapsed: .zero, rate: 0, averageRate: 0).wholePercent == 150)
        #expect(Self.formerNames(snapshot) == (45.2, 45))
    }

    @available(*, deprecated)
    static func formerNames(_ snapshot: Snapshot) -> (Double?, Int?) { (snapshot.percentage, snapshot.percent) }
}
