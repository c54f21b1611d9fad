import Foundation
import Testing

/// What the completions offer for processes (`-d`, `-Q`, `-R`) and how they describe values, in each shell:
/// every process of the user's (not only those of the terminal, nor the completion's own `ps`), the names
/// of running processes after `-d =`, each option's description once, and descriptions that zsh does not
/// cut in the middle of a word.
extension ShellIntegrationTests {
    /// What zsh shows after Tab at the end of `typed`, in tmux as ``zshListing(after:rows:columns:)`` types
    /// it: the line, and the rows listed below it, once either has come.
    static func zshTab(after typed: String) throws -> (line: String, listing: [String]) {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let tmux = Tmux(
            columns: 200, rows: 40, command: "zsh -f",
            environment: ["PS1": "%% ", "HOME": directory.path, "LC_ALL": "C.UTF-8", "METER": MeterBinary.path], in: directory)
        defer { tmux.stop() }
        func prompts() -> [String] { tmux.screen.filter { $0.hasPrefix("%") } }
        try #require(tmux.wait { prompts().count == 1 }, "\(tmux.screen)")
        tmux.type(#"LISTMAX=0; autoload -Uz compinit && compinit -u -D && source <("$METER" --completion-script zsh)"#)
        tmux.press("Enter")
        try #require(tmux.wait { prompts().count == 2 }, "\(tmux.screen)")
        tmux.type(typed)
        try #require(tmux.wait { prompts().last == "% " + typed }, "\(tmux.screen)")
        tmux.press("Tab")
        func shown() -> (line: String, listing: [String]) {
            let screen = tmux.screen
            guard let line = screen.lastIndex(where: { $0.hasPrefix("% ") }) else { return ("", []) }
            return (screen[line], screen[(line + 1)...].filter { !$0.isEmpty })
        }
        tmux.wait { shown().line != "% " + typed || !shown().listing.isEmpty }
        return shown()
    }

    /// zsh: `-d =NAME` completes the name of a running process, not a command of PATH (zsh's own `=command`),
    /// its `=` quoted so that zsh passes it on (quoted already, it stays so); `-d` completes the ID of a
    /// process that is on no terminal.
    @Test(.enabled(if: shell("zsh") != nil && Tmux.isAvailable, "zsh or tmux is not installed"))
    func zshCompletesRunningProcesses() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let probe = try Self.wordBreakFixtures(in: directory)
        defer { probe.stop() }
        #expect(try Self.zshTab(after: "meter -d =metercompp").line == #"% meter -d \=metercompprobe"#)
        #expect(try Self.zshTab(after: "meter -d '=metercompp").line == "% meter -d '=metercompprobe'")
        // The probe's ID less its last digit: completed to the probe's, or listed with its name.
        let pid = String(probe.pid)
        // -Q and -R offer only running meters (--completion-script meters), which the probe is not.
        for option in ["-d"] {
            let typed = "meter \(option) \(pid.dropLast())"
            let shown = try Self.zshTab(after: typed)
            let listed = shown.listing.contains { $0.hasPrefix(pid + " ") && $0.hasSuffix("-- metercompprobe") }
            #expect(listed || shown.line == "% meter \(option) \(pid)", "\(option): \(shown)")
        }
    }

    /// zsh cuts a listed description at the terminal's edge: on 80 columns each is whole, or cut after a
    /// word and ended with an ellipsis, and every row fits.
    @Test(.enabled(if: shell("zsh") != nil && Tmux.isAvailable, "zsh or tmux is not installed"))
    func zshFitsDescriptionsToTheTerminal() throws {
        let sentences = Dictionary(uniqueKeysWithValues: try Self.helpSentences())
        let listed = try Self.zshListing(after: "meter --", rows: sentences.count, columns: 80)
        #expect(listed.count == sentences.count, "\(listed)")
        var cut = 0
        for row in listed {
            #expect(row.count <= 80, "\(row)")
            let parts = row.components(separatedBy: " -- ")
            guard parts.count >= 2, let sentence = sentences[parts[0].trimmingCharacters(in: .whitespaces)] else {
                Issue.record("not an option's row: \(row)")
                continue
            }
            let shown = parts.dropFirst().joined(separator: " -- ")
            guard shown != sentence else { continue }
            cut += 1
            let kept = String(shown.dropLast())
            let next = sentence.dropFirst(kept.count).first
            #expect(shown.hasSuffix("…") && sentence.hasPrefix(kept) && (next == " " || next == "," || next == ";" || next == ":" || next == "("), "\(row)")
        }
        #expect(cut > 10, "80 columns are too few for many descriptions")
    }

    /// fish shows an option's description beside the option, and not again beside each of its values:
    /// choices, process names after `=` and files after `@` have none; a process ID is described by its
    /// process's name, for any process of the user's.
    @Test(.enabled(if: shell("fish") != nil, "fish is not installed"))
    func fishDescribesAnOptionOnce() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let probe = try Self.wordBreakFixtures(in: directory)
        defer { probe.stop() }
        let script = """
            "$METER" --completion-script fish | source
            cd "$DIR"
            complete -C 'meter --style '; echo ---
            complete -C 'meter -d =metercompp'; echo ---
            complete -C 'meter -d @wat'; echo ---
            complete -C 'meter -s @wat'; echo ---
            complete -C "meter -Q $PROBE"; echo ---
            complete -C 'meter --sty'
            """
        let result = Self.run(
            ["--no-config", "-c", script], environment: ["METER": MeterBinary.path, "DIR": directory.path, "PROBE": String(probe.pid)],
            executable: try #require(Self.shell("fish")))
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        let parts = result.stdoutText.components(separatedBy: "---\n")
        try #require(parts.count == 6, "\(result.stdoutText)")
        #expect(parts[0] == "circular\nlinear\n")
        #expect(parts[1] == "=metercompprobe\n")
        #expect(parts[2] == "@watchlist\n")
        #expect(parts[3] == "@watchlist\n")
        // -Q offers the running meters alone: the probe is not one.
        #expect(!parts[4].split(separator: "\n").contains { $0.hasPrefix("\(probe.pid)") }, "\(parts[4])")
        #expect(parts[5].hasPrefix("--style\tThe indicator: "), "\(parts[5])")
    }

    /// bash (no start-up files): `-d` offers a process that is on no terminal, `-Q` and `-R` only running
    /// meters, and `-d =` the names of running processes.
    @Test func bashOffersTheUsersProcesses() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let probe = try Self.wordBreakFixtures(in: directory)
        defer { probe.stop() }
        let script = """
            source <("$METER" --completion-script bash) || exit 1
            show() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _meter 2>/dev/null
                printf '%s\\n' "${COMPREPLY[@]}" | sort -u | paste -sd ' '; }
            show meter -d "$PROBE"
            show meter -Q "$PROBE"
            show meter --remote "$PROBE"
            show meter -d =metercompp
            """
        let result = Self.run(
            ["--norc", "-c", script], environment: ["METER": MeterBinary.path, "PROBE": String(probe.pid)], executable: "/bin/bash")
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= 4, "\(result.stdoutText)")
        #expect(lines[0].split(separator: " ").contains(Substring(String(probe.pid))), "\(lines[0])")
        // -Q and -R offer the running meters alone (--completion-script meters): the probe is not one.
        for line in lines[1...2] { #expect(!line.split(separator: " ").contains(Substring(String(probe.pid))), "\(line)") }
        #expect(lines[3] == "=metercompprobe")
    }
}
