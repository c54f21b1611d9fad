/// This user's running meters, found where their control channels live (``ControlChannel``): the socket
/// files `meter-PID.socket` in the user's private folders, and the abstract names `@meter/UID/PID` that
/// `/proc/net/unix` lists. A name says nothing until its listener is asked: each is connected to and counted
/// only when the kernel says (`SO_PEERCRED`) that a process of this user, with the process ID the name
/// gives, listens there, since any local user may take an abstract name. Meters that answer no requests
/// (`-Q`, `--meters`, a replay) have no channel, and are not found. `meter --meters` and the completion of
/// `-Q` and `-R` use it.
package struct MeterFinder {
    /// Where one meter may listen.
    package struct Candidate: Equatable, Sendable {
        package let process: Int32
        package let address: ControlAddress
    }

    /// The user's private folders for control sockets, in the order a meter chooses them.
    private let folders: [FilePath]
    private let user: UInt32

    /// A finder for this user's meters; `home` is the `HOME` variable, which says where the user's folder
    /// for control sockets is.
    package init(home: String?) {
        user = ProcessQueries.userID
        folders = ControlChannel.folders(home: home)
    }

    /// The process IDs of the meters running now, in increasing order, this process left out.
    package func running() -> [Int32] {
        let own = ProcessQueries.current
        let found = Set(candidates().filter { $0.process != own && isMeter($0) }.map(\.process))
        return found.sorted()
    }

    /// Every address named like a meter's, none of them asked yet.
    package func candidates() -> [Candidate] {
        var found: [Candidate] = []
        for folder in folders {
            for name in (try? FileSystem.entries(of: folder)) ?? [] {
                guard let process = MeterFinder.process(inSocketName: name) else { continue }
                found.append(Candidate(process: process, address: .file(folder.appendingComponent(FilePath(name)))))
            }
        }
        var seen = Set<Int32>()
        for process in MeterFinder.abstractProcesses(of: user) where seen.insert(process).inserted {
            found.append(Candidate(process: process, address: .abstract(ControlChannel.abstractName(user: user, process: process))))
        }
        return found
    }

    /// Whether a process of this user with the candidate's process ID listens at its address. A listener's
    /// queue takes a connection at once; only a full one (a listener that never accepts) makes the connect
    /// wait, and that is no meter: a quarter of a second, not for as long as it listens.
    package func isMeter(_ candidate: Candidate) -> Bool {
        guard let connection = try? ControlSocket.connect(candidate.address, timeout: 0.25) else { return false }
        defer { connection.close() }
        guard let peer = ControlSocket.peer(connection) else { return false }
        return peer.user == user && peer.process == candidate.process
    }

    /// The process ID in a socket file's name, `meter-PID.socket`.
    static func process(inSocketName name: String) -> Int32? {
        guard name.hasPrefix("meter-"), name.hasSuffix(".socket") else { return nil }
        let digits = name.dropFirst("meter-".count).dropLast(".socket".count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let process = Int32(digits), process > 0 else { return nil }
        return process
    }

    /// The process IDs of the abstract names `@meter/UID/PID` of `user` that `/proc/net/unix` lists.
    private static func abstractProcesses(of user: UInt32) -> [Int32] {
        guard let bytes = (try? FileSystem.contents(of: "/proc/net/unix", limit: 64 << 20)) ?? nil else { return [] }
        return processes(inSocketTable: bytes, user: user)
    }

    /// The process IDs of the abstract names of `user`'s meters in the text of `/proc/net/unix`: the path is
    /// its last column, written `@meter/UID/PID` for an abstract name.
    static func processes(inSocketTable bytes: [UInt8], user: UInt32) -> [Int32] {
        let prefix = Array(("@" + ControlChannel.abstractPrefix(user: user)).utf8)
        var found: [Int32] = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let path = line.split(separator: UInt8(ascii: " ")).last, path.starts(with: prefix) else { continue }
            let digits = path.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                let process = Int32(String(decoding: digits, as: UTF8.self)), process > 0
            else { continue }
            found.append(process)
        }
        return found
    }
}
