import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// `meter -d PID[:FD]`: the position of a file another process has open, followed until it is closed.
    @Suite("-d watch another process's file") struct Watch {
        /// A shell running `script` in the background (its own files opened by the script), with its output
        /// thrown away; stopped and reaped by `stop()`.
        struct Background {
            let process = Process()

            init(_ script: String, environment: [String: String] = [:]) throws {
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", script]
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
            }

            var pid: Int32 { process.processIdentifier }

            /// Waits (up to 10 s) until descriptor `fd` of the process is at `position`.
            func wait(descriptor fd: Int32, at position: UInt64) -> Bool {
                for _ in 0..<1000 {
                    if let text = try? String(contentsOfFile: "/proc/\(pid)/fdinfo/\(fd)", encoding: .utf8),
                        text.contains("pos:\t\(position)\n")
                    {
                        return true
                    }
                    usleep(10_000)
                }
                return false
            }

            /// Kills and reaps it (SIGKILL: the test process may block SIGTERM, and its children inherit that).
            func stop() {
                if process.isRunning { kill(pid, SIGKILL) }
                process.waitUntilExit()
            }
        }

        /// `path` as the kernel shows it in `/proc/PID/fd` (no doubled slashes).
        static func canonical(_ path: String) -> String {
            var result = path
            while result.contains("//") { result = result.replacingOccurrences(of: "//", with: "/") }
            return result
        }

        /// A process reads a quarter of a 1 MiB file, pauses, reads the rest, pauses, and ends: meter shows its
        /// progress in percent (`-n`) from 25 to 100 and ends with it, with status 0 and nothing on stdout.
        @Test("follows a file being read until the process ends", arguments: [true, false])
        func followsTheFile(namesDescriptor: Bool) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let file = directory.write("data", TestData.random(1 << 20, seed: 401))
            let reader = try Background(
                """
                exec 3< "$FILE"
                dd bs=4096 count=64 <&3 > /dev/null 2>&1
                sleep 2
                cat <&3 > /dev/null
                sleep 1
                :
                """, environment: ["FILE": file])
            defer { reader.stop() }
            #expect(reader.wait(descriptor: 3, at: 262_144), "the reader did not start")
            var runner = Runner.meter(["-d", namesDescriptor ? "\(reader.pid):3" : "\(reader.pid)", "-n", "-i", "0.2"])
            runner.timeout = 30
            let result = runner.run()
            #expect(!result.timedOut)
            #expect(result.termination == .exited(0), "\(result.stderrText)")
            #expect(result.stdout.isEmpty)
            let lines = result.stderrLines
            #expect(lines.allSatisfy { Int($0) != nil }, "\(lines)")
            #expect(lines.first == "25", "\(lines)")
            #expect(lines.last == "100", "\(lines)")
            #expect(result.duration > 1 && result.duration < 15, "meter ran \(result.duration) s for a 3 s process")
        }

        /// Named by its process only, an input is followed to the next one the process opens, each on a line
        /// of its own, as `sha256sum one two` goes from file to file; meter ends with the process.
        @Test("the process's next input is followed")
        func followsTheNextInput() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let first = directory.write("first", TestData.random(256 << 10, seed: 403))
            let second = directory.write("second", TestData.random(128 << 10, seed: 404))
            let reader = try Background(
                """
                exec 3< "$A"
                dd bs=4096 count=16 <&3 > /dev/null 2>&1
                sleep 0.5
                cat <&3 > /dev/null
                sleep 0.5
                exec 3<&-
                sleep 0.3
                exec 3< "$B"
                sleep 0.5
                cat <&3 > /dev/null
                sleep 0.5
                :
                """, environment: ["A": first, "B": second])
            defer { reader.stop() }
            #expect(reader.wait(descriptor: 3, at: 65_536), "the reader did not start")
            var runner = Runner.meter(["-d", "\(reader.pid)", "-f", "-i", "0.1", "-F", "%N %b"])
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .exited(0), "\(result.stderrText)")
            // Each file's last frame, ended by its newline.
            let finals = result.stderrLines.map { $0.split(separator: "\r").last.map(String.init) ?? "" }
            #expect(finals == ["    first:  256KiB", "   second:  128KiB"], "\(finals)")
        }

        /// Named by its process only, the file is the process's one file open for reading only: the input of
        /// `cmd < in > out`, named on the display after the file.
        @Test("the process's input is chosen over its output")
        func choosesTheInput() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("input.bin", TestData.random(4096, seed: 402))
            let process = try Background(#"exec 3< "$IN" 4> "$OUT"; exec sleep 20"#, environment: ["IN": input, "OUT": directory.file("output.bin")])
            defer { process.stop() }
            #expect(process.wait(descriptor: 4, at: 0))
            var runner = Runner.meter(["-d", "\(process.pid)", "-f", "-i", "0.1", "-F", "%N %b"])
            runner.actions = [RunAction(trigger: .stderrContains(" B"), effect: .signal(SIGTERM))]
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .signaled(SIGTERM))
            // The last frame, drawn before dying of the signal: the name is the input's, right-aligned in 9
            // columns as pv's -N is.
            #expect(result.stderrText.hasSuffix("input.bin: 0.00  B\r\n"), "\(result.stderrText.debugDescription)")
        }

        /// A file the process writes grows with its position: its size is no total (a percentage of 0 under
        /// -n, where a read file would be at 100), unless -s gives one.
        @Test("a file being written has no total but -s")
        func writtenFileHasNoTotal() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let process = try Background(#"exec 4> "$OUT"; printf '%05000d' 0 >&4; exec sleep 20"#, environment: ["OUT": directory.file("out")])
            defer { process.stop() }
            #expect(process.wait(descriptor: 4, at: 5000))
            for (options, expected) in [([String](), "0"), (["-s", "10000"], "50")] {
                var runner = Runner.meter(["-d", "\(process.pid):4", "-n", "-i", "0.1"] + options)
                runner.actions = [RunAction(trigger: .stderrContains("\n"), effect: .signal(SIGTERM))]
                runner.timeout = 30
                let result = runner.run()
                #expect(result.termination == .signaled(SIGTERM))
                #expect(result.stderrLines.first == expected, "\(options): \(result.stderrLines)")
            }
        }

        @Test("a process with several files: each is listed, and none is chosen")
        func severalFiles() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let first = directory.write("a", [1])
            let second = directory.write("b", [2])
            let process = try Background(#"exec 3< "$A" 4< "$B"; exec sleep 20"#, environment: ["A": first, "B": second])
            defer { process.stop() }
            #expect(process.wait(descriptor: 4, at: 0))
            let result = Runner.meter(["-d", "\(process.pid)"]).run()
            #expect(result.termination == .exited(2))
            #expect(result.stderrText == """
                meter: -d \(process.pid): the process has 2 files open; choose one with -d \(process.pid):FD
                  3\t\(Self.canonical(first))
                  4\t\(Self.canonical(second))

                """)
        }

        /// Another user's process: its files cannot be seen. The tests run as root, so meter runs as `nobody`
        /// through util-linux's setpriv (skipped only where setpriv is missing or cannot change user).
        @Test("another user's process: Permission denied, status 2")
        func anotherUsersProcess() throws {
            guard access("/usr/bin/setpriv", X_OK) == 0, getuid() == 0 else { return }
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            chmod(directory.path, 0o755)
            let meter = directory.file("meter")
            let copied = Runner.shell("cp \"$METER\" \"$1\" && chmod 755 \"$1\"", [meter]).run()
            try #require(copied.termination == .exited(0))
            let process = try Background("exec sleep 20")
            defer { process.stop() }
            for target in ["\(process.pid)", "\(process.pid):0"] {
                let result = Runner(
                    executable: "/usr/bin/setpriv",
                    arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", meter, "-d", target]
                ).run()
                if result.stderrText.contains("setpriv:") { return }  // no way to change user here
                #expect(result.termination == .exited(2))
                #expect(result.stderrText == "meter: -d \(target): cannot see the process's files: Permission denied\n")
            }
        }

        @Test("what cannot be watched: a clear message naming it, status 2")
        func cannotWatch() throws {
            let process = try Background("exec sleep 20")
            defer { process.stop() }
            #expect(process.wait(descriptor: 0, at: 0))
            let pid = process.pid
            let cases: [([String], String)] = [
                (["-d", "\(pid):77"], "meter: -d \(pid):77: the process has no such file descriptor\n"),
                (["-d", "\(pid):0"], "meter: -d \(pid):0: '/dev/null' is not a regular file or block device\n"),
                (["-d", "\(pid)"], "meter: -d \(pid): the process has no regular file or block device open\n"),
                (["-d", "999999999"], "meter: -d 999999999: no such process\n"),
            ]
            for (arguments, message) in cases {
                let result = Runner.meter(arguments).run()
                #expect(result.termination == .exited(2), "\(arguments)")
                #expect(result.stderrText == message)
                #expect(result.stdout.isEmpty)
            }
        }
    }
}
