import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// `--progress-from`: fake rsync, ffmpeg and curl printing their real lines, the real rsync where it is
    /// installed, a real terminal with its tab's indicator, and the usage errors, as a user runs them.
    @Suite("Progress read from a command's output") struct ProgressFrom {
        /// A fake tool's pace, in Python: `shown(value)` after each state but the last. With `METER_TEST_SHOWN`
        /// set (`run(…, syncing: true)`), it waits until that file, a copy of what meter wrote, holds the
        /// state's needle (`METER_TEST_NEEDLE`, a %-format of `value`; by default its percentage in an object of
        /// `--json` that says it was reported): lock-step, so that meter shows every state however loaded the
        /// machine, where a pause would let two states fall between two of its objects. Past 30 s it goes on,
        /// and the test fails on what is missing. Without, a quarter of a second, as a tool paces itself.
        static let pace = """
            import os, time
            def shown(value):
                path = os.environ.get("METER_TEST_SHOWN")
                if not path:
                    return time.sleep(0.25)
                needle = (os.environ.get("METER_TEST_NEEDLE", '"percent":%.1f,"reported":true') % value).encode()
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline:
                    with open(path, "rb") as copy:
                        if needle in copy.read():
                            return
                    time.sleep(0.01)
            """

        /// rsync --info=progress2's lines, 10 % to 100 %, each ended by a carriage return, on standard output;
        /// the same bytes written to the file named by its argument, to compare. It waits after its last state
        /// too, as the real one does before its summary: a terminal's indicator shows a state only at a
        /// regular frame, and the test in a real terminal looks for 100 there.
        static let fakeRsync = """
            #!/usr/bin/env python3
            import sys
            \(pace)
            total, out = 2751333262, b""
            for p in range(10, 101, 10):
                line = ("%15s %3d%% %7.2fMB/s %4d:%02d:%02d (xfr#1, to-chk=0/1)\\r" % (f"{total * p // 100:,}", p, 57.73, 0, 0, 21)).encode()
                out += line
                sys.stdout.buffer.write(line)
                sys.stdout.flush()
                shown(p)
            sys.stdout.buffer.write(b"\\n")
            open(sys.argv[1], "wb").write(out + b"\\n")
            """

        /// ffmpeg's header, its input's Duration: first, then its stats line carriage-returned, on standard error.
        static let fakeFFmpeg = """
            #!/usr/bin/env python3
            import sys
            \(pace)
            e = sys.stderr
            e.write("ffmpeg version 6.1.1 Copyright (c) 2000-2023 the FFmpeg developers\\n")
            e.write("Input #0, wav, from 'in.wav':\\n  Duration: 00:05:00.00, bitrate: 1411 kb/s\\n")
            e.flush()
            for seconds in (30, 75, 150, 225, 300):
                m, s = divmod(seconds, 60)
                e.write("size=%8dkB time=00:%02d:%02d.00 bitrate= 128.0kbits/s speed=50.1x    \\r" % (seconds * 16, m, s))
                e.flush()
                if seconds < 300:
                    shown(seconds / 3)
            e.write("\\n")
            """

        /// curl -#'s bar: a carriage return, the bar of '#', the percentage, on standard error.
        static let fakeCurl = """
            #!/usr/bin/env python3
            import sys
            \(pace)
            for tenths in (0, 125, 333, 500, 1000):
                sys.stderr.write("\\r%-60s %5.1f%%" % ("#" * (60 * tenths // 1000), tenths / 10))
                sys.stderr.flush()
                if tenths < 1000:
                    shown(tenths / 10)
            sys.stderr.write("\\n")
            """

        /// Writes `script` as an executable `name` in `directory`; returns its path. The tests run it through
        /// its interpreter (`python3 PATH`, `sh PATH`): a file just written may still be open in a process
        /// another test spawned meanwhile, and executing it directly would fail with ETXTBSY.
        @discardableResult
        static func executable(_ name: String, _ script: String, in directory: TemporaryDirectory) -> String {
            let path = directory.write(name, Array(script.utf8))
            chmod(path, 0o755)
            return path
        }

        /// `meter arguments…` in `directory`, in the C locale. `syncing`: the command's `shown` (``pace``) waits
        /// for each state in a copy of meter's standard error, found by `needle` when given.
        static func run(
            _ arguments: [String], in directory: TemporaryDirectory, syncing: Bool = false, needle: String? = nil
        ) -> RunResult {
            var runner = Runner.meter(arguments)
            runner.environment["LC_ALL"] = "C"
            runner.directory = directory.path
            if syncing {
                let copy = directory.file("meter-stderr")
                runner.stderrCopy = copy
                runner.environment["METER_TEST_SHOWN"] = copy
                runner.environment["METER_TEST_NEEDLE"] = needle
            }
            let result = runner.run()
            #expect(!result.timedOut)
            return result
        }

        /// The objects of `--json` in `result`'s standard error that say the command reported, and the rest.
        static func reported(_ result: RunResult) throws -> (progress: [[String: Any]], summary: [String: Any], others: [String]) {
            let (objects, others) = try EndToEnd.JSONProgress.objects(result.stderrLines, reported: true, command: true)
            let progress = JSONProgress.progress(objects).filter { $0["reported"] as? Bool == true }
            let summary = try #require(objects.last { $0["type"] as? String == "summary" })
            return (progress, summary, others)
        }

        /// Each run of one value in `values` once.
        static func distinct(_ values: [Double]) -> [Double] {
            values.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
        }

        static func percents(_ objects: [[String: Any]]) -> [Double] {
            distinct(objects.compactMap { $0["percent"] as? Double })
        }

        @Test("a fake rsync: percent 10, 20, … 100 in the JSON lines; its output unchanged")
        func fakeRsync() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let rsync = Self.executable("fake-rsync", Self.fakeRsync, in: directory)
            let result = Self.run(
                ["--json", "-i", "0.1", "--progress-from", "rsync", "--exec", "python3", rsync, directory.file("sent")], in: directory,
                syncing: true)
            #expect(result.termination == .exited(0))
            #expect(result.stdout == directory.read("sent"))
            let (progress, summary, others) = try Self.reported(result)
            #expect(Self.percents(progress) == [10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
            #expect(progress.allSatisfy { $0["unit"] as? String == "bytes" })
            #expect(progress.last?["count"] as? Int == 2_751_333_262)
            #expect(summary["reported"] as? Bool == true && summary["percent"] as? Double == 100 && summary["end"] as? String == "done")
            #expect(others.isEmpty, "\(others)")
        }

        @Test("a fake ffmpeg: the percentage is time over the input's duration")
        func fakeFFmpeg() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let ffmpeg = Self.executable("fake-ffmpeg", Self.fakeFFmpeg, in: directory)
            let result = Self.run(
                ["--json", "-i", "0.1", "--progress-from", "ffmpeg", "--exec", "python3", ffmpeg], in: directory, syncing: true)
            #expect(result.termination == .exited(0))
            let (progress, _, others) = try Self.reported(result)
            #expect(Self.percents(progress) == [10, 25, 50, 75, 100])
            #expect(progress.allSatisfy { $0["unit"] as? String == "seconds" && $0["total"] as? Double == 300 })
            #expect(Self.distinct(progress.compactMap { $0["count"] as? Double }) == [30, 75, 150, 225, 300])
            // Its messages above the objects as ever; the stats line it redraws gives way to them, all but
            // its last state, which a newline ends.
            #expect(others == [
                "ffmpeg version 6.1.1 Copyright (c) 2000-2023 the FFmpeg developers", "Input #0, wav, from 'in.wav':",
                "  Duration: 00:05:00.00, bitrate: 1411 kb/s",
                "size=    4800kB time=00:05:00.00 bitrate= 128.0kbits/s speed=50.1x    ",
            ])
        }

        @Test("a fake curl -#: its percentage, with a decimal")
        func fakeCurl() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let curl = Self.executable("fake-curl", Self.fakeCurl, in: directory)
            let result = Self.run(
                ["--json", "-i", "0.1", "--progress-from", "curl", "--exec", "python3", curl], in: directory, syncing: true)
            #expect(result.termination == .exited(0))
            let (progress, summary, others) = try Self.reported(result)
            #expect(Self.percents(progress) == [0, 12.5, 33.3, 50, 100])
            #expect(progress.allSatisfy { $0["unit"] as? String == "percent" && $0["total"] as? Double == 100 })
            #expect(summary["count"] as? Double == 100)
            #expect(others == [String(repeating: "#", count: 60) + " 100.0%"])
        }

        @Test("a done amount alone: -s is its total")
        func sizeIsTheTotalOfDoneAlone() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let tool = Self.executable("tool", """
                #!/usr/bin/env python3
                \(Self.pace)
                for n in range(1, 5):
                    print("copied %d GiB" % n, flush=True)
                    if n < 4:
                        shown(n * 25)
                """, in: directory)
            let result = Self.run(
                ["--json", "-i", "0.1", "-s", "4G", "--progress-from", "d:copied ([0-9.]+ [KMG]iB)", "--exec", "python3", tool],
                in: directory, syncing: true)
            #expect(result.termination == .exited(0))
            #expect(result.stdoutText == "copied 1 GiB\ncopied 2 GiB\ncopied 3 GiB\ncopied 4 GiB\n")
            let (progress, summary, _) = try Self.reported(result)
            #expect(Self.percents(progress) == [25, 50, 75, 100])
            #expect(summary["unit"] as? String == "bytes" && summary["total"] as? Int == 4 << 30)
        }

        static let rsyncInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/rsync")

        @Test("the real rsync copying a directory", .enabled(if: rsyncInstalled, "rsync is not installed"))
        func realRsync() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            try FileManager.default.createDirectory(atPath: directory.file("src"), withIntermediateDirectories: false)
            for (index, name) in ["a", "b", "c", "d"].enumerated() {
                directory.write("src/" + name, TestData.random(10_000_000, seed: 700 + UInt64(index)))
            }
            let result = Self.run(
                ["--json", "-i", "0.1", "--progress-from", "rsync", "--exec", "rsync", "-a", "--info=progress2", "--bwlimit=20000",
                 "src/", "dst/"], in: directory)
            #expect(result.termination == .exited(0))
            for name in ["a", "b", "c", "d"] { #expect(directory.read("dst/" + name) == directory.read("src/" + name)) }
            let (progress, summary, _) = try Self.reported(result)
            let percents = Self.percents(progress)
            // However few objects a loaded machine lets meter write, they go up to 100.
            #expect(percents.last == 100 && percents == percents.sorted() && percents.allSatisfy { (0...100).contains($0) }, "\(percents)")
            #expect(progress.allSatisfy { $0["unit"] as? String == "bytes" })
            #expect(summary["count"] as? Int == 40_000_000 && summary["total"] as? Int == 40_000_000)
            #expect(summary["reported"] as? Bool == true)
        }

        @Test("in a real terminal: the bar follows rsync's percentage, and so does OSC 9;4", .enabled(if: Tmux.isAvailable, Tmux.unavailable))
        func realTerminal() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let rsync = Self.executable("fake-rsync", Self.fakeRsync, in: directory)
            let command = [MeterBinary.path, "-i", "0.1", "--progress-from", "rsync", "--terminal-progress", "always", "--exec", "python3", rsync,
                           directory.file("sent")].map(Tmux.quoted).joined(separator: " ")
            // The fake rsync waits for each state's frame (`]  10%`) before its next: the indicator, which meter
            // writes just before the frame of the same state, is there too.
            let sync = ["METER_TEST_SHOWN": Tmux.rawPath(in: directory), "METER_TEST_NEEDLE": "] %3d%%"]
            let tmux = Tmux(columns: 120, command: command, environment: ["LANG": "C"].merging(sync) { $1 }, in: directory)
            defer { tmux.stop() }
            #expect(tmux.wait { tmux.commandEnded }, "meter did not end: \(tmux.raw.debugDescription)")
            let raw = tmux.raw
            // The indicator, wrapped for tmux: each of rsync's percentages in turn, then removed.
            let states = EndToEnd.TerminalProgressIndicator.distinct(EndToEnd.TerminalProgressIndicator.sequences(raw))
            let wrapped = { (state: Int, percent: Int) in "\u{1B}Ptmux;\u{1B}\u{1B}]9;4;\(state);\(percent)\u{1B}\u{1B}\\\u{1B}\\" }
            #expect(states.filter { !$0.contains("]9;4;3;") } == stride(from: 10, through: 100, by: 10).map { wrapped(1, $0) } + [wrapped(0, 0)])
            // The bar's percentage beside it, every step, in order: rsync's own line never kept it away.
            let shown = RealTerminal.frames(in: raw).compactMap { frame in
                // The number after the bar's closing bracket, before its `%`.
                frame.split(separator: "]").dropFirst().lazy.compactMap { part -> Int? in
                    let number = part.drop { $0 == " " }
                    let digits = number.prefix { $0.isNumber }
                    return number.dropFirst(digits.count).first == "%" ? Int(digits) : nil
                }.first
            }
            #expect(Self.distinct(shown.map(Double.init)) == stride(from: 10.0, through: 100, by: 10).map { $0 })
            let rows = tmux.screen.filter { !$0.isEmpty && !$0.hasPrefix("Pane is dead") }
            #expect(rows.first?.hasPrefix("  2,751,333,262 100%   57.73MB/s") == true, "\(rows)")
            #expect(rows.count == 2 && rows.last?.contains("] 100%") == true, "\(rows)")
        }

        /// A command that leaves a file behind when it runs.
        static let job = "#!/bin/sh\ntouch started\necho 'hello'\necho 'world' >&2\n"

        @Test("a pattern that does not compile, captures nothing or refers back: a usage error before the command starts", arguments: [
            ("[0-9+ of", "meter: --progress-from: invalid regular expression '[0-9+ of': Unmatched [, [^, [:, [., or [="),
            ("done", "meter: --progress-from: 'done' has no capture to read: put the number in parentheses, as in '([0-9]+)%', or name a preset (percent, count, rsync, ffmpeg or curl)"),
            (#"(a*)*\1"#, #"meter: --progress-from: '(a*)*\1' has a back-reference ('\1'): extended regular expressions have none, and one can take minutes to match a line"#),
        ])
        func usageErrors(pattern: String, message: String) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            Self.executable("job", Self.job, in: directory)
            let result = Self.run(["--progress-from", pattern, "--exec", "sh", "./job"], in: directory)
            #expect(result.termination == .exited(64))
            #expect(result.stderrText == message + "\nUsage: meter [OPTIONS] [FILE ...]\nSee 'meter --help'.\n")
            #expect(result.stdout.isEmpty)
            #expect(directory.size("started") == nil, "the command started")
        }

        @Test("a pattern that never matches: today's meter, no amounts but one notice in --plain")
        func neverMatchesPlain() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            Self.executable("job", Self.job, in: directory)
            let result = Self.run(["--plain", "--progress-from", "([0-9]+)%", "--exec", "sh", "./job"], in: directory)
            #expect(result.termination == .exited(0))
            #expect(result.stdoutText == "hello\n")
            let lines = result.stderrLines
            #expect(lines.filter { $0.contains("progress") } == ["no progress read from the command's output; its output was counted instead"])
            // No line of amounts before a report: the output's 0B is no progress the command reported.
            #expect(lines.count == 3, "\(lines)")
            #expect(lines.dropFirst(1).first == "no progress read from the command's output; its output was counted instead")
            #expect(lines.last?.hasPrefix("6B, ") == true, "\(lines)")
            #expect(lines.contains("world"))
        }

        @Test("a pattern that never matches: reported false in every JSON object, nothing on a frame")
        func neverMatchesJSONAndFrames() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            Self.executable("job", Self.job, in: directory)
            let json = Self.run(["--json", "--progress-from", "([0-9]+)%", "--exec", "sh", "./job"], in: directory)
            let (objects, _) = try EndToEnd.JSONProgress.objects(json.stderrLines, reported: true, command: true)
            #expect(!objects.isEmpty && objects.allSatisfy { $0["reported"] as? Bool == false && $0["unit"] as? String == "bytes" })
            #expect(objects.last?["count"] as? Int == 6)
            let frames = Self.run(["-f", "--progress-from", "([0-9]+)%", "--exec", "sh", "./job"], in: directory)
            #expect(frames.termination == .exited(0))
            #expect(!frames.stderrText.contains("progress"), "\(frames.stderrText.debugDescription)")
            #expect(frames.stderrText.contains("6.00  B"), "\(frames.stderrText.debugDescription)")
        }

        /// Three lines of 4 KiB of `a` and `b`, which `.*a.{100}c` takes the C library about a minute each to
        /// match, then a line a second fiftieth, each with its percentage, until the command is stopped.
        static let hostile = """
            import random, sys, time
            random.seed(7)
            for _ in range(3):
                sys.stdout.write("".join(random.choice("ab") for _ in range(4096)) + "\\n")
            for n in range(1, 100000):
                sys.stdout.write("after %d %d%%\\n" % (n, n % 100))
                sys.stdout.flush()
                time.sleep(0.02)
            """

        @Test("lines a pattern takes minutes to match: the output flows, the progress is read, a signal ends meter",
              arguments: [SIGTERM, SIGINT])
        func hostileLines(signal: Int32) throws {
            let afterLines = (1...30).map { "after \($0) \($0)%\n" }.joined()
            var runner = Runner.meter(
                ["--json", "-i", "0.1", "--progress-from", "t:(.*a.{100}c)", "--progress-from", "([0-9]+)%", "--exec", "python3", "-c", Self.hostile])
            runner.environment["LC_ALL"] = "C"
            runner.actions = [RunAction(trigger: .stdoutCount(3 * 4097 + afterLines.utf8.count), effect: .signal(signal))]
            let result = runner.run()
            #expect(!result.timedOut)
            #expect(result.termination == .signaled(signal))
            #expect(result.duration < 20, "meter took \(result.duration) s")
            let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count > 33 && lines.prefix(3).allSatisfy { $0.utf8.count == 4096 }, "\(lines.count) lines")
            #expect(lines.dropFirst(3).prefix(30).joined(separator: "\n") + "\n" == afterLines)
            let (objects, _) = try EndToEnd.JSONProgress.objects(result.stderrLines, reported: true, command: true)
            #expect(objects.contains { $0["reported"] as? Bool == true && ($0["percent"] as? Double ?? 0) > 0 })
        }
    }
}
