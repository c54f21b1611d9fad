import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// pv's display options, the built binary run as pv's own display tests run pv (the same behaviours,
    /// written anew): exact bytes where nothing depends on time, generous bounds where it does.
    @Suite("pv's display options") struct PVDisplayOptions {
        /// A replay's stream: 256 KiB at 0.5 s and at 1 s, a stall, then 2 MiB at 6.5 s (2.5 MiB of `seq`).
        static let burst = "0.5 256K\n1.0 256K\n6.0 0\n6.5 2M\n"

        /// `meter --replay` of `burst` with `options`: the frames a live run would draw, on a virtual clock.
        static func replay(_ options: [String]) -> RunResult {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let script = directory.write("burst.replay", Array(burst.utf8))
            return Runner.meter(["--replay", script] + options).run()
        }

        @Test("-b -8: the count in bits, pv's frame")
        func bits() {
            var runner = Runner.meter(["-f", "-b", "-8"])
            runner.stdin = .bytes([UInt8](repeating: 0, count: 100))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutCount == 100)
            #expect(result.stderrText == " 800  b\r\n")

            // -8 alone turns the count on, as pv's does; with -k the prefixes are decimal.
            for (options, frame) in [(["-8"], "11.7Kib"), (["-k", "-8"], "12.0kb"), (["-8", "-l"], "1.00k")] {
                var more = Runner.meter(["-f", "-i", "600"] + options)
                more.stdin = .bytes(options.contains("-l") ? [UInt8](repeating: 10, count: 1000) : [UInt8](repeating: 0, count: 1500))
                #expect(more.run().stderrText == frame + "\r\n", "\(options)")
            }
        }

        @Test("-8 -r -v on a replay: bit rates, and pv's statistics in bytes with the unit b/s")
        func bitRatesAndStatistics() {
            let result = Self.replay(["-i", "2", "-8", "-b", "-r", "-v"])
            #expect(result.termination == .exited(0))
            #expect(result.stderrText == "4.00Mib [2.00Mib/s]\r4.00Mib [0.00  b/s]\r4.00Mib [0.00  b/s]\r20.0Mib [3.08Mib/s]\r\n"
                + "rate min/avg/max/mdev = 0.000/1114112.000/4194304.000/1781566.960 b/s\n")
        }

        /// pv's `Display - --last-written`: a rate-limited stream of numbers, the last 16 bytes at the end.
        @Test("-A 16 on a slow stream: several frames, the last one 097.098.099.100.")
        func lastWritten() throws {
            var runner = Runner.shell(#"seq -w 3 1 100 | "$METER" -qL 200 | "$METER" -f -B 1024 -A 16 -i 0.2 > /dev/null"#)
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .exited(0))
            let frames = Frames.all(result.stderrText).filter { !$0.allSatisfy { $0 == " " } }
            #expect(Set(frames).count >= 3, "\(frames)")
            #expect(frames.last == "097.098.099.100.")
            // Every frame is 16 columns: a dot for each byte not written yet, and for each newline.
            for frame in frames { #expect(frame.count == 16 && frame.allSatisfy { $0 == "." || $0.isNumber }, "\(frame)") }
        }

        /// pv's `Display - --buffer-percent`: the buffer fills while the reader sleeps, then empties.
        @Test("-T: the buffer full while the reader waits, empty once it reads")
        func bufferPercent() throws {
            var runner = Runner.meter(["-f", "-T", "-i", "0.2", "-B", "1024"])
            runner.stdin = .bytes([UInt8](repeating: 7, count: 512 << 10))
            runner.stdoutReadingStartsAt = 1.0
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutCount == 512 << 10)
            let frames = Frames.all(result.stderrText)
            #expect(frames.contains("{100%}"), "\(frames)")
            #expect(frames.last == "{  0%}")
            #expect(frames.allSatisfy { ["{100%}", "{  0%}"].contains($0) || $0.hasPrefix("{") && $0.hasSuffix("%}") }, "\(frames)")
        }

        @Test("-F with every sequence of pv, on a replay: the exact frames")
        func everySequence() throws {
            let format = "%N|%b|%T|%t|%r|%a|%20p|%e|%I|%12A|%20L|%{progress-amount-only}|%10{progress-bar-only}|"
                + "%10{bar-plain}|%{timer}|%{eta}|%{fineta}|%{rate}|%{average-rate}|%{bytes}|%{transferred}|"
                + "%{buffer-percent}|%8{last-written}|%{previous-line}|%{name}|%30{progress}|%{sgr:red}%%|%z|%{foo}|%"
            let result = Self.replay(["-s", "2560K", "-w", "400", "-N", "dat", "-i", "2", "-F", format])
            #expect(result.termination == .exited(0))
            let frames = Frames.all(result.stderrText)
            #expect(frames.count == 4)
            // Two seconds in: 512 KiB, of which the last line written whole is 89232 (the stream is `seq`'s).
            let first: String = [
                "      dat:| 512KiB|{  0%}|0:00:02|[ 256KiB/s]|( 256KiB/s)|[=>           ]  20%|",
                "ETA 0:00:08|FIN 00:00:10|231.89232.89|89232               | 20%|=>        |=>        |0:00:02|",
                "ETA 0:00:08|FIN 00:00:10|[ 256KiB/s]|( 256KiB/s)| 512KiB| 512KiB|{  0%}|89232.89|89232|      dat:|",
                "[===>                   ]  20%|%|%z|%{foo}|%",
            ].joined()
            let last: String = [
                "      dat:|2.50MiB|{  0%}|0:00:06|[ 393KiB/s]|( 393KiB/s)|[============>] 100%|",
                "           |FIN 00:00:06|.390363.3903|390363              |100%|=========>|=========>|0:00:06|",
                "           |FIN 00:00:06|[ 393KiB/s]|( 393KiB/s)|2.50MiB|2.50MiB|{  0%}|363.3903|390363|      dat:|",
                "[======================>] 100%|%|%z|%{foo}|%",
            ].joined()
            #expect(frames.first == first)
            #expect(frames.last == last)
        }

        @Test("%L follows the data's last complete line")
        func previousLine() throws {
            var runner = Runner.meter(["-f", "-w", "40", "-i", "0.2", "-L", "100k", "-F", "%b %L|"])
            let data = TestData.seq(60_000)
            runner.stdin = .bytes(data)
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            let lines = Frames.all(result.stderrText).compactMap { frame -> Int? in
                guard let bar = frame.lastIndex(of: "|"), let space = frame.lastIndex(of: " ") else { return nil }
                return Int(frame[frame.index(after: space)..<bar])
            }
            // Whole numbers only (a line is shown once it ends), going up, ending with the last one.
            #expect(lines.count == Frames.all(result.stderrText).count, "\(result.stderrText.debugDescription)")
            #expect(lines.count >= 3)
            #expect(lines == lines.sorted())
            #expect(lines.last == 60_000)
        }

        /// Without a total, `-n` writes pv's number that moves while data moves, so that a `dialog --gauge`
        /// moves: 2 more for each frame for which data moved, the same while the data stalls.
        @Test("-n without a total: a number that moves by 2 while data moves, and stays while it stalls")
        func numericWithoutATotal() {
            var steps: [WriterStep] = []
            for _ in 0..<6 { steps += [.write(TestData.seq(100)), .pause(0.25)] }
            steps += [.pause(1.5), .write(TestData.seq(100)), .pause(0.3)]
            var runner = Runner.meter(["-n", "-i", "0.1"])
            runner.stdin = .script(steps)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            let numbers = result.stderrLines.compactMap { Int($0) }
            #expect(numbers.count == result.stderrLines.count && numbers.count >= 10, "\(result.stderrLines)")
            let moves = zip(numbers, numbers.dropFirst()).map { $1 - $0 }
            #expect(moves.allSatisfy { $0 == 0 || $0 == 2 }, "\(numbers)")
            #expect(moves.contains(0) && (numbers.last ?? 0) >= 8, "\(numbers)")
        }

        /// pv's documented JSON lines, read back by a JSON parser.
        @Test("-n -F: one JSON object a line, with plain numbers")
        func jsonLines() throws {
            let data = TestData.random(300_000, seed: 171)
            let format = #"{"elapsed":%t,"bytes":%b,"rate":%r,"average":%a,"percentage":%{progress-amount-only},"eta":"%e"}"#
            var runner = Runner.meter(["-n", "-i", "0.2", "-L", "400k", "-s", "300000", "-F", format])
            runner.stdin = .bytes(data)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            let objects = try result.stderrLines.map { line in
                try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            }
            #expect(objects.count >= 3, "\(result.stderrLines)")
            var previous = (elapsed: -1.0, bytes: -1)
            for object in objects {
                let elapsed = try #require(object["elapsed"] as? Double)
                let bytes = try #require(object["bytes"] as? Int)
                #expect(elapsed > previous.elapsed && bytes >= previous.bytes)
                #expect(try #require(object["rate"] as? Double) >= 0)
                #expect(try #require(object["average"] as? Double) >= 0)
                #expect((0...100).contains(try #require(object["percentage"] as? Int)))
                previous = (elapsed, bytes)
            }
            #expect(previous.bytes == 300_000)
            #expect(objects.last?["percentage"] as? Int == 100)
            // The numbers are pv's: seconds and rates with four decimals.
            let last = try #require(result.stderrLines.last)
            #expect(last.range(of: #"^\{"elapsed":[0-9]+\.[0-9]{4},"bytes":300000,"rate":[0-9]+\.[0-9]{4},"#, options: .regularExpression) != nil, "\(last)")
        }

        @Test("-v: pv's statistics line after the final frame, with -q too")
        func stats() throws {
            let data = TestData.random(200_000, seed: 172)
            let pattern = #"^rate min/avg/max/mdev = [0-9]+\.[0-9]{3}/[0-9]+\.[0-9]{3}/[0-9]+\.[0-9]{3}/[0-9]+\.[0-9]{3} B/s$"#
            for options in [["-f", "-b"], ["-q"]] {
                var runner = Runner.meter(options + ["-v", "-i", "0.2", "-L", "400k"])
                runner.stdin = .bytes(data)
                let result = runner.run()
                #expect(result.termination == .exited(0))
                expectSameBytes(result.stdout, data)
                let last = try #require(result.stderrLines.last)
                #expect(last.range(of: pattern, options: .regularExpression) != nil, "\(options): \(last)")
                if options.contains("-q") { #expect(result.stderrLines.count == 1) }
            }
            // A run shorter than its first frame measures nothing, and says so (an interval of ten minutes:
            // the default second can pass while a sanitized meter starts on a loaded machine).
            var quick = Runner.meter(["-v", "-i", "600"])
            quick.stdin = .bytes([1, 2, 3])
            #expect(quick.run().stderrText == "rate not measured\n")
        }

        @Test("-v after SIGINT: the final frame, the statistics, then death by the signal")
        func statsAfterASignal() throws {
            var runner = Runner.meter(["-f", "-v", "-i", "0.1", "-F", "%b"])
            runner.stdin = .script(Signals.trickle(TestData.random(100_000, seed: 173)))
            runner.actions = [RunAction(trigger: .stderrContains("\r"), effect: .signal(SIGINT), delay: 0.3)]
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .signaled(SIGINT))
            // The frames' line, ended, then the statistics on a line of their own.
            #expect(result.stderrText.hasSuffix(" B/s\n"))
            let lines = result.stderrLines
            #expect(lines.count == 2, "\(result.stderrText.debugDescription)")
            #expect(lines.last?.hasPrefix("rate min/avg/max/mdev = ") == true)
        }

        static let saveTitle = "\u{1B}[22;2t"
        static let restoreTitle = "\u{1B}[23;2t"

        @Test("-x windowtitle: the exact bytes, the title saved before and restored after")
        func windowTitle() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", [UInt8](repeating: 65, count: 1000))
            for (spec, title) in [("windowtitle", "1000  B"), ("window:%b of %N\u{7}", "1000  B of     title:\\007")] {
                let result = Runner.meter(["-f", "-i", "600", "-F", "%b", "-N", "title", "-x", spec, input]).run()
                #expect(result.termination == .exited(0))
                #expect(result.stderrText == "1000  B\r\n" + Self.saveTitle + "\u{1B}]2;" + title + "\u{1B}\\" + Self.restoreTitle,
                        "\(spec): \(result.stderrText.debugDescription)")
            }
        }

        @Test("-x windowtitle, then a signal: the title is restored before meter dies", arguments: [SIGINT, SIGTERM, SIGHUP])
        func windowTitleRestoredOnASignal(signal: Int32) throws {
            var runner = Runner.meter(["-f", "-i", "0.1", "-F", "%b", "-x", "windowtitle:%b %t"])
            runner.stdin = .script(Signals.trickle(TestData.random(100_000, seed: 174)))
            runner.actions = [RunAction(trigger: .stderrContains("\u{1B}\\"), effect: .signal(signal), delay: 0.3)]
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .signaled(signal))
            let text = result.stderrText
            #expect(text.components(separatedBy: Self.saveTitle).count == 2, "saved once: \(text.debugDescription)")
            #expect(text.components(separatedBy: Self.restoreTitle).count == 2, "restored once")
            // After the final frame and its newline: the last title, then the one saved put back.
            let tail = try #require(text.components(separatedBy: "\r\n").last)
            #expect(tail.range(of: "^\u{1B}\\]2;[^\u{1B}]*\u{1B}\\\\\u{1B}\\[23;2t$", options: .regularExpression) != nil,
                    "\(tail.debugDescription)")
        }

        /// `ps -o args` reads /proc/PID/cmdline: it shows `meter -- ` and the frame while meter runs.
        @Test("-x processtitle: ps shows the frame as meter's arguments; its name stays meter")
        func processTitle() throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: MeterBinary.path)
            process.arguments = ["-f", "-i", "0.1", "-F", "%b", "-x", "processtitle:%b copied"]
            process.environment = Runner.baseEnvironment
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            defer {
                try? input.fileHandleForWriting.close()
                process.waitUntilExit()
            }
            input.fileHandleForWriting.write(Data(repeating: 1, count: 2048))
            let path = "/proc/\(process.processIdentifier)/cmdline"
            var shown = ""
            for _ in 0..<100 {
                usleep(100_000)
                let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
                shown = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                if shown.hasPrefix("meter -- ") { break }
            }
            #expect(shown == "meter -- 2.00KiB copied")
            let name = try String(contentsOfFile: "/proc/\(process.processIdentifier)/comm", encoding: .utf8)
            #expect(name == "meter\n")
        }

        /// pv's `Display - --progress - basic movement`: without a size the block moves on each frame data moved.
        @Test("the moving block: at least three distinct frames of -f -p -i 0.1 -L 500 on 100 bytes")
        func movingIndicator() {
            var runner = Runner.meter(["-f", "-p", "-i", "0.1", "-L", "500"])
            runner.stdin = .bytes([UInt8](repeating: 0, count: 100))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            let frames = Frames.all(result.stderrText)
            #expect(Set(frames).count >= 3, "\(frames)")
            #expect(frames.allSatisfy { $0.hasPrefix("[") && $0.contains("<=>") }, "\(frames)")
        }

        @Test("-s @DIR: the files under DIR are the total")
        func sizeOfADirectory() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            mkdir(directory.file("tree"), 0o755)
            mkdir(directory.file("tree/sub"), 0o755)
            for name in ["tree/a", "tree/b", "tree/sub/c", "tree/sub/d"] { directory.write(name, [UInt8](repeating: 0, count: 50)) }
            symlink(directory.path, directory.file("tree/sub/loop"))
            var runner = Runner.meter(["-n", "-s", "@" + directory.file("tree")])
            runner.stdin = .bytes([UInt8](repeating: 0, count: 100))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stderrLines.last == "50")

            let missing = Runner.meter(["-s", "@" + directory.file("missing")]).run()
            expectUsageError(missing, naming: "-s")
            #expect(missing.stderrLines.first == "meter: -s: cannot take the size of '\(directory.file("missing"))': No such file or directory")
        }
    }
}
