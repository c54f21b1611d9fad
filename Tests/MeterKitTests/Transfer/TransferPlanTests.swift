import Testing
@testable import MeterKit

/// The engine's choice, made once per input: for each kind of input and output and each set of options, the
/// mover, reader and writer. The table is the documented behaviour; the end-to-end suites check that the
/// parts carry it out.
@Suite struct TransferPlanTests {
    /// The options a row sets, by their pv letters.
    enum Option: Sendable {
        case noSplice, lines, skipErrors, direct, sparse, sync, rateLimit
    }

    /// One row: the two ends, the options, whether something else sees the bytes (`-A`, `%L`), whether the
    /// count ahead counted the input's lines, and the plan expected.
    struct Row: Sendable, CustomTestStringConvertible {
        let input: TransferPlan.End
        let output: TransferPlan.End
        var options: [Option] = []
        var seesBytes = false
        var countedAhead = false
        let plan: TransferPlan

        var testDescription: String { "\(input) → \(output) \(options)\(seesBytes ? " seen" : "")\(countedAhead ? " counted" : "")" }
    }

    static let file = TransferPlan.End.descriptor(.regular)
    static let pipe = TransferPlan.End.descriptor(.pipe)
    static let terminal = TransferPlan.End.descriptor(.characterDevice)
    static let socket = TransferPlan.End.descriptor(.socket)
    static let disk = TransferPlan.End.descriptor(.blockDevice)

    static func plan(_ mover: TransferPlan.Mover, _ reader: TransferPlan.Reader = .plain, _ writer: TransferPlan.Writer = .output) -> TransferPlan {
        TransferPlan(mover: mover, reader: reader, writer: writer)
    }

    static let rows: [Row] = [
        // Bytes nothing else sees move in the kernel wherever splice or sendfile can move them.
        Row(input: file, output: pipe, plan: plan(.kernel)),
        Row(input: pipe, output: pipe, plan: plan(.kernel)),
        Row(input: pipe, output: file, plan: plan(.kernel)),
        Row(input: file, output: file, plan: plan(.kernel)),
        Row(input: file, output: terminal, plan: plan(.kernel)),
        Row(input: socket, output: pipe, plan: plan(.kernel)),
        Row(input: terminal, output: file, plan: plan(.readWrite)),
        Row(input: socket, output: file, plan: plan(.readWrite)),
        // -C, the frames seeing the data, and -X (no output) keep the bytes in meter's buffer.
        Row(input: pipe, output: pipe, options: [.noSplice], plan: plan(.readWrite)),
        Row(input: file, output: pipe, seesBytes: true, plan: plan(.readWrite)),
        Row(input: file, output: .none, plan: plan(.readWrite)),
        // Lines move in the kernel only as blocks of a file the count ahead has counted, without -L or -S.
        Row(input: file, output: pipe, options: [.lines], countedAhead: true, plan: plan(.countedKernel)),
        Row(input: file, output: pipe, options: [.lines], plan: plan(.readWrite)),
        Row(input: pipe, output: pipe, options: [.lines], countedAhead: true, plan: plan(.readWrite)),
        Row(input: file, output: pipe, options: [.lines, .rateLimit], countedAhead: true, plan: plan(.readWrite)),
        Row(input: file, output: pipe, options: [.lines], seesBytes: true, countedAhead: true, plan: plan(.readWrite)),
        Row(input: file, output: pipe, options: [.rateLimit], plan: plan(.kernel)),
        // -E and -K read through their readers; -K and -Y write through the disk writer of a file or disk.
        Row(input: file, output: pipe, options: [.skipErrors], plan: plan(.readWrite, .errorSkipping(direct: false))),
        Row(input: file, output: file, options: [.direct], plan: plan(.readWrite, .direct, .disk(sparse: false, sync: false, direct: true))),
        Row(input: pipe, output: file, options: [.direct], plan: plan(.readWrite, .plain, .disk(sparse: false, sync: false, direct: true))),
        Row(input: file, output: pipe, options: [.direct], plan: plan(.readWrite, .direct)),
        Row(input: pipe, output: pipe, options: [.direct, .skipErrors], plan: plan(.readWrite, .errorSkipping(direct: false))),
        Row(input: file, output: file, options: [.direct, .skipErrors],
            plan: plan(.readWrite, .errorSkipping(direct: true), .disk(sparse: false, sync: false, direct: true))),
        Row(input: file, output: file, options: [.sync], plan: plan(.kernel, .plain, .disk(sparse: false, sync: true, direct: false))),
        Row(input: pipe, output: disk, options: [.sync], plan: plan(.kernel, .plain, .disk(sparse: false, sync: true, direct: false))),
        Row(input: file, output: pipe, options: [.sync], plan: plan(.kernel)),
        // -O finds holes in the bytes: they pass through meter, unless the output cannot have holes.
        Row(input: file, output: file, options: [.sparse], plan: plan(.readWrite, .plain, .disk(sparse: true, sync: false, direct: false))),
        Row(input: file, output: pipe, options: [.sparse], plan: plan(.kernel)),
        // A replay's stream has no descriptor to move in the kernel, and writes no direct I/O.
        Row(input: .script, output: pipe, plan: plan(.readWrite, .script)),
        Row(input: .script, output: file, options: [.direct], plan: plan(.readWrite, .script, .disk(sparse: false, sync: false, direct: false))),
        // A wrapped command's standard output is a pipe: spliced unless something must see it.
        Row(input: .commandStream, output: pipe, plan: plan(.kernel, .commandStream)),
        Row(input: .commandStream, output: file, plan: plan(.kernel, .commandStream)),
        Row(input: .commandStream, output: terminal, plan: plan(.kernel, .commandStream)),
        Row(input: .commandStream, output: pipe, seesBytes: true, plan: plan(.readWrite, .commandStream)),
        Row(input: .commandStream, output: pipe, options: [.lines], plan: plan(.readWrite, .commandStream)),
        Row(input: .commandStream, output: pipe, options: [.noSplice], plan: plan(.readWrite, .commandStream)),
        Row(input: .commandStream, output: .none, plan: plan(.readWrite, .commandStream)),
    ]

    static func options(_ set: [Option]) -> TransferOptions {
        var options = TransferOptions()
        for option in set {
            switch option {
            case .noSplice: options.allowSplice = false
            case .lines: options.unit = .lines
            case .skipErrors: options.readErrors = .skipReportingEach
            case .direct: options.directIO = true
            case .sparse: options.sparse = true
            case .sync: options.syncWrites = true
            case .rateLimit: options.maximumRate = 1000
            }
        }
        return options
    }

    @Test("each input and output, with each set of options, gets the mover, reader and writer of the table", arguments: rows)
    func choice(_ row: Row) {
        let options = Self.options(row.options)
        let chosen = TransferPlan.choose(
            input: row.input, output: row.output, options: options, seesBytes: row.seesBytes, countedAhead: row.countedAhead,
            limited: options.maximumRate != nil || options.stopAfter != nil)
        #expect(chosen == row.plan)
    }

    @Test("a wrapped command's options: what sees its output keeps it out of the kernel")
    func commandOptions() {
        var options = CommandOptions(arguments: [Array("true".utf8)])
        #expect(!options.seesOutput)
        #expect(TransferPlan.choose(input: .commandStream, output: Self.pipe, options: options.transfer).mover == .kernel)
        for change: (inout CommandOptions) -> Void in [
            { $0.tracksLatestLine = true }, { $0.showsOutputAboveIndicator = true }, { $0.outputSharesErrorStream = true },
        ] {
            var changed = options
            change(&changed)
            #expect(changed.seesOutput)
        }
        options.allowSplice = false
        #expect(TransferPlan.choose(input: .commandStream, output: Self.pipe, options: options.transfer).mover == .readWrite)
    }
}
