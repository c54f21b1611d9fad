import Foundation
import MeterKit
import Testing

/// What a copy reports and takes, as Swift values: the status an option set of pv's exit status bits.
@Suite struct TransferValuesTests {
    @Test func theStatusIsAnOptionSetOfPVsBits() {
        #expect(TransferOutcome.Status.cannotOpen.rawValue == 2)
        #expect(TransferOutcome.Status.inputIsOutput.rawValue == 4)
        #expect(TransferOutcome.Status.readOrWriteError.rawValue == 16)
        let both: TransferOutcome.Status = [.cannotOpen, .readOrWriteError]
        #expect(both.exitStatus == 18)
        #expect(both.contains(.cannotOpen) && !both.contains(.inputIsOutput))
        #expect(TransferOutcome.Status(rawValue: 20) == [.inputIsOutput, .readOrWriteError])
        #expect(TransferOutcome().status.isEmpty)
        #expect(TransferOutcome().status.exitStatus == 0)
        #expect(TransferOutcome(status: .cannotOpen).status.exitStatus == 2)
    }

    /// An input that cannot be opened and a directory: both reported, the status has both bits, and its
    /// exit status is the one `meter -q nope dir` exits with (18).
    @Test func aCopysFailuresAddUpInItsStatus() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meter-status-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = Pump(inputs: [.file(directory + "/nope"), .file(directory)]).runBlocking()
        #expect(outcome.status == [.cannotOpen, .readOrWriteError])
        #expect(outcome.status.exitStatus == 18)
        #expect(outcome.problems == ["\(directory)/nope: No such file or directory", "\(directory): read failed: Is a directory"])
    }
}
