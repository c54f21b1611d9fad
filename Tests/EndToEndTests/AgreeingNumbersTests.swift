import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// The numbers a run reports agree in every mode: one stall count and longest stall in the display's
    /// summary, `--plain`'s, `--json`'s and a replay's, measured from the data's own times; the average between
    /// the lowest and highest rate; the summary the final progress object's values; a lowest rate of 0 only
    /// beside a stall. And what the logs see: a heartbeat off a terminal, one last sentence with `--summary`,
    /// a summary for a command that never started.
    @Suite("Numbers that agree") struct AgreeingNumbers {
        /// No data from 1.0 s to 4.0 s (the 0 at 3.9 s is no data): one stall of three seconds.
        static let gap = "0.5 1M\n1.0 1M\n3.9 0\n4.0 1M\n5 1M\n"

        /// `meter --replay SCRIPT arguments…` of `script`, written in `directory`.
        static func replay(_ script: String, _ arguments: [String], in directory: TemporaryDirectory) -> RunResult {
            let path = directory.write("script", Array(script.utf8))
            let result = ReplayGoldenTests.runMeter(["--replay", path, "-w", "80"] + arguments, environment: ["LANG": "C.UTF-8"])
            #expect(result.termination == .exited(0))
            return result
        }

        /// The progress objects and the summary of `lines`.
        static func objects(
            _ lines: [String], reported: Bool = false, ids: Bool = false
        ) throws -> (progress: [[String: Any]], summary: [String: Any]) {
            let (objects, _) = try JSONProgress.objects(lines, ids: ids, reported: reported, command: reported)
            return (JSONProgress.progress(objects), try #require(objects.last { $0["type"] as? String == "summary" }))
        }

        /// What every summary object holds to: the final progress object's values; the average between the
        /// lowest and the highest; a lowest of 0 only beside a stall.
        static func expectAgreement(_ progress: [[String: Any]], _ summary: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) {
            let last = progress.last ?? [:]
            for key in ["elapsed", "count", "total", "percent", "average_rate"] {
                #expect("\(last[key] ?? "none")" == "\(summary[key] ?? "none")", "\(key)", sourceLocation: sourceLocation)
            }
            guard let lowest = summary["min_rate"] as? Double, let highest = summary["max_rate"] as? Double,
                let average = summary["average_rate"] as? Double
            else { return }
            #expect(lowest <= average && average <= highest, "\(lowest) \(average) \(highest)", sourceLocation: sourceLocation)
            if lowest == 0 { #expect(summary["stalls"] as? Int ?? 0 > 0, sourceLocation: sourceLocation) }
        }

        @Test("the gap script: one stall of 0:00:03 on the display, in plain lines and in JSON")
        func oneStallEverywhere() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let drawn = Self.replay(Self.gap, ["--summary"], in: directory)
            #expect(drawn.stderrLines.contains("1 stall, 0:00:03 long"), "\(drawn.stderrLines)")
            let plain = Self.replay(Self.gap, ["--plain", "--summary"], in: directory)
            #expect(plain.stderrLines.last?.hasSuffix(", took 0:00:05, 1 stall, 0:00:03 long") == true, "\(plain.stderrLines)")
            let json = Self.replay(Self.gap, ["--json"], in: directory)
            let (progress, summary) = try Self.objects(json.stderrLines)
            #expect(summary["stalls"] as? Int == 1 && summary["longest_stall"] as? Double == 3.0)
            Self.expectAgreement(progress, summary)
            // -L through the replay's limits: the same stall.
            let limited = Self.replay(Self.gap, ["--json", "-L", "4M"], in: directory)
            let (_, limitedSummary) = try Self.objects(limited.stderrLines)
            #expect(limitedSummary["stalls"] as? Int == 1)
        }

        @Test("--plain --summary: one sentence at the end, not the summary line and then the sentence")
        func oneLastSentence() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let plain = Self.replay("0.5 64K\n1.0 64K\n", ["--plain", "--summary", "-N", "copy"], in: directory)
            #expect(plain.stderrLines == [
                "copy: 0B", "copy: 128KiB, 128KiB/s average, min 128KiB/s, max 128KiB/s, took 0:00:01, no stalls",
            ])
            let alone = Self.replay("0.5 64K\n1.0 64K\n", ["--plain", "-N", "copy"], in: directory)
            #expect(alone.stderrLines == ["copy: 0B", "copy: 128KiB, 128KiB/s average, took 0:00:01"])
        }

        /// A stall of three minutes on the virtual clock: plain lines off a terminal keep a heartbeat, a line
        /// a minute; `--heartbeat 0` leaves the one that says it stalled.
        @Test("a heartbeat in a log while nothing moves", arguments: [
            ([String](), ["nothing for 0:00:10", "nothing for 0:01:10", "nothing for 0:02:10"]),
            (["--heartbeat", "100"], ["nothing for 0:00:10", "nothing for 0:01:50"]),
            (["--heartbeat", "0"], ["nothing for 0:00:10"]),
        ] as [([String], [String])])
        func heartbeat(options: [String], stalls: [String]) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let result = Self.replay("0.5 1K\n190 1K\n", ["--plain"] + options, in: directory)
            let said = result.stderrLines.filter { $0.hasPrefix("stalled at 1.0KiB, ") }.map { $0.dropFirst(19) }
            #expect(said == stalls.map { Substring($0) }, "\(result.stderrLines)")
            #expect(result.stderrLines.last == "2.0KiB, 10B/s average, took 0:03:10")
        }

        /// A pause of three seconds in what a live copy reads, under `-L`: one stall of about three seconds,
        /// whatever the frames saw, in the JSON summary and the plain sentence alike.
        @Test("live: a pause under -L 1M is one stall", arguments: [["--json"], ["--plain", "--summary"]])
        func livePause(options: [String]) throws {
            var runner = Runner.meter(["-L", "1M", "-i", "0.5", "-f"] + options)
            let data = TestData.random(200_000, seed: 77)
            runner.stdin = .script([.write(Array(data.prefix(100_000))), .pause(3), .write(Array(data.suffix(100_000)))])
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdout == data)
            if options == ["--json"] {
                let (progress, summary) = try Self.objects(result.stderrLines)
                #expect(summary["stalls"] as? Int == 1, "\(summary)")
                let longest = summary["longest_stall"] as? Double ?? 0
                #expect(longest >= 2.5 && longest <= 3.6, "\(longest)")
                Self.expectAgreement(progress, summary)
            } else {
                #expect(result.stderrLines.last?.contains(", 1 stall, 0:00:0") == true, "\(result.stderrLines)")
            }
        }

        /// `-d` on a file that already holds 10 MB: the averages count from meter's first look at it, never
        /// above the highest rate.
        @Test("-d: the averages count from the first sample")
        func watchAveragesFromTheFirstSample() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let script = #"""
                exec 4> "$OUT"; head -c 10000000 /dev/zero >&4; sleep 1
                i=0; while [ $i -lt 10 ]; do head -c 100000 /dev/zero >&4; sleep 0.2; i=$((i+1)); done
                exec 4>&-; exec sleep 20
                """#
            let process = try Watch.Background(script, environment: ["OUT": directory.file("out")])
            defer { process.stop() }
            #expect(process.wait(descriptor: 4, at: 10_000_000))
            var runner = Runner.meter(["-d", "\(process.pid):4", "--json", "-i", "0.1"])
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .exited(0))
            let (progress, summary) = try Self.objects(result.stderrLines, ids: true)
            Self.expectAgreement(progress, summary)
            let average = summary["average_rate"] as? Double ?? .infinity
            #expect(average < 2_000_000, "the 10 MB there before meter looked were counted: \(average)")
        }

        /// A wrapped command's reports: the summary is the last object, its average between its lowest and
        /// highest, though the first report jumps to 10 % at once.
        @Test("--progress-from: the summary is the last object's")
        func reportedNumbersAgree() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let rsync = ProgressFrom.executable("fake-rsync", ProgressFrom.fakeRsync, in: directory)
            let result = ProgressFrom.run(["--json", "-i", "0.1", "--progress-from", "rsync", "--exec", "python3", rsync, directory.file("sent")], in: directory)
            #expect(result.termination == .exited(0))
            let (progress, summary) = try Self.objects(result.stderrLines, reported: true)
            Self.expectAgreement(progress, summary)
            // Measured from the first report: the 90 % of 2.75 GB that came after it, over the time since, not
            // 100 %. The first object that says so is no earlier than that report, so over the time after it
            // the average makes those 90 % at most (and a little for the rounding of the numbers written),
            // however late a loaded machine started the command. The fake rsync keeps its own pace here, not
            // meter's: over its 2.5 s, an average of 100 % would exceed that.
            let first = try #require(progress.first { $0["reported"] as? Bool == true })
            let firstElapsed = first["elapsed"] as? Double ?? 0
            let average = summary["average_rate"] as? Double ?? 0
            let elapsed = summary["elapsed"] as? Double ?? 0
            #expect(
                average * (elapsed - firstElapsed) <= (2_751_333_262 - 275_133_326) * 1.005, "\(average) × (\(elapsed) - \(firstElapsed))")
        }

        /// A command that cannot start: no object but the summary, with the shell's status and why.
        @Test("a command that cannot start still gets its summary", arguments: [
            ("no-such-command-here", 127, "meter: no-such-command-here: command not found"),
            ("/etc/passwd", 126, "meter: /etc/passwd: Permission denied"),
        ] as [(String, Int, String)])
        func notStarted(command: String, status: Int, message: String) throws {
            let result = Runner.meter(["--json", "--exec", command]).run()
            #expect(result.termination == .exited(Int32(status)))
            #expect(result.stderrLines.first == message)
            let (objects, others) = try JSONProgress.objects(result.stderrLines)
            #expect(others == [message])
            #expect(objects.count == 1)
            #expect(objects.first?["type"] as? String == "summary" && objects.first?["status"] as? Int == status)
            #expect(objects.first?["end"] as? String == "not-started" && objects.first?["count"] as? Int == 0)
        }
    }
}
