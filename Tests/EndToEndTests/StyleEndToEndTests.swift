import Foundation
import Testing
import TestSupport

/// The built binary with the style options: two `-c` meters on a pseudo-terminal, plain mode
/// on a pipe, and colour switched by flag and environment.
@Suite struct StyleEndToEndTests {
    /// Runs meter with `arguments` in exactly `environment`, feeding `input`; standard output goes to /dev/null.
    func run(_ arguments: [String], input: [UInt8], environment: [String: String]) -> RunResult {
        var runner = Runner.meter(arguments)
        runner.environment = environment
        runner.stdin = .bytes(input)
        runner.stdout = .file("/dev/null", append: false)
        return runner.run()
    }

    static let baseEnvironment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]

    @Test func plainModeWritesLinesToAPipe() {
        let result = run(["--plain", "-N", "data", "-s", "900"], input: [UInt8](repeating: 0, count: 900), environment: Self.baseEnvironment)
        #expect(result.termination == .exited(0))
        let lines = result.stderrText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "data: 0% 0B of 900B")
        #expect(lines.dropLast().last?.hasPrefix("data: 100% 900B of 900B, ") == true)
        #expect(lines.last == "")
        #expect(!result.stderrText.contains("\r") && !result.stderrText.contains("\u{1B}"))
    }

    /// The same for a wrapped command: `--plain` writes to a log whatever standard error is.
    @Test func plainModeWithExecWritesLinesToAPipe() {
        let result = run(
            ["--plain", "-N", "job", "-s", "6", "--exec", "printf", "hello\\n"], input: [], environment: Self.baseEnvironment)
        #expect(result.termination == .exited(0))
        let lines = result.stderrText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "job: 0% 0B of 6B")
        #expect(lines.dropLast().last?.hasPrefix("job: 100% 6B of 6B, ") == true)
        #expect(!result.stderrText.contains("\r") && !result.stderrText.contains("\u{1B}"))
    }

    @Test(arguments: [
        ([String](), [String: String](), false),
        (["--color", "always"], [:], true),
        (["--color", "always"], ["NO_COLOR": "1"], true),
        ([], ["FORCE_COLOR": "1"], true),
        ([], ["FORCE_COLOR": "1", "NO_COLOR": "1"], false),
        ([], ["CLICOLOR_FORCE": "1"], true),
        ([], ["FORCE_COLOR": "0"], false),
        (["--color", "never"], ["FORCE_COLOR": "1"], false),
        (["--color", "always", "--plain"], [:], false),
    ])
    func colourOnAPipe(arguments: [String], environment: [String: String], coloured: Bool) {
        let result = run(
            ["-f", "-s", "100"] + arguments, input: [UInt8](repeating: 0, count: 100),
            environment: Self.baseEnvironment.merging(environment) { $1 })
        #expect(result.termination == .exited(0))
        #expect(!result.stderr.isEmpty)
        #expect(result.stderrText.contains("\u{1B}[") == coloured, "\(result.stderrText.debugDescription)")
    }

    /// Two `-c` meters in one pipeline on a pseudo-terminal: each ends on its own line, the cursor on a
    /// clean line below them, and the lock file is gone.
    @Test func twoCursorMetersOnAPseudoTerminal() throws {
        let lockDirectory = TemporaryDirectory()
        defer { lockDirectory.remove() }
        let meter = MeterBinary.path
        let pipeline = "head -c 2000000 /dev/zero | '\(meter)' -c -N in -s 2000000 -i 0.2 -L 4M"
            + " | '\(meter)' -c -N out -s 2000000 -i 0.2 > /dev/null"
        let script = """
            import os, sys, fcntl, termios, struct, subprocess, select
            master, slave = os.openpty()
            fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack('HHHH', 24, 80, 0, 0))
            child = subprocess.Popen(['/bin/sh', '-c', sys.argv[1]], stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL, stderr=slave, start_new_session=True)
            os.close(slave)
            out = bytearray()
            while True:
                ready, _, _ = select.select([master], [], [], 60)
                if not ready: break
                try: data = os.read(master, 65536)
                except OSError: break
                if not data: break
                out += data
            sys.stdout.buffer.write(bytes(out))
            sys.exit(child.wait())
            """
        var runner = Runner(executable: "/usr/bin/env", arguments: ["python3", "-c", script, pipeline])
        runner.environment = Self.baseEnvironment.merging(["TMPDIR": lockDirectory.path, "TERM": "xterm"]) { $1 }
        let result = runner.run()
        #expect(result.termination == .exited(0))
        let text = result.stdoutText

        var screen = VirtualScreen(columns: 1000)
        screen.feed(text)
        #expect(screen.nonEmptyLines.count == 2, "\(text.debugDescription)")
        // The meters take their lines in the order they first draw, which the pipeline does not fix.
        let names = screen.nonEmptyLines.map { String($0.prefix(18)) }.sorted()
        #expect(names == ["       in: 1.91MiB", "      out: 1.91MiB"], "\(screen.nonEmptyLines)")
        #expect(screen.nonEmptyLines.allSatisfy { $0.hasSuffix("100%") })
        #expect(screen.row == 2 && screen.column == 0)
        #expect(text.contains("\u{1B}[2A"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: lockDirectory.path).isEmpty)
    }
}
