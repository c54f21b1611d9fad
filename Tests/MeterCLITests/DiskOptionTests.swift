import MeterKit
import Testing
@testable import MeterCLI

/// The options pv users reach for when pv stands in for dd: -Z, -O, -Y, -K and -U, parsed.
@Suite struct DiskOptionTests {
    func configuration(_ arguments: [String]) throws(UsageError) -> Configuration {
        try Configuration.from(CommandLineParser.parse(arguments))
    }

    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try configuration(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("-Z takes a size, implies -E and keeps -EE", arguments: [
        (["-Z", "4K"], 4096 as Int64?, .skipReportingEach),
        (["--error-skip-block=512"], 512, .skipReportingEach),
        (["-EE", "-Z", "1M"], 1 << 20, .skipReportingOncePerFile),
        (["-Z", "1.5K", "-E"], 1536, .skipReportingEach),
    ] as [([String], Int64?, TransferOptions.ReadErrors)])
    func errorSkipBlock(arguments: [String], block: Int64?, readErrors: TransferOptions.ReadErrors) throws {
        let parsed = try configuration(arguments)
        #expect(parsed.stream.transfer.errorSkipBlock == block)
        #expect(parsed.stream.transfer.readErrors == readErrors)
    }

    @Test("-k makes -Z's suffixes powers of 1000 after it, as pv's")
    func errorSkipBlockWithSI() throws {
        #expect(try configuration(["-k", "-Z", "4K"]).stream.transfer.errorSkipBlock == 4000)
        #expect(try configuration(["-Z", "4K", "-k"]).stream.transfer.errorSkipBlock == 4096)
    }

    @Test("-Z 0 asks for pv's adaptive skips and, as in pv, does not imply -E")
    func errorSkipBlockZero() throws {
        let parsed = try configuration(["-Z", "0"])
        #expect(parsed.stream.transfer.errorSkipBlock == nil)
        #expect(parsed.stream.transfer.readErrors == .stop)
        #expect(try configuration(["-E", "-Z", "0"]).stream.transfer.readErrors == .skipReportingEach)
    }

    @Test func errorSkipBlockErrors() throws {
        #expect(try configuration(["-Z", "2T"]).stream.transfer.errorSkipBlock == 1 << 40)
        #expect(usageError(["-Z", "x"]) == "-Z: invalid size 'x' (expected a number with an optional K, M, G, T, P or E suffix)")
        #expect(usageError(["-Z"]) == "option '-Z' needs a value <BYTES>")
    }

    @Test("-O, --sparse and pv's --sparse-output are one option", arguments: [["-O"], ["--sparse"], ["--sparse-output"]])
    func sparse(arguments: [String]) throws {
        #expect(try configuration(arguments).stream.transfer.sparse)
        #expect(try configuration([]).stream.transfer.sparse == false)
    }

    @Test func syncAndDirectIO() throws {
        #expect(try configuration(["-Y"]).stream.transfer.syncWrites)
        #expect(try configuration(["--sync"]).stream.transfer.syncWrites)
        #expect(try configuration(["-K"]).stream.transfer.directIO)
        #expect(try configuration(["--direct-io"]).stream.transfer.directIO)
        let plain = try configuration([]).stream.transfer
        #expect(!plain.syncWrites && !plain.directIO)
    }

    @Test func storeAndForward() throws {
        #expect(try configuration(["-U", "-"]).stream.storePath == "-")
        #expect(try configuration(["--store-and-forward", "store.bin", "in"]).stream.storePath == "store.bin")
        #expect(try configuration(["-Ustore"]).stream.storePath == "store")
        #expect(usageError(["-U", ""]) == "-U: the file name is empty ('-' for a temporary file)")
    }

    @Test("options of the copy are refused where nothing is copied", arguments: [
        (["-U", "-", "--exec", "cat"], "-U cannot be used with --exec: it is an option of the copy"),
        (["-K", "--exec", "cat"], "-K cannot be used with --exec: it is an option of the copy"),
        (["-O", "-d", "1"], "-O cannot be used with -d: meter copies nothing then, it follows a byte position"),
        (["-Y", "-d", "1"], "-Y cannot be used with -d: meter copies nothing then, it follows a byte position"),
        (["-U", "x", "--replay", "s"], "-U cannot be used with --replay"),
    ] as [([String], String)])
    func refused(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test("in the option table")
    func supportedNow() {
        for option in ["Y", "K", "U", "O", "Z"] {
            #expect(optionTable.contains { $0.short.map(String.init) == option }, "-\(option)")
        }
    }
}
