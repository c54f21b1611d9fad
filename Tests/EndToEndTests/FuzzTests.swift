import TestSupport
import Glibc
import Testing

extension EndToEnd {
    /// Random command lines never crash, hang or trap meter, and a usage error never touches stdout.
    @Suite("Random command lines") struct Fuzz {
        /// Pieces a command line is made of: options meter knows (with good and bad values), pv options it
        /// does not, unknown ones, operands that exist or not. Nothing that could rightly run for long
        /// (a FIFO, /dev/zero, a rate of a few bytes a second) is in the pool; the inputs are small.
        static let switches = [
            "-l", "-0", "-X", "-k", "-S", "-E", "-EE", "-C", "-p", "-t", "-e", "-I", "-r", "-a", "-b", "-n", "-q",
            "-f", "-W", "-c", "-h", "-V", "--help", "--version", "--si", "--numeric", "--quiet", "--force", "-ptebf",
            "-T", "-v", "-Y", "-K", "-j", "-Z", "--bogus", "--", "-", "---", "-\u{1}", "--size", "--size=", "-=",
            // Rates come only in these forms, fast enough for the inputs: a slow rate is no hang.
            "-L1M", "--rate-limit=10M", "-L", "-L0", "-Lnan", "-L-1", "--rate-limit=",
        ]
        static let valued = ["-s", "-B", "-i", "-D", "-N", "-F", "-w", "-H", "-m", "-o", "-R", "-P", "-d", "-A", "-x",
                             "-U", "--size", "--buffer-size", "--interval", "--format", "--width", "--name"]
        static let values = [
            "0", "1", "100", "10K", "1.5M", "1G", "2KiB", "1kb", "99999999999999999999", "-5", "nan", "inf", "1e5", "",
            " ", "10XB", "abc", "0.05", "600", "601", "0.0000001", "%p %t %e %r %a %b %N %I %%", "%", "%20p", "%99999p",
            "%z", "@small", "@missing", "@", "name", "\u{7F}", "émoji 🙂", "4096", "1T", "1E", "17E", "8EiB",
        ]
        static let operands = ["small", "small", "empty", "missing", "dir", "-"]

        @Test("1,000 random command lines: no crash, no hang, stdout untouched on usage errors")
        func randomCommandLines() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.write("small", TestData.random(2000, seed: 141))
            directory.write("empty", [])
            mkdir(directory.file("dir"), 0o755)
            var generator = SeededGenerator(seed: 2024)
            var failures: [String] = []
            var statuses: [Int32: Int] = [:]
            for index in 0..<1000 {
                var arguments: [String] = []
                for _ in 0..<Int.random(in: 0...6, using: &generator) {
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0..<4: arguments.append(Self.switches.randomElement(using: &generator)!)
                    case 4..<7:
                        let option = Self.valued.randomElement(using: &generator)!
                        let value = Self.values.randomElement(using: &generator)!
                        switch Int.random(in: 0..<3, using: &generator) {
                        case 0: arguments += [option, value]
                        case 1: arguments.append(option.hasPrefix("--") ? option + "=" + value : option + value)
                        default: arguments.append(option)
                        }
                    default: arguments.append(Self.operands.randomElement(using: &generator)!)
                    }
                }
                // A run may rightly replace or remove a file it was told to write (`-P small`, `-o small`).
                if directory.size("small") != 2000 { directory.write("small", TestData.random(2000, seed: 141)) }
                if directory.size("empty") != 0 { directory.write("empty", []) }
                var runner = Runner.meter(arguments)
                runner.directory = directory.path
                runner.stdin = index % 2 == 0 ? .null : .file(directory.file("small"))
                runner.timeout = 20
                let result = runner.run()
                if case .exited(let status) = result.termination { statuses[status, default: 0] += 1 }
                let line = "meter " + arguments.map { $0.debugDescription }.joined(separator: " ")
                if result.timedOut {
                    failures.append("\(line): hung")
                    continue
                }
                switch result.termination {
                case .signaled(let signal):
                    failures.append("\(line): killed by signal \(signal): \(result.stderrText)")
                case .exited(64):
                    let lines = result.stderrLines
                    if !result.stdout.isEmpty { failures.append("\(line): usage error wrote \(result.stdoutCount) bytes to stdout") }
                    if lines.count != 3 || !lines[0].hasPrefix("meter: ") || lines[1] != "Usage: meter [OPTIONS] [FILE ...]"
                        || lines[2] != "See 'meter --help'." {
                        failures.append("\(line): malformed usage error \(result.stderrText.debugDescription)")
                    }
                case .exited(let status):
                    // 1: a problem with -R, -Q or -P (no meter runs as PID 1), as pv's.
                    if status != 1, status & ~(2 | 4 | 16) != 0 { failures.append("\(line): status \(status): \(result.stderrText)") }
                }
            }
            // The lines reach both the parser's errors and real runs, not only one of them.
            #expect(statuses[64, default: 0] >= 100 && statuses[0, default: 0] >= 100, "statuses: \(statuses)")
            #expect(failures.isEmpty, "\(failures.count) bad runs, the first: \(failures.prefix(10).joined(separator: "\n"))")
        }
    }
}
