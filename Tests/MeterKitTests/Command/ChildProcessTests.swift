import Glibc
import Testing
@testable import MeterKit
import TestSupport

@Suite struct ChildProcessTests {
    /// Runs `arguments` with output and error on /dev/null and waits for the status.
    private func status(of arguments: [String]) throws -> CommandStatus {
        let null = try FileDescriptor.openForWriting("/dev/null")
        defer { null.close() }
        let child = try ChildProcess.spawn(argv(arguments), output: null, error: null, resetSignals: [.brokenPipe])
        for _ in 0..<2000 {
            if let status = child.reap() { return status }
            usleep(5000)
        }
        child.send(.kill)
        Issue.record("the child did not end")
        return .exited(-1)
    }

    @Test func exitCodesAndSignalsComeBack() throws {
        #expect(try status(of: ["true"]) == .exited(0))
        #expect(try status(of: ["sh", "-c", "exit 3"]) == .exited(3))
        #expect(try status(of: ["sh", "-c", "kill -TERM $$"]) == .signaled(.terminate))
    }

    @Test func shellStatuses() {
        #expect(CommandStatus.exited(0).shellStatus == 0)
        #expect(CommandStatus.exited(3).shellStatus == 3)
        #expect(CommandStatus.signaled(.kill).shellStatus == 137)
    }

    @Test func aMissingCommandIsNotFound() throws {
        let null = try FileDescriptor.openForWriting("/dev/null")
        defer { null.close() }
        #expect(throws: SpawnError(command: "meter-no-such-command", errno: Errno(ENOENT))) {
            _ = try ChildProcess.spawn(argv("meter-no-such-command"), output: null, error: null, resetSignals: [])
        }
        let error = SpawnError(command: "meter-no-such-command", errno: Errno(ENOENT))
        #expect(error.shellStatus == 127)
        #expect(error.text(in: .english) == "meter-no-such-command: command not found")
        #expect(SpawnError(command: "./gone", errno: Errno(ENOENT)).text(in: .english) == "./gone: No such file or directory")
    }

    @Test(arguments: [0o644, 0o755])
    func aFileThatCannotRunIs126(mode: Int) throws {
        // Without execute permission: EACCES; with it but no interpreter line or ELF header: ENOEXEC.
        let path = "/tmp/meter-cannot-run-\(getpid())-\(mode)"
        let file = try FileDescriptor.openForWriting(FilePath(path))
        try file.writeAll("just text\n")
        file.close()
        chmod(path, mode_t(mode))
        defer { unlink(path) }
        let null = try FileDescriptor.openForWriting("/dev/null")
        defer { null.close() }
        do {
            _ = try ChildProcess.spawn(argv(path), output: null, error: null, resetSignals: [])
            Issue.record("a file that cannot run was started")
        } catch {
            #expect(error.shellStatus == 126)
            #expect(error.text(in: .english) == path + ": " + (mode == 0o644 ? "Permission denied" : "Exec format error"))
        }
    }
}
