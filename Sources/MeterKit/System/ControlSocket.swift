import CSystem
import Glibc

/// A running meter's control channel at the system level: a Unix stream socket in Linux's abstract
/// namespace, so there is no file to leave behind (a meter killed by SIGKILL takes its name with it) and none
/// for another user to read or replace. Who is at the other end is asked of the kernel (`SO_PEERCRED`), and
/// only the same user is ever answered.
package enum ControlSocket {
    /// Listens on `name`: a non-blocking descriptor, or `EADDRINUSE` when the name is taken.
    package static func listen(_ name: String) throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try systemCall { csystem_abstract_listen(name) })
    }

    /// Connects to `name`, with reads and writes that give up after `timeout` seconds: `ECONNREFUSED` when
    /// nothing listens there.
    package static func connect(_ name: String, timeout: Double) throws(Errno) -> FileDescriptor {
        let fd = try systemCall { csystem_abstract_connect(name) }
        _ = try? systemCall { csystem_socket_timeout(fd, Int32(min(max(timeout, 0.001), 3600) * 1000)) }
        return FileDescriptor(rawValue: fd)
    }

    /// The next connection waiting on `listener` (non-blocking), or nil when none is.
    package static func accept(_ listener: FileDescriptor) -> FileDescriptor? {
        (try? systemCall { csystem_accept(listener.rawValue) }).map { FileDescriptor(rawValue: $0) }
    }

    /// The user ID of the process at the other end, or nil when it cannot be told.
    package static func peerUserID(_ connection: FileDescriptor) -> UInt32? {
        var uid: UInt32 = 0
        return (try? systemCall { csystem_peer_uid(connection.rawValue, &uid) }) == nil ? nil : uid
    }

    /// Whether `code` says that nothing listens on the name (`ECONNREFUSED`).
    package static func isRefused(_ error: Errno) -> Bool { error.code == ECONNREFUSED }
}
