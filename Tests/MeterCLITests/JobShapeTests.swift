import Testing
@testable import MeterCLI

/// Each job's shape (``JobKind``): what it reads is what the command line may give beside it.
@Suite struct JobShapeTests: CommandLineTesting {
    static let kinds: [JobKind] = [.copy, .exec, .replay, .watch, .copies, .query, .meters, .remote]

    /// An option outside the display's that no job reads could never be given: each is some job's.
    @Test func everyOptionIsSomeJobs() {
        let jobOptions = optionTable.filter { ![.display, .style, .general].contains($0.group) }
        #expect(jobOptions.count > 25)
        for spec in jobOptions {
            #expect(Self.kinds.contains { $0.reads.contains(spec.id) }, "no job reads \(spec.displayName)")
        }
    }

    /// The display's options go with every job: they are not in any shape, and never refused.
    @Test func theDisplaysOptionsGoWithEveryJob() {
        for line in [["-d", "42"], ["--copies"], ["--replay", "s"], ["-Q", "42"], ["--meters"], ["--exec", "true"], []] {
            let display = ["-p", "-t", "-e", "-r", "-b", "-i", "2", "-N", "x", "-w", "80", "--ring", "pie", "--color", "never"]
            let options = Array(line.prefix { $0 != "--exec" }) + display + Array(line.drop { $0 != "--exec" })
            #expect(usageError(options) == nil, "\(options)")
        }
    }

    /// A command after `--exec` beside another job is refused first, in that job's words, whatever else
    /// the line holds.
    @Test func theCommandIsRefusedFirst() {
        #expect(usageError("-d", "42", "-O", "--exec", "true")
            == "--exec cannot be used with -d: meter copies nothing then, it follows a byte position")
        #expect(usageError("-Q", "42", "-S", "--exec", "true")
            == "--exec cannot be used with -Q: -Q copies nothing, it talks to another meter")
        #expect(usageError("--replay", "s", "--progress-from", "percent", "--exec", "true") == "--exec cannot be used with --replay")
    }

    /// Options of a wrapped command without one say what they need, whichever job the line makes.
    @Test func aCommandsOptionsNeedOne() {
        for line in [[], ["-d", "42"], ["--copies"], ["-Q", "42"]] {
            #expect(usageError(line + ["--remember"]) == usageError("--remember"), "\(line)")
            #expect(usageError(line + ["--exec-wait", "1"]) == usageError("--exec-wait", "1"), "\(line)")
        }
        #expect(usageError("--remember") != nil)
    }
}
