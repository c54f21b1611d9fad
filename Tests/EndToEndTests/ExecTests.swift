import Foundation
import Glibc
import Testing

/// `meter --exec COMMAND [ARG...]`, run as a user runs it: exit statuses, the metered standard output, the
/// command's text above the display, signals, and `--remember`.
@Suite struct ExecTests {
    // MARK: - Exit statuses

    static let statuses: [([String], Int32)] = [
        (["true"], 0),
        (["sh", "-c", "exit 3"], 3),
        (["sh", "-c", "kill -KILL $$"], 137),
        // The command died of a signal meter did not receive: meter exits 128+N rather than dying of it.
        (["sh", "-c", "kill -TERM $$"], 143),
    ]

    @Test(arguments: statuses)
    func theCommandsStatusComesBack(command: [String], status: Int32) throws {
        let run = try ExecHarness.run(["-q", "--exec"] + command)
        #expect(run.status == status)
        #expect(run.errors == "")
    }

    @Test func aCommandThatIsNotFoundIs127() throws {
        let run = try ExecHarness.run(["--exec", "meter-no-such-command-e2e", "arg"])
        #expect(run.status == 127)
        #expect(run.errors == "meter: meter-no-such-command-e2e: command not found\n")
        #expect(run.output.isEmpty)
        let path = try ExecHarness.run(["--exec", "/no/such/dir/tool"])
        #expect(path.status == 127)
        #expect(path.errors == "meter: /no/such/dir/tool: No such file or directory\n")
    }

    @Test func aFileThatCannotRunIs126() throws {
        let folder = try ExecHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("not-executable")
        try "echo hi\n".write(to: script, atomically: false, encoding: .utf8)
        let run = try ExecHarness.run(["--exec", script.path])
        #expect(run.status == 126)
        #expect(run.errors == "meter: \(script.path): Permission denied\n")
        let directory = try ExecHarness.run(["--exec", folder.path])
        #expect(directory.status == 126)
    }

    @Test func aClosedOutputEndsTheCommandAsAPipeWould() throws {
        // The command starts with SIGPIPE at its default action although meter ignores it.
        let run = try ExecHarness.run(
            ["-c", "set -o pipefail; \"$METER\" -q --exec yes | head -c 100000 > /dev/null; echo $?"],
            environment: ["METER": ExecHarness.meter], executable: "/bin/bash")
        #expect(run.outputText == "141\n")
    }

    @Test func anUnwritableOutputIsMetersOwnFailure() throws {
        let run = try ExecHarness.run(["-q", "-o", "/dev/full", "--exec", "sh", "-c", "echo data; exit 0"])
        #expect(run.status == 16)
        #expect(run.errors == "meter: /dev/full: write failed: No space left on device\n")
    }

    // MARK: - Standard output

    @Test(arguments: [["-q"], ["-q", "-C"], ["-q", "-B", "1000"], ["-f", "-i", "0.1"], ["-f", "-l"]])
    func standardOutputArrivesByteForByte(options: [String]) throws {
        let folder = try ExecHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try ExecHarness.randomBytes((3 << 20) + 12345)
        let file = folder.appendingPathComponent("random")
        try data.write(to: file)
        let run = try ExecHarness.run(options + ["--exec", "cat", file.path])
        #expect(run.status == 0)
        #expect(run.output == data)
    }

    @Test func aBurstyWriterArrivesByteForByte() throws {
        let folder = try ExecHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try ExecHarness.randomBytes(1 << 20)
        let file = folder.appendingPathComponent("random")
        try data.write(to: file)
        let writer = """
            import os, random, sys, time
            data = open(sys.argv[1], 'rb').read()
            i = 0
            while i < len(data):
                n = random.choice([1, 7, 100, 4096, 65536, 300000])
                os.write(1, data[i:i + n]); i += n
                if random.random() < 0.05: time.sleep(0.01)
            """
        let run = try ExecHarness.run(["-f", "-i", "0.1", "--exec", "python3", "-c", writer, file.path])
        #expect(run.status == 0)
        #expect(run.output == data)
    }

    @Test func theCommandReadsMetersStandardInput() throws {
        let folder = try ExecHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input")
        try "hello\nworld\n".write(to: input, atomically: false, encoding: .utf8)
        let run = try ExecHarness.run(["-q", "--exec", "cat"], input: input)
        #expect(run.outputText == "hello\nworld\n")
    }

    @Test func countsLinesOrDiscards() throws {
        let lines = try ExecHarness.run(["-n", "-b", "-l", "--exec", "sh", "-c", "printf 'a\\nb\\nc\\n'"])
        #expect(lines.outputText == "a\nb\nc\n")
        #expect(lines.lastErrorLine == "3")
        let discarded = try ExecHarness.run(["-X", "-n", "-b", "--exec", "head", "-c", "12345", "/dev/zero"])
        #expect(discarded.output.isEmpty)
        #expect(discarded.lastErrorLine == "12345")
    }

    // MARK: - Text above the display

    /// Writes "out N" and "err N" lines, each cut in two writes at a random place.
    static let interleavingWriter = """
        import os, random
        for i in range(400):
            for fd, name in ((1, b"out"), (2, b"err")):
                line = b"%s %d\\n" % (name, i)
                cut = random.randint(0, len(line))
                os.write(fd, line[:cut]); os.write(fd, line[cut:])
        """

    @Test(arguments: [[], ["-f", "-i", "0.05", "-w", "70"]])
    func interleavedStreamsLoseNothing(options: [String]) throws {
        let run = try ExecHarness.run(options + ["--exec", "python3", "-c", Self.interleavingWriter])
        #expect(run.status == 0)
        #expect(run.outputText == (0..<400).map { "out \($0)\n" }.joined())
        // Frames come and go between whole lines only, so every line of the command is there, whole, in order.
        let errorLines = run.visibleErrorLines.filter { $0.hasPrefix("err ") }
        #expect(errorLines == (0..<400).map { "err \($0)" })
    }

    @Test func aPromptWithoutANewlineAppearsAndIsNotOverwritten() throws {
        let meter = try ExecHarness.start([
            "-f", "-i", "0.1", "--exec", "sh", "-c", "printf 'Password: ' >&2; sleep 4; echo done >&2",
        ])
        let appeared = meter.waitUntil(timeout: 3.5) { meter.errorsSoFar().contains("Password: ") }
        let stillRunning = meter.process.isRunning
        let run = meter.finish()
        #expect(appeared)
        #expect(stillRunning, "the prompt must show while the command waits, not when it ends")
        #expect(run.status == 0)
        // No frame was drawn over the prompt while the line was open.
        #expect(run.errors.contains("Password: done\n"))
    }

    @Test func onATerminalBothStreamsAppearAboveTheDisplay() throws {
        // A pseudo-terminal as meter's standard output and error, from Python's pty module.
        let transcript = """
            import os, pty, sys, select
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:])
            out = b""
            while True:
                r, _, _ = select.select([fd], [], [], 20)
                if not r: break
                try: data = os.read(fd, 65536)
                except OSError: break
                if not data: break
                out += data
            _, status = os.waitpid(pid, 0)
            sys.stdout.buffer.write(out)
            sys.stdout.write("\\nSTATUS %d\\n" % os.waitstatus_to_exitcode(status))
            """
        let command = "for i in 1 2 3 4 5; do echo out $i; echo err $i >&2; sleep 0.05; done; printf 'Name? ' >&2; sleep 0.6; echo ok; exit 4"
        let run = try ExecHarness.run(
            ["-c", transcript, ExecHarness.meter, "-w", "60", "-i", "0.1", "--exec", "sh", "-c", command],
            executable: "/usr/bin/python3")
        let lines = ExecRun.visibleLines(run.outputText)
        for i in 1...5 {
            #expect(lines.contains("out \(i)"))
            #expect(lines.contains("err \(i)"))
        }
        #expect(lines.contains("Name? ok"))
        #expect(lines.last(where: { $0.hasPrefix("STATUS") }) == "STATUS 4")
    }

    // MARK: - Signals

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2])
    func aSignalSentToMeterReachesTheCommand(signal: Int32) throws {
        let child = """
            import signal, sys, time
            def handler(number, frame):
                sys.stderr.write("got %d\\n" % number); sys.exit(100 + number)
            signal.signal(\(signal), handler)
            print("ready", flush=True)
            time.sleep(30)
            """
        let meter = try ExecHarness.start(["-q", "--exec", "python3", "-c", child])
        let ready = meter.waitUntil(timeout: 20) { meter.outputSoFar() == Data("ready\n".utf8) }
        meter.send(signal)
        let run = meter.finish()
        #expect(ready)
        #expect(run.status == 100 + signal)
        #expect(run.errors == "got \(signal)\n")
    }

    @Test func whenTheCommandDiesOfMetersSignalMeterDiesOfItToo() throws {
        let meter = try ExecHarness.start(["-q", "--exec", "sh", "-c", "echo ready; exec sleep 30"])
        let ready = meter.waitUntil(timeout: 20) { meter.outputSoFar() == Data("ready\n".utf8) }
        usleep(100_000)  // let sh become sleep
        meter.send(SIGTERM)
        let run = meter.finish()
        #expect(ready)
        #expect(run.signal == SIGTERM)
    }

    @Test func theCommandStartsWithDefaultSignalsInMetersProcessGroup() throws {
        // Shell builtins only: while dash waits for a child it starts, it blocks every signal itself.
        let script = """
            while read -r key value; do case $key in SigBlk:|SigIgn:) echo "$key $value";; esac; done < /proc/$$/status
            read -r _ _ _ _ mine _ < /proc/$$/stat
            read -r _ _ _ _ meters _ < /proc/$PPID/stat
            echo group $mine $meters
            """
        let run = try ExecHarness.run(["-q", "--exec", "sh", "-c", script])
        var masks: [String: UInt64] = [:]
        var groups: [String] = []
        for line in run.outputText.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
            if parts.first == "group" { groups = parts.dropFirst().map(String.init) }
            if parts.count == 2, let value = UInt64(parts[1], radix: 16) { masks[String(parts[0])] = value }
        }
        #expect(masks["SigBlk"] == 0)
        let ignored = try #require(masks["SigIgn"])
        #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0)
        #expect(ignored & (1 << (UInt64(SIGTTOU) - 1)) == 0)
        #expect(groups.count == 2 && groups[0] == groups[1])
    }

    // MARK: - --remember

    @Test func rememberGivesTheNextRunATotal() throws {
        let cache = try ExecHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["XDG_CACHE_HOME": cache.path]
        let arguments = ["-n", "--remember", "--exec", "head", "-c", "100000", "/dev/zero"]
        let directory = URL(fileURLWithPath: "/tmp")

        let first = try ExecHarness.run(arguments, environment: environment, directory: directory)
        #expect(first.status == 0)
        #expect(first.output.count == 100_000)
        #expect(first.lastErrorLine == "0", "no total yet")

        let second = try ExecHarness.run(arguments, environment: environment, directory: directory)
        #expect(second.lastErrorLine == "100")
        #expect(second.errors.split(separator: "\n").allSatisfy { !$0.contains("warning") })

        let files = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("meter").path)
        #expect(files.count == 1)
        let file = cache.appendingPathComponent("meter").appendingPathComponent(try #require(files.first))
        try "garbage\n".write(to: file, atomically: false, encoding: .utf8)

        let corrupt = try ExecHarness.run(arguments, environment: environment, directory: directory)
        #expect(corrupt.status == 0)
        #expect(corrupt.errors.hasPrefix("meter: warning: ignoring the remembered count in \(file.path): "))
        #expect(corrupt.lastErrorLine == "0")
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("meter count 1\n"), "rewritten")

        let fourth = try ExecHarness.run(arguments, environment: environment, directory: directory)
        #expect(fourth.lastErrorLine == "100")

        // Another working directory is another key.
        let elsewhere = try ExecHarness.run(arguments, environment: environment, directory: cache)
        #expect(elsewhere.lastErrorLine == "0")
    }

    @Test func aFailedRunIsNotRemembered() throws {
        let cache = try ExecHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try ExecHarness.run(
            ["-q", "--remember", "--exec", "sh", "-c", "echo partial; exit 2"], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(run.status == 2)
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("meter").path))
    }
}

extension ExecHarness {
    /// Runs another program (bash, python3) with meter's harness: output to files, a timeout.
    static func run(_ arguments: [String], environment: [String: String] = [:], executable: String) throws -> ExecRun {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["LC_ALL"] = "C"
        process.environment = merged.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        return ExecProcess(process: process, folder: folder, outputURL: outputURL, errorURL: errorURL).finish()
    }
}
