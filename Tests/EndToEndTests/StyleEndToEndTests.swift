import Foundation
import Testing

/// The built binary with the style options of issue 3: two `-c` meters on a pseudo-terminal, plain mode
/// on a pipe, and colour switched by flag and environment.
@Suite struct StyleEndToEndTests {
    /// The `meter` built next to this test bundle.
    static let meter: String = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("meter").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/meter").path
    }()

    /// Runs `executable` with `arguments`, feeding `input`; returns standard error (standard output is
    /// discarded) and the exit status.
    func run(_ executable: String, _ arguments: [String], input: Data = Data(), environment: [String: String]) throws -> (stderr: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: input)
        try stdin.fileHandleForWriting.close()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: errors, as: UTF8.self), process.terminationStatus)
    }

    static let baseEnvironment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]

    @Test func plainModeWritesLinesToAPipe() throws {
        let result = try run(Self.meter, ["--plain", "-N", "data", "-s", "900"], input: Data(count: 900), environment: Self.baseEnvironment)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "data: 0% 0B of 900B")
        #expect(lines.dropLast().last?.hasPrefix("data: 100% 900B of 900B, ") == true)
        #expect(lines.last == "")
        #expect(!result.stderr.contains("\r") && !result.stderr.contains("\u{1B}"))
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
    func colourOnAPipe(arguments: [String], environment: [String: String], coloured: Bool) throws {
        let result = try run(
            Self.meter, ["-f", "-s", "100"] + arguments, input: Data(count: 100),
            environment: Self.baseEnvironment.merging(environment) { $1 })
        #expect(result.status == 0)
        #expect(!result.stderr.isEmpty)
        #expect(result.stderr.contains("\u{1B}[") == coloured, "\(result.stderr.debugDescription)")
    }

    /// Two `-c` meters in one pipeline on a pseudo-terminal: each ends on its own line, the cursor on a
    /// clean line below them, and the lock file is gone.
    @Test func twoCursorMetersOnAPseudoTerminal() throws {
        let lockDirectory = NSTemporaryDirectory() + "meter-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: lockDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: lockDirectory) }
        let meter = Self.meter
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, pipeline]
        process.environment = Self.baseEnvironment.merging(["TMPDIR": lockDirectory, "TERM": "xterm"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = String(decoding: bytes, as: UTF8.self)

        var screen = Screen()
        screen.feed(text)
        #expect(screen.lines.count == 2, "\(text.debugDescription)")
        // The meters take their lines in the order they first draw, which the pipeline does not fix.
        let names = screen.lines.map { String($0.prefix(18)) }.sorted()
        #expect(names == ["       in: 1.91MiB", "      out: 1.91MiB"], "\(screen.lines)")
        #expect(screen.lines.allSatisfy { $0.hasSuffix("100%") })
        #expect(screen.row == 2 && screen.column == 0)
        #expect(text.contains("\u{1B}[2A"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: lockDirectory).isEmpty)
    }

    /// Enough of a terminal to replay the frames: text, `\r`, `\n` (as carriage return and line feed, as
    /// the tty driver sends it), cursor up and down, erase to the end of the line; SGR ignored.
    struct Screen {
        var grid: [[Character]] = Array(repeating: [], count: 24)
        var row = 0
        var column = 0

        mutating func feed(_ text: String) {
            var scalars = Array(text.unicodeScalars)[...]
            while let scalar = scalars.popFirst() {
                switch scalar {
                case "\r": column = 0
                case "\n":
                    column = 0
                    row = min(row + 1, grid.count - 1)
                case "\u{1B}":
                    guard scalars.popFirst() == "[" else { continue }
                    var parameters = ""
                    while let next = scalars.popFirst() {
                        guard (0x40...0x7E).contains(next.value) else {
                            parameters.unicodeScalars.append(next)
                            continue
                        }
                        let count = max(Int(parameters) ?? 1, 1)
                        if next == "A" { row = max(0, row - count) }
                        if next == "B" { row = min(grid.count - 1, row + count) }
                        if next == "K", grid[row].count > column { grid[row].removeSubrange(column...) }
                        break
                    }
                default:
                    while grid[row].count < column { grid[row].append(" ") }
                    if grid[row].count == column { grid[row].append(Character(scalar)) } else { grid[row][column] = Character(scalar) }
                    column += 1
                }
            }
        }

        /// The non-empty lines, trailing spaces dropped.
        var lines: [String] {
            grid.map { String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }.filter { !$0.isEmpty }
        }
    }
}
