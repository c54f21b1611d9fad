import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// `--progress-from`'s presets on what the tools themselves print: the real curl against a server on the
    /// loopback (both of its meters), and ffmpeg's recorded stderr (Tests/Fixtures/ffmpeg) written as it wrote
    /// it; rsync's real run is in ProgressFrom.
    @Suite("Presets on the tools' own output") struct ProgressFromTools {
        static let curlInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/curl")

        /// `python3 -m http.server` serving `directory` on the loopback, on a port it chose; stopped by `stop()`.
        struct Server {
            let process = Process()
            let port: Int

            init(serving directory: TemporaryDirectory) throws {
                let log = directory.file("server.log")
                FileManager.default.createFile(atPath: log, contents: nil)
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory.file("www")]
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
                process.standardError = FileHandle.nullDevice
                try process.run()
                // "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..."
                var port: Int?
                let deadline = Date().addingTimeInterval(30)
                while port == nil, Date() < deadline, process.isRunning {
                    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                    port = text.split(separator: " ").drop { $0 != "port" }.dropFirst().first.flatMap { Int($0) }
                    if port == nil { usleep(20_000) }
                }
                self.port = try #require(port, "the server did not start")
            }

            func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }

            func stop() {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
        }

        /// A download of 20 MB at 4 MB/s through curl (whose limit lets the first megabytes and the last
        /// through at once over the loopback), its meter read by the preset: the percentages go up to 100,
        /// in bytes of the file's size as curl writes it, and the file is whole.
        @Test("the real curl: its default meter and -#", .enabled(if: curlInstalled, "curl is not installed"), arguments: [[], ["-#"]])
        func realCurl(options: [String]) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            try FileManager.default.createDirectory(atPath: directory.file("www"), withIntermediateDirectories: false)
            let data = TestData.random(20_000_000, seed: 901)
            directory.write("www/big", data)
            let server = try Server(serving: directory)
            defer { server.stop() }
            let result = ProgressFrom.run(
                ["--json", "-i", "0.1", "--progress-from", "curl", "--exec", "curl"] + options
                    + ["--limit-rate", "4M", "-o", directory.file("got"), server.url("big")], in: directory)
            #expect(result.termination == .exited(0))
            #expect(directory.read("got") == data)
            let (progress, summary, others) = try ProgressFrom.reported(result)
            let percents = ProgressFrom.percents(progress)
            // How many of curl's states the objects catch depends on how often meter ran: on a loaded machine
            // one object may carry all of them at once. Reading each state is ProgressPresetTests' work.
            #expect(!percents.isEmpty && percents.last == 100 && percents == percents.sorted(), "\(percents)")
            if options.isEmpty {
                // 20,000,000 bytes are curl's 19.0M; before it knows the size, it says 0 of none.
                #expect(progress.allSatisfy { $0["unit"] as? String == "bytes" })
                #expect(progress.allSatisfy { $0["total"] as? Int == 19_922_944 || $0["count"] as? Int == 0 })
                #expect(progress.last?["total"] as? Int == 19_922_944)
                #expect(summary["count"] as? Int == 19_922_944)
                // Its header, and its last state, which a newline ends; the states it redrew gave way.
                #expect(others.count == 3 && others.first?.hasPrefix("  % Total    % Received % Xferd") == true, "\(others)")
                #expect(others.last?.hasPrefix("100 19.0M  100 19.0M") == true, "\(others)")
            } else {
                #expect(progress.allSatisfy { $0["unit"] as? String == "percent" })
                #expect(others.count == 1 && others.last?.hasSuffix(" 100.0%") == true, "\(others)")
            }
            #expect(summary["reported"] as? Bool == true && summary["end"] as? String == "done")
        }

        /// A build's steps, `[N/10]`: the frames count them in whole numbers, as the command does. The build
        /// waits for each step's frame (`   3 |[`) before its next.
        @Test("count: whole numbers of steps on the frames")
        func wholeSteps() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            ProgressFrom.executable("build", """
                #!/usr/bin/env python3
                \(ProgressFrom.pace)
                for n in range(1, 11):
                    print("[%d/10] step %d" % (n, n), flush=True)
                    if n < 10:
                        shown(n)
                """, in: directory)
            let result = ProgressFrom.run(
                ["-f", "-i", "0.1", "-F", "%b|%p", "--progress-from", "count", "--exec", "python3", "./build"], in: directory,
                syncing: true, needle: "%4d |[")
            #expect(result.termination == .exited(0))
            let frames = result.stderrText.split(whereSeparator: { $0 == "\r" || $0 == "\n" }).filter { $0.contains("|[") }
            let counts = ProgressFrom.distinct(frames.compactMap { Double($0.prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)) })
            #expect(counts == (1...10).map(Double.init), "\(frames)")
            #expect(frames.allSatisfy { !$0.contains(".") }, "\(frames)")
        }

        /// `--plain`: the first line is the command's first report; no amount of its output before it.
        @Test("--plain: the first line is the first report's")
        func plainStartsAtTheFirstReport() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let rsync = ProgressFrom.executable("fake-rsync", ProgressFrom.fakeRsync, in: directory)
            let result = ProgressFrom.run(["--plain", "--progress-from", "rsync", "--exec", "python3", rsync, directory.file("sent")], in: directory)
            #expect(result.termination == .exited(0))
            let lines = result.stderrLines.filter { !$0.hasPrefix(" ") }
            // The frame after its first report says what it reported, never its output's 0B.
            #expect(lines.first?.range(of: #"^[0-9]+% [0-9.]+[MG]iB of 2\.6GiB, "#, options: .regularExpression) != nil, "\(lines)")
            #expect(lines.last?.hasPrefix("100% 2.6GiB of 2.6GiB, ") == true && lines.last?.contains(" average, took ") == true, "\(lines)")
        }

        /// A command that writes `recording` on its standard error as ffmpeg wrote it: a piece at a time, each
        /// ended by its newline or carriage return; after each piece with a time but the last, it waits until
        /// meter has shown that time as its count (``ProgressFrom/pace``, with ``countNeedle``): its percentage
        /// would need the duration.
        static func replaying(_ recording: String) -> [String] {
            let path = ProgressPresetFixtures.path(recording)
            let script = """
                import re, sys
                \(ProgressFrom.pace)
                data = open(sys.argv[1], "rb").read()
                pieces = re.findall(rb"[^\\r\\n]*[\\r\\n]", data)
                stamps = [re.search(rb"time=([0-9]+):([0-9]+):([0-9.]+)", piece) for piece in pieces]
                last = max(index for index, stamp in enumerate(stamps) if stamp)
                for index, (piece, stamp) in enumerate(zip(pieces, stamps)):
                    sys.stderr.buffer.write(piece)
                    sys.stderr.flush()
                    if stamp and index < last:
                        hours, minutes, seconds = stamp.groups()
                        count = ("%.3f" % (int(hours) * 3600 + int(minutes) * 60 + float(seconds))).rstrip("0")
                        shown(count + "0" if count.endswith(".") else count)
                """
            return ["python3", "-c", script, path]
        }

        /// A count of seconds in an object of `--json`, as meter writes it (`1.36`, `10.0`).
        static let countNeedle = #""count":%s,"#

        @Test("ffmpeg's recorded stderr: the first input's duration is the total", arguments: [
            ("watermark.stderr", 50.0, [2.7, 20, 25, 50, 75, 100]),
            ("narration.stderr", 100, [4, 25, 50, 75, 100]),
        ] as [(String, Double, [Double])])
        func recordedFFmpeg(recording: String, total: Double, percents: [Double]) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let result = ProgressFrom.run(
                ["--json", "-i", "0.1", "--progress-from", "ffmpeg", "--exec"] + Self.replaying(recording), in: directory,
                syncing: true, needle: Self.countNeedle)
            #expect(result.termination == .exited(0))
            let (progress, summary, others) = try ProgressFrom.reported(result)
            #expect(ProgressFrom.percents(progress) == percents)
            #expect(progress.allSatisfy { $0["unit"] as? String == "seconds" && $0["total"] as? Double == total })
            #expect(summary["percent"] as? Double == 100)
            // The stats lines it redrew gave way to the objects, the first with no time among them; its last
            // state, ended by a newline, is there.
            #expect(!others.contains { $0.contains("time=N/A") || $0.contains("time=-") }, "\(others)")
            #expect(others.filter { $0.hasPrefix("frame=") }.count == 1, "\(others)")
        }
    }
}

/// Where the recorded output of the tools is kept for the tests.
enum ProgressPresetFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/ffmpeg").standardized

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}
