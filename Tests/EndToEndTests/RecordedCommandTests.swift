import Foundation
import Testing

extension EndToEnd {
    /// `--record FILE --exec COMMAND`, then `--replay FILE`: a wrapped command's run captured once replays
    /// its frames, its standard error and its exit status on the virtual clock, the same bytes every time,
    /// without its standard output's bytes ever reaching the script.
    @Suite("--record of --exec, then --replay") struct RecordedCommand {
        /// An rsync-like wrapper: `N%` progress redrawn with a carriage return, lines of data (which must not
        /// reach the script), text on standard error, and status 3.
        static let wrapper = """
            echo "sending incremental file list" >&2
            for p in 10 25 40 55 70 85 100; do
                printf '%s%%\\r' "$p"
                printf 'SECRET-DATA-%s\\n' "$p"
                sleep 0.3
            done
            echo "warning: some files vanished" >&2
            exit 3
            """

        /// The options of the live run and of its replays: frames forced on standard error, and the JSON
        /// objects in a file beside them.
        static let display = ["-f", "-w", "60", "-F", "%t %p"]

        @Test("a recorded wrapper replays the same bytes 20 times, its status, and the live final frame")
        func aWrapperReplays() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let script = directory.write("wrapper.sh", Array(Self.wrapper.utf8))
            let recording = directory.file("wrapper.replay")
            var live = Runner.meter(
                Self.display + ["--json-file", directory.file("live.json"), "--record", recording,
                                "--progress-from", "percent", "--exec", "sh", script])
            live.timeout = 30
            let ran = live.run()
            #expect(ran.termination == .exited(3))
            #expect(ran.stdoutText.contains("SECRET-DATA-100\n"))
            let text = String(decoding: directory.read("wrapper.replay"), as: UTF8.self)
            #expect(text.contains("\nmeter-replay 2 command\n"))
            #expect(text.contains(" exit 3\n") && text.hasSuffix(" end\n"), "\(text)")
            #expect(!text.contains("SECRET"), "standard output's bytes are counted, never kept:\n\(text)")

            var replays: [RunResult] = []
            for run in 0..<20 {
                replays.append(Runner.meter(
                    Self.display + ["--json-file", directory.file("replay-\(run).json"), "--replay", recording]).run())
            }
            let first = try #require(replays.first)
            #expect(first.termination == .exited(3))
            #expect(first.stdout.isEmpty, "nothing of standard output is replayed")
            for (index, replay) in replays.enumerated() {
                #expect(replay.termination == .exited(3))
                #expect(replay.stderr == first.stderr, "replay \(index) differs from the first")
                #expect(directory.read("replay-\(index).json") == directory.read("replay-0.json"))
            }
            // The command's text, above the frames as live.
            for line in ["sending incremental file list", "warning: some files vanished"] {
                #expect(first.stderrLines.filter { $0.hasSuffix(line) }.count == 1, "\(first.stderrText)")
            }
            #expect(Frames.all(first.stderrText).last == Frames.all(ran.stderrText).last)
            try expectSameEnd(live: directory.read("live.json"), replayed: directory.read("replay-0.json"))
        }

        /// The last progress object of each run: the same count and percentage, the same elapsed time within
        /// the recording's millisecond.
        private func expectSameEnd(live: [UInt8], replayed: [UInt8]) throws {
            func lastProgress(_ bytes: [UInt8]) throws -> [String: Any] {
                let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").filter { $0.contains("\"progress\"") }
                let data = Data(try #require(lines.last).utf8)
                return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
            }
            let (liveEnd, replayedEnd) = (try lastProgress(live), try lastProgress(replayed))
            #expect(liveEnd["count"] as? Double == replayedEnd["count"] as? Double)
            #expect(liveEnd["percent"] as? Double == 100)
            #expect(replayedEnd["percent"] as? Double == 100)
            let elapsed = try #require(liveEnd["elapsed"] as? Double)
            let replayedElapsed = try #require(replayedEnd["elapsed"] as? Double)
            // Both are written in milliseconds: compared as whole milliseconds, since 2 ms apart in doubles
            // can come out a hair over 0.002.
            let apart = abs(Int((elapsed * 1000).rounded()) - Int((replayedElapsed * 1000).rounded()))
            #expect(apart <= 2, "live \(elapsed) s, replayed \(replayedElapsed) s")
        }

        /// A command killed by a signal: the replay exits as a shell reports it (meter itself received nothing).
        @Test("a command killed by a signal replays its status")
        func aSignalledCommand() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let recording = directory.file("killed.replay")
            let live = Runner.meter(["-q", "--record", recording, "--exec", "sh", "-c", "echo bye >&2; kill -TERM $$"]).run()
            #expect(live.termination == .exited(143))
            #expect(String(decoding: directory.read("killed.replay"), as: UTF8.self).contains(" killed 15\n"))
            let replay = Runner.meter(["-q", "--replay", recording]).run()
            #expect(replay.termination == .exited(143))
            #expect(replay.stderrText == "bye\n")
        }

        /// A command that could not be started: its recording says so, and the replay ends as the live run
        /// did, with the shell's status and `not-started` in the summary.
        @Test("a command that could not start replays as not started")
        func aCommandThatCouldNotStart() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let recording = directory.file("missing.replay")
            let live = Runner.meter(["-q", "--record", recording, "--exec", "meter-no-such-command-e2e"]).run()
            #expect(live.termination == .exited(127))
            #expect(String(decoding: directory.read("missing.replay"), as: UTF8.self).contains(" not-started 127\n"))
            let replay = Runner.meter(["--json", "--replay", recording]).run()
            #expect(replay.termination == .exited(127))
            // As live: nothing drawn, the summary alone.
            let (objects, others) = try JSONProgress.objects(replay.stderrLines)
            #expect(others.isEmpty && objects.count == 1, "\(replay.stderrText)")
            #expect(objects.first?["type"] as? String == "summary" && objects.first?["status"] as? Int == 127)
            #expect(objects.first?["end"] as? String == "not-started" && objects.first?["count"] as? Int == 0)
        }

        /// After the exit, what the command left running writes on; meter's notice of the wait comes back at
        /// its time, and the command's exit shows in the objects before the end.
        @Test("a process the command left running replays its writes and meter's notice")
        func leftRunning() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let recording = directory.file("left.replay")
            let command = ["sh", "-c", "echo hi >&2; (sleep 1; echo done >&2) & exit 3"]
            var live = Runner.meter(["--plain", "--record", recording, "--exec"] + command)
            live.timeout = 30
            let ran = live.run()
            #expect(ran.termination == .exited(3))
            #expect(ran.stderrLines.contains("meter: waiting for the processes the command left running to close its output"))
            let text = String(decoding: directory.read("left.replay"), as: UTF8.self)
            let kinds = text.split(separator: "\n").filter { $0.first?.isNumber == true }.map { $0.split(separator: " ")[1] }
            // The exit may be seen before or after the first line is read; the rest comes in this order.
            #expect(kinds.filter { $0 != "exit" } == ["err", "notice", "err", "end"], "\(text)")
            #expect(kinds.firstIndex(of: "exit").map { $0 < 2 } == true, "\(text)")
            let replayed = Runner.meter(["--plain", "--replay", recording]).run()
            #expect(replayed.termination == .exited(3))
            #expect(replayed.stderrText == ran.stderrText)
        }

        /// `-l` is the recording's: its replay counts lines without being told. The file is its owner's alone,
        /// as a copy's recording is: it holds what the command wrote on standard error.
        @Test("a recording in line mode replays its lines")
        func lineMode() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let recording = directory.file("lines.replay")
            let live = Runner.meter(["-q", "-l", "-s", "2000", "--record", recording, "--exec", "seq", "1", "2000"]).run()
            #expect(live.termination == .exited(0))
            let text = String(decoding: directory.read("lines.replay"), as: UTF8.self)
            #expect(text.contains("\nunit lines\ntotal 2000\n"), "\(text)")
            let mode = try FileManager.default.attributesOfItem(atPath: recording)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            let replay = Runner.meter(["-n", "--replay", recording]).run()
            #expect(replay.termination == .exited(0))
            #expect(replay.stderrLines.last == "100")
        }

        /// What a recording holds (its unit, total and patterns), or a copy's limits, given again to its replay
        /// would be dropped: they are usage errors, and nothing is drawn.
        @Test("the replay of a command refuses the options its script holds", arguments: [
            (["-L", "1M"], "-L"), (["-s", "5"], "-s"), (["-l"], "-l"), (["-0"], "-0"),
        ] as [([String], String)])
        func refusedBesideARecordedCommand(arguments: [String], option: String) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let recording = directory.write("c.replay", Array("meter-replay 2 command\n0.5 exit 0\n0.5 end\n".utf8))
            let result = Runner.meter(["--replay", recording] + arguments).run()
            #expect(result.termination == .exited(64))
            #expect(result.stdout.isEmpty)
            #expect(result.stderrLines.first == "meter: \(option) cannot be used when replaying a recorded command")
        }

        /// A replay runs nothing: a command given beside it is a usage error, not run and not dropped.
        @Test("--replay with --exec is a usage error, and the command does not run")
        func replayWithExec() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let recording = directory.write("s.replay", Array("0.5 10\n".utf8))
            let result = Runner.shell(
                "cd \"$2\" && \"$METER\" --replay \"$1\" --progress-from percent --exec sh -c 'touch ran; echo 50%; exit 7'",
                [recording, directory.path]
            ).run()
            #expect(result.termination == .exited(64))
            #expect(result.stdout.isEmpty)
            #expect(result.stderrLines.first == "meter: --exec cannot be used with --replay")
            #expect(!FileManager.default.fileExists(atPath: directory.file("ran")))
        }
    }
}
