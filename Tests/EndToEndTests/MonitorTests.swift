import Foundation
import Glibc
import TestSupport
import Testing

/// `meter -M in|out|both --exec COMMAND`: what a wrapped command reads (meter's standard input, copied into
/// a pipe to it), what it writes, or both on two lines with the ratio of one to the other.
@Suite struct MonitorTests {
    /// A file of `seq`'s lines and then random bytes: gzip makes it smaller, but not to nothing.
    static func compressible(in directory: TemporaryDirectory) -> (path: String, bytes: [UInt8]) {
        let bytes = Array((1...200_000).map { "\($0)\n" }.joined().utf8) + TestData.random(1 << 20, seed: 501)
        return (directory.write("input", bytes), bytes)
    }

    /// The screen a terminal would show after `text`.
    static func screen(_ text: String) -> [String] {
        var screen = VirtualScreen(rows: 10, columns: 80)
        screen.feed(text)
        return screen.nonEmptyLines
    }

    /// The whole of gzip's work: the input's meter counts to its size (100 % of standard input's size),
    /// the output's shows the final ratio of the two, and what meter wrote is gzip's whole output.
    @Test("-M both on gzip: the input's percentage, the output's ratio, a whole .gz")
    func bothOnGzip() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (input, bytes) = Self.compressible(in: directory)
        let output = directory.file("input.gz")
        var runner = ExecTests.runner(["-f", "-w", "80", "-M", "both", "--exec", "gzip", "-9"])
        runner.stdin = .file(input)
        runner.stdout = .file(output, append: false)
        runner.timeout = 60
        let result = ExecTests.run(runner)
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        let check = Runner.shell("gzip -t \"$1\" && gzip -dc \"$1\" | cmp - \"$2\"", [output, input]).run()
        #expect(check.termination == .exited(0), "\(check.stderrText)")
        let compressed = try #require(directory.size("input.gz"))
        let ratio = Double(compressed) / Double(bytes.count)
        let lines = Self.screen(result.stderrText)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("       in: 2.23MiB ") == true, "\(lines)")
        #expect(lines.first?.hasSuffix(" 100%") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("      out: ") == true, "\(lines)")
        let shown = try #require(lines.last?.split(separator: " ").last.flatMap { Double($0) })
        #expect(abs(shown - ratio) <= 0.005 + 1e-9, "\(lines), \(compressed) of \(bytes.count)")
        #expect(lines.last?.contains(" ratio ") == true)
    }

    /// `-M in` on cat: the bytes go through the command unchanged, and the meter is the input's, against
    /// the size of meter's standard input (`-n`: percentages, up to 100).
    @Test("-M in on cat: the input is metered, against its size, and passes whole")
    func inputOnCat() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (input, bytes) = Self.compressible(in: directory)
        var runner = ExecTests.runner(["-n", "-i", "0.1", "-M", "in", "--exec", "cat"])
        runner.stdin = .file(input)
        let result = ExecTests.run(runner)
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        #expect(result.stdout == bytes)
        #expect(result.stderrLines.last == "100", "\(result.stderrLines)")
        #expect(result.stderrLines.allSatisfy { Int($0) != nil }, "\(result.stderrLines)")
    }

    /// A command that stops reading early: the copy into it ends quietly, the run goes on until the command
    /// ends, and meter exits as it did.
    @Test("-M in: a command that stops reading ends the copy quietly, and its status comes back")
    func aCommandThatStopsReading() {
        var runner = ExecTests.runner(["-q", "-M", "in", "--exec", "sh", "-c", "head -c 10; exit 3"])
        runner.stdin = .bytes(TestData.random(4 << 20, seed: 502))
        let result = ExecTests.run(runner)
        #expect(result.termination == .exited(3))
        #expect(result.stdout.count == 10)
        #expect(result.stderrText == "")
    }

    /// `-F` twice with `-M both`: the first for the input's line, the second for the output's; `-N` the
    /// same.
    @Test("-M both: -F and -N twice, the input's then the output's")
    func twoFormats() {
        var runner = ExecTests.runner(["-f", "-M", "both", "-F", "<%b>", "-N", "src", "-F", "%N %{ratio}", "-N", "gz", "--exec", "cat"])
        runner.stdin = .bytes(Array(repeating: UInt8(ascii: "x"), count: 1000))
        let result = ExecTests.run(runner)
        #expect(result.termination == .exited(0))
        #expect(Self.screen(result.stderrText) == ["<1000  B>", "       gz: ratio 1.00"], "\(result.stderrText.debugDescription)")
    }

    /// With `-M in` the one meter is the input's, and its `%L` follows the command's latest line, as
    /// `--exec`'s does.
    @Test("-M in: the input's meter shows the command's latest line")
    func inputShowsTheLatestLine() {
        var runner = ExecTests.runner(["-f", "-F", "%b %L", "-M", "in", "--exec", "sh", "-c", "cat > /dev/null; echo done"])
        runner.stdin = .bytes(Array("abc\n".utf8))
        let result = ExecTests.run(runner)
        #expect(result.termination == .exited(0))
        #expect(result.stdoutText == "done\n")
        #expect(Self.screen(result.stderrText) == ["4.00  B done"], "\(result.stderrText.debugDescription)")
    }

    @Test("-M without --exec is refused, naming both")
    func monitorNeedsExec() {
        let result = ExecTests.run(["-M", "both"])
        #expect(result.termination == .exited(64))
        #expect(result.stderrText.hasPrefix("meter: -M needs a command: give one with --exec\n"))
    }
}
