import CTestSupport
import Foundation
import Glibc
import TestSupport
import Testing

/// How a child process ended.
enum Termination: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    var description: String {
        switch self {
        case .exited(let status): return "exited with status \(status)"
        case .signaled(let signal): return "killed by signal \(signal)"
        }
    }
}

/// What a child's standard input is.
enum StandardInput {
    /// `/dev/null`.
    case null
    /// A file opened for reading (a shell's `< FILE`).
    case file(String)
    /// A pipe the runner writes `bytes` into, in one go (as fast as the child reads), then closes.
    case bytes([UInt8])
    /// A pipe the runner feeds by a script of writes and pauses, then closes.
    case script([WriterStep])
    /// A Unix stream socket the runner feeds by a script of writes and pauses, then closes.
    case socket([WriterStep])
}

/// One step of a scripted writer: one `write(2)` of the bytes (finished before the next step starts), a
/// pause, or a wait until standard output has given this many bytes in all (a writer that waits for its
/// reader's answer).
enum WriterStep {
    case write([UInt8])
    case pause(Double)
    case awaitOutput(Int)

    /// `data` cut into `chunk`-byte writes.
    static func chunks(of data: [UInt8], size chunk: Int) -> [WriterStep] {
        stride(from: 0, to: data.count, by: chunk).map { .write(Array(data[$0..<min($0 + chunk, data.count)])) }
    }

    /// `data` cut into writes whose sizes cycle through `sizes`.
    static func chunks(of data: [UInt8], cycling sizes: [Int]) -> [WriterStep] {
        var steps: [WriterStep] = []
        var offset = 0
        var index = 0
        while offset < data.count {
            let end = min(offset + sizes[index % sizes.count], data.count)
            steps.append(.write(Array(data[offset..<end])))
            offset = end
            index += 1
        }
        return steps
    }
}

/// Where a child's standard output goes.
enum StandardOutput {
    /// A pipe read into `RunResult.stdout`.
    case capture
    /// A pipe whose chunks are handed to a closure as they arrive (for outputs too large to keep).
    case stream((UnsafeRawBufferPointer) -> Void)
    /// A file opened for writing: truncated, or appended to (`>>`).
    case file(String, append: Bool)
}

/// Something the runner does to the child while it runs, once its trigger fires.
struct RunAction {
    enum Trigger {
        /// Seconds after the start.
        case after(Double)
        /// When standard error has shown these bytes.
        case stderrContains(String)
        /// When this many bytes have come from standard output.
        case stdoutCount(Int)
        /// The child waits in this kernel function (`/proc/PID/wchan`: `wait_for_partner` for the open of a
        /// FIFO); looked at every 20 ms.
        case waitsIn(String)
        /// The child has a file open whose path contains this text (`/proc/PID/fd`); looked at every 20 ms.
        case hasOpen(String)
    }

    enum Effect {
        /// Sends the signal to the child.
        case signal(Int32)
        /// Closes the read end of the standard output pipe (a reader that goes away).
        case closeStdout
    }

    var trigger: Trigger
    var effect: Effect
    /// Seconds between the trigger firing and the effect.
    var delay: Double = 0
}

/// Runs a child process with its three standard descriptors under the test's control, in one `poll(2)` loop
/// on the calling thread: feeds standard input, reads standard output and error, fires actions, and kills
/// the child's process group (SIGKILL) when it runs past `timeout`, so a hang fails the test rather than CI.
struct Runner {
    var executable: String
    var arguments: [String]
    var environment: [String: String] = Runner.baseEnvironment
    var directory: String?
    var stdin: StandardInput = .null
    var stdout: StandardOutput = .capture
    var actions: [RunAction] = []
    /// Seconds after the start before standard output is read at all (a slow reader).
    var stdoutReadingStartsAt: Double = 0
    var timeout: Double = 60
    /// A file that everything read of standard error is appended to as it arrives (created or emptied at
    /// the start): a command meter runs can wait there until meter has shown what it reported.
    var stderrCopy: String?

    /// A minimal, predictable environment: the C locale, no `COLUMNS`.
    static let baseEnvironment: [String: String] = [
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "LANG": "C",
        "TERM": "xterm",
        "HOME": NSTemporaryDirectory(),
    ]

    /// What every child gets from this test run's environment, whatever environment its test gives it:
    /// - the sanitizers' options (scripts/test sets them for the sanitized builds), so that a fault in the
    ///   built meter is written where the script looks, even when the test does not read its standard error;
    /// - as `LLVM_PROFILE_FILE`, `METER_CHILD_PROFILE_FILE` (scripts/coverage sets it): where a meter built
    ///   for coverage writes its counts, in a folder anyone may write to, since some tests run meter as
    ///   `nobody`. Without it such a meter writes `default.profraw` where it runs, or fails to.
    static let inheritedEnvironment: [String: String] = {
        let environment = ProcessInfo.processInfo.environment
        var inherited = environment.filter {
            ["ASAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS", "SWIFT_BACKTRACE"].contains($0.key)
        }
        inherited["LLVM_PROFILE_FILE"] = environment["METER_CHILD_PROFILE_FILE"]
        return inherited
    }()

    /// A run of the built `meter` with `arguments`.
    static func meter(_ arguments: [String]) -> Runner {
        Runner(executable: MeterBinary.path, arguments: arguments)
    }

    /// `/bin/sh -c script`, with `$METER` set to the built binary and `args` as `$1`, `$2`, ...
    static func shell(_ script: String, _ args: [String] = []) -> Runner {
        var runner = Runner(executable: "/bin/sh", arguments: ["-c", script, "sh"] + args)
        runner.environment["METER"] = MeterBinary.path
        return runner
    }

    /// Runs the child to its end (or past `timeout`, when it is killed): spawns it, pumps its standard
    /// descriptors and fires the actions in one `poll(2)` loop, then waits for its exit on a pidfd.
    func run() -> RunResult {
        Runner.ignoreSIGPIPE
        // The copy is there, empty, before the child starts: a command that waits in it finds it.
        let copy = stderrCopy.map { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644) }
        precondition(copy.map { $0 >= 0 } ?? true, "could not create \(stderrCopy ?? "")")
        let start = Runner.now()
        let child = spawn()
        var pump = Pump(
            stdin: child.stdin, stdout: child.stdout, stderr: child.stderr, steps: writerSteps, output: stdout, stderrCopy: copy,
            start: start)
        var pending = actions
        var result = RunResult(
            stdout: [], stdoutCount: 0, stderr: [], termination: .exited(-1), timedOut: false, duration: 0,
            stdoutArrivals: [], stderrArrivals: [], stdoutClosedAt: nil)
        var killedAt: Double?
        while pump.isOpen {
            let now = Runner.now() - start
            if killedAt == nil, now >= timeout {
                result.timedOut = true
                child.kill()
                killedAt = now
                pump.closeStdin()
            }
            // Give up on output still held open by an escaped grandchild, long after the kill.
            if let killedAt, now >= killedAt + 5 { break }
            var wake = killedAt.map { $0 + 5 } ?? timeout
            for action in pending {
                if case .after(let seconds) = action.trigger { wake = min(wake, seconds) }
                if case .waitsIn = action.trigger { wake = min(wake, now + 0.02) }
                if case .hasOpen = action.trigger { wake = min(wake, now + 0.02) }
            }
            pump.step(until: wake, readingStdoutFrom: stdoutReadingStartsAt, into: &result)
            Runner.fire(&pending, at: Runner.now() - start, child: child, pump: &pump, result: &result)
        }
        pump.closeAll()
        result.termination = child.waitForExit(deadline: killedAt.map { $0 + 5 } ?? timeout, start: start) {
            result.timedOut = true
        }
        result.duration = Runner.now() - start
        return result
    }

    /// The steps of the writer that feeds standard input, if any.
    private var writerSteps: [WriterStep] {
        switch stdin {
        case .bytes(let data): return [.write(data)]
        case .script(let script), .socket(let script): return script
        case .null, .file: return []
        }
    }

    /// Fires the actions whose triggers have come; a delayed effect becomes a timed action.
    private static func fire(_ pending: inout [RunAction], at now: Double, child: Child, pump: inout Pump, result: inout RunResult) {
        pending = pending.compactMap { action in
            let fires: Bool
            switch action.trigger {
            case .after(let seconds): fires = now >= seconds
            case .stderrContains(let text): fires = result.stderr.contains(subsequence: Array(text.utf8))
            case .stdoutCount(let count): fires = result.stdoutCount >= count
            case .waitsIn(let function):
                let wchan = (try? String(contentsOfFile: "/proc/\(child.pid)/wchan", encoding: .utf8)) ?? ""
                fires = wchan == function
            case .hasOpen(let text):
                let folder = "/proc/\(child.pid)/fd"
                let links = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                fires = links.contains { ((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)) ?? "").contains(text) }
            }
            guard fires else { return action }
            if action.delay > 0 { return RunAction(trigger: .after(now + action.delay), effect: action.effect) }
            switch action.effect {
            case .signal(let signal): Glibc.kill(child.pid, signal)
            case .closeStdout:
                pump.closeStdout()
                result.stdoutClosedAt = now
            }
            return nil
        }
    }

    // MARK: - Spawning

    /// The child and the parent's ends of its standard descriptors (non-blocking), and a pidfd for its exit.
    struct Child {
        let pid: pid_t
        let pidfd: Int32
        var stdin: Int32?
        var stdout: Int32?
        var stderr: Int32?

        /// Kills the child's process group and the child (SIGKILL).
        func kill() {
            Glibc.kill(-pid, SIGKILL)
            Glibc.kill(pid, SIGKILL)
        }

        /// Waits for the child's exit in `poll` on its pidfd, up to `deadline` seconds after `start`; past it,
        /// kills it (telling `timedOut`) and waits 5 s more.
        func waitForExit(deadline: Double, start: Double, timedOut: () -> Void) -> Termination {
            defer { close(pidfd) }
            var status: Int32 = 0
            var end = deadline
            var killed = false
            while true {
                let waited = waitpid(pid, &status, WNOHANG)
                if waited == pid { break }
                if waited < 0, errno != EINTR { break }
                let left = end - (Runner.now() - start)
                if left <= 0 {
                    if killed { break }
                    timedOut()
                    kill()
                    killed = true
                    end += 5
                    continue
                }
                var entry = pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0)
                _ = poll(&entry, 1, Int32(min(left * 1000 + 1, 1000)))
            }
            return (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        }
    }

    /// Spawns the child with default signal actions, nothing blocked, in its own process group.
    private func spawn() -> Child {
        var stdinPair: (read: Int32, write: Int32)?
        switch stdin {
        case .bytes, .script: stdinPair = Runner.makePipe()
        case .socket: stdinPair = Runner.makeSocketPair()
        case .null, .file: break
        }
        var stdoutPair: (read: Int32, write: Int32)?
        if case .file = stdout {} else { stdoutPair = Runner.makePipe() }
        let stderrPair = Runner.makePipe()

        var files = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        switch stdin {
        case .null: posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0)
        case .file(let path): posix_spawn_file_actions_addopen(&files, 0, path, O_RDONLY, 0)
        case .bytes, .script, .socket: posix_spawn_file_actions_adddup2(&files, stdinPair!.read, 0)
        }
        switch stdout {
        case .capture, .stream: posix_spawn_file_actions_adddup2(&files, stdoutPair!.write, 1)
        case .file(let path, let append):
            posix_spawn_file_actions_addopen(&files, 1, path, O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0o644)
        }
        posix_spawn_file_actions_adddup2(&files, stderrPair.write, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        // Glibc's Swift module hides posix_spawn_file_actions_addchdir_np: a shell changes directory instead.
        var command = [executable] + arguments
        if let directory { command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + command }
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.merging(Runner.inheritedEnvironment) { given, _ in given }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &files, &attributes, argv, envp)
        precondition(spawned == 0, "posix_spawn \(executable) failed: \(String(cString: strerror(spawned)))")

        // The parent keeps only its own ends, non-blocking.
        if let stdinPair { close(stdinPair.read) }
        if let stdoutPair { close(stdoutPair.write) }
        close(stderrPair.write)
        for fd in [stdinPair?.write, stdoutPair?.read, stderrPair.read].compactMap({ $0 }) {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        let pidfd = ctest_pidfd_open(pid)
        precondition(pidfd >= 0, "pidfd_open failed: \(String(cString: strerror(errno)))")
        return Child(pid: pid, pidfd: pidfd, stdin: stdinPair?.write, stdout: stdoutPair?.read, stderr: stderrPair.read)
    }

    // MARK: - Helpers

    /// Writing to a pipe whose reader has gone must fail with EPIPE here, not kill the test process.
    private static let ignoreSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN) }()

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A connected pair of Unix stream sockets, close-on-exec: the child reads from the first.
    private static func makeSocketPair() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        precondition(socketpair(AF_UNIX, type, 0, &fds) == 0, "socketpair failed")
        return (fds[0], fds[1])
    }

    private static func makePipe() -> (read: Int32, write: Int32) {
        // Close-on-exec as it is made, so no other test's child inherits the ends, even one spawned at that
        // very moment.
        TestPipes.make()
    }
}
