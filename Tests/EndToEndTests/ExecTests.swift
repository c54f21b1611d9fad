import Foundation
import Glibc
import TestSupport
import Testing

/// `meter --exec COMMAND [ARG...]`, run as a user runs it: exit statuses, the metered standard output, the
/// command's text above the display, signals, and `--remember`.
@Suite struct ExecTests {
    /// `meter arguments…` (or `executable`) as a user's shell would start it: the test process's environment
    /// in the C locale (meter without `COLUMNS`), `environment` added.
    static func runner(
        _ arguments: [String], environment: [String: String] = [:], executable: String? = nil
    ) -> Runner {
        var runner = Runner(executable: executable ?? MeterBinary.path, arguments: arguments)
        var merged = ProcessInfo.processInfo.environment
        merged["LC_ALL"] = "C"
        if executable == nil { merged.removeValue(forKey: "COLUMNS") }
        runner.environment = merged.merging(environment) { $1 }
        return runner
    }

    /// Runs `runner` to the end; a run that hangs is killed after its timeout, and fails the test.
    static func run(_ runner: Runner, sourceLocation: SourceLocation = #_sourceLocation) -> RunResult {
        let result = runner.run()
        #expect(!result.timedOut, "it did not end within \(runner.timeout) s and was killed", sourceLocation: sourceLocation)
        return result
    }

    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> RunResult {
        run(runner(arguments, environment: environment, executable: executable), sourceLocation: sourceLocation)
    }

    /// The lines of `text` as a terminal would leave them: what follows each line's last carriage return
    /// (a pseudo-terminal's CR LF counts as a line end). Split on scalars: Swift's `"\r\n"` is one Character.
    static func visibleLines(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = line
            if line.last == "\r" { line = line.dropLast() }
            let visible = line.split(separator: "\r", omittingEmptySubsequences: false).last ?? line[...]
            return String(String.UnicodeScalarView(visible))
        }
    }

    // MARK: - Exit statuses

    static let statuses: [([String], Int32)] = [
        (["true"], 0),
        (["sh", "-c", "exit 3"], 3),
        (["sh", "-c", "kill -KILL $$"], 137),
        // The command died of a signal meter did not receive: meter exits 128+N rather than dying of it.
        (["sh", "-c", "kill -TERM $$"], 143),
    ]

    @Test(arguments: statuses)
    func theCommandsStatusComesBack(command: [String], status: Int32) {
        let run = Self.run(["-q", "--exec"] + command)
        #expect(run.termination == .exited(status))
        #expect(run.stderrText == "")
    }

    @Test func aCommandThatIsNotFoundIs127() {
        let run = Self.run(["--exec", "meter-no-such-command-e2e", "arg"])
        #expect(run.termination == .exited(127))
        #expect(run.stderrText == "meter: meter-no-such-command-e2e: command not found\n")
        #expect(run.stdout.isEmpty)
        let path = Self.run(["--exec", "/no/such/dir/tool"])
        #expect(path.termination == .exited(127))
        #expect(path.stderrText == "meter: /no/such/dir/tool: No such file or directory\n")
    }

    @Test func aFileThatCannotRunIs126() {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let script = folder.write("not-executable", Array("echo hi\n".utf8))
        let run = Self.run(["--exec", script])
        #expect(run.termination == .exited(126))
        #expect(run.stderrText == "meter: \(script): Permission denied\n")
        let directory = Self.run(["--exec", folder.path])
        #expect(directory.termination == .exited(126))
    }

    @Test func aClosedOutputEndsTheCommandAsAPipeWould() {
        // The command starts with SIGPIPE at its default action although meter ignores it.
        let run = Self.run(
            ["-c", "set -o pipefail; \"$METER\" -q --exec yes | head -c 100000 > /dev/null; echo $?"],
            environment: ["METER": MeterBinary.path], executable: "/bin/bash")
        #expect(run.stdoutText == "141\n")
    }

    @Test func anUnwritableOutputIsMetersOwnFailure() {
        let run = Self.run(["-q", "-o", "/dev/full", "--exec", "sh", "-c", "echo data; exit 0"])
        #expect(run.termination == .exited(16))
        #expect(run.stderrText == "meter: /dev/full: write failed: No space left on device\n")
    }

    // MARK: - Standard output

    @Test(arguments: [["-q"], ["-q", "-C"], ["-q", "-B", "1000"], ["-f", "-i", "0.1"], ["-f", "-l"]])
    func standardOutputArrivesByteForByte(options: [String]) {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let data = TestData.random((3 << 20) + 12345, seed: 301)
        let file = folder.write("random", data)
        let run = Self.run(options + ["--exec", "cat", file])
        #expect(run.termination == .exited(0))
        expectSameBytes(run.stdout, data)
    }

    @Test func aBurstyWriterArrivesByteForByte() {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let data = TestData.random(1 << 20, seed: 302)
        let file = folder.write("random", data)
        let writer = """
            import os, random, sys, time
            data = open(sys.argv[1], 'rb').read()
            i = 0
            while i < len(data):
                n = random.choice([1, 7, 100, 4096, 65536, 300000])
                os.write(1, data[i:i + n]); i += n
                if random.random() < 0.05: time.sleep(0.01)
            """
        let run = Self.run(["-f", "-i", "0.1", "--exec", "python3", "-c", writer, file])
        #expect(run.termination == .exited(0))
        expectSameBytes(run.stdout, data)
    }

    @Test func theCommandReadsMetersStandardInput() {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        var runner = Self.runner(["-q", "--exec", "cat"])
        runner.stdin = .file(folder.write("input", Array("hello\nworld\n".utf8)))
        let run = Self.run(runner)
        #expect(run.stdoutText == "hello\nworld\n")
    }

    @Test func countsLinesOrDiscards() {
        let lines = Self.run(["-n", "-b", "-l", "--exec", "sh", "-c", "printf 'a\\nb\\nc\\n'"])
        #expect(lines.stdoutText == "a\nb\nc\n")
        #expect(lines.lastErrorLine == "3")
        let discarded = Self.run(["-X", "-n", "-b", "--exec", "head", "-c", "12345", "/dev/zero"])
        #expect(discarded.stdout.isEmpty)
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
    func interleavedStreamsLoseNothing(options: [String]) {
        let run = Self.run(options + ["--exec", "python3", "-c", Self.interleavingWriter])
        #expect(run.termination == .exited(0))
        #expect(run.stdoutText == (0..<400).map { "out \($0)\n" }.joined())
        // Frames come and go between whole lines only, so every line of the command is there, whole, in order.
        let errorLines = run.visibleErrorLines.filter { $0.hasPrefix("err ") }
        #expect(errorLines == (0..<400).map { "err \($0)" })
    }

    @Test func offATerminalAnUnfinishedLineWaitsWholeWhileFramesGoOn() {
        let run = Self.run([
            "-f", "-i", "0.1", "--exec", "sh", "-c", "printf 'Password: ' >&2; sleep 3; echo done >&2",
        ])
        #expect(run.termination == .exited(0))
        // In a pipe nothing can be drawn beside the line: it is written whole when it ends, and no frame is
        // written inside it.
        #expect(run.stderrText.contains("Password: done\n"))
        let ended = run.stderrTime(of: "Password: done") ?? 0
        let framesMeanwhile = run.stderrArrivals.filter { $0.time < ended && $0.bytes.contains(UInt8(ascii: "\r")) }
        #expect(framesMeanwhile.count >= 5, "frames keep their pace while the line is open")
    }

    @Test func onATerminalBothStreamsAppearAboveTheDisplay() {
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
        let run = Self.run(
            ["-c", transcript, MeterBinary.path, "-w", "60", "-i", "0.1", "--exec", "sh", "-c", command],
            executable: "/usr/bin/python3")
        // The screen the terminal shows: the indicator is drawn below the prompt while it waits.
        var screen = VirtualScreen(rows: 40, columns: 60)
        screen.feed(run.stdoutText)
        let lines = screen.text
        for i in 1...5 {
            #expect(lines.contains("out \(i)"))
            #expect(lines.contains("err \(i)"))
        }
        #expect(lines.contains("Name? ok"))
        #expect(lines.last(where: { $0.hasPrefix("STATUS") }) == "STATUS 4")
    }

    // MARK: - Signals

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2])
    func aSignalSentToMeterReachesTheCommand(signal: Int32) {
        let child = """
            import signal, sys, time
            def handler(number, frame):
                sys.stderr.write("got %d\\n" % number); sys.exit(100 + number)
            signal.signal(\(signal), handler)
            print("ready", flush=True)
            time.sleep(30)
            """
        var runner = Self.runner(["-q", "--exec", "python3", "-c", child])
        runner.actions = [RunAction(trigger: .stdoutCount(6), effect: .signal(signal))]
        let run = Self.run(runner)
        #expect(run.stdoutText == "ready\n" && run.stdoutArrivals.allSatisfy { $0.time < 20 })
        #expect(run.termination == .exited(100 + signal))
        #expect(run.stderrText == "got \(signal)\n")
    }

    @Test func whenTheCommandDiesOfMetersSignalMeterDiesOfItToo() {
        var runner = Self.runner(["-q", "--exec", "sh", "-c", "echo ready; exec sleep 30"])
        // 0.1 s after "ready", to let sh become sleep.
        runner.actions = [RunAction(trigger: .stdoutCount(6), effect: .signal(SIGTERM), delay: 0.1)]
        let run = Self.run(runner)
        #expect(run.stdoutText == "ready\n" && run.stdoutArrivals.allSatisfy { $0.time < 20 })
        #expect(run.termination == .signaled(SIGTERM))
    }

    @Test func theCommandStartsWithDefaultSignalsInMetersProcessGroup() throws {
        // Shell builtins only: while dash waits for a child it starts, it blocks every signal itself.
        let script = """
            while read -r key value; do case $key in SigBlk:|SigIgn:) echo "$key $value";; esac; done < /proc/$$/status
            read -r _ _ _ _ mine _ < /proc/$$/stat
            read -r _ _ _ _ meters _ < /proc/$PPID/stat
            echo group $mine $meters
            """
        let run = Self.run(["-q", "--exec", "sh", "-c", script])
        var masks: [String: UInt64] = [:]
        var groups: [String] = []
        for line in run.stdoutText.split(separator: "\n") {
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
        let cache = TemporaryDirectory()
        defer { cache.remove() }
        let arguments = ["-n", "--remember", "--exec", "head", "-c", "100000", "/dev/zero"]
        func run(in directory: String) -> RunResult {
            var runner = Self.runner(arguments, environment: ["XDG_CACHE_HOME": cache.path])
            runner.directory = directory
            return Self.run(runner)
        }

        let first = run(in: "/tmp")
        #expect(first.termination == .exited(0))
        #expect(first.stdout.count == 100_000)
        // No total yet: pv's number that moves while data moves, not a percentage.
        #expect(first.lastErrorLine.flatMap { Int($0) }.map { $0 > 0 && $0 < 200 && $0 % 2 == 0 } == true, "no total yet")

        let second = run(in: "/tmp")
        #expect(second.lastErrorLine == "100")
        #expect(second.stderrText.split(separator: "\n").allSatisfy { !$0.contains("warning") })

        let files = try FileManager.default.contentsOfDirectory(atPath: cache.file("meter"))
        #expect(files.count == 1)
        let file = cache.file("meter") + "/" + (try #require(files.first))
        try "garbage\n".write(toFile: file, atomically: false, encoding: .utf8)

        let corrupt = run(in: "/tmp")
        #expect(corrupt.termination == .exited(0))
        #expect(corrupt.stderrText.hasPrefix("meter: warning: ignoring the remembered count in \(file): "))
        #expect(corrupt.lastErrorLine != "100")
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("meter count 1\n"), "rewritten")

        let fourth = run(in: "/tmp")
        #expect(fourth.lastErrorLine == "100")

        // Another working directory is another key.
        let elsewhere = run(in: cache.path)
        #expect(elsewhere.lastErrorLine != "100")
    }

    /// Binary output (gzip's, xz's, a binary file's lines) is not text: the latest-line field stays empty
    /// rather than showing replacement characters and escapes, in --exec's default layout, -M and a copy's
    /// --layout large. A UTF-8 locale, where the frames would show U+FFFD.
    @Test(arguments: [["--exec", "gzip", "-1"], ["-M", "in", "--exec", "xz", "-0"], ["--layout", "large"], ["-F", "%L|"]])
    func binaryOutputShowsNoLine(arguments: [String]) throws {
        var runner = Self.runner(["-f", "-i", "0.05", "-w", "120"] + arguments, environment: ["LC_ALL": "C.UTF-8"])
        runner.stdin = .bytes(TestData.random(400_000, seed: 17))
        let result = Self.run(runner)
        #expect(result.termination == .exited(0))
        let frames = Frames.all(result.stderrText)
        #expect(!frames.isEmpty)
        for frame in frames {
            #expect(!frame.contains("\u{FFFD}") && !frame.contains("\\"), "\(frame.debugDescription)")
        }
        if arguments.first == "-F" { #expect(frames.last == "|") }
    }

    @Test func aFailedRunIsNotRemembered() {
        let cache = TemporaryDirectory()
        defer { cache.remove() }
        let run = Self.run(
            ["-q", "--remember", "--exec", "sh", "-c", "echo partial; exit 2"], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(run.termination == .exited(2))
        #expect(!FileManager.default.fileExists(atPath: cache.file("meter")))
    }
}

extension RunResult {
    /// The last line of standard error (for `-n`, the last number).
    var lastErrorLine: String? { stderrText.split(separator: "\n").last.map(String.init) }

    /// The lines of standard error as a terminal would leave them (frames and their clearing disappear).
    var visibleErrorLines: [String] { ExecTests.visibleLines(stderrText) }

    /// Seconds from the start at which standard error first held `text`.
    func stderrTime(of text: String) -> Double? {
        var seen: [UInt8] = []
        for arrival in stderrArrivals {
            seen += arrival.bytes
            if seen.contains(subsequence: Array(text.utf8)) { return arrival.time }
        }
        return nil
    }
}
