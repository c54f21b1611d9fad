import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// The files meter makes for itself are its own, and never each other: a PID file is made exclusively
    /// and renamed into place, a device or FIFO is never replaced, two of meter's outputs that are one file
    /// are refused before either is touched, and the open of a FIFO ends on Ctrl-C.
    @Suite("files meter writes are its own") struct OwnFiles {
        func run(_ arguments: [String], in directory: TemporaryDirectory, stdin: StandardInput = .null) -> RunResult {
            var runner = Runner.meter(arguments)
            runner.directory = directory.path
            runner.stdin = stdin
            runner.timeout = 30
            return runner.run()
        }

        /// The usage error for two of meter's files that are one, with the usage lines after it.
        static func clash(_ first: String, _ second: String, _ name: String) -> [String] {
            ["meter: \(first) and \(second) name the same file '\(name)': give each its own",
             "Usage: meter [OPTIONS] [FILE ...]", "See 'meter --help'."]
        }

        @Test(
            "two of meter's files on one file: a usage error, and the file untouched",
            arguments: [
                (["-P", "F", "-o", "F"], "-o", "-P"), (["--record", "F", "-o", "F"], "-o", "--record"),
                (["--json-file", "F", "-o", "F"], "-o", "--json-file"), (["-U", "F", "-o", "F"], "-o", "-U"),
                (["-o", "F", "--json-file", "G"], "-o", "--json-file"),
            ] as [([String], String, String)])
        func clashesChangeNothing(options: [String], first: String, second: String) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let old = Array(repeating: UInt8(ascii: "f"), count: 5000)
            directory.write("F", old)
            directory.write("in", Array("new".utf8))
            // G is F by another name.
            link(directory.file("F"), directory.file("G"))
            let result = run(options + ["in"], in: directory)
            #expect(result.termination == .exited(64))
            #expect(result.stderrLines == Self.clash(first, second, options.last == "G" ? "G" : "F"))
            #expect(result.stdout.isEmpty)
            #expect(directory.read("F") == old)
        }

        @Test("a file meter writes that standard output already is: a usage error, nothing written")
        func clashWithStandardOutput() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.write("in", Array("new".utf8))
            for option in ["-P", "--record", "--json-file"] {
                directory.write("F", Array("old".utf8))
                var runner = Runner.meter([option, "F", "in"])
                runner.directory = directory.path
                runner.stdout = .file(directory.file("F"), append: true)
                let result = runner.run()
                #expect(result.termination == .exited(64), "\(option)")
                #expect(result.stderrLines.first == "meter: \(option) names 'F', the file standard output already writes: give it a file of its own")
                #expect(directory.read("F") == Array("old".utf8), "\(option)")
            }
        }

        @Test("character devices and pipes are not compared: --json-file /dev/null -o /dev/null copies")
        func devicesAreNotCompared() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let copied = run(["--json-file", "/dev/null", "-o", "/dev/null"], in: directory, stdin: .bytes([1, 2, 3]))
            #expect(copied.termination == .exited(0))
            #expect(copied.stderrText == "")
        }

        @Test("-P writes a file of its own, mode 0600, and leaves no temporary file")
        func pidFileIsPrivate() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = Runner.shell(#"exec "$METER" -q -P x.pid --exec sh -c 'stat -c %a x.pid; ls -a'"#)
            runner.directory = directory.path
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutText == "600\n.\n..\nx.pid\n")
            #expect(!FileManager.default.fileExists(atPath: directory.file("x.pid")), "the file was left behind")
        }

        @Test("-P never replaces a FIFO, a folder or a device node, and leaves each as it was")
        func pidFileRefusesWhatIsNotAFile() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            mkfifo(directory.file("fifo"), 0o600)
            mkdir(directory.file("folder"), 0o700)
            var names = ["fifo", "folder"]
            // A node like /dev/null (device 1, 3), made where nothing else can use it (root only).
            if mknod(directory.file("null"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 { names.append("null") }
            for name in names {
                let result = run(["-P", name], in: directory, stdin: .bytes([1]))
                #expect(result.termination == .exited(1), "\(name)")
                #expect(result.stderrLines == [
                    "meter: -P: '\(name)' is not a regular file: meter replaces only a regular file, or makes a new one",
                ])
                #expect(result.stdout.isEmpty)
            }
            var status = stat()
            #expect(stat(directory.file("fifo"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(stat(directory.file("folder"), &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
            if names.contains("null") { #expect(stat(directory.file("null"), &status) == 0 && status.st_mode & S_IFMT == S_IFCHR) }
        }

        @Test("-P over a file someone else may read: replaced by meter's own, not written through")
        func pidFileReplacesAFileNotWritesIntoIt() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.write("x.pid", Array("12345\n".utf8))
            // A second name for the old file: writing through it would show there.
            link(directory.file("x.pid"), directory.file("old"))
            var runner = Runner.shell(#"exec "$METER" -q -P x.pid --exec sh -c 'cat old'"#)
            runner.directory = directory.path
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutText == "12345\n")
        }

        @Test(
            "the open of an output FIFO that waits for its reader ends on Ctrl-C and SIGTERM",
            arguments: [["-f", "-o", "fifo"], ["-q", "-P", "p", "-o", "fifo"], ["--json-file", "fifo"], ["--record", "fifo", "-f"]])
        func fifoOpenIsInterruptible(options: [String]) throws {
            for signal in [SIGINT, SIGTERM] {
                let directory = TemporaryDirectory()
                defer { directory.remove() }
                mkfifo(directory.file("fifo"), 0o600)
                var runner = Runner.meter(options)
                runner.directory = directory.path
                runner.stdin = .bytes(Array(repeating: 65, count: 100))
                runner.timeout = 30
                // Once meter waits in the open for the FIFO's reader, the signal.
                runner.actions = [RunAction(trigger: .waitsIn("wait_for_partner"), effect: .signal(signal))]
                let result = runner.run()
                #expect(result.termination == .signaled(signal), "\(options) \(signal)")
                #expect(!result.timedOut)
            }
        }
    }
}
