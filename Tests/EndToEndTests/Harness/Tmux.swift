import Foundation
import Testing
import Glibc

/// A real terminal for a test: a tmux server of its own (its own socket, so that nothing else on the
/// machine is touched), one window of a chosen size running one command, and what the test does to it:
/// resize it, type Ctrl-C, read its screen, and read every byte the command wrote to it.
///
/// The command's pane stays after it ends (`remain-on-exit`), so its last screen can still be read.
struct Tmux {
    /// Whether tmux is installed: without it the tests that need it are skipped.
    static let isAvailable: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
    }()
    static let unavailable: Comment = "tmux is not installed"

    let socket = "meter-e2e-" + UUID().uuidString.prefix(8)
    /// Where everything the command writes to the terminal is copied (`pipe-pane`).
    let rawPath: String

    /// Starts `command` (a shell command line) in a window `columns` × `rows`, with `environment` in the
    /// command's environment; every byte it writes to the terminal is copied to `rawPath`.
    init(columns: Int, rows: Int = 40, command: String, environment: [String: String] = [:], in directory: TemporaryDirectory) {
        rawPath = Tmux.rawPath(in: directory)
        FileManager.default.createFile(atPath: rawPath, contents: nil)
        let exports = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Tmux.quoted($0.value))" }.joined(separator: " ")
        // The command waits until its output is being copied, so that not one frame is missed.
        let ready = directory.file("tmux-ready")
        let script = "while [ ! -e \(Tmux.quoted(ready)) ]; do sleep 0.05; done; exec env \(exports) \(command)"
        run(["-f", "/dev/null", "new-session", "-d", "-s", "test", "-x", String(columns), "-y", String(rows), script])
        run(["set-option", "-g", "remain-on-exit", "on"])
        run(["resize-window", "-t", "test", "-x", String(columns), "-y", String(rows)])
        run(["pipe-pane", "-t", "test", "-o", "cat >> " + Tmux.quoted(rawPath)])
        FileManager.default.createFile(atPath: ready, contents: nil)
    }

    /// Where a Tmux in `directory` copies what its command writes (its `rawPath`).
    static func rawPath(in directory: TemporaryDirectory) -> String { directory.file("tmux-raw") }

    /// Runs `tmux` on this server with `arguments` and waits for it; returns what it printed. Spawned
    /// directly and its output taken from a file, not a pipe: the first client forks the server, which
    /// keeps the client's descriptors for as long as it runs.
    @discardableResult
    func run(_ arguments: [String]) -> String {
        let outputPath = rawPath + ".out-" + UUID().uuidString.prefix(8)
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let command = ["tmux", "-L", socket] + arguments
        let argv = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "tmux", &actions, nil, argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
    }

    /// The screen as tmux shows it now, one string a row, trailing spaces removed.
    var screen: [String] {
        run(["capture-pane", "-p", "-t", "test"]).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Everything the command has written to the terminal so far.
    var raw: String { String(decoding: FileManager.default.contents(atPath: rawPath) ?? Data(), as: UTF8.self) }

    /// Whether the command has ended.
    var commandEnded: Bool { run(["list-panes", "-t", "test", "-F", "#{pane_dead}"]).hasPrefix("1") }

    /// Resizes the window.
    func resize(columns: Int, rows: Int = 40) {
        run(["resize-window", "-t", "test", "-x", String(columns), "-y", String(rows)])
    }

    /// Types Ctrl-C.
    func controlC() { run(["send-keys", "-t", "test", "C-c"]) }

    /// Types `text` as it is.
    func type(_ text: String) { run(["send-keys", "-t", "test", "-l", text]) }

    /// Presses `keys`, as tmux names them (`Tab`, `Enter`, `C-a`), one after the other.
    func press(_ keys: String...) { run(["send-keys", "-t", "test"] + keys) }

    /// Waits up to `seconds` for `condition`, looking every 50 ms; returns whether it came true.
    @discardableResult
    func wait(upTo seconds: Double = 10, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// Ends the server and everything in it. The session goes first: a server with a pane still piped
    /// to a command was seen to outlive `kill-server`.
    func stop() {
        run(["kill-session", "-t", "test"])
        run(["kill-server"])
        unlink("/tmp/tmux-\(getuid())/\(socket)")
    }

    /// `text` quoted for the shell.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
