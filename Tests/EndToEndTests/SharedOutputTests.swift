import Foundation
import Glibc
import TestSupport
import Testing

/// meter's own lines beside a wrapped command's text: they keep their pace whatever the command holds
/// unfinished, the command's lines stay whole, and in a log that holds both of meter's streams (`2>&1`)
/// meter writes only where the command's output is at the start of a line.
@Suite struct SharedOutputTests {
    /// The progress objects of `objects` written before `seconds` of the run.
    static func progress(_ objects: [[String: Any]], before seconds: Double) -> [[String: Any]] {
        EndToEnd.JSONProgress.progress(objects).filter { ($0["elapsed"] as? Double ?? .infinity) < seconds }
    }

    static let working = #"printf "working..." >&2; sleep 3.5; echo " done" >&2"#

    @Test func anUnfinishedLineHoldsNoObjectsInAFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let run = Runner.meter(["--json-file", directory.file("progress.jsonl"), "--exec", "sh", "-c", Self.working]).run()
        #expect(run.termination == .exited(0))
        #expect(run.stderrText == "working... done\n")
        let lines = String(decoding: directory.read("progress.jsonl"), as: UTF8.self).split(separator: "\n").map(String.init)
        let (objects, _) = try EndToEnd.JSONProgress.objects(lines, command: true)
        #expect(Self.progress(objects, before: 3.4).count >= 2, "\(lines)")
    }

    @Test func anUnfinishedLineHoldsNoObjectsOnStandardError() throws {
        let run = Runner.meter(["--json", "--exec", "sh", "-c", Self.working]).run()
        #expect(run.termination == .exited(0))
        let (objects, others) = try EndToEnd.JSONProgress.objects(run.stderrLines, command: true)
        // The line is written whole when it ends; the objects go on meanwhile, each on a line of its own.
        #expect(others == ["working... done"])
        #expect(Self.progress(objects, before: 3.4).count >= 2, "\(run.stderrText)")
    }

    @Test func aLineBeforeTheProgressLinesNeitherHoldsThemNorIsDrawnOver() throws {
        let script = #"printf 'starting\r' >&2; sleep 0.5; for p in 10 20 30 40 50 60 70 80 90 100; do printf ' %s%%\r' $p >&2; sleep 0.3; done; echo >&2"#
        let run = Runner.meter(["--json", "--progress-from", "percent", "--exec", "sh", "-c", script]).run()
        #expect(run.termination == .exited(0))
        let (objects, others) = try EndToEnd.JSONProgress.objects(run.stderrLines, reported: true, command: true)
        #expect(others == ["starting", " 100%"])
        #expect(Self.progress(objects, before: 3).count >= 2, "\(run.stderrText)")
    }

    @Test(arguments: [("\\377 50%%\\n", false), ("\\303\\251 50%%\\n", true)] as [(String, Bool)])
    func onlyTextIsReadForProgress(line: String, reported: Bool) throws {
        let run = Runner.meter(["--json", "--progress-from", "percent", "--exec", "sh", "-c", "printf '\(line)'"]).run()
        #expect(run.termination == .exited(0))
        let (objects, _) = try EndToEnd.JSONProgress.objects(run.stderrLines, reported: true, command: true)
        #expect(objects.last?["reported"] as? Bool == reported)
    }

    // MARK: - Standard output and error in one log

    /// `meter OPTIONS --exec sh -c SCRIPT 2>&1`: both of meter's streams on one pipe, read as standard output.
    static func merged(_ options: [String], script: String) -> RunResult {
        let command = #""$METER" "$@" --exec sh -c "$0" 2>&1"#
        var runner = Runner(executable: "/bin/sh", arguments: ["-c", command, script] + options)
        runner.environment["METER"] = MeterBinary.path
        return runner.run()
    }

    @Test(arguments: [["--json", "-i", "0.2"], ["--plain", "-i", "0.2"]])
    func inOneLogMetersLinesGoBetweenTheCommandsLines(options: [String]) {
        let run = Self.merged(options, script: #"printf "partial..."; sleep 1.5; echo done; printf "Password: "; sleep 1.5; echo x"#)
        #expect(run.termination == .exited(0))
        let lines = run.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("partial...done"), "\(run.stdoutText)")
        #expect(lines.contains("Password: x"), "\(run.stdoutText)")
        // Every line is the command's or meter's own, never one inside the other.
        let commands = ["partial...done", "Password: x", ""]
        #expect(lines.allSatisfy { commands.contains($0) || !$0.contains("partial") && !$0.contains("Password") })
        if options.first == "--json" {
            #expect(run.stdoutText.components(separatedBy: #"{"v":1,"#).dropFirst().count >= 2)
            #expect(lines.allSatisfy { !$0.contains(#"{"v":1,"#) || $0.hasPrefix(#"{"v":1,"#) }, "\(run.stdoutText)")
        }
    }

    @Test func inOneLogFramesAreDrawnOnlyAtTheStartOfALine() {
        let run = Self.merged(["-f", "-i", "0.1"], script: #"printf "partial..."; sleep 1.5; echo done"#)
        #expect(run.termination == .exited(0))
        let text = run.stdoutText
        guard let range = text.range(of: "partial...done\n") else {
            Issue.record("the command's line is not whole: \(text.debugDescription)")
            return
        }
        // Nothing of meter's inside the command's line; before it, frames end with their carriage return.
        #expect(range.lowerBound == text.startIndex || ["\r", "\n"].contains(text[text.index(before: range.lowerBound)]))
    }

    static let hasRsync = FileManager.default.isExecutableFile(atPath: "/usr/bin/rsync")

    @Test("in one log with rsync's progress: every object begins a line", .enabled(if: hasRsync, "rsync is not installed"))
    func rsyncInOneLog() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(atPath: directory.file("src"), withIntermediateDirectories: false)
        for name in ["a", "b", "c"] { _ = directory.write("src/" + name, TestData.random(1 << 20, seed: 190)) }
        let run = Self.merged(
            ["--json", "-i", "0.2"],
            script: "rsync -a --progress --bwlimit=2000 \(directory.file("src"))/ \(directory.file("dst"))/")
        #expect(run.termination == .exited(0))
        let lines = run.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix(#"{"v":1,"#) }.count >= 2, "\(run.stdoutText)")
        #expect(lines.allSatisfy { !$0.contains(#"{"v":1,"#) || $0.hasPrefix(#"{"v":1,"#) }, "\(run.stdoutText)")
    }

    // MARK: - A terminal

    @Test("in a real terminal: the display goes on below a prompt, and what is typed stays on its line", .enabled(if: Tmux.isAvailable, Tmux.unavailable))
    func aPromptOnATerminal() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let script = #"echo first >&2; printf "Name? " >&2; read name; echo "hello $name" >&2; sleep 0.5"#
        let command = "\(Tmux.quoted(MeterBinary.path)) -i 0.2 --exec sh -c \(Tmux.quoted(script))"
        let tmux = Tmux(columns: 80, rows: 10, command: command, environment: ["LANG": "C"], in: directory)
        defer { tmux.stop() }
        #expect(tmux.wait { tmux.screen.contains("Name?") })
        // Frames keep coming below the prompt while it waits for an answer.
        let shown = tmux.raw.unicodeScalars.count
        #expect(tmux.wait { String(tmux.raw.unicodeScalars.dropFirst(shown)).components(separatedBy: "\u{1B}7").count >= 4 })
        tmux.type("bob")
        #expect(tmux.wait { tmux.screen.contains("Name? bob") }, "\(tmux.screen)")
        tmux.press("Enter")
        #expect(tmux.wait(upTo: 20) { tmux.commandEnded })
        let rows = tmux.screen.filter { !$0.isEmpty && !$0.hasPrefix("Pane is dead") }
        #expect(Array(rows.prefix(3)) == ["first", "Name? bob", "hello bob"], "\(rows)")
        #expect(rows.count == 4 && rows[3].contains("B/s]"), "\(rows)")
    }
}
