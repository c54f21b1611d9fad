import Testing
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

    @Test func aStallIsAStretchOfFramesWithNothingMoving() {
        // Moving for 3 s, then nothing from 3 s to 7 s (the frames at 4 to 7 see nothing), moving again, then
        // one quiet frame: a stall of one second, the shortest counted.
        let history = Self.history([5, 5, 5, 0, 0, 0, 0, 5, 0, 5])
        #expect(history.stalls == 2)
        #expect(history.longestStall == 4)
    }

    @Test func aStallGoingOnAtTheEndIsCountedByTheFinalFrame() {
        var history = Self.history([5, 0, 0], final: false)
        #expect(history.stalls == 0)
        history.record(time: 3.5, count: 5, rate: 0, final: true)
        #expect(history.stalls == 1)
        #expect(history.longestStall == 2.5)
    }

    @Test func framesCloserThanASecondMakeNoStall() {
        var history = RateHistory()
        history.record(time: 0.5, count: 10, rate: 20, final: false)
        history.record(time: 1.0, count: 10, rate: 0, final: false)
        history.record(time: 1.5, count: 20, rate: 20, final: false)
        history.record(time: 1.5, count: 20, rate: 0, final: true)
        #expect(history.stalls == 0)
        #expect(history.longestStall == 0)
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
