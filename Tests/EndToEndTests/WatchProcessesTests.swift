import Foundation
import Glibc
import TestSupport
import Testing

/// `meter -d` on whole processes, several of them, by name and from a list, read back as pv's own tests
/// read pv's output: frames split at carriage returns and at pv's cursor-up (`ESC [ A`), then each line's
/// name and the amount after it.
extension EndToEnd.Watch {
    /// The lines of `text` as pv's tests see them (`tr '\r' '\n' | sed 's/.\[A/-!/g' | tr '!' '\n'`).
    static func pvLines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\u{1B}[A", with: "-\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n").map(String.init)
    }

    /// The amounts shown on the lines named `name` (the `%N` text, then its colon), in order.
    static func amounts(_ lines: [String], named name: String) -> [String] {
        lines.filter { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) }
    }

    /// `value` right-aligned in `width` columns, as pv's `%8d` and `%4d`.
    static func padded(_ value: Int32, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// Waits (up to 10 s) until `pid`'s command line holds `text` (a shell has run its `exec`).
    static func wait(for pid: Int32, toRun text: String) -> Bool {
        for _ in 0..<1000 {
            if let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                String(decoding: data, as: UTF8.self).contains(text)
            {
                return true
            }
            usleep(10_000)
        }
        return false
    }

    /// pv's "Watchfd - Multiple arguments": two processes, each reading a file through its own descriptor
    /// a line at a time; every line is named `PID:FD:path`, and each shows more than one position.
    @Test("two processes: each line named PID:FD:path, as pv's tests parse it")
    func twoProcesses() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("a", Array((1...100).map { "\($0)\n" }.joined().utf8))
        directory.write("bb", Array((1...300).map { "\($0)\n" }.joined().utf8))
        let script = "sleep 1; read -r line <&$FD; sleep 1; read -r line <&$FD; sleep 1"
        let first = try Background("cd \"$DIR\" && exec 8< a && FD=8 && " + script, environment: ["DIR": directory.path])
        defer { first.stop() }
        let second = try Background("cd \"$DIR\" && exec 9< bb && FD=9 && " + script, environment: ["DIR": directory.path])
        defer { second.stop() }
        #expect(first.wait(descriptor: 8, at: 0) && second.wait(descriptor: 9, at: 0))
        var runner = Runner.meter(["-f", "-i", "0.2", "-d", "\(first.pid)", "\(second.pid)"])
        runner.directory = directory.path
        runner.timeout = 30
        let result = runner.run()
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        let lines = Self.pvLines(result.stderrText)
        for (process, descriptor, name) in [(first, Int32(8), "a"), (second, Int32(9), "bb")] {
            let label = Self.padded(process.pid, 8) + ":" + Self.padded(descriptor, 4) + ":" + name
            let amounts = Self.amounts(lines, named: label)
            // awk's $3 on pv's line: the number of the amount.
            let positions = Set(amounts.compactMap { $0.split(separator: " ").first })
            #expect(positions.count > 1 && positions.isSubset(of: ["0.00", "2.00", "4.00"]), "\(label): \(amounts)")
        }
    }

    /// pv's "Watchfd - Multiple descriptors": a process reads its standard input, then opens a second file;
    /// its line comes as it is opened, and goes an interval after it is closed. One process: `FD:path`.
    @Test("one process: a file opened later gets a line, and a closed one goes")
    func filesOpenedLater() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("first", TestData.random(256 << 10, seed: 403))
        directory.write("second", TestData.random(128 << 10, seed: 404))
        let reader = try Background(
            """
            cd "$DIR"
            exec 3< first
            dd bs=4096 count=16 <&3 > /dev/null 2>&1
            sleep 0.5
            cat <&3 > /dev/null
            sleep 0.5
            exec 3<&-
            sleep 0.5
            exec 4< second
            sleep 0.5
            cat <&4 > /dev/null
            sleep 0.5
            :
            """, environment: ["DIR": directory.path])
        defer { reader.stop() }
        #expect(reader.wait(descriptor: 3, at: 65_536), "the reader did not start")
        var runner = Runner.meter(["-d", "\(reader.pid)", "-f", "-i", "0.1", "-F", "%N %b"])
        runner.directory = directory.path
        runner.timeout = 30
        let result = runner.run()
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        let lines = Self.pvLines(result.stderrText)
        #expect(Self.amounts(lines, named: "   3:first").contains(" 256KiB"), "\(lines)")
        #expect(Set(Self.amounts(lines, named: "   3:first")).count > 1, "\(lines)")
        #expect(Self.amounts(lines, named: "   4:second").last == " 128KiB", "\(lines)")
        // On the screen at the end: the second file's last frame alone; the first's line went when the
        // file was closed.
        var screen = VirtualScreen(rows: 10, columns: 80)
        screen.feed(result.stderrText)
        #expect(screen.nonEmptyLines == ["   4:second:  128KiB"], "\(result.stderrText.debugDescription)")
    }

    /// Every regular file of the process has a line, the file it writes beside the one it reads, named
    /// as pv names them; a `-F` format without `%N` gets it in front, as pv puts it there.
    @Test("every file of the process has a line, named as pv names it")
    func everyFileHasALine() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("input.bin", TestData.random(4096, seed: 402))
        let process = try Background(#"cd "$DIR" && exec 3< input.bin 4> output.bin && exec sleep 20"#, environment: ["DIR": directory.path])
        defer { process.stop() }
        #expect(process.wait(descriptor: 4, at: 0))
        var runner = Runner.meter(["-d", "\(process.pid)", "-f", "-i", "0.1", "-F", "%b"])
        runner.directory = directory.path
        runner.actions = [RunAction(trigger: .stderrContains("output.bin"), effect: .signal(SIGTERM))]
        runner.timeout = 30
        let result = runner.run()
        #expect(result.termination == .signaled(SIGTERM))
        var screen = VirtualScreen(rows: 10, columns: 80)
        screen.feed(result.stderrText)
        #expect(screen.nonEmptyLines == ["   3:input.bin: 0.00  B", "   4:output.bin: 0.00  B"], "\(result.stderrText.debugDescription)")
        // Outside the working directory the path is whole, shortened in the middle to half the width less 6.
        var outside = Runner.meter(["-d", "\(process.pid)", "-f", "-i", "0.1", "-F", "%N", "-w", "40"])
        outside.directory = "/"
        outside.actions = [RunAction(trigger: .stderrContains("4:"), effect: .signal(SIGTERM))]
        outside.timeout = 30
        let path = Self.canonical(directory.file("input.bin"))
        let whole = outside.run().stderrText
        #expect(whole.contains("   3:" + path.prefix(3) + "..." + path.suffix(8) + ":"), "\(whole.debugDescription)")
    }

    /// `-d =NAME`: every process whose kernel name the extended regular expression NAME matches, anywhere
    /// unless anchored, as `pgrep NAME` finds them (pv runs it): part of the name, and the start of it.
    /// The process is a copy of sleep named `meterwatchprobe` (15 bytes, all the kernel keeps).
    @Test("=NAME: the processes whose name the expression matches, as pgrep's", arguments: ["=watchprob", "=^meterwatch", "=^meter(watch|x)probe$"])
    func byName(target: String) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("data", TestData.random(4096, seed: 405))
        let process = try Background.sleeper(named: "meterwatchprobe", seconds: 1.5, in: directory, after: "exec 3< data")
        defer { process.stop() }
        #expect(process.wait(toBeNamed: "meterwatchprobe"))
        var runner = Runner.meter(["-d", target, "-f", "-i", "0.1", "-F", "%N %b"])
        runner.directory = directory.path
        runner.timeout = 30
        let result = runner.run()
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        // Probes of the other arguments may run beside this one: then each line names its process.
        let lines = Self.pvLines(result.stderrText)
        let ours = Self.amounts(lines, named: "   3:data") + Self.amounts(lines, named: Self.padded(process.pid, 8) + ":   3:data")
        #expect(ours.last == "0.00  B", "\(result.stderrText)")
    }

    /// An expression that matches no process's name: said so, status 2, as for a process that has gone;
    /// pv says nothing and exits 0. One anchored so that only part of the probe's name is left out does
    /// not match it.
    @Test("=NAME that matches nothing: a message, status 2")
    func byNameMatchingNothing() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let process = try Background.sleeper(named: "meternomatchprb", seconds: 20, in: directory)
        defer { process.stop() }
        #expect(process.wait(toBeNamed: "meternomatchprb"))
        for target in ["=^nomatchprb", "=meternomatchprb.", "=METERNOMATCHPRB"] {
            let result = Runner.meter(["-d", target, "-f"]).run()
            #expect(result.termination == .exited(2), "\(target)")
            #expect(result.stderrText == "meter: -d \(target): no process name matches\n")
            #expect(result.stdout.isEmpty)
        }
    }

    /// meter never watches itself, as pgrep never finds itself: a meter named `meterselfprobe` (a copy) asked
    /// for that name finds no process.
    @Test("=NAME never matches meter's own process")
    func byNameLeavesMeterOut() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        var runner = Runner.shell(#"cp "$METER" ./meterselfprobe && exec ./meterselfprobe -d =selfprobe -f"#)
        runner.directory = directory.path
        let result = runner.run()
        #expect(result.termination == .exited(2))
        #expect(result.stderrText == "meter: -d =selfprobe: no process name matches\n")
    }

    /// An expression the C library refuses is a usage error naming the option and the value, as other
    /// wrong values are; pv passes it to pgrep, which says "regex error", and pv exits 0.
    @Test("=NAME that is not a valid expression: a usage error, status 64")
    func byNameInvalid() {
        let result = Runner.meter(["-d", "=gz(ip", "-f"]).run()
        #expect(result.termination == .exited(64))
        #expect(result.stderrText == #"""
            meter: -d: invalid regular expression 'gz(ip' after '=': Unmatched ( or \(
            Usage: meter [OPTIONS] [FILE ...]
            See 'meter --help'.

            """#)
        #expect(result.stdout.isEmpty)
    }

    /// `-d @LISTFILE`: the targets of the list, comments and blank lines skipped; two processes, so each
    /// line shows its process.
    @Test("@LISTFILE: the targets of a list")
    func fromAList() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("data", TestData.random(4096, seed: 406))
        let first = try Background(#"cd "$DIR" && exec 3< data && exec sleep 1.5"#, environment: ["DIR": directory.path])
        defer { first.stop() }
        let second = try Background(#"cd "$DIR" && exec 5< data 6< data && exec sleep 1.5"#, environment: ["DIR": directory.path])
        defer { second.stop() }
        #expect(first.wait(descriptor: 3, at: 0) && second.wait(descriptor: 6, at: 0))
        let list = directory.write("pids", Array("# the readers\n\n  \(first.pid)\n\t\(second.pid):6\n".utf8))
        var runner = Runner.meter(["-d", "@" + list, "-f", "-i", "0.1", "-F", "%N %b"])
        runner.directory = directory.path
        runner.timeout = 30
        let result = runner.run()
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        let lines = Self.pvLines(result.stderrText)
        #expect(!Self.amounts(lines, named: Self.padded(first.pid, 8) + ":   3:data").isEmpty, "\(lines)")
        #expect(!Self.amounts(lines, named: Self.padded(second.pid, 8) + ":   6:data").isEmpty, "\(lines)")
        #expect(Self.amounts(lines, named: Self.padded(second.pid, 8) + ":   5:data").isEmpty, "\(lines)")
    }

    /// A process that has gone, among ones that can be watched: one line says so, the others are watched,
    /// and the status has pv's bit 2, as pv's has.
    @Test("a gone process among good ones: reported, the others watched, status 2")
    func aGoneProcessAmongGoodOnes() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("data", TestData.random(4096, seed: 407))
        let process = try Background(#"cd "$DIR" && exec 3< data && exec sleep 1"#, environment: ["DIR": directory.path])
        defer { process.stop() }
        #expect(process.wait(descriptor: 3, at: 0))
        var runner = Runner.meter(["-d", "999999999", "\(process.pid)", "-f", "-i", "0.1", "-F", "%N %b"])
        runner.directory = directory.path
        runner.timeout = 30
        let result = runner.run()
        #expect(result.termination == .exited(2))
        #expect(result.stderrText.hasPrefix("meter: -d 999999999: no such process\n"), "\(result.stderrText)")
        #expect(!Self.amounts(Self.pvLines(result.stderrText), named: Self.padded(process.pid, 8) + ":   3:data").isEmpty)
    }

    /// A process with no file open yet is watched until it ends, in case it opens one, as pv does.
    @Test("a process with no file open: watched until it ends, status 0")
    func aProcessWithoutFiles() throws {
        let process = try Background("exec sleep 1")
        defer { process.stop() }
        #expect(process.wait(descriptor: 0, at: 0))
        var runner = Runner.meter(["-d", "\(process.pid)", "-f", "-i", "0.1"])
        runner.timeout = 30
        let result = runner.run()
        #expect(result.termination == .exited(0))
        #expect(result.stderr.isEmpty)
        #expect(result.duration > 0.3)
    }
}
