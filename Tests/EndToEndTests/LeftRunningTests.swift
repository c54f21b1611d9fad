import Foundation
import Glibc
import Testing

/// `meter --exec` after the command has exited, while processes it left running still hold its pipes: meter
/// reads on until they close them, as a pipe's reader would, says what it waits for, ends on a signal as any
/// run does, and stops at the limit of `--exec-wait`.
@Suite struct LeftRunningTests {
    static let notice = "meter: waiting for the processes the command left running to close its output\n"
    static let cutOff = "meter: stopped waiting for the processes the command left running; what they write from now on is lost\n"

    /// Kills the process whose ID `directory` holds in `pid`: what a test's command left running.
    static func killLeftRunning(in directory: TemporaryDirectory) {
        let text = String(decoding: directory.read("pid"), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if let pid = Int32(text) { kill(pid, SIGKILL) }
    }

    @Test func aBackgroundWriterIsReadToItsEnd() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        // The example of the manual: bare, or through pv, `late` is kept; so it is through meter.
        let script = #"""
            cd "$1" && "$METER" --exec sh -c '( (sleep 1.5; echo late); echo "bg rc=$?" >> bg.log ) & echo parent' > out.txt 2>&1
            echo "status $?"
            """#
        let run = Runner.shell(script, [directory.path]).run()
        #expect(!run.timedOut)
        #expect(run.stdoutText == "status 0\n")
        #expect(String(decoding: directory.read("out.txt"), as: UTF8.self) == "parent\n" + Self.notice + "late\n")
        #expect(String(decoding: directory.read("bg.log"), as: UTF8.self) == "bg rc=0\n")
    }

    @Test func aDaemonHoldingThePipeIsSaidAndCtrlCEndsTheWait() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        defer { Self.killLeftRunning(in: directory) }
        var runner = Runner.meter(["--exec", "sh", "-c", "sleep 60 & echo $! > \"$1\"; echo started", "sh", directory.file("pid")])
        runner.actions = [RunAction(trigger: .stderrContains("waiting for the processes"), effect: .signal(SIGINT))]
        runner.timeout = 30
        let run = runner.run()
        #expect(!run.timedOut, "meter waited on after SIGINT")
        #expect(run.termination == .signaled(SIGINT))
        #expect(run.stdoutText == "started\n")
        #expect(run.stderrText == Self.notice)
    }

    @Test func theLimitStopsTheWaitWithOneLineAndTheCommandsStatus() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        defer { Self.killLeftRunning(in: directory) }
        var runner = Runner.meter([
            "--exec-wait", "1", "--exec", "sh", "-c", "sleep 60 & echo $! > \"$1\"; echo started; exit 5", "sh", directory.file("pid"),
        ])
        runner.timeout = 30
        let run = runner.run()
        Self.killLeftRunning(in: directory)
        #expect(!run.timedOut)
        #expect(run.termination == .exited(5))
        #expect(run.stdoutText == "started\n")
        #expect(run.stderrText == Self.notice + Self.cutOff)
        #expect(run.duration >= 1)
        // With -q the wait is not said; its end, output given up, is.
        let quiet = Runner.meter(["-q", "--exec-wait", "0.2", "--exec", "sh", "-c", "sleep 60 & echo $! > \"$1\"", "sh", directory.file("pid")])
            .run()
        Self.killLeftRunning(in: directory)
        #expect(quiet.termination == .exited(0))
        #expect(quiet.stderrText == Self.cutOff)
    }

    @Test func afterCtrlCWhatTheCommandLeftRunningIsNotWaitedFor() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        defer { Self.killLeftRunning(in: directory) }
        // A shell's background job ignores SIGINT: it would hold the pipes long after the command has gone.
        let script = #"sleep 60 & echo $! > "$1"; trap 'exit 3' INT; echo ready; while :; do sleep 0.1; done"#
        var runner = Runner.meter(["--exec", "sh", "-c", script, "sh", directory.file("pid")])
        runner.actions = [RunAction(trigger: .stdoutCount(6), effect: .signal(SIGINT))]
        runner.timeout = 30
        let run = runner.run()
        #expect(!run.timedOut)
        #expect(run.termination == .exited(3))
        #expect(run.stderrText == Self.cutOff)
    }

    @Test func whatTheCommandWroteBeforeItExitedIsKeptAtALimitOfNothing() {
        // The limit counts from the exit, and what the pipes hold by then is passed on.
        let run = Runner.meter(["-q", "--exec-wait", "0", "--exec", "head", "-c", "300000", "/dev/zero"]).run()
        #expect(run.termination == .exited(0))
        #expect(run.stdoutCount == 300_000)
    }

    @Test func theJSONObjectsSayWhenTheCommandHasExited() throws {
        let script = "sleep 0.7; (sleep 1.2; echo late) & echo early"
        let run = Runner.meter(["--json", "-i", "0.2", "--exec", "sh", "-c", script]).run()
        #expect(run.termination == .exited(0))
        #expect(run.stdoutText == "early\nlate\n")
        let (objects, others) = try EndToEnd.JSONProgress.objects(run.stderrLines, command: true)
        #expect(others == [String(Self.notice.dropLast())])
        let progress = EndToEnd.JSONProgress.progress(objects)
        let exited = progress.map { $0["command_exited"] as? Bool }
        #expect(exited.first == false && exited.last == true)
        // Once it has exited, it stays so.
        #expect(exited.drop { $0 == false }.allSatisfy { $0 == true })
    }
}
