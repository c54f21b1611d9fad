import Foundation
import MeterKit
import Testing

/// What a copy reports and takes, as Swift values: the status an option set of pv's exit status bits,
/// what a read error does a choice of three.
@Suite struct TransferValuesTests {
    @Test func theStatusIsAnOptionSetOfPVsBits() {
        #expect(TransferOutcome.Status.cannotOpen.rawValue == 2)
        #expect(TransferOutcome.Status.inputIsOutput.rawValue == 4)
        #expect(TransferOutcome.Status.readOrWriteError.rawValue == 16)
        let both: TransferOutcome.Status = [.cannotOpen, .readOrWriteError]
        #expect(both.meterExitStatus == 18)
        #expect(both.contains(.cannotOpen) && !both.contains(.inputIsOutput))
        #expect(TransferOutcome.Status(rawValue: 20) == [.inputIsOutput, .readOrWriteError])
        #expect(TransferOutcome().status.isEmpty)
        #expect(TransferOutcome().status.meterExitStatus == 0)
        #expect(TransferOutcome(status: .cannotOpen).status.meterExitStatus == 2)
    }

    /// An input that cannot be opened and a directory: both reported, the status has both bits, and its
    /// exit status is the one `meter -q nope dir` exits with (18).
    @Test func aCopysFailuresAddUpInItsStatus() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meter-status-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = Copier(inputs: [.file(directory + "/nope"), .file(directory)]).runBlocking()
        #expect(outcome.status == [.cannotOpen, .readOrWriteError])
        #expect(outcome.status.meterExitStatus == 18)
        #expect(outcome.problems == ["\(directory)/nope: No such file or directory", "\(directory): read failed: Is a directory"])
    }

    /// The limit is an integer, `16 << 20` as it is written; the former spelling, a `Double`, still sets it.
    @Test func theRateLimitIsAnInteger() {
        var options = TransferOptions()
        #expect(options.maximumRate == nil)
        options.maximumRate = 16 << 20
        #expect(options.maximumRate == 16 << 20)
        #expect(options.rateLimit == Double(16 << 20))
        options.rateLimit = 2.5
        #expect(options.maximumRate == 3)
        options.maximumRate = .max
        #expect(options.maximumRate == .max)
    }

    /// A replay limited to 1 KiB a second takes 4 seconds for 4 KiB that arrive at once.
    @Test func aReplayTakesAnIntegerLimit() throws {
        let clock = ManualClock()
        let meter = Meter(total: 4096, clock: clock)
        let script = try ReplayScript.parse("0 4K\n")
        let start = clock.now
        Replayer(script: script, clock: clock, meter: meter, maximumRate: 1024) { _ in true }.run()
        #expect(meter.count == 4096)
        #expect(start.duration(to: clock.now) >= .seconds(3))
    }

    @Test func readErrorsStopByDefault() {
        #expect(TransferOptions().readErrors == .stop)
        #expect(TransferOptions.ReadErrors.allCases == [.stop, .skipReportingEach, .skipReportingOncePerFile])
    }

    /// `/proc/self/mem` is unreadable from its start: a real read error, on any machine. Stopping reports it
    /// and ends the input; skipping (1 MiB at a time, then given up past the size the file reports, 0)
    /// reports each skip, or the file's skips once when it is closed. Each way, the status says 16.
    @Test(arguments: TransferOptions.ReadErrors.allCases)
    func eachWayOfMeetingAReadError(_ readErrors: TransferOptions.ReadErrors) {
        var options = TransferOptions()
        options.readErrors = readErrors
        options.errorSkipBlock = 1 << 20
        options.discard = true
        let outcome = Copier(inputs: [.file("/proc/self/mem")], options: options).runBlocking()
        #expect(outcome.status == .readOrWriteError)
        let givenUp = "/proc/self/mem: nothing readable for 1 MiB past its reported size; stopped at offset 1048576"
        switch readErrors {
        case .stop:
            #expect(outcome.problems == ["/proc/self/mem: read failed: Input/output error"])
        case .skipReportingEach:
            #expect(outcome.problems == ["/proc/self/mem: Input/output error: skipped 1048576 bytes at offset 0", givenUp])
        case .skipReportingOncePerFile:
            #expect(outcome.problems == [givenUp, "/proc/self/mem: Input/output error: skipped 1048576 bytes in 1 region at offset 0"])
        }
    }
}

