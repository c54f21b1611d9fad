/// The lock file through which the meters on one terminal share their block of lines (`-c`), named after
/// the terminal and the user, in the temporary directory, as pv does.
package final class CursorBoard {
    private let file: LockedStateFile
    /// This meter's process ID.
    let pid: Int32
    private let isAlive: (Int32) -> Bool

    /// A board kept in the file at `path`; `pid` and `isAlive` can be replaced in tests.
    package init(path: String, pid: Int32 = ProcessQueries.current, isAlive: @escaping (Int32) -> Bool = ProcessQueries.isAlive) {
        self.file = LockedStateFile(path: FilePath(path))
        self.pid = pid
        self.isAlive = isAlive
    }

    /// The board for the terminal on `descriptor`, or `nil` when it is not a terminal.
    package static func forTerminal(_ descriptor: FileDescriptor, directory: String) -> CursorBoard? {
        guard let name = TerminalQueries.name(of: descriptor) else { return nil }
        return CursorBoard(path: path(forTerminal: name, directory: directory, user: ProcessQueries.userID))
    }

    /// `/tmp/meter-dev_pts_3-1000.lock` for `/dev/pts/3` and user 1000.
    package static func path(forTerminal name: String, directory: String, user: UInt32) -> String {
        let safe = name.drop { $0 == "/" }.map { $0 == "/" || $0 == " " ? "_" : String($0) }.joined()
        let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return "\(folder)/meter-\(safe)-\(user).lock"
    }

    /// Runs `body` on the shared slots under the lock (so what it writes is not interleaved with other
    /// meters' frames) and stores the result; the file is removed when no meter is left. `nil` when the
    /// lock file cannot be used.
    func update<Result>(_ body: (inout CursorSlots) -> Result) -> Result? {
        file.update { text in
            var slots = CursorSlots(text: text)
            slots.prune(isAlive: isAlive)
            let result = body(&slots)
            return (slots.rows.isEmpty ? nil : slots.text, result)
        }
    }
}
