import CSystem
import Glibc

/// A command started by meter: its process id, and the few things meter does to it.
package struct ChildProcess: Sendable, Equatable {
    /// The process id.
    package let id: pid_t

    /// Starts `arguments[0]` (searched in `PATH`, no shell) with `arguments` as its argv (`posix_spawnp`).
    ///
    /// The child keeps meter's environment and process group (so the terminal's signals reach it directly),
    /// and meter's standard input unless `input` is given; its standard output and error are `output` and
    /// `error`. It starts with an empty signal mask (meter blocks signals for its signalfd) and with
    /// `resetSignals` at their default action (those meter ignores, such as SIGPIPE, unless they were
    /// ignored before meter started).
    package static func spawn(
        _ arguments: [[UInt8]], input: FileDescriptor? = nil, output: FileDescriptor, error: FileDescriptor, resetSignals: [Signal]
    ) throws(SpawnError) -> ChildProcess {
        let name = arguments.first ?? []
        guard !arguments.isEmpty else { throw SpawnError(command: FilePath(bytes: name), errno: Errno(ENOENT)) }
        var pid: pid_t = 0
        // argv as C strings, the bytes as given, that live until posix_spawnp returns.
        let cStrings = arguments.map { argument in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: argument.count + 1)
            for (index, byte) in argument.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[argument.count] = 0
            return copy
        }
        defer { for pointer in cStrings { pointer.deallocate() } }
        var argv: [UnsafeMutablePointer<CChar>?] = cStrings
        argv.append(nil)
        let resetNumbers = resetSignals.map(\.rawValue)
        let result = argv.withUnsafeBufferPointer { argvBuffer in
            resetNumbers.withUnsafeBufferPointer { signals in
                csystem_spawn(
                    &pid, cStrings[0], argvBuffer.baseAddress, input?.rawValue ?? -1, output.rawValue, error.rawValue, signals.baseAddress,
                    Int32(signals.count))
            }
        }
        if result != 0 { throw SpawnError(command: FilePath(bytes: name), errno: Errno(result)) }
        return ChildProcess(id: pid)
    }

    /// Sends `signal` to the child alone (`kill(2)`); errors (it has just ended) are ignored.
    package func send(_ signal: Signal) { _ = try? systemCall { kill(id, signal.rawValue) } }

    /// Collects the child's status if it has ended (`waitpid` with `WNOHANG`); `nil` while it runs.
    /// After it returns a status, the id may be reused: never signal the child again.
    package func reap() -> CommandStatus? {
        var code: Int32 = -1
        var signal: Int32 = -1
        let result: Int32
        do {
            result = try systemCall { csystem_reap(id, &code, &signal) }
        } catch {
            // ECHILD: someone else reaped it (SIGCHLD ignored by a parent was reset at start, so this should
            // not happen); report it as a failure rather than wait forever.
            return error == .noChild ? .exited(127) : nil
        }
        if result == 0 { return nil }
        return signal >= 0 ? .signaled(Signal(rawValue: signal)) : .exited(code)
    }
}

/// A pipe from the child to meter (`pipe2(2)` with `O_CLOEXEC`).
struct CommandPipe {
    let readEnd: FileDescriptor
    let writeEnd: FileDescriptor

    init() throws(Errno) {
        var fds: [Int32] = [-1, -1]
        _ = try systemCall { csystem_pipe(&fds) }
        readEnd = FileDescriptor(rawValue: fds[0])
        writeEnd = FileDescriptor(rawValue: fds[1])
    }

    /// Closes both ends.
    func close() {
        readEnd.close()
        writeEnd.close()
    }
}

extension FileDescriptor {
    /// Sets `O_NONBLOCK` (only on descriptors meter made itself: the flag is shared by every holder).
    func setNonBlocking() {
        guard let flags = (try? systemCall { fcntl(rawValue, F_GETFL) }) else { return }
        _ = try? systemCall { fcntl(rawValue, F_SETFL, flags | O_NONBLOCK) }
    }
}
