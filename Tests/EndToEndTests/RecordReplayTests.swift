import Testing

extension EndToEnd {
    /// `--record FILE` then `--replay FILE`: a real, rate-limited run captured once reproduces its counts.
    @Suite("--record then --replay") struct RecordReplay {
        @Test("a rate-limited run, recorded and replayed, ends at the same count")
        func recordedRunReplays() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let script = directory.file("run.replay")
            let data = TestData.random(300 << 10, seed: 77)
            var recording = Runner.meter(["-q", "-L", "200K", "--record", script])
            recording.stdin = .bytes(data)
            recording.timeout = 30
            let recorded = recording.run()
            #expect(recorded.termination == .exited(0))
            expectSameBytes(recorded.stdout, data)

            let text = String(decoding: directory.read("run.replay"), as: UTF8.self)
            let events = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            #expect(events.count >= 5, "a run of about 1.5 s at 200K/s arrives in many pieces: \(events.count)")
            let offsets = events.compactMap { Double($0.split(separator: " ")[0]) }
            #expect(offsets == offsets.sorted())
            #expect((offsets.last ?? 0) >= 1, "300K at 200K/s takes over a second, recorded \(offsets.last ?? 0) s")

            var replay = Runner.meter(["--replay", script, "-n", "-b"])
            replay.timeout = 30
            let replayed = replay.run()
            #expect(replayed.termination == .exited(0))
            #expect(replayed.stdout.count == data.count)
            let lines = String(decoding: replayed.stderr, as: UTF8.self).split(separator: "\n")
            #expect(lines.last == "\(data.count)")
            #expect(lines.count >= 2, "frames on the interval grid of the recorded timing: \(lines)")
        }

        /// The stream ends 3.2 s after its last byte: the recording says so (an amount of 0, which a meter
        /// that knows no more than two columns replays too), and the replay's last frame is the live one's,
        /// not a frame at the last byte.
        @Test("a recording ends where the stream ended, and the replay's last frame is the live one's")
        func theEndIsRecorded() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let script = directory.file("end.replay")
            var recording = Runner.meter(["--record", script, "-f", "-s", "1000000", "-w", "60"])
            recording.stdin = .script([.write([UInt8](repeating: 0, count: 1_000_000)), .pause(3.2)])
            recording.stdout = .stream { _ in }
            recording.timeout = 30
            let live = recording.run()
            #expect(live.termination == .exited(0))
            let lines = String(decoding: directory.read("end.replay"), as: UTF8.self).split(separator: "\n")
            let end = try #require(lines.last?.split(separator: " "))
            #expect(end.count == 2 && end[1] == "0", "the last line is the end: \(lines)")
            #expect((Double(end[0]) ?? 0) >= 3.2, "\(lines)")

            let replayed = Runner.meter(["--replay", script, "-s", "1000000", "-w", "60"]).run()
            #expect(replayed.termination == .exited(0))
            let (liveFrames, replayedFrames) = (Frames.all(live.stderrText), Frames.all(replayed.stderrText))
            #expect(replayedFrames.count == liveFrames.count, "\(replayedFrames)")
            let (liveEnd, replayedEnd) = (try #require(liveFrames.last), try #require(replayedFrames.last))
            #expect(liveEnd.contains("0:00:03") && replayedEnd.contains("0:00:03"), "\(liveEnd)\n\(replayedEnd)")
            // The average rate within the millisecond of the recording: 1,000,000 bytes over about 3.2 s.
            let rates = try [liveEnd, replayedEnd].map { frame in
                let rate = try #require(frame.firstMatch(of: /\[ *([0-9]+)KiB\/s\]/)?.1)
                return try #require(Int(rate))
            }
            #expect(abs(rates[0] - rates[1]) <= 1, "\(liveEnd)\n\(replayedEnd)")
        }

        @Test("line mode records lines")
        func recordsLines() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let script = directory.file("lines.replay")
            var recording = Runner.meter(["-q", "-l", "--record", script])
            recording.stdin = .bytes(TestData.seq(1000))
            #expect(recording.run().termination == .exited(0))
            let text = String(decoding: directory.read("lines.replay"), as: UTF8.self)
            let total = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
                .compactMap { UInt64($0.split(separator: " ")[1]) }.reduce(0, +)
            #expect(total == 1000)
            #expect(text.hasPrefix("# recorded by meter --record: seconds from the start, lines that arrived then; 0 at the end\n"))
        }

        /// A replay script is the user's alone, whatever the umask; `-o` follows the umask as a shell's `>`
        /// does. A script already there keeps its mode.
        @Test("--record creates its file with mode 0600; -o follows the umask")
        func recordIsPrivate() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let result = Runner.shell("""
                cd "$1" || exit 1
                for mask in 000 022 277; do
                    ( umask $mask; echo x | "$METER" -q --record record-$mask -o out-$mask ) || echo "status $?"
                done
                touch kept; chmod 644 kept
                echo x | "$METER" -q --record kept > /dev/null
                stat -c '%n %a' record-* out-* kept
                """, [directory.path]).run()
            #expect(result.stdoutText == """
                record-000 600
                record-022 600
                record-277 600
                out-000 666
                out-022 644
                out-277 400
                kept 644

                """, "\(result.stderrText)")
            #expect(directory.read("record-022").starts(with: Array("# recorded by meter --record".utf8)))
        }

        /// A byte every 1.4 s: rates below a byte (or a line) a second are a decimal of the unit, in the
        /// columns of every other rate and with the locale's separator, where pv writes ` 717miB/s`.
        @Test("a rate below one a second is a decimal of the unit", arguments: [
            ([] as [String], "C", "[0.50  B/s] (0.50  B/s)\r[1.00  B/s] (0.75  B/s)\r[0.50  B/s] (0.67  B/s)\r[1.00  B/s] (0.75  B/s)\r[0.77  B/s] (0.77  B/s)\r\n"),
            (["-l"], "C", "[0.50 /s] (0.50 /s)\r[1.00 /s] (0.75 /s)\r[0.50 /s] (0.67 /s)\r[1.00 /s] (0.75 /s)\r[0.77 /s] (0.77 /s)\r\n"),
            ([], "fr_FR.UTF-8", "[0,50  B/s] (0,50  B/s)\r[1,00  B/s] (0,75  B/s)\r[0,50  B/s] (0,67  B/s)\r[1,00  B/s] (0,75  B/s)\r[0,77  B/s] (0,77  B/s)\r\n"),
        ] as [([String], String, String)])
        func ratesBelowOne(arguments: [String], language: String, expected: String) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let script = directory.write("slow.replay", Array("0.7 1\n2.1 1\n3.5 1\n4.9 1\n6.3 1\n7.7 1\n9.1 1\n".utf8))
            var replay = Runner.meter(["--replay", script, "-f", "-r", "-a", "-i", "2", "-w", "60"] + arguments)
            replay.environment["LANG"] = language
            let result = replay.run()
            #expect(result.termination == .exited(0))
            #expect(result.stderrText == expected)
        }

        @Test("--record with --replay, or with -M or --remember beside --exec, is a usage error")
        func usage() {
            for arguments in [
                ["--record", "x", "--replay", "y"], ["--record", "x", "-M", "in", "--exec", "cat"],
                ["--record", "x", "--remember", "--exec", "true"],
            ] {
                let result = Runner.meter(arguments).run()
                #expect(result.termination == .exited(64))
                #expect(result.stdout.isEmpty)
            }
        }
    }
}
