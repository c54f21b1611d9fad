import Foundation
import Testing

/// The built binary in the shell: completions that bash accepts, help that fits 80 columns.
@Suite struct ShellIntegrationTests {
    /// `executable arguments…` in the test process's own environment, `environment` added.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: String = MeterBinary.path
    ) -> RunResult {
        var runner = Runner(executable: executable, arguments: arguments)
        runner.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return runner.run()
    }

    @Test func bashAcceptsTheCompletionScript() {
        let result = Self.run(
            ["-c", "source <(\"$METER\" --completion-script bash) && complete -p meter"],
            environment: ["METER": MeterBinary.path], executable: "/bin/bash")
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        #expect(result.stdoutText == "complete -F _meter meter\n")
        #expect(result.stderrText == "")
    }

    /// Where `name` is installed, if it is (zsh and fish are optional here).
    static func shell(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// bash completes meter's options, then, after `--exec`, a command name and the command's arguments
    /// (file names, where bash-completion is not loaded, as in `bash -c`).
    @Test func bashCompletesTheCommandAfterExec() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        _ = directory.write("notes.txt", [])
        _ = directory.write("other.log", [])
        let script = """
            source <("$METER" --completion-script bash) || exit 1
            show() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _meter 2>/dev/null
                printf '%s\\n' "${COMPREPLY[@]}" | sort -u | paste -sd ' '; }
            cd "$DIR"
            show meter --exec ech
            show meter -q --exec -- ech
            show meter --exec ls no
            show meter --exec grep --line-m
            show meter --line-m
            show meter -- --exec no
            echo "$$"
            show meter -d "$$"
            """
        let result = Self.run(["-c", script], environment: ["METER": MeterBinary.path, "DIR": directory.path], executable: "/bin/bash")
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= 8, "\(result.stdoutText)")
        #expect(lines[0].split(separator: " ").contains("echo"), "a command name after --exec: \(lines[0])")
        #expect(lines[1].split(separator: " ").contains("echo"), "after --exec --: \(lines[1])")
        #expect(lines[2] == "notes.txt", "the command's argument: \(lines[2])")
        // After --exec, an option belongs to the command: meter's own are not offered.
        #expect(lines[3] == "", "\(lines[3])")
        #expect(lines[4] == "--line-mode", "meter's own option before --exec: \(lines[4])")
        // After --, --exec is a file name, not the option.
        #expect(lines[5] == "notes.txt", "\(lines[5])")
        // -d completes process IDs: the shell's own is among those its number starts.
        #expect(lines[7].split(separator: " ").contains(Substring(lines[6])), "\(lines[6]) in \(lines[7])")
    }

    /// The files and the process that the word-break cases complete: a directory `dir`, a list `watchlist`,
    /// a file `a:bc`, a directory `sp ace`, and a process named `metercompprobe` (a copy of sleep), which
    /// the caller stops.
    static func wordBreakFixtures(in directory: TemporaryDirectory) throws -> EndToEnd.Watch.Background {
        try FileManager.default.createDirectory(atPath: directory.file("dir"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: directory.file("sp ace"), withIntermediateDirectories: false)
        directory.write("watchlist", [])
        directory.write("a:bc", [])
        let probe = try EndToEnd.Watch.Background.sleeper(named: "metercompprobe", seconds: 60, in: directory)
        guard probe.wait(toBeNamed: "metercompprobe") else {
            probe.stop()
            throw ProbeDidNotStart()
        }
        return probe
    }

    struct ProbeDidNotStart: Error {}

    /// bash splits the line at COMP_WORDBREAKS' characters (`@`, `=`, `:` among them) and readline
    /// replaces only the text after the last of them, a `@` before it kept: Tab must complete the value
    /// whole and keep what was typed before that text. Each case is a line, the word readline hands over
    /// as `$2`, and the pieces bash makes of the line (COMP_WORDS) with its default COMP_WORDBREAKS, as
    /// `bash --norc` gives them; no bash-completion. Printed: the replies, then the line after the Tab.
    @Test func bashKeepsWhatTheWordBreaksSplit() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let probe = try Self.wordBreakFixtures(in: directory)
        defer { probe.stop() }
        let cases: [(word: String, line: String, pieces: [String], expected: String)] = [
            ("@di", "meter -s @di", ["meter", "-s", "@", "di"], "@dir/ => meter -s @dir/"),
            ("@di", "meter --size=@di", ["meter", "--size", "=@", "di"], "@dir/ => meter --size=@dir/"),
            ("@wat", "meter -d @wat", ["meter", "-d", "@", "wat"], "@watchlist => meter -d @watchlist"),
            ("metercompp", "meter -d =metercompp", ["meter", "-d", "=", "metercompp"], "metercompprobe => meter -d =metercompprobe"),
            ("metercompp", "meter --watchfd==metercompp", ["meter", "--watchfd", "==", "metercompp"],
             "metercompprobe => meter --watchfd==metercompprobe"),
            ("@sp", "meter -s @sp", ["meter", "-s", "@", "sp"], #"@sp\ ace/ => meter -s @sp\ ace/"#),
            ("b", "meter --output=a:b", ["meter", "--output", "=", "a", ":", "b"], "bc => meter --output=a:bc"),
            ("b", "meter -s @a:b", ["meter", "-s", "@", "a", ":", "b"], "bc => meter -s @a:bc"),
            ("", "meter --output a:", ["meter", "--output", "a", ":"], "bc => meter --output a:bc"),
            ("di", "meter --output=di", ["meter", "--output", "=", "di"], "dir => meter --output=dir"),
        ]
        var script = """
            source <("$METER" --completion-script bash) || exit 1
            cd "$DIR"
            tab() {
                local word=$1 line=$2; shift 2
                COMP_LINE=$line COMP_POINT=${#line} COMP_WORDS=("$@") COMP_CWORD=$(( $# - 1 )) COMPREPLY=()
                _meter meter "$word" "${COMP_WORDS[COMP_CWORD-1]}" 2>/dev/null
                printf '%s => %s\\n' "${COMPREPLY[*]}" "${line%"$word"}${COMPREPLY[0]}"
            }

            """
        for item in cases {
            script += "tab " + ([item.word, item.line] + item.pieces).map(Tmux.quoted).joined(separator: " ") + "\n"
        }
        let result = Self.run(["-c", script], environment: ["METER": MeterBinary.path, "DIR": directory.path], executable: "/bin/bash")
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        #expect(result.stdoutText == cases.map { $0.expected + "\n" }.joined(), "\(result.stdoutText)")
    }

    /// The same in a real terminal: an interactive `bash --norc` in tmux, the script sourced, Tab pressed
    /// after each line; the line is then made a comment and entered, so the screen keeps what Tab made of
    /// it. Without bash-completion, and with it where it is installed (its helpers defined).
    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"), arguments: [false, true])
    func bashKeepsWhatTheWordBreaksSplitInATerminal(withBashCompletion: Bool) throws {
        let bashCompletion = "/usr/share/bash-completion/bash_completion"
        if withBashCompletion && !FileManager.default.fileExists(atPath: bashCompletion) { return }
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let probe = try Self.wordBreakFixtures(in: directory)
        defer { probe.stop() }
        let lines: [(typed: String, shown: String)] = [
            ("meter -s @di", "meter -s @dir/"),
            ("meter --size=@di", "meter --size=@dir/"),
            ("meter -d @wat", "meter -d @watchlist"),
            ("meter -d =metercompp", "meter -d =metercompprobe"),
            ("meter --watchfd==metercompp", "meter --watchfd==metercompprobe"),
            ("meter -s @sp", #"meter -s @sp\ ace/"#),
            ("meter --output=a:b", "meter --output=a:bc"),
            ("meter --output=di", "meter --output=dir/"),
        ]
        let tmux = Tmux(
            columns: 200, command: "sh -c 'cd \"$DIR\" && exec bash --norc'",
            environment: ["DIR": directory.path, "PS1": "$ ", "INPUTRC": "/dev/null", "HOME": directory.path], in: directory)
        defer { tmux.stop() }
        // Keys typed before readline reads the terminal are echoed by it as they come: each waits for a prompt.
        func prompted(_ count: Int) -> Bool { tmux.wait { tmux.screen.filter { $0.hasPrefix("$") }.count == count } }
        try #require(prompted(1), "\(tmux.screen)")
        let helpers = withBashCompletion ? "source \(bashCompletion); " : ""
        tmux.type(helpers + "source <(\(Tmux.quoted(MeterBinary.path)) --completion-script bash)")
        tmux.press("Enter")
        for (index, line) in lines.enumerated() {
            try #require(prompted(index + 2), "\(tmux.screen)")
            tmux.type(line.typed)
            tmux.press("Tab", "C-a")
            tmux.type("# ")
            tmux.press("Enter")
        }
        let expected = lines.map { "$ # " + $0.shown }
        func shown() -> [String] { tmux.screen.filter { $0.hasPrefix("$ # ") } }
        tmux.wait { shown().count == lines.count }
        #expect(shown() == expected, "\(tmux.screen)")
    }

    /// The options with a fixed set of values complete them, in each shell: what a user gets pressing Tab.
    static let choices: [(option: String, words: String)] = [
        ("--style", "circular linear"), ("--ring", "braille pie"), ("-u", "block granular plain shaded"),
        ("--layout", "large mini regular small"), ("--color", "always auto never"),
    ]

    @Test func bashCompletesChoices() {
        var script = """
            source <("$METER" --completion-script bash) || exit 1
            show() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _meter 2>/dev/null
                printf '%s\\n' "${COMPREPLY[@]}" | sort -u | paste -sd ' '; }

            """
        for choice in Self.choices { script += "show meter \(choice.option) ''\n" }
        let result = Self.run(["-c", script], environment: ["METER": MeterBinary.path], executable: "/bin/bash")
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        #expect(result.stdoutText == Self.choices.map { $0.words + "\n" }.joined())
    }

    @Test(.enabled(if: shell("fish") != nil, "fish is not installed"))
    func fishCompletesChoices() throws {
        var script = "\"$METER\" --completion-script fish | source\n"
        for choice in Self.choices {
            script += "complete -C 'meter \(choice.option) ' | cut -f1 | sort | paste -sd ' ' -\n"
        }
        let result = Self.run(["--no-config", "-c", script], environment: ["METER": MeterBinary.path], executable: try #require(Self.shell("fish")))
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        #expect(result.stdoutText == Self.choices.map { $0.words + "\n" }.joined())
    }

    /// zsh, for real: an interactive zsh on a pseudo-terminal (zsh's own zpty) with its completion system,
    /// and Tab pressed after each option. Its output is read until every choice has come (10 s at most):
    /// on a loaded machine a second was not always enough. Escape sequences become spaces first: the
    /// listing may start right after one (`ESC [ J` then the first choice), which hid that choice's word.
    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed"))
    func zshCompletesChoices() throws {
        for choice in Self.choices {
            let all = choice.words.split(separator: " ").map { "$out == *\($0)*" }.joined(separator: " && ")
            let script = """
                zmodload zsh/zpty
                zpty z zsh -f -i
                zpty -w z "autoload -Uz compinit; compinit -u -D; source <($METER --completion-script zsh); PROMPT='> '"
                zpty -w -n z $'meter \(choice.option) \\t\\t'
                out=""
                for (( i = 0; i < 100; i++ )); do
                    while zpty -r -t z line; do out+=$line; done
                    [[ \(all) ]] && break
                    sleep 0.1
                done
                print -r -- "$out" | tr '\\r' '\\n' | sed $'s/\\e\\\\[[0-9;?]*[A-Za-z]/ /g' | grep -ow '\(choice.words.split(separator: " ").joined(separator: "\\|"))' | sort -u | paste -sd ' ' -
                zpty -d z
                """
            let result = Self.run(["-f", "-c", script], environment: ["METER": MeterBinary.path], executable: try #require(Self.shell("zsh")))
            #expect(result.termination == .exited(0), "\(result.stderrText)")
            #expect(result.stdoutText == choice.words + "\n", "\(choice.option)")
        }
    }

    /// What zsh lists on a real terminal after Tab at the end of `typed`: an interactive `zsh -f` in tmux
    /// (a window tall enough for the listing, and by default wide enough for every description whole),
    /// `compinit` and the script loaded; the rows below the line, once `rows` of them have come.
    static func zshListing(after typed: String, rows: Int, columns: Int = 340) throws -> [String] {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let tmux = Tmux(
            columns: columns, rows: rows + 20, command: "zsh -f",
            environment: ["PS1": "%% ", "HOME": directory.path, "LC_ALL": "C.UTF-8", "METER": MeterBinary.path], in: directory)
        defer { tmux.stop() }
        func prompts() -> Int { tmux.screen.filter { $0.hasPrefix("%") }.count }
        // Keys typed before the line editor reads the terminal are echoed by it: each waits for a prompt.
        try #require(tmux.wait { prompts() == 1 }, "\(tmux.screen)")
        tmux.type(#"LISTMAX=0; autoload -Uz compinit && compinit -u -D && source <("$METER" --completion-script zsh)"#)
        tmux.press("Enter")
        try #require(tmux.wait { prompts() == 2 }, "\(tmux.screen)")
        tmux.type(typed)
        tmux.press("Tab")
        func listing() -> [String] {
            let screen = tmux.screen
            guard let line = screen.lastIndex(of: "% " + typed) else { return [] }
            return screen[(line + 1)...].filter { !$0.isEmpty }
        }
        tmux.wait { listing().count >= rows }
        return listing()
    }

    /// Each long option of `meter --help` with the first sentence of its help, without its full stop: what
    /// zsh and fish show beside it. The help's lines are joined again (it wraps at spaces).
    static func helpSentences() throws -> [(option: String, sentence: String)] {
        let help = Self.run(["--help"], environment: ["LANG": "C", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "COLUMNS": "80"])
        try #require(help.termination == .exited(0))
        var options: [(option: String, text: String)] = []
        var inOption = false
        for line in help.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("  -") || line.hasPrefix("      --") {
                let words = line.split(separator: " ")
                let option = String(words.first { $0.hasPrefix("--") } ?? "")
                let label = line.drop { $0 == " " }
                let text = label.firstRange(of: "  ").map { label[$0.upperBound...] } ?? ""
                options.append((option, text.trimmingCharacters(in: .whitespaces)))
                inOption = true
            } else if inOption, line.hasPrefix(String(repeating: " ", count: 28)), let last = options.indices.last {
                options[last].text = (options[last].text + " " + line.trimmingCharacters(in: .whitespaces)).trimmingCharacters(in: .whitespaces)
            } else {
                inOption = false
            }
        }
        return options.map { option, text in
            var sentence = text.firstRange(of: ". ").map { String(text[..<$0.lowerBound]) } ?? text
            if sentence.hasSuffix(".") { sentence.removeLast() }
            return (option, sentence)
        }
    }

    /// zsh lists each option alone with its help's whole first sentence: a colon cut descriptions short
    /// (`--watchfd -d -- Copy nothing`) and zsh grouped options whose cut descriptions were equal
    /// (`--remember --monitor -M -- With --exec`).
    @Test(.enabled(if: shell("zsh") != nil && Tmux.isAvailable, "zsh or tmux is not installed"))
    func zshListsWholeDescriptions() throws {
        #expect(try Self.zshListing(after: "meter --wa", rows: 2) == [
            "--wait     -- Show nothing until the first byte arrives",
            "--watchfd  -- Copy nothing: watch the files other processes have open, a line each, as pv -d",
        ])
        let sentences = try Self.helpSentences()
        try #require(sentences.count > 60, "\(sentences)")
        let width = (sentences.map(\.option.count).max() ?? 0) + 2
        let expected = sentences.map { option, sentence in
            option + String(repeating: " ", count: width - option.count) + "-- " + sentence
        }.sorted()
        let listed = try Self.zshListing(after: "meter --", rows: expected.count)
        #expect(listed == expected, "\(listed)")
        #expect(listed.contains("--remember             -- With --exec: keep the final count of this command in this directory, and expect it as the total the next time"))
    }

    /// fish shows each option with its help's whole first sentence, colons and quotes and all.
    @Test(.enabled(if: shell("fish") != nil, "fish is not installed"))
    func fishShowsWholeDescriptions() throws {
        let script = """
            "$METER" --completion-script fish | source
            complete -C 'meter --watchfd'; echo ---
            complete -C 'meter --'
            """
        let result = Self.run(["--no-config", "-c", script], environment: ["METER": MeterBinary.path], executable: try #require(Self.shell("fish")))
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        let parts = result.stdoutText.components(separatedBy: "---\n")
        try #require(parts.count == 2, "\(result.stdoutText)")
        #expect(parts[0] == "--watchfd\tCopy nothing: watch the files other processes have open, a line each, as pv -d\n")
        let listed = parts[1].split(separator: "\n").map(String.init).sorted()
        let sentences = try Self.helpSentences()
        try #require(sentences.count > 60, "\(sentences)")
        #expect(listed == sentences.map { $0.option + "\t" + $0.sentence }.sorted(), "\(listed)")
    }

    /// fish: after `--exec`, the command's own completions and not meter's options.
    @Test(.enabled(if: shell("fish") != nil, "fish is not installed"))
    func fishCompletesTheCommandAfterExec() throws {
        let script = """
            "$METER" --completion-script fish | source
            complete -C 'meter --exec ech'; echo ---
            complete -C 'meter --exec true --line-m'; echo ---
            complete -C 'meter --line-m'; echo ---
            echo $fish_pid; complete -C "meter -d $fish_pid"
            """
        let result = Self.run(["--no-config", "-c", script], environment: ["METER": MeterBinary.path], executable: try #require(Self.shell("fish")))
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        let parts = result.stdoutText.split(separator: "---\n", omittingEmptySubsequences: false).map { part in
            part.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        try #require(parts.count == 4, "\(result.stdoutText)")
        #expect(parts[0].contains("echo"), "a command name after --exec: \(parts[0])")
        #expect(!parts[1].contains("--line-mode"), "meter's options offered after --exec: \(parts[1])")
        #expect(parts[2] == ["--line-mode"], "\(parts[2])")
        // -d completes process IDs: those that start with the shell's own, which is among them.
        let shell = try #require(parts[3].first)
        #expect(parts[3].dropFirst().contains(shell) && parts[3].dropFirst().allSatisfy { $0.hasPrefix(shell) && Int($0) != nil }, "\(parts[3])")
    }

    /// zsh: the script parses, and `_meter` hands the words after `--exec` to `_normal` (zsh's completion of
    /// a command line), shifted so that the command is the first word; before it, `_arguments` completes
    /// meter's options. (The completion functions are stubbed: they need an interactive line editor.)
    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed"))
    func zshCompletesTheCommandAfterExec() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let script = """
            "$METER" --completion-script zsh > "$DIR/_meter" && zsh -n "$DIR/_meter" || exit 1
            compdef() { :; }
            source "$DIR/_meter"
            _normal() { print -r -- "normal $CURRENT ${words[*]}"; }
            _arguments() { print -r -- arguments; }
            show() { words=("$@"); CURRENT=$#; _meter; }
            show meter --exec ech
            show meter -q --exec -- ech
            show meter --exec ls -l no
            show meter --line-m
            show meter -- --exec no
            """
        let result = Self.run(["-f", "-c", script], environment: ["METER": MeterBinary.path, "DIR": directory.path],
                              executable: try #require(Self.shell("zsh")))
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        #expect(result.stdoutText == "normal 1 ech\nnormal 1 ech\nnormal 3 ls -l no\narguments\narguments\n", "\(result.stdoutText)")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptGoesToStandardOutput(shell: String) {
        let result = Self.run(["--completion-script", shell])
        #expect(result.termination == .exited(0))
        #expect(result.stdoutText.contains("--completion-script"))
        #expect(result.stderrText == "")
    }

    @Test func anUnknownShellIsAUsageError() {
        let result = Self.run(["--completion-script", "tcsh"])
        #expect(result.termination == .exited(64))
        #expect(result.stdoutText == "")
        #expect(result.stderrText.hasPrefix("meter: --completion-script: invalid shell 'tcsh'"))
        #expect(result.stderrText.hasSuffix("See 'meter --help'.\n"))
    }

    @Test(arguments: ["", "40", "80", "200"])
    func helpFitsEightyColumns(columns: String) {
        let result = Self.run(["--help"], environment: ["COLUMNS": columns])
        #expect(result.termination == .exited(0))
        let limit = min(Int(columns) ?? 80, 80)
        for line in result.stdoutText.split(separator: "\n") {
            #expect(line.count <= limit, "\(line)")
        }
    }
}
