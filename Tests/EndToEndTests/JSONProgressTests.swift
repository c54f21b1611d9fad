import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// `--json` and `--json-file`: every line meter writes for them parsed back, as a consumer would.
    @Suite("JSON progress") struct JSONProgress {
        static let progressKeys: Set<String> = [
            "v", "type", "elapsed", "unit", "count", "total", "percent", "rate", "average_rate", "eta", "name",
        ]
        static let summaryKeys: Set<String> = [
            "v", "type", "elapsed", "unit", "count", "total", "percent", "min_rate", "average_rate", "max_rate", "status",
            "end", "signal", "name", "stalls", "longest_stall", "history",
        ]

        /// The objects among `lines` (those that start with `{"v":1,`), parsed, each checked for its keys;
        /// the other lines are returned as they are.
        /// `reported`: the run reads a command's progress (`--progress-from`), and every object says whether it
        /// reported. `command`: the run wraps a command (`--exec`), and every progress object says whether it
        /// has exited.
        static func objects(
            _ lines: [String], ids: Bool = false, reported: Bool = false, command: Bool = false,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> (objects: [[String: Any]], others: [String]) {
            var objects: [[String: Any]] = []
            var others: [String] = []
            for line in lines {
                guard line.hasPrefix(#"{"v":1,"#) else {
                    others.append(line)
                    continue
                }
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], sourceLocation: sourceLocation)
                let type = object["type"] as? String
                var keys = type == "summary" ? summaryKeys : progressKeys
                if ids { keys.insert("id") }
                if reported { keys.insert("reported") }
                if command, type == "progress" { keys.insert("command_exited") }
                #expect(Set(object.keys) == keys, "\(line)", sourceLocation: sourceLocation)
                objects.append(object)
            }
            return (objects, others)
        }

        static func progress(_ objects: [[String: Any]]) -> [[String: Any]] { objects.filter { $0["type"] as? String == "progress" } }

        @Test("a copy of a file: a frame every interval, counts that only grow, the final frame and a summary")
        func aCopy() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(600_000, seed: 181)
            let file = directory.write("data", data)
            let result = Runner.meter(["--json", "-i", "0.2", "-L", "400K", "-N", "copy", file]).run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            let (objects, others) = try Self.objects(result.stderrLines)
            #expect(others.isEmpty, "\(others)")
            let frames = Self.progress(objects)
            #expect(frames.count >= 5)
            let counts = frames.compactMap { $0["count"] as? Int }
            #expect(counts == counts.sorted())
            #expect(counts.last == data.count)
            #expect(frames.allSatisfy { $0["total"] as? Int == data.count && $0["unit"] as? String == "bytes" && $0["name"] as? String == "copy" })
            #expect(frames.last?["percent"] as? Double == 100)
            #expect(frames.last?["eta"] is NSNull)
            let summary = try #require(objects.last)
            #expect(summary["type"] as? String == "summary")
            #expect(summary["count"] as? Int == data.count)
            #expect(summary["status"] as? Int == 0 && summary["end"] as? String == "done" && summary["signal"] is NSNull)
            let (low, average, high) = (summary["min_rate"] as? Double ?? 0, summary["average_rate"] as? Double ?? 0, summary["max_rate"] as? Double ?? 0)
            #expect(low <= average && average <= high && high > 0)
        }

        @Test("lines: counted in lines against the file's lines")
        func lines() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let text = Array((1...20_000).map { "line \($0)\n" }.joined().utf8)
            let file = directory.write("lines", text)
            let result = Runner.meter(["--json", "-l", "-i", "0.2", "-L", "8000", file]).run()
            #expect(result.termination == .exited(0))
            let (objects, _) = try Self.objects(result.stderrLines)
            #expect(objects.count >= 3)
            #expect(objects.allSatisfy { $0["unit"] as? String == "lines" })
            #expect(objects.last?["count"] as? Int == 20_000)
            #expect(objects.last?["total"] as? Int == 20_000)
        }

        @Test("no total: the total, the percentage and the ETA are null, never missing; a frame also when nothing moved")
        func unknownTotal() throws {
            var runner = Runner.meter(["--json", "-i", "0.2"])
            runner.stdin = .script([.write(Array(repeating: 65, count: 1000)), .pause(1.2), .write(Array(repeating: 66, count: 500))])
            let result = runner.run()
            #expect(result.termination == .exited(0))
            let (objects, _) = try Self.objects(result.stderrLines)
            let frames = Self.progress(objects)
            #expect(frames.allSatisfy { $0["total"] is NSNull && $0["percent"] is NSNull && $0["eta"] is NSNull && $0["name"] is NSNull })
            // The heartbeat: frames at the same count while the writer waits.
            #expect(frames.filter { $0["count"] as? Int == 1000 }.count >= 3)
            #expect(objects.last?["count"] as? Int == 1500)
        }

        @Test("--exec: the command's own lines are never split by an object, and the summary has its status")
        func aFailingCommand() throws {
            let script = #"printf 'out\n'; echo 'oops: "x"' >&2; sleep 0.5; printf 'partial' >&2; sleep 0.6; echo ' rest' >&2; exit 3"#
            let result = Runner.meter(["--json", "-i", "0.1", "--exec", "sh", "-c", script]).run()
            #expect(result.termination == .exited(3))
            #expect(result.stdoutText == "out\n")
            let (objects, others) = try Self.objects(result.stderrLines, command: true)
            #expect(others == [#"oops: "x""#, "partial rest"])
            let summary = try #require(objects.last)
            #expect(summary["status"] as? Int == 3 && summary["end"] as? String == "error")
            #expect(summary["count"] as? Int == 4)
        }

        @Test("-M both: each meter has its id, in and out, in every object")
        func monitoredStreams() throws {
            var runner = Runner.meter(["--json", "-i", "0.2", "-M", "both", "--exec", "cat"])
            runner.stdin = .script([.write(Array(repeating: 65, count: 5000)), .pause(0.5), .write(Array(repeating: 66, count: 5000))])
            let result = runner.run()
            #expect(result.termination == .exited(0))
            let (objects, _) = try Self.objects(result.stderrLines, ids: true, command: true)
            let summaries = objects.filter { $0["type"] as? String == "summary" }
            #expect(summaries.compactMap { $0["id"] as? String } == ["in", "out"])
            #expect(summaries.allSatisfy { $0["count"] as? Int == 10_000 })
        }

        @Test("-d: the watched file's id is PID:FD, and its name its path")
        func watchedFile() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let file = directory.write("watched", TestData.random(100_000, seed: 182))
            let pid = try Self.spawnHolding(file, seconds: 1.5)
            let result = Runner.meter(["--json", "-i", "0.2", "-d", "\(pid):3"]).run()
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            #expect(result.termination == .exited(0))
            let (objects, _) = try Self.objects(result.stderrLines, ids: true)
            #expect(objects.count >= 3)
            // The path as the kernel has it: the temporary directory's name may hold a doubled slash.
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            #expect(objects.allSatisfy { $0["id"] as? String == "\(pid):3" && $0["name"] as? String == path }, "\(result.stderrText)")
            #expect(objects.last?["total"] as? Int == 100_000)
        }

        /// Starts `sleep` with `file` open as descriptor 3, for `seconds`; returns its PID (the caller waits for it).
        static func spawnHolding(_ file: String, seconds: Double) throws -> Int32 {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 3, file, O_RDONLY, 0)
            let words: [String] = ["/bin/sleep", String(seconds)]
            let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid: pid_t = 0
            try #require(posix_spawn(&pid, "/bin/sleep", &actions, nil, argv, environ) == 0)
            return pid
        }

        @Test("a replay: the same objects, byte for byte, as Golden/steady.json.stderr")
        func replayGolden() throws {
            let script = ReplayGoldenTests.golden.appendingPathComponent("steady.script").path
            let result = ReplayGoldenTests.runMeter(["--replay", script, "-s", "640K", "--json", "-N", "replay"], environment: ["LANG": "C"])
            #expect(result.termination == .exited(0))
            let file = ReplayGoldenTests.golden.appendingPathComponent("steady.json.stderr")
            if ProcessInfo.processInfo.environment["METER_UPDATE_GOLDEN"] == "1" { try Data(result.stderr).write(to: file) }
            #expect(result.stderr == (try [UInt8](Data(contentsOf: file))), "\(result.stderrText)")
            let (objects, _) = try Self.objects(result.stderrLines)
            #expect(Self.progress(objects).compactMap { $0["elapsed"] as? Double } == [1, 2, 3, 4, 5, 5])
        }

        /// Machines parse the objects: French words and a decimal comma on the display never reach them.
        @Test("LANG=fr_FR.UTF-8 LANGUAGE=fr: the same objects, byte for byte, as LANG=C")
        func neverLocalised() throws {
            let script = ReplayGoldenTests.golden.appendingPathComponent("steady.script").path
            let french = ["LANG": "fr_FR.UTF-8", "LANGUAGE": "fr"]
            let arguments = ["--replay", script, "-s", "640K", "--json", "-N", "replay"]
            let english = ReplayGoldenTests.runMeter(arguments, environment: ["LANG": "C"])
            let localised = ReplayGoldenTests.runMeter(arguments, environment: french)
            #expect(english.termination == .exited(0) && localised.termination == .exited(0))
            #expect(localised.stderr == english.stderr, "\(localised.stderrText)")
            #expect(localised.stderrText.contains(#""rate":"#))
            // No decimal comma in a number (the commas between the history's numbers aside).
            let numbers = localised.stderrText.replacingOccurrences(of: #""history":\[[^\]]*\]"#, with: "", options: .regularExpression)
            #expect(numbers.contains(#""max_rate":"#))
            #expect(numbers.range(of: #"[0-9],[0-9]"#, options: .regularExpression) == nil)

            // Beside French plain lines on standard error, the file holds the same objects as in C.
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var files: [[UInt8]] = []
            for (name, environment) in [("c.jsonl", ["LANG": "C"]), ("fr.jsonl", french)] {
                let result = ReplayGoldenTests.runMeter(
                    ["--replay", script, "-s", "640K", "--plain", "--json-file", directory.file(name)], environment: environment)
                #expect(result.termination == .exited(0))
                if name == "fr.jsonl" { #expect(result.stderrText.contains(" sur "), "\(result.stderrText)") }
                files.append(directory.read(name))
            }
            #expect(!files[0].isEmpty && files[1] == files[0])

            // -U names its store's meter in the language of its line, and in English in the objects.
            var stored = Runner.meter(["--json", "-U", "-"])
            stored.environment.merge(french) { $1 }
            stored.stdin = .bytes(Array(repeating: 65, count: 5000))
            let result = stored.run()
            #expect(result.termination == .exited(0))
            let (objects, _) = try Self.objects(result.stderrLines)
            let names = Set(objects.compactMap { $0["name"] as? String })
            #expect(names == ["(input)"], "\(result.stderrText)")
        }

        @Test("Ctrl-C: the summary says so, with the signal's name, before meter dies of it")
        func interrupted() throws {
            var runner = Runner.meter(["--json", "-i", "0.1"])
            runner.stdin = .script(Signals.trickle(TestData.random(100_000, seed: 183)))
            runner.actions = [RunAction(trigger: .stderrContains(#""type":"progress""#), effect: .signal(SIGINT), delay: 0.3)]
            let result = runner.run()
            #expect(result.termination == .signaled(SIGINT))
            let (objects, _) = try Self.objects(result.stderrLines)
            let summary = try #require(objects.last)
            #expect(summary["end"] as? String == "interrupted")
            #expect(summary["signal"] as? String == "SIGINT")
            #expect(summary["status"] as? Int == 130)
            #expect(summary["count"] as? Int == result.stdoutCount)
        }

        @Test("a name with quotes, a backslash, controls and invalid UTF-8 comes back exactly, U+FFFD for the invalid byte")
        func awkwardName() throws {
            var runner = Runner.shell(#"exec "$METER" --json -i 0.1 -N "$(printf 'q"uo\\te\tc\001\377x')" -s 3 -L 2"#)
            runner.stdin = .bytes([1, 2, 3])
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(!result.stderr.contains { $0 < 0x20 && $0 != UInt8(ascii: "\n") }, "a control byte reached the lines")
            let (objects, _) = try Self.objects(result.stderrLines)
            #expect(objects.count >= 2)
            #expect(objects.allSatisfy { $0["name"] as? String == "q\"uo\\te\tc\u{01}\u{FFFD}x" })
        }

        @Test("-S: the summary says the run stopped at the size, with status 0")
        func stoppedAtSize() throws {
            var runner = Runner.meter(["--json", "-S", "-s", "1000"])
            runner.stdin = .bytes(Array(repeating: 65, count: 5000))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutCount == 1000)
            let (objects, others) = try Self.objects(result.stderrLines)
            #expect(others.isEmpty, "\(others)")
            let summary = try #require(objects.last)
            #expect(summary["end"] as? String == "stopped-at-size" && summary["status"] as? Int == 0)
            #expect(summary["count"] as? Int == 1000 && summary["percent"] as? Double == 100)
        }

        @Test("--json-file that cannot be written: refused before a byte moves")
        func anUnwritableFile() {
            var runner = Runner.meter(["--json-file", "/nonexistent/progress.jsonl"])
            runner.stdin = .bytes(Array(repeating: 65, count: 5000))
            let result = runner.run()
            #expect(result.termination == .exited(2))
            #expect(result.stdoutCount == 0)
            #expect(result.stderrText == "meter: /nonexistent/progress.jsonl: No such file or directory\n")
        }

        @Test("--json-file: the objects in the file, nothing on standard error off a terminal; never an input")
        func toAFile() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("input", TestData.random(50_000, seed: 184))
            let log = directory.file("progress.jsonl")
            let result = Runner.meter(["--json-file", log, "-i", "0.1", "-L", "100K", input]).run()
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty, "\(result.stderrText)")
            let lines = String(decoding: directory.read("progress.jsonl"), as: UTF8.self).split(separator: "\n").map(String.init)
            let (objects, others) = try Self.objects(lines)
            #expect(others.isEmpty && objects.count >= 3)
            #expect(objects.last?["count"] as? Int == 50_000)

            let refused = Runner.meter(["--json-file", input, input]).run()
            #expect(refused.termination == .exited(4))
            #expect(refused.stderrText == "meter: \(input): input file is output file\n")
            #expect(directory.size("input") == 50_000)
        }

        @Test("--json-file on a full disk (/dev/full): one message at the end, status 16, every byte still copied")
        func aFileThatFillsUp() {
            let data = TestData.random(300_000, seed: 185)
            var runner = Runner.meter(["--json-file", "/dev/full", "-i", "0.1", "-L", "1M"])
            runner.stdin = .bytes(data)
            let result = runner.run()
            #expect(result.termination == .exited(16))
            expectSameBytes(result.stdout, data)
            #expect(result.stderrText == "meter: /dev/full: No space left on device\n")
            // As --record says it, through the same report.
            var recorded = Runner.meter(["--record", "/dev/full"])
            recorded.stdin = .bytes(data)
            let record = recorded.run()
            #expect(record.termination == .exited(16))
            expectSameBytes(record.stdout, data)
            #expect(record.stderrText == result.stderrText)
        }

        @Test("--json with standard output on a full disk: the copy fails as without it, the summary says so")
        func anOutputThatFillsUp() throws {
            var runner = Runner.meter(["--json"])
            runner.stdin = .bytes(TestData.random(300_000, seed: 186))
            runner.stdout = .file("/dev/full", append: false)
            let result = runner.run()
            #expect(result.termination == .exited(16))
            let (objects, others) = try Self.objects(result.stderrLines)
            #expect(others == ["meter: (standard output): write failed: No space left on device"])
            let summary = try #require(objects.last)
            #expect(summary["type"] as? String == "summary" && summary["status"] as? Int == 16 && summary["end"] as? String == "error")
        }
    }
}
