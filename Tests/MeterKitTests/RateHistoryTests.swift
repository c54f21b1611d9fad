import Testing
import TestSupport
@testable import MeterKit

/// The rate over time: what the sparklines draw, the trend plain lines speak and the summary's stalls.
@Suite struct RateHistoryTests {
    /// A history of one frame a second, `rates[i]` units arriving in second i + 1.
    static func history(_ rates: [UInt64], final: Bool = true) -> RateHistory {
        var history = RateHistory()
        var count: UInt64 = 0
        for (index, rate) in rates.enumerated() {
            count += rate
            history.record(time: Double(index + 1), count: count, rate: Double(rate), final: false)
        }
        if final { history.record(time: Double(rates.count), count: count, rate: 0, final: true) }
        return history
    }

    @Test func eachFrameAddsItsRateAndTheFinalFrameDoesNot() {
        let history = Self.history([4, 4, 0, 8])
        #expect(history.recent == [4, 4, 0, 8])
        #expect(history.samples.map(\.count) == [0, 4, 8, 8, 16])
    }

    @Test func onlyTheLatestRatesAreKept() {
        let history = Self.history(Array(repeating: 1, count: 600) + [9], final: false)
        #expect(history.recent.count == RateHistory.recentCapacity)
        #expect(history.recent.last == 9)
    }

    @Test func aLongRunIsThinnedAndKeepsItsEnds() {
        let history = Self.history(Array(repeating: 2, count: 5000))
        #expect(history.samples.count <= RateHistory.sampleCapacity)
        #expect(history.samples.first == RateHistory.Sample(time: 0, count: 0))
        #expect(history.samples.last == RateHistory.Sample(time: 5000, count: 10_000))
        // Thinned evenly: the count halfway is still read right.
        #expect(abs(history.count(at: 2500) - 5000) < 0.001)
    }

    /// A history of data coming at `times` (seconds), `amount` units each time.
    static func data(at times: [Double], amount: UInt64 = 1 << 20) -> RateHistory {
        var history = RateHistory()
        for (index, time) in times.enumerated() { history.noteData(count: UInt64(index + 1) * amount, at: time) }
        return history
    }

    /// The replay of `0.5 1M, 1.0 1M, 3.9 0, 4.0 1M, 5 1M`: no data from 1.0 s to 4.0 s, one stall of 3 s,
    /// whatever the frames saw.
    @Test func aStallIsTimeWithNoDataMeasuredFromTheDataItself() {
        var history = Self.data(at: [0.5, 1.0, 4.0, 5.0])
        for time in stride(from: 0.1, through: 5.0, by: 0.1) { history.record(time: time, count: 0, rate: 0, final: false) }
        history.record(time: 5.0, count: 4 << 20, rate: 0, final: true)
        #expect(history.stalls == 1)
        #expect(history.longestStall == 3)
        #expect(PlainText().stalls(history) == "1 stall, 0:00:03 long")
    }

    @Test func gapsShorterThanTheShortestStallAreNone() {
        // A command that reports about once a second, a little late each time.
        let history = Self.data(at: stride(from: 1.1, through: 30, by: 1.1).map { $0 })
        #expect(history.stalls == 0)
        #expect(Self.data(at: [0.5, 2.49]).stalls == 0)
        #expect(Self.data(at: [0.5, 2.5]).stalls == 1)
    }

    @Test func theWaitForTheFirstDataAndAStallAtTheEndCount() {
        var history = Self.data(at: [2.5, 3.0])
        #expect(history.stalls == 1)
        history.record(time: 4.5, count: 2, rate: 0, final: false)
        #expect(history.stalls == 1)
        history.record(time: 6.0, count: 2, rate: 0, final: true)
        #expect(history.stalls == 2)
        #expect(history.longestStall == 3)
        // A second final frame counts nothing twice.
        history.record(time: 6.0, count: 2, rate: 0, final: true)
        #expect(history.stalls == 2)
        #expect(history.lastData == 3)
    }

    @Test func aRebaseIsDataAndStartsTheSpans() {
        var history = Self.data(at: [0.1])
        history.rebase(count: 5_000, at: 5)
        #expect(history.stalls == 1)
        #expect(history.longestStall == 4.9)
        history.noteData(count: 6_000, at: 6)
        history.noteData(count: 9_000, at: 8)
        // From 5 s: 1,000 in [5, 7), 3,000 in [7, 9].
        #expect(history.rateRange(at: 9)! == (500, 1_500))
        #expect(history.samples.first == RateHistory.Sample(time: 5, count: 5_000))
    }

    @Test func theLowestAndHighestRatesAreThoseOfWholeSpans() {
        // 2 MiB in (0, 2], then 2 MiB in the last span, (2, 5], which takes the remainder.
        let history = Self.data(at: [0.5, 1.0, 4.0, 5.0])
        #expect(history.rateRange(at: 5)! == (Double(2 << 20) / 3, Double(1 << 20)))
        // Data counts in the span that ends when it comes: a steady stream is steady in every span.
        let steady = Self.data(at: stride(from: 0.5, through: 5, by: 0.5).map { $0 })
        #expect(steady.rateRange(at: 5)! == (Double(2 << 20), Double(2 << 20)))
        #expect(Self.data(at: stride(from: 0.5, through: 6, by: 0.5).map { $0 }).rateRange(at: 6)! == (Double(2 << 20), Double(2 << 20)))
        // An empty span is a stall's length: 0 only where a stall was.
        let stalled = Self.data(at: [0.5, 1.0, 6.5])
        #expect(stalled.rateRange(at: 7)! == (0, Double(1 << 20)))
        #expect(stalled.stalls == 1)
        // Shorter than a span: the run's own rate, or none when nothing moved.
        #expect(Self.data(at: [0.5], amount: 10).rateRange(at: 1)! == (10, 10))
        #expect(RateHistory().rateRange(at: 1.5) == nil)
        #expect(RateHistory().rateRange(at: 0) == nil)
    }

    /// Whatever the data's times, the run's average lies between the lowest and highest span, and a lowest
    /// rate of 0 comes with a stall.
    @Test func theAverageLiesBetweenAndZeroMeansAStall() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<500 {
            var history = RateHistory()
            var time = 0.0
            var count: UInt64 = 0
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                time += Double.random(in: 0...3.5, using: &generator)
                count += UInt64.random(in: 1...1000, using: &generator)
                history.noteData(count: count, at: time)
            }
            let end = time + Double.random(in: 0...3, using: &generator)
            history.record(time: end, count: count, rate: 0, final: true)
            guard let (lowest, highest) = history.rateRange(at: end) else {
                #expect(count == 0 || end < RateHistory.shortestStall)
                continue
            }
            let average = end > 0 ? Double(count) / end : 0
            #expect(lowest <= average * (1 + 1e-12) && average <= highest * (1 + 1e-12), "\(lowest) \(average) \(highest)")
            if lowest == 0 { #expect(history.stalls > 0) }
        }
    }

    @Test func theRunInSharesOfItsLength() {
        let history = Self.history([2, 2, 2, 2, 0, 0, 6, 6])
        #expect(history.runRates(cells: 4, elapsed: 8) == [2, 2, 0, 6])
        #expect(history.runRates(cells: 0, elapsed: 8) == [])
        #expect(history.runRates(cells: 3, elapsed: 0) == [])
    }

    @Test func theTrendComparesTheLastTenSecondsWithTheThirtyBefore() {
        #expect(Self.history(Array(repeating: 10, count: 39)).trend(at: 39) == nil)
        #expect(Self.history(Array(repeating: 10, count: 40)).trend(at: 40) == .steady)
        // 20 % apart is still steady; more is a change.
        #expect(Self.history(Array(repeating: 10, count: 30) + Array(repeating: 12, count: 10)).trend(at: 40) == .steady)
        #expect(Self.history(Array(repeating: 10, count: 30) + Array(repeating: 13, count: 10)).trend(at: 40) == .speedingUp)
        #expect(Self.history(Array(repeating: 10, count: 30) + Array(repeating: 7, count: 10)).trend(at: 40) == .slowing)
        // Nothing moving lately: the stall lines speak, not the trend.
        #expect(Self.history(Array(repeating: 10, count: 30) + Array(repeating: 0, count: 10)).trend(at: 40) == nil)
    }
}

@Suite struct SparklineTests {
    static let blocks = GlyphSet.blockSparks

    @Test func heightsAreScaledToTheHighestShown() {
        #expect(Sparkline.cells([1, 2, 4, 8], width: 4, levels: Self.blocks) == "▁▂▄█")
        #expect(Sparkline.cells([3, 3, 3], width: 3, levels: Self.blocks) == "███")
    }

    @Test func nothingMovingIsAnEmptyCellNotTheLowestBlock() {
        #expect(Sparkline.cells([8, 0, 0, 8], width: 4, levels: Self.blocks) == "█  █")
        #expect(Sparkline.cells([0, 0], width: 2, levels: Self.blocks) == "  ")
    }

    @Test func aShortHistoryIsRightAlignedAndALongOneShowsItsNewest() {
        #expect(Sparkline.cells([8, 8], width: 5, levels: Self.blocks) == "   ██")
        #expect(Sparkline.cells([1, 1, 1, 8, 4], width: 2, levels: Self.blocks) == "█▄")
        #expect(Sparkline.cells([], width: 3, levels: Self.blocks) == "   ")
        #expect(Sparkline.cells([1], width: 0, levels: Self.blocks) == "")
    }

    @Test func asciiHasTheSameShape() {
        let rates: [Double] = [1, 2, 0, 4, 8]
        let blocks = Sparkline.cells(rates, width: 5, levels: Self.blocks)
        let ascii = Sparkline.cells(rates, width: 5, levels: GlyphSet.asciiSparks)
        #expect(ascii == "_. -#")
        #expect(blocks == "▁▂ ▄█")
        #expect(ascii.allSatisfy { $0.isASCII })
    }

    /// The field in a frame: the recent rates in the width a format gives, 20 cells without one; the
    /// run's field in shares of the elapsed time.
    @Test func theFieldsInAFrame() throws {
        var snapshot = Snapshot(
            count: 16, total: nil, unit: .bytes, elapsed: 8, rate: 6, averageRate: 2, remaining: nil, finishWallTime: nil,
            isFinal: false)
        snapshot.history = RateHistoryTests.history([2, 2, 2, 2, 0, 0, 6, 6], final: false)
        let style = Style(template: Template.lenient("%b %4{sparkline}|%{sparkline}|%4{sparkline-run}"), glyphs: .ascii)
        #expect(Renderer.render(snapshot, style: style, width: 80)
            == "16.0  B   ##|            ::::  ##|:: #")
        let blocks = Style(template: Template.lenient("%8{sparkline}"), glyphs: .unicode)
        #expect(Renderer.render(snapshot, style: blocks, width: 80) == "▃▃▃▃  ██")
    }
}
