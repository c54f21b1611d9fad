import MeterKit
import Testing
@testable import MeterCLI

/// Long options abbreviate as pv's getopt_long abbreviates them, and no option meter adds changes what a pv
/// command line means.
@Suite struct LongOptionAbbreviationTests: CommandLineTesting {
    /// pv 1.10.5's long options (src/main/options.c), kept here apart from the parser's own list, so that a
    /// change to either is seen. `sparse-output` is another name of `sparse`.
    static let pv: [String] = [
        "help", "version", "progress", "timer", "eta", "fineta", "rate", "average-rate", "bytes", "bits", "si",
        "buffer-percent", "last-written", "force", "numeric", "quiet", "cursor", "wait", "delay-start", "size",
        "gauge", "line-mode", "null", "interval", "width", "height", "name", "bar-style", "format", "extra-display",
        "stats", "rate-limit", "buffer-size", "no-splice", "skip-errors", "error-skip-block", "stop-at-size", "sync",
        "direct-io", "sparse", "sparse-output", "discard", "store-and-forward", "remote", "query", "pidfile",
        "watchfd", "output", "average-rate-window",
    ]

    static func canonical(_ name: String) -> String { name == "sparse-output" ? "sparse" : name }

    /// Every abbreviation that pv's getopt_long takes as one option, with that option.
    static var pvAbbreviations: [(prefix: String, option: String)] {
        var found: [(String, String)] = []
        for name in pv {
            for length in 1...name.count {
                let prefix = String(name.prefix(length))
                let exact = pv.contains(prefix) ? [canonical(prefix)] : []
                let matches = Set(pv.filter { $0.hasPrefix(prefix) }.map(canonical))
                let meaning = exact.first ?? (matches.count == 1 ? matches.first : nil)
                if let meaning, !found.contains(where: { $0.0 == prefix }) { found.append((prefix, meaning)) }
            }
        }
        return found
    }

    @Test func everyAbbreviationPVTakesMeansPVsOption() throws {
        let abbreviations = Self.pvAbbreviations
        #expect(abbreviations.count == 271)
        for (prefix, option) in abbreviations {
            let spec = try LongOptionName.resolve(prefix, shown: ArraySlice(prefix.utf8), table: optionTable)
            #expect(spec.long == option, "--\(prefix) means --\(spec.long) in meter, --\(option) in pv")
        }
    }

    @Test func abbreviationsTakeValuesAsFullNamesDo() throws {
        let parsed = try configuration("--prog", "--rate-l=1G", "--line", "--inter", "2", "--wid", "60", "--fin", "--num")
        #expect(parsed.display.fields.contains(.progress))
        #expect(parsed.display.fields.contains(.finishTime))
        #expect(parsed.stream.transfer.maximumRate == 1 << 30)
        #expect(parsed.stream.transfer.unit == .lines)
        #expect(parsed.display.timing.interval == 2)
        #expect(parsed.display.width == 60)
        #expect(parsed.display.numeric)
    }

    @Test func meterOptionsAbbreviateWhereUniqueAmongAll() throws {
        #expect(try configuration("--summ").display.summary)
        #expect(try configuration("--reduce").display.styleSettings.reduceMotion == true)
        #expect(try configuration("--spar").stream.transfer.sparse)
        // --ex is pv's --extra-display, though meter has --exec.
        #expect(try configuration("--ex", "windowtitle").display.extraDisplay != nil)
    }

    @Test func anAmbiguousAbbreviationNamesItsCandidates() throws {
        #expect(usageError("--p") == "option '--p' is ambiguous: it could be --progress, --plain, --progress-from or --pidfile")
        #expect(usageError("--st") == "option '--st' is ambiguous: it could be --stop-at-size, --store-and-forward, --stats or --style")
        // Unique among pv's options, whatever meter adds: --no is pv's --no-splice.
        #expect(try configuration("--no").stream.transfer.allowSplice == false)
        #expect(usageError("--zzz") == "unknown option '--zzz'")
        #expect(usageError("--=5") == "unknown option '--'")
    }
}
