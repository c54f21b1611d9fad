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

            /// A copy of `sleep` named `name` in `directory`, run there for `seconds` after `prelude` (shell
            /// commands, such as opening a file): the kernel names a process after its executable's file
            /// (`/proc/PID/comm`, 15 bytes at most), so this is a process of a known name. The copy is made
            /// by the child: one made here could still be open for writing in a process another test forks
            /// at that moment, and the exec would fail (ETXTBSY).
            static func sleeper(named name: String, seconds: Double, in directory: TemporaryDirectory, after prelude: String = ":") throws -> Background {
                try Background(#"cd "$DIR" && cp /bin/sleep "./$NAME" && \#(prelude) && exec "./$NAME" "$SLEEP_FOR""#,
                    environment: ["DIR": directory.path, "NAME": name, "SLEEP_FOR": String(seconds)])
            }

            /// Waits (up to 10 s) until the process is named `name` (`/proc/PID/comm`): it has run its `exec`.
            func wait(toBeNamed name: String) -> Bool {
                for _ in 0..<1000 {
                    if (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) == name + "\n" { return true }
                    usleep(10_000)
                }
                return false
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

        /// Another user's process: its files cannot be seen. The tests run as root, so meter runs as `nobody`
        /// through util-linux's setpriv (skipped only where setpriv is missing or cannot change user).
        @Test("another user's process: Permission denied, status 2", .enabled(if: access("/usr/bin/setpriv", X_OK) == 0 && getuid() == 0, "needs root and util-linux's setpriv"))
        func anotherUsersProcess() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            chmod(directory.path, 0o755)
            let meter = directory.file("meter")
            let copied = Runner.shell("cp \"$METER\" \"$1\" && chmod 755 \"$1\"", [meter]).run()
            try #require(copied.termination == .exited(0))
            let process = try Background("exec sleep 20")
            defer { process.stop() }
            let home = directory.makeHome(for: 65534)
            for target in ["\(process.pid)", "\(process.pid):0"] {
                var runner = Runner(
                    executable: "/usr/bin/setpriv",
                    arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", meter, "-d", target])
                runner.environment["HOME"] = home
                let result = runner.run()
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
                (["-d", "\(pid):0"], "meter: -d \(pid):0: '/dev/null' is neither a regular file nor a block device\n"),
                (["-d", "999999999"], "meter: -d 999999999: no such process\n"),
                (["-d", "=meter-no-such-process-name"], "meter: -d =meter-no-such-process-name: no process name matches\n"),
            ]
            for (arguments, message) in cases {
                let result = Runner.meter(arguments).run()
                #expect(result.termination == .exited(2), "\(arguments)")
                #expect(result.stderrText == message)
                #expect(result.stdout.isEmpty)
            }
        }

        /// A list file that cannot be read, or that holds a malformed line, is a usage error, as in pv.
        @Test("an unreadable or malformed list file: a usage error")
        func badListFile() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let list = directory.write("pids", Array("# ok\n12\nnot a pid\n".utf8))
            let missing = Runner.meter(["-d", "@" + directory.file("none")]).run()
            #expect(missing.termination == .exited(64))
            #expect(missing.stderrText.hasPrefix("meter: -d @\(directory.file("none")): No such file or directory\nUsage: meter"))
            let malformed = Runner.meter(["-d", "@" + list]).run()
            #expect(malformed.termination == .exited(64))
            #expect(malformed.stderrText.hasPrefix("meter: -d @\(list): line 3: invalid whole number 'not a pid'\n"))
        }
    }
}
