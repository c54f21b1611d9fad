/// A command that could not be started, with the status a shell gives that failure.
package struct SpawnError: Error, Sendable, Equatable {
    /// The command's name as given (`argv[0]`).
    package var command: FilePath
    /// Why `posix_spawnp` failed.
    package var errno: Errno

    package init(command: FilePath, errno: Errno) {
        self.command = command
        self.errno = errno
    }

    /// 127 when the command was not found, 126 when it was found but could not be run (as shells do).
    package var shellStatus: Int32 { isNotFound ? 127 : 126 }

    package var isNotFound: Bool { errno == .noSuchEntry || errno == .notADirectory }
}
