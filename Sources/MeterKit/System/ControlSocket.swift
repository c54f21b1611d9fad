import CSystem
import Glibc

/// Where a running meter's control channel is: a socket file, in a folder only its user can write
/// (``ControlFolder``), or a name in Linux's abstract namespace, which any local user may bind first.
package enum ControlAddress: Equatable, Sendable, CustomStringConvertible {
    /// A socket file at this path.
    case file(FilePath)
    /// A name in the abstract namespace (without its leading NUL).
    case abstract(String)

    /// The path, or `@` and the abstract name, as `ss -x` shows them.
    package var description: String {
        switch self {
        case .file(let path): return path.description
        case .abstract(let name): return "@" + name
        }
    }
}

/// A running meter's control channel at the system level: a Unix stream socket. Who is at the other end is
/// asked of the kernel (`SO_PEERCRED`), and only the same user is ever answered.
package enum ControlSocket {
    /// Listens at `address`: a socket file left there by a meter that died without removing it (nothing
    /// listens on it: `ECONNREFUSED`) is replaced. Throws `EADDRINUSE` when the address is taken: something
    /// listens there, or a file that is not such a socket is in the way.
    package static func listen(_ address: ControlAddress) throws(Errno) -> ControlListener {
        do {
            return try bind(address)
        } catch where error == .addressInUse {
            guard case .file(let path) = address, isStale(path) else { throw error }
            FileSystem.remove(path)
            return try bind(address)
        }
    }

    /// Connects to `address`, with a connect, reads and writes that give up after `timeout` seconds:
    /// `ECONNREFUSED` when nothing listens there, `ENOENT` when there is no socket file, `EAGAIN` when the
    /// listener's queue stays full (one that never accepts: anyone may listen on an abstract name).
    package static func connect(_ address: ControlAddress, timeout: Double) throws(Errno) -> FileDescriptor {
        let milliseconds = Int32(min(max(timeout, 0.001), 3600) * 1000)
        let fd = try address.withName { name, abstract throws(Errno) in
            try systemCall { csystem_unix_connect(name, abstract, milliseconds) }
        }
        return FileDescriptor(rawValue: fd)
    }

    /// The next connection waiting on `listener` (non-blocking), or nil when none is.
    package static func accept(_ listener: FileDescriptor) -> FileDescriptor? {
        (try? systemCall { csystem_accept(listener.rawValue) }).map { FileDescriptor(rawValue: $0) }
    }

    /// The user ID of the process at the other end, or nil when it cannot be told.
    package static func peerUserID(_ connection: FileDescriptor) -> UInt32? { peer(connection)?.user }

    /// The user and process IDs of the process at the other end (for a client, the one that listens), or
    /// nil when they cannot be told.
    package static func peer(_ connection: FileDescriptor) -> (user: UInt32, process: Int32)? {
        var uid: UInt32 = 0
        var pid: Int32 = 0
        return (try? systemCall { csystem_peer_process(connection.rawValue, &uid, &pid) }) == nil ? nil : (uid, pid)
    }

    /// A listening socket bound to `address`, and the file it made there.
    private static func bind(_ address: ControlAddress) throws(Errno) -> ControlListener {
        let fd = try address.withName { name, abstract throws(Errno) in
            try systemCall { csystem_unix_listen(name, abstract) }
        }
        let descriptor = FileDescriptor(rawValue: fd)
        guard case .file(let path) = address else { return ControlListener(descriptor, address: address, file: nil) }
        return ControlListener(descriptor, address: address, file: (try? LinkStatus(path))?.identity)
    }

    /// Whether `path` is a socket of this user's that nothing listens on any more: one a meter with this
    /// process ID left when it was killed (SIGKILL leaves no time to remove it).
    private static func isStale(_ path: FilePath) -> Bool {
        guard let status = try? LinkStatus(path), status.isSocket, status.owner == ProcessQueries.userID else { return false }
        do {
            try connect(.file(path), timeout: 1).close()
            return false
        } catch {
            return error == .connectionRefused
        }
    }
}

/// A listening control socket: its descriptor, and the socket file it made, removed when it is closed (once;
/// only while the file there is still the one it made).
package final class ControlListener {
    /// The non-blocking listening descriptor.
    package let descriptor: FileDescriptor
    /// Where it listens.
    package let address: ControlAddress
    private let file: FileSystem.FileIdentity?
    private var open = true

    init(_ descriptor: FileDescriptor, address: ControlAddress, file: FileSystem.FileIdentity?) {
        self.descriptor = descriptor
        self.address = address
        self.file = file
    }

    /// Stops listening and removes the socket file.
    package func close() {
        guard open else { return }
        open = false
        descriptor.close()
        if case .file(let path) = address, let file { FileSystem.remove(path, ifStill: file) }
    }

    deinit { close() }
}

extension ControlAddress {
    /// Calls `body` with the C string of the path or name, and whether it is abstract (1) or a path (0).
    fileprivate func withName<Result>(
        _ body: (UnsafePointer<CChar>, Int32) throws(Errno) -> Result
    ) throws(Errno) -> Result {
        switch self {
        case .file(let path): return try path.withCString { (name) throws(Errno) in try body(name, 0) }
        case .abstract(let name): return try FilePath(name).withCString { (name) throws(Errno) in try body(name, 1) }
        }
    }
}
