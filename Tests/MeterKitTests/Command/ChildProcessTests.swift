import Glibc
import Testing
@testable import MeterKit

@Suite struct ChildProcessTests {
    /// Runs `arguments` with output and error on /dev/null and waits for the status.
    private func status(of arguments: [String]) throws -> CommandStatus {
        let null = try FileDescriptor.openForWriting("/dev/null")
        defer { null.close() }
        let child = try ChildProcess.spawn(arguments, output: null, error: null, resetSignals: [SIGPIPE])
        for _ in 0..<2000 {
            if let status = child.reap() { return status }
            usleep(5000)
        }
        child.send(SIGKILL)
        Issue.record("the child did not end")
        return .exited(-1)
    }

    @Test func exitCodesAndSignalsComeBack() throws {
        #expect(try status(of: ["true"]) == .exited(0))
        #expect(try status(of: ["sh", "-c", "exit 3"]) == .exited(3))
        #expect(try status(of: ["sh", "-c", "kill -TERM $$"]) == .signaled(SIGTERM))
    }

    @Test func shellStatuses() {
        #expect(CommandStatus.exited(0).shellStatus == 0)
        #expect(CommandStatus.exited(3).shellStatus == 3)
        #expect(CommandStatus.signaled(SIGKILL).shellStatus == 137)
    }

    @Test func aMissingCommandIsNotFound() throws {
        let null = try FileDescriptor.openForWriting("/dev/null")
        defer { null.close() }
        #expect(throws: SpawnError(command: "meter-no-such-command", errno: Errno(ENOENT))) {
            _ = try ChildProcess.spawn(["meter-no-such-command"], output: null, error: null, resetSignals: [])
        }
        let error = SpawnError(command: "meter-no-such-command", errno: Errno(ENOENT))
        #expect(error.shellStatus == 127)
        #expect(error.description == "meter-no-such-command: command not found")
        #expect(SpawnError(command: "./gone", errno: Errno(ENOENT)).description == "./gone: No such file or directory")
    }

    @Test func aFileThatCannotRunIs126() throws {
        let null = try FileDescriptor.openForWriting("/dev/null")
        defer { null.close() }
        do {
            _ = try ChildProcess.spawn(["/etc/hostname"], output: null, error: null, resetSignals: [])
            Issue.record("a file without execute permission was started")
        } catch {
            #expect(error.shellStatus == 126)
            #expect(error.description == "/etc/hostname: Permission denied")
        }
    }
}
