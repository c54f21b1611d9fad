import Testing

extension EndToEnd {
    /// What meter draws on standard error when it is a pipe: exact frames where nothing depends on time.
    @Suite("Display on a pipe") struct Display {
        /// `-i 600` leaves only the final frame (the first would come ten minutes in).
        @Test("the final frame, ASCII bar in the C locale")
        func finalFrameASCII() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(1000, seed: 101))
            let result = Runner.meter(["-f", "-w", "60", "-i", "600", "-F", "%b %p", input]).run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutCount == 1000)
            // 60 columns: "1000  B " (8: pv keeps 1000 bytes in bytes), the bar (47), " 100%" (5).
            #expect(result.stderrText == "1000  B " + Frames.asciiBar(inner: 45, filled: 45, percent: 100) + "\r\n")
        }

        /// meter's own rule: never wider than 4,095 columns, whatever -w asks (pv draws thousands of lines).
        @Test("-w 99999999 draws one line of 4,095 columns")
        func widthIsBounded() {
            var runner = Runner.meter(["-f", "-w", "99999999", "-i", "600", "-F", "%b %p", "-s", "1000"])
            runner.stdin = .bytes(Array(repeating: 65, count: 1000))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stderrText == "1000  B " + Frames.asciiBar(inner: 4080, filled: 4080, percent: 100) + "\r\n")
        }

        @Test("the final frame, block glyphs in a UTF-8 locale", arguments: ["LANG", "LC_ALL", "LC_CTYPE"])
        func finalFrameUnicode(variable: String) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(1000, seed: 102))
            var runner = Runner.meter(["-f", "-w", "60", "-i", "600", "-F", "%b %p", input])
            runner.environment["LANG"] = nil
            runner.environment[variable] = "en_US.UTF-8"
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stderrText == "1000  B ▕" + String(repeating: "█", count: 45) + "▏ 100%\r\n")

            // TERM=linux (the console has no eighth blocks) goes back to ASCII.
            runner.environment["TERM"] = "linux"
            let console = runner.run()
            #expect(console.stderrText == "1000  B " + Frames.asciiBar(inner: 45, filled: 45, percent: 100) + "\r\n")
        }

        /// Half the data, a pause with frames every 0.1 s, then the rest: the frames during the pause show
        /// exactly half, and every frame is exactly the width asked for.
        @Test("frames in the middle, at 50%", arguments: ["C", "C.UTF-8"])
        func middleFrames(locale: String) throws {
            let data = TestData.random(2000, seed: 103)
            var runner = Runner.meter(["-f", "-w", "60", "-i", "0.1", "-s", "2000", "-F", "%b %p"])
            runner.environment["LANG"] = locale
            runner.stdin = .script([.write(Array(data[0..<1000])), .pause(1.0), .write(Array(data[1000...]))])
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)

            let text = result.stderrText
            #expect(!text.hasPrefix("\r"))
            #expect(text.hasSuffix("\r\n"))
            #expect(Frames.newlines(text) == 1, "only the final frame ends its line")
            let frames = Frames.all(text)
            #expect(frames.count >= 3, "frames: \(frames)")
            for frame in frames { #expect(Frames.columns(frame) == 60, "\(frame.debugDescription)") }
            let half: String
            let full: String
            if locale == "C" {
                half = "1000  B " + Frames.asciiBar(inner: 45, filled: 22, percent: 50)
                full = "1.95KiB " + Frames.asciiBar(inner: 45, filled: 45, percent: 100)
            } else {
                // 45 cells × 8 steps × 0.5 = 180 eighths: 22 full cells and a half cell.
                half = "1000  B ▕" + String(repeating: "█", count: 22) + "▌" + String(repeating: " ", count: 22) + "▏  50%"
                full = "1.95KiB ▕" + String(repeating: "█", count: 45) + "▏ 100%"
            }
            #expect(frames.contains(half), "no 50% frame among \(frames)")
            #expect(frames.last == full)
        }

        @Test("a total too small: the percentage passes 100 and the bar stays full")
        func overHundredPercent() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(3000, seed: 104))
            let result = Runner.meter(["-f", "-w", "40", "-i", "600", "-s", "1000", "-F", "%p", input]).run()
            #expect(result.termination == .exited(0))
            #expect(result.stderrText == Frames.asciiBar(inner: 33, filled: 99, percent: 300) + "\r\n")
        }

        @Test("-q draws nothing, even with -f, -n, and frames due")
        func quiet() {
            let data = TestData.random(10_000, seed: 105)
            for options in [["-q", "-f"], ["-f", "-q"], ["-q", "-n"], ["-q", "-f", "-n", "-b"]] {
                var runner = Runner.meter(options + ["-i", "0.1", "-s", "10000"])
                runner.stdin = .script([.write(Array(data[0..<5000])), .pause(0.4), .write(Array(data[5000...]))])
                let result = runner.run()
                #expect(result.termination == .exited(0))
                expectSameBytes(result.stdout, data)
                #expect(result.stderr.isEmpty, "\(options): \(result.stderrText.debugDescription)")
            }
        }

        @Test("nothing is drawn on a pipe without -f")
        func notDrawnWithoutForce() {
            var runner = Runner.meter(["-i", "0.1"])
            runner.stdin = .script([.write([1, 2, 3]), .pause(0.4), .write([4])])
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdout == [1, 2, 3, 4])
            #expect(result.stderr.isEmpty)
        }

        /// `-n`: whole percentages one a line, never going down, ending at 100; no `-f` needed.
        @Test("-n writes percentages one per line, ending in 100")
        func numericPercentages() {
            let data = TestData.random(4000, seed: 106)
            var runner = Runner.meter(["-n", "-i", "0.1", "-s", "4000"])
            runner.stdin = .script([
                .write(Array(data[0..<1000])), .pause(0.6), .write(Array(data[1000..<3000])), .pause(0.6),
                .write(Array(data[3000...])),
            ])
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            #expect(!result.stderr.contains(13), "no carriage returns in numeric output")
            let lines = result.stderrLines
            let values = lines.compactMap { Int($0) }
            #expect(values.count == lines.count, "every line is a whole number: \(lines)")
            #expect(values == values.sorted())
            #expect(values.last == 100)
            #expect(values.contains(25), "the first pause shows 25%: \(values)")
            #expect(values.contains(75), "the second pause shows 75%: \(values)")
        }

        @Test("-n -b writes the byte count, -n -t puts elapsed seconds first")
        func numericCountAndTimer() throws {
            let data = TestData.random(123_457, seed: 107)
            var runner = Runner.meter(["-n", "-b"])
            runner.stdin = .bytes(data)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stderrLines.last == "123457")

            var timed = Runner.meter(["-n", "-t", "-s", "123457"])
            timed.stdin = .bytes(data)
            let timedResult = timed.run()
            let last = try #require(timedResult.stderrLines.last)
            let parts = last.split(separator: " ")
            #expect(parts.count == 2, "\(last)")
            #expect(parts.first.flatMap { Double($0) } != nil, "\(last)")
            #expect(parts.last == "100")
        }

        /// `-D SEC`: nothing for SEC seconds, so a quick run shows nothing at all, and a longer one starts late.
        @Test("-D delays the display")
        func delayStart() throws {
            var quick = Runner.meter(["-f", "-D", "2", "-i", "0.1"])
            quick.stdin = .script([.write([1, 2, 3]), .pause(0.4), .write([4])])
            let quickResult = quick.run()
            #expect(quickResult.termination == .exited(0))
            #expect(quickResult.stdout == [1, 2, 3, 4])
            #expect(quickResult.stderr.isEmpty, "\(quickResult.stderrText.debugDescription)")

            var slow = Runner.meter(["-f", "-D", "0.6", "-i", "0.1"])
            slow.stdin = .script([.write([1, 2, 3]), .pause(1.2), .write([4])])
            let slowResult = slow.run()
            #expect(slowResult.termination == .exited(0))
            let first = try #require(slowResult.stderrArrivals.first)
            #expect(first.time >= 0.55, "the first frame came after \(first.time) s")
            #expect(slowResult.stderrText.hasSuffix("\r\n"))
        }

        /// `-W`: nothing until the first byte, and the timer starts then.
        @Test("-W waits for the first byte")
        func waitForData() throws {
            var runner = Runner.meter(["-f", "-W", "-i", "0.1", "-F", "%t %b"])
            runner.stdin = .script([.pause(1.0), .write([1, 2, 3]), .pause(0.4), .write([4])])
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdout == [1, 2, 3, 4])
            let first = try #require(result.stderrArrivals.first)
            #expect(first.time >= 0.95, "a frame came \(first.time) s in, before any data")
            let frames = Frames.all(result.stderrText)
            #expect(frames.count >= 2)
            // The 1 s of silence is not counted: no frame shows a second elapsed.
            #expect(frames.allSatisfy { $0.hasPrefix("0:00:00 ") }, "\(frames)")
            // Byte amounts have one width (`4.00  B`, `1.00KiB`, as pv's), so the fields after them never shift.
            #expect(frames.last == "0:00:00 4.00  B")
        }

        /// The expected total: `-s @FILE` takes FILE's size; standard input that is a file counts from its offset.
        @Test("totals from @FILE and from a file on stdin, from its current offset")
        func totals() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(1000, seed: 108)
            let path = directory.write("in", data)

            var fromAt = Runner.meter(["-n", "-s", "@" + path])
            fromAt.stdin = .bytes(Array(data[0..<250]))
            #expect(fromAt.run().stderrLines.last == "25")

            var fromStdin = Runner.meter(["-n"])
            fromStdin.stdin = .file(path)
            #expect(fromStdin.run().stderrLines.last == "100")

            // Another process has read 100 bytes first: the total is what is left, and the count ends there.
            for (options, last) in [("-n", "100"), ("-n -b", "900")] {
                var offset = Runner.shell(#"dd bs=100 count=1 of=/dev/null status=none; "$METER" $1"#, [options])
                offset.stdin = .file(path)
                let result = offset.run()
                #expect(result.termination == .exited(0))
                expectSameBytes(result.stdout, Array(data[100...]))
                #expect(result.stderrLines.last == last, "\(options): \(result.stderrLines)")
            }
        }
    }
}
