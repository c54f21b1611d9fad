import Foundation
import Testing
@testable import MeterCLI

/// The completion scripts against the option table: every option is offered in every shell, and options
/// taking a FILE complete file names.
@Suite struct CompletionScriptTests {
    /// How `shell`'s script names a long option.
    static func mention(of spec: OptionSpec, in shell: CompletionRequest.Shell) -> String {
        shell == .fish ? " -l \(spec.long)" : "--\(spec.long)"
    }

    @Test(arguments: CompletionRequest.Shell.allCases)
    func everyLongOptionIsMentioned(shell: CompletionRequest.Shell) {
        let script = CompletionScript.render(shell)
        for spec in optionTable {
            #expect(script.contains(Self.mention(of: spec, in: shell)), "--\(spec.long) missing from the \(shell) script")
        }
    }

    @Test(arguments: CompletionRequest.Shell.allCases)
    func everyShortOptionIsMentioned(shell: CompletionRequest.Shell) {
        let script = CompletionScript.render(shell)
        for spec in optionTable {
            guard let short = spec.short else { continue }
            let mention = shell == .fish ? "-s \(short) -l \(spec.long)" : "-\(short)"
            #expect(script.contains(mention), "-\(short) missing from the \(shell) script")
        }
    }

    @Test func optionsTakingAFileCompleteFileNames() {
        let files = optionTable.filter { $0.completion == .files }
        #expect(!files.isEmpty)
        let bash = CompletionScript.render(.bash).split(separator: "\n").map(String.init)
        let zsh = CompletionScript.render(.zsh).split(separator: "\n").map(String.init)
        let fish = CompletionScript.render(.fish).split(separator: "\n").map(String.init)
        for spec in files {
            // bash: the option's case pattern, then the file completion.
            let pattern = bash.firstIndex { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.hasSuffix(")") && trimmed.dropLast().split(separator: "|").contains("--\(spec.long)")
            }
            #expect(pattern.map { bash[$0 + 1].contains("_meter_files") } == true, "bash: --\(spec.long)")
            let zshSpec = zsh.first { $0.contains("--\(spec.long)=") }
            #expect(zshSpec?.contains(":_files'") == true, "zsh: --\(spec.long)")
            let line = fish.first { $0.contains(" -l \(spec.long) ") }
            #expect(line?.contains(" -r -F ") == true, "fish: --\(spec.long)")
        }
    }

    /// Every option with a fixed set of values completes them, from the same enums the parser takes them
    /// from; the others say what they complete to, or that they are free text.
    @Test func optionsWithChoicesCompleteThem() throws {
        let choices: [OptionID: [String]] = [
            .indicatorStyle: ["linear", "circular"], .ring: ["braille", "pie"],
            .barStyle: ["plain", "block", "granular", "shaded"], .layout: ["mini", "small", "regular", "large"],
            .color: ["auto", "always", "never"], .terminalProgress: ["auto", "always", "never"],
            .progressFrom: ["percent", "count", "rsync", "ffmpeg", "curl"],
        ]
        for (id, words) in choices {
            let spec = try #require(optionTable.first { $0.id == id })
            #expect(spec.completion == .choices(words), "--\(spec.long)")
        }
        let tint = try #require(optionTable.first { $0.id == .tint })
        #expect(tint.completion.map { if case .choices(let names) = $0 { names.contains("orange") } else { false } } == true)
        // A switch has nothing to complete.
        #expect(optionTable.first { $0.id == .quiet }?.completion == nil)
    }

    /// Every shell, and `meters`, what the scripts ask meter for as they complete `-Q` and `-R`.
    @Test func everyWordOfAShellOptionIsAShell() {
        guard let spec = optionTable.first(where: { $0.id == .completionScript }) else {
            Issue.record("--completion-script is not in the table")
            return
        }
        #expect(spec.completion == .choices(["bash", "zsh", "fish", "meters"]))
    }

    /// `-d` completes process IDs, the names of running processes after `=`, list files after `@`.
    @Test func aWatchedProcessCompletesProcessIDsAndNames() throws {
        let spec = try #require(optionTable.first { $0.id == .watchfd })
        #expect(spec.completion == .watchTarget)
        let zsh = CompletionScript.render(.zsh)
        #expect(zsh.contains(
            "'-d+ --watchfd=' 'Copy nothing: watch the files other processes have open, a line each, as pv -d' ':process ID:_meter_watch_target'"))
        // -d =NAME, its = unquoted, is completed in zsh's own context for it.
        #expect(zsh.contains("#compdef meter -equal-") && zsh.contains("compdef _meter_equal -equal-"))
        let bash = CompletionScript.render(.bash)
        #expect(bash.contains("-d|--watchfd)\n        _meter_watch_targets ;;\n"))
        #expect(bash.contains("-O $folder"))
        let fish = CompletionScript.render(.fish)
        #expect(fish.contains("-s d -l watchfd -x -a '(__meter_watch_target)'"))
        // Not the shells' own helpers, which run ps (zsh's lists this terminal's processes alone), so that the
        // completion's own ps was offered.
        #expect(!zsh.contains(":_pids'") && !fish.contains("__fish_complete_pids"))
    }

    /// -Q and -R complete the process IDs of the user's running meters, as meter itself finds them.
    @Test func queryAndRemoteCompleteRunningMeters() {
        for id in [OptionID.query, .remote] {
            #expect(optionTable.first { $0.id == id }?.completion == .runningMeter)
        }
        #expect(CompletionScript.render(.zsh).contains(":process ID:_meter_meters'"))
        #expect(CompletionScript.render(.bash).contains("_meter_meters ;;"))
        #expect(CompletionScript.render(.fish).contains("-s Q -l query -x -a '(__meter_meters)'"))
        #expect(CompletionScript.render(.fish).contains("-s R -l remote -x -a '(__meter_meters)'"))
    }

    @Test func theCommandAfterExecIsCompletedAsACommand() throws {
        let spec = try #require(optionTable.first { $0.id == .exec })
        #expect(spec.completion == .command)
        // zsh offers --exec without '=': the parser refuses --exec=COMMAND.
        #expect(!CompletionScript.render(.zsh).contains("--exec="))
    }

    @Test(arguments: CompletionRequest.allCases)
    func theOptionChoosesTheShell(request: CompletionRequest) throws {
        let configuration = try Configuration.from(CommandLineParser.parse(["--completion-script", request.rawValue]))
        #expect(configuration.action == .completionScript(request))
    }

    @Test func anUnknownShellIsAUsageError() {
        #expect(usageMessage { try Configuration.from(CommandLineParser.parse(["--completion-script=tcsh"])) } == "--completion-script: invalid shell 'tcsh' (expected bash, zsh, fish or meters)")
        #expect(throws: UsageError.self) { try Configuration.from(CommandLineParser.parse(["--completion-script"])) }
    }

    /// A description is the help's whole first sentence: colons, semicolons and brackets within it stay.
    @Test func summariesAreTheHelpsFirstSentence() {
        #expect(CompletionScript.summary(of: "Expected total: bytes with a suffix.") == "Expected total: bytes with a suffix")
        #expect(CompletionScript.summary(of: "Count NUL-terminated records (implies -l).") == "Count NUL-terminated records (implies -l)")
        #expect(CompletionScript.summary(of: "Never use splice(2); always read and write.") == "Never use splice(2); always read and write")
        #expect(CompletionScript.summary(of: "Copy nothing: watch files, as pv -d. TARGET is PID.") == "Copy nothing: watch files, as pv -d")
        #expect(CompletionScript.summary(of: "Update every SEC seconds (default 1; kept within 0.1 to 600).") == "Update every SEC seconds (default 1; kept within 0.1 to 600)")
        #expect(CompletionScript.summary(of: "Show the version.") == "Show the version")
        #expect(CompletionScript.summary(of: "No full stop") == "No full stop")
    }

    /// zsh and fish show options whose descriptions are equal as one entry: every option has its own.
    @Test func noTwoOptionsShareADescription() {
        var owners: [String: [String]] = [:]
        for spec in optionTable { owners[CompletionScript.summary(of: spec.help), default: []].append("--\(spec.long)") }
        #expect(owners.values.filter { $0.count > 1 }.isEmpty, "\(owners.filter { $0.value.count > 1 })")
    }

    /// zsh's script holds each description in single quotes (its quotes escaped), and escapes the brackets,
    /// colons and backslashes that `_arguments` would read when it lists them; fish's single quotes take
    /// `\'` and `\\`.
    @Test func descriptionsAreEscapedForEachShell() throws {
        let spec = OptionSpec(
            id: .name, short: "N", long: "name", value: nil, help: #"Show [a]: 'b' \c. More."#, group: .display)
        #expect(CompletionScript.render(.zsh, table: [spec]).contains(#"'-N --name' 'Show [a]: '\''b'\'' \c' ''"#))
        #expect(CompletionScript.render(.fish, table: [spec]).contains(#" -s N -l name -d 'Show [a]: \'b\' \\c'"#))
    }

    /// Each script parses in its shell, where that shell is installed (bash always is; zsh and fish may not be).
    @Test(arguments: CompletionRequest.Shell.allCases)
    func scriptParses(shell: CompletionRequest.Shell) throws {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(shell.rawValue)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("meter-completion-\(getpid()).\(shell)")
        try CompletionScript.render(shell).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-n", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shell) -n: \(text)")
    }
}
