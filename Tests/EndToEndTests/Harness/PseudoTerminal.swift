import Foundation

/// Runs a command with its standard error on a pseudo-terminal, through a small Python 3 script (the `pty`
/// module is on every machine): the command's standard input and output stay the runner's pipes, so data
/// can be fed and checked, while everything written to the terminal is captured to a file.
///
/// In the foreground mode the command is the session leader of a new session whose controlling terminal is
/// the pty (its process group is the foreground one). In the background mode a session leader waits while
/// the command runs in a process group of its own, as a shell's `cmd &` does, with `stty tostop` set; if
/// the command is ever stopped by the terminal the script kills it and reports "stopped".
enum PseudoTerminal {
    enum Mode: String { case foreground, background }

    /// What the terminal showed and how the command ended.
    struct Capture {
        /// Everything written to the terminal (its output processing turns `\n` into `\r\n`).
        var screen: [UInt8]
        /// `exited N`, `signaled N` or `stopped N`, as the script saw it.
        var status: String
        var screenText: String { String(decoding: screen, as: UTF8.self) }
        /// `screenText` without the terminal's `^C`, its echo of a typed Ctrl-C: the kernel sends SIGINT,
        /// then writes the echo, and a meter woken on another CPU may write its last bytes in between, so the
        /// echo comes before or after them and is none of meter's.
        var drawnText: String { screenText.replacingOccurrences(of: "^C", with: "") }
    }

    /// What the script does to the terminal once a carriage return has been drawn.
    enum Event {
        case none
        /// Types Ctrl-C.
        case controlC
        /// Closes the terminal (its master side): the session gets SIGHUP and writes fail from then on.
        case hangUp
        /// Sends SIGTERM to the command (as `kill PID` from another terminal).
        case terminate
        /// Sends this signal to the command (as `kill -N PID`).
        case signal(Int32)
        /// Types Ctrl-Z, then continues the command half a second after it has stopped (a shell's `fg`).
        case controlZ
        /// In the background mode, half a second in: gives the command the terminal (`fg`) until it has drawn
        /// a frame there, then takes it back (Ctrl-Z and `bg`, without the stop).
        case foregroundUntilAFrame

        /// The event as the script reads it.
        var argument: String {
            switch self {
            case .none: "-"
            case .controlC: "ctrl-c"
            case .hangUp: "hangup"
            case .terminate: "signal:\(SIGTERM)"
            case .signal(let number): "signal:\(number)"
            case .controlZ: "ctrl-z"
            case .foregroundUntilAFrame: "fg-bg"
            }
        }
    }

    /// A runner for `command` on a pty `columns` wide, with `event` once the first frame is drawn.
    static func runner(
        in directory: TemporaryDirectory, mode: Mode, columns: Int = 60, event: Event = .none, command: [String]
    ) -> Runner {
        let script = directory.write("pty_run.py", Array(source.utf8))
        var runner = Runner(
            executable: "/usr/bin/env",
            arguments: ["python3", script, directory.file("screen"), String(columns), mode.rawValue,
                        event.argument, "--"] + command)
        // Python would otherwise turn LANG=C into LC_CTYPE=C.UTF-8 for its children (PEP 538).
        runner.environment["PYTHONCOERCECLOCALE"] = "0"
        runner.timeout = 60
        return runner
    }

    /// The capture left by a run made with `runner(in:...)` in `directory`.
    static func capture(in directory: TemporaryDirectory) -> Capture {
        Capture(
            screen: directory.read("screen"),
            status: String(decoding: directory.read("screen.status"), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static let source = #"""
        import os, sys, pty, fcntl, termios, struct, signal, select, time

        screen_path, columns, mode, interrupt = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
        command = sys.argv[6:]
        TIMEOUT = 50

        def describe(status):
            if os.WIFEXITED(status):
                return "exited %d" % os.WEXITSTATUS(status)
            if os.WIFSIGNALED(status):
                return "signaled %d" % os.WTERMSIG(status)
            if os.WIFSTOPPED(status):
                return "stopped %d" % os.WSTOPSIG(status)
            return "unknown %d" % status

        data_in = os.dup(0)
        data_out = os.dup(1)
        pid, master = pty.fork()
        if pid == 0:
            # Python ignores SIGXFSZ for itself; the command starts with it at its default action, as a
            # shell's would.
            signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
            # Session leader; the pty is the controlling terminal and fds 0, 1, 2.
            fcntl.ioctl(2, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
            os.dup2(data_in, 0)
            os.dup2(data_out, 1)
            os.close(data_in)
            os.close(data_out)
            if mode == "foreground":
                os.execvp(command[0], command)
            attrs = termios.tcgetattr(2)
            attrs[3] |= termios.TOSTOP
            termios.tcsetattr(2, termios.TCSANOW, attrs)
            child = os.fork()
            if child == 0:
                os.setpgid(0, 0)
                os.execvp(command[0], command)
            try:
                os.setpgid(child, child)
            except OSError:
                pass
            if interrupt == "fg-bg":
                signal.signal(signal.SIGTTOU, signal.SIG_IGN)
                time.sleep(0.5)
                os.tcsetpgrp(2, child)
                # In the foreground until the parent has seen a frame drawn there (however slowly a
                # sanitized meter starts), then back to the background.
                shown = screen_path + ".shown"
                limit = time.monotonic() + TIMEOUT
                while not os.path.exists(shown) and time.monotonic() < limit:
                    time.sleep(0.02)
                os.tcsetpgrp(2, os.getpgrp())
            def give_up(signum, frame):
                os.killpg(child, signal.SIGKILL)
            signal.signal(signal.SIGALRM, give_up)
            signal.alarm(TIMEOUT)
            _, status = os.waitpid(child, os.WUNTRACED)
            if os.WIFSTOPPED(status):
                os.killpg(child, signal.SIGKILL)
                os.waitpid(child, 0)
                with open(screen_path + ".status", "w") as f:
                    f.write(describe(status))
                os._exit(99)
            with open(screen_path + ".status", "w") as f:
                f.write(describe(status))
            os._exit(0)

        # The parent: no data descriptors of its own, so the runner sees EOF and EPIPE from the command alone.
        os.close(data_in)
        os.close(data_out)
        devnull = os.open(os.devnull, os.O_RDWR)
        os.dup2(devnull, 0)
        os.dup2(devnull, 1)
        screen = bytearray()
        deadline = time.monotonic() + TIMEOUT
        interrupted = False
        stopped_at = None
        final_status = None
        while True:
            if interrupt == "ctrl-z" and interrupted and stopped_at is None and final_status is None:
                waited, status = os.waitpid(pid, os.WUNTRACED | os.WNOHANG)
                if waited == pid and os.WIFSTOPPED(status):
                    stopped_at = time.monotonic()
                elif waited == pid:
                    final_status = status
            if stopped_at is not None and stopped_at > 0 and time.monotonic() >= stopped_at + 0.5:
                os.kill(pid, signal.SIGCONT)
                stopped_at = 0
            left = deadline - time.monotonic()
            if left <= 0:
                os.killpg(pid, signal.SIGKILL)
                break
            readable, _, _ = select.select([master], [], [], min(left, 0.1))
            if not readable:
                continue
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            screen += chunk
            if interrupt == "fg-bg" and not interrupted and b"\r" in screen:
                interrupted = True
                open(screen_path + ".shown", "w").close()
            if interrupt not in ("-", "fg-bg") and not interrupted and b"\r" in screen:
                interrupted = True
                if interrupt == "ctrl-c":
                    os.write(master, b"\x03")
                elif interrupt == "ctrl-z":
                    os.write(master, b"\x1a")
                elif interrupt.startswith("signal:"):
                    os.kill(pid, int(interrupt[len("signal:"):]))
                else:
                    os.close(master)
                    break
        if final_status is None:
            _, final_status = os.waitpid(pid, 0)
        status = final_status
        with open(screen_path, "wb") as f:
            f.write(screen)
        if mode == "foreground":
            with open(screen_path + ".status", "w") as f:
                f.write(describe(status))
        """#
}
