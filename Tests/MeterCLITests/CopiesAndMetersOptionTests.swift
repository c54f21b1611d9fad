import MeterKit
import Testing
@testable import MeterCLI

/// `--copies` and `--meters` on the command line: the job each makes, what goes with them and what cannot.
@Suite struct CopiesAndMetersOptionTests: CommandLineTesting {
    @Test func copiesFollowsTheFilesReadUnlessToldOut() throws {
        #expect(try configuration("--copies").copies == .reading)
        #expect(try configuration("--copies", "-M", "in").copies == .reading)
        #expect(try configuration("--copies", "-M", "out").copies == .writing)
        // Display options go with it, and abbreviations work where they are unique among all.
        #expect(try configuration("--cop", "-pte", "-i", "2").copies == .reading)
    }

    @Test func copiesRefusesWhatCopiesOrNamesFiles() {
        #expect(usageError("--copies", "-M", "both")
            == "-M both cannot be used with --copies: a command's line follows one file, read (in) or written (out)")
        #expect(usageError("--copies", "big.iso")
            == "'big.iso': FILE operands cannot be used with --copies: the commands are found, not named (-d PID names one)")
        for (arguments, option) in [(["-L", "1M"], "-L"), (["-d", "42"], "-d"), (["-o", "out"], "-o"), (["-l"], "-l"), (["-s", "1G"], "-s")] {
            #expect(usageError(["--copies"] + arguments) == "\(option) cannot be used with --copies: meter copies nothing then, it follows other commands' files")
        }
    }

    @Test func metersShowsTheRunningMeters() throws {
        #expect(try configuration("--meters").job == .meters)
        #expect(try configuration("--met", "-n").job == .meters)
    }

    @Test func metersRefusesWhatNamesOneMeterOrCopies() {
        #expect(usageError("--meters", "-Q", "42") == "-Q cannot be used with --meters: --meters copies nothing, it talks to another meter")
        #expect(usageError("--meters", "--copies") == "--copies cannot be used with --meters: --meters copies nothing, it talks to another meter")
        #expect(usageError("--meters", "file") == "'file': FILE operands cannot be used with --meters: the files are the other meter's")
    }

}
