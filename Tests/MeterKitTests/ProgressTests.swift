import Testing
@testable import MeterKit

@Suite struct ProgressTests {
    let start = Instant(nanoseconds: 1_000_000_000)

    @Test func rateIsSinceTheLastFrameAndETAUsesTheWindow() {
        var progress = TransferProgress(unit: .bytes, total: 1000, start: start, averageWindow: 30)
        progress.add(100, at: start.advanced(by: 1))
        var frame = progress.frame(at: start.advanced(by: 1))
        #expect(frame.rate == 100)
        #expect(frame.averageRate == 100)
        #expect(frame.remainingSeconds == 9)
        progress.add(300, at: start.advanced(by: 2))
        frame = progress.frame(at: start.advanced(by: 2))
        #expect(frame.rate == 300)
        #expect(frame.averageRate == 200)
        #expect(frame.remainingSeconds == 3)
        #expect(frame.wholePercent == 40)
    }

    @Test func theWindowForgetsOldSamples() {
        var progress = TransferProgress(unit: .bytes, total: nil, start: start, averageWindow: 2)
        progress.add(1000, at: start.advanced(by: 1))
        _ = progress.frame(at: start.advanced(by: 1))
        for second in 2...5 {
            progress.add(10, at: start.advanced(by: Double(second)))
            _ = progress.frame(at: start.advanced(by: Double(second)))
        }
        progress.add(10, at: start.advanced(by: 6))
        let frame = progress.frame(at: start.advanced(by: 6))
        #expect(frame.averageRate == 10)
    }

    @Test func finalFrameShowsTheWholeRunsAverageAndNoETA() {
        var progress = TransferProgress(unit: .bytes, total: 1000, start: start)
        progress.add(600, at: start.advanced(by: 1))
        _ = progress.frame(at: start.advanced(by: 1))
        progress.add(400, at: start.advanced(by: 4))
        let frame = progress.frame(at: start.advanced(by: 4), final: true)
        #expect(frame.rate == 250)
        #expect(frame.averageRate == 250)
        #expect(frame.remainingSeconds == nil)
        #expect(frame.isFinal)
    }

    @Test func stoppedTimeIsNotElapsed() {
        var progress = TransferProgress(unit: .bytes, total: nil, start: start)
        progress.pause(at: start.advanced(by: 2))
        #expect(progress.elapsed(at: start.advanced(by: 50)) == 2)
        progress.resume(at: start.advanced(by: 60))
        #expect(progress.elapsed(at: start.advanced(by: 61)) == 3)
    }

    @Test func zeroTotalIsDoneAtTheEnd() {
        var progress = TransferProgress(unit: .bytes, total: 0, start: start)
        #expect(progress.frame(at: start.advanced(by: 1)).wholePercent == 0)
        #expect(progress.frame(at: start.advanced(by: 2), final: true).wholePercent == 100)
    }
}

/// Setting the count without counting the change (`-d`: where a watched file already is, or a seek back).
@Suite struct RepositionTests {
    let start = Instant(nanoseconds: 1_000_000_000)

    @Test func aRepositionIsNotARate() {
        var progress = TransferProgress(unit: .bytes, total: 1000, start: start, averageWindow: 30)
        progress.reposition(to: 400, at: start)
        var frame = progress.frame(at: start.advanced(by: 1))
        #expect(frame.count == 400)
        #expect(frame.wholePercent == 40)
        #expect(frame.rate == 0)
        #expect(frame.remainingSeconds == nil)
        progress.add(100, at: start.advanced(by: 2))
        frame = progress.frame(at: start.advanced(by: 2))
        #expect(frame.rate == 100)
        #expect(frame.averageRate == 50)  // the window starts at the reposition: 100 in 2 s
        #expect(frame.remainingSeconds == 10)
        // The whole run's average is measured from the reposition: 100 in 2 s.
        let final = progress.frame(at: start.advanced(by: 2), final: true)
        #expect(final.averageRate == 50)
    }

    @Test func aSeekBackStartsTheRatesAfresh() {
        var progress = TransferProgress(unit: .bytes, total: 1000, start: start, averageWindow: 30)
        progress.add(800, at: start.advanced(by: 1))
        _ = progress.frame(at: start.advanced(by: 1))
        progress.reposition(to: 200, at: start.advanced(by: 1))
        progress.add(50, at: start.advanced(by: 2))
        let frame = progress.frame(at: start.advanced(by: 2))
        #expect(frame.count == 250)
        #expect(frame.rate == 50)
        #expect(frame.averageRate == 50)
    }
}

/// `-Q`'s meter mirrors another process's: from its first answer on.
@Suite struct MirrorTests {
    let start = Instant(nanoseconds: 1_000_000_000)

    @Test func theRatesCountFromTheFirstAnswerAndTheTimeBeforeIsNoStall() {
        var progress = TransferProgress(unit: .bytes, total: nil, start: start)
        // The other meter has run 100 s and copied 10 MB when first asked.
        progress.mirror(count: 10_000_000, total: nil, elapsed: 100, at: start.advanced(by: 0.1))
        progress.mirror(count: 10_500_000, total: nil, elapsed: 101, at: start.advanced(by: 1.1))
        progress.mirror(count: 11_000_000, total: nil, elapsed: 102, at: start.advanced(by: 2.1))
        let final = progress.frame(at: start.advanced(by: 2.1), final: true)
        #expect(final.elapsedSeconds == 102)
        #expect(final.averageRate == 500_000)
        #expect(final.history.stalls == 0)
        #expect(final.runRates.lowest == 500_000 && final.runRates.highest == 500_000)
    }
}

@Suite struct FdinfoTests {
    @Test func positionAndFlags() {
        let text = "pos:\t262144\nflags:\t0100002\nmnt_id:\t27\nino:\t1234\n"
        #expect(WatchedFile.position(inFdinfo: text) == 262_144)
        #expect(WatchedFile.flags(inFdinfo: text) == 0o100002)
        #expect(WatchedFile.position(inFdinfo: "flags:\t02\n") == nil)
        #expect(WatchedFile.position(inFdinfo: "pos:\tx\n") == nil)
    }
}

/// The values Progress computes for pv's `-v`, `-g`, the moving indicator and `%I`.
@Suite struct ProgressPVValueTests {
    let start = Instant(nanoseconds: 1_000_000_000)

    @Test func statisticsCountOneRatePerFrameAsPVMeasures() {
        var progress = TransferProgress(unit: .bytes, total: nil, start: start)
        progress.add(100, at: start.advanced(by: 1))
        _ = progress.frame(at: start.advanced(by: 1))
        progress.add(300, at: start.advanced(by: 2))
        var frame = progress.frame(at: start.advanced(by: 2))
        #expect(frame.peakRate == 300)
        // A frame 0.01 s or less after the previous one measures nothing; its units count in the next.
        progress.add(5, at: start.advanced(by: 2.005))
        frame = progress.frame(at: start.advanced(by: 2.005))
        #expect(progress.statistics.count == 2)
        // The final frame's own rate since the last measurement counts, not the run's average it shows.
        frame = progress.frame(at: start.advanced(by: 4.5), final: true)
        #expect(frame.rate == 405 / 4.5)
        #expect(progress.statistics.count == 3)
        #expect(progress.statistics.minimum == 2)
        #expect(progress.statistics.maximum == 300)
        #expect(progress.statistics.mean == 402.0 / 3)
        #expect(frame.peakRate == 300)
    }

    @Test func theIndicatorStepsOnlyOnFramesThatMovedData() {
        var progress = TransferProgress(unit: .bytes, total: nil, start: start)
        progress.add(10, at: start.advanced(by: 1))
        #expect(progress.frame(at: start.advanced(by: 1)).indicatorStep == 1)
        #expect(progress.frame(at: start.advanced(by: 2)).indicatorStep == 1)
        progress.add(10, at: start.advanced(by: 3))
        #expect(progress.frame(at: start.advanced(by: 3)).indicatorStep == 2)
        // The final frame's rate is the run's average, above 0: one more step, as in pv.
        #expect(progress.frame(at: start.advanced(by: 4), final: true).indicatorStep == 3)
    }

    @Test func theFinishTimeIsNowPlusTheETAThenTheEndTime() {
        var progress = TransferProgress(unit: .bytes, total: 1000, start: start)
        let epoch = 1_782_907_200.0  // 2026-07-01 12:00:00 UTC
        let wallTime = { (instant: Instant) in epoch + instant.seconds(since: self.start) }
        progress.add(100, at: start.advanced(by: 1))
        let frame = progress.frame(at: start.advanced(by: 1), wallTime: wallTime)
        #expect(frame.remainingSeconds == 9)
        #expect(frame.finishWallTime == epoch + 10)
        #expect(frame.finishLocalTime == LocalTime.calendarTime(atEpochSeconds: Int64(epoch) + 10))
        progress.add(900, at: start.advanced(by: 5))
        let final = progress.frame(at: start.advanced(by: 5), final: true, wallTime: wallTime)
        #expect(final.remainingSeconds == nil)
        #expect(final.finishWallTime == epoch + 5)
        #expect(final.finishLocalTime == LocalTime.calendarTime(atEpochSeconds: Int64(epoch) + 5))
    }
}
