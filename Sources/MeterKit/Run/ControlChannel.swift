/// Where a running meter's control channel is, for both of its ends: a socket file in a folder only its user
/// can write (`/run/user/UID`, else `.meter` in the user's home: ``ControlFolder``), so that no other user can
/// take a meter's name before it starts; a name in the abstract namespace only when neither folder can be
/// had. Both ends are the effective user's.
package enum ControlChannel {
    /// Where a meter will listen, chosen before its signals are set up: a socket file must be removed
    /// however the run ends.
    package struct Place: Equatable, Sendable {
        /// The private folder, or nil when there is none and the abstract name must do.
        package let folder: FilePath?
        /// Why there is no private folder: the last one looked at, and what was wrong with it.
        package let problem: Unprotected?

        /// Whether listening there makes a file.
        package var makesFile: Bool { folder != nil }
    }

    /// A channel on the abstract name, which any local user could have taken first, and why no private
    /// folder holds it: the folder (or `~/.meter` when there is no home), and what was wrong.
    package struct Unprotected: Equatable, Sendable {
        package let folder: FilePath
        package let problem: ControlFolder.Problem
    }

    /// What listening came to: the listener, or none; and what the user should be told.
    package struct Listening {
        /// The listening socket, or nil: the meter runs without remote control.
        package var listener: ControlListener?
        /// The channel is on the abstract name, for this reason.
        package var unprotected: Unprotected?
        /// The channel's address is taken by another process (a meter cannot share its name).
        package var taken: ControlAddress?
    }

    /// The socket file of meter `process` in the private folder `folder`.
    static func socket(of process: Int32, in folder: FilePath) -> FilePath {
        folder.appendingComponent("meter-\(process).socket")
    }

    /// The abstract name of a meter of `user`: `meter/UID/PID`.
    static func abstractName(user: UInt32, process: Int32) -> String { abstractPrefix(user: user) + "\(process)" }

    /// What the abstract names of `user`'s meters start with: `meter/UID/`.
    static func abstractPrefix(user: UInt32) -> String { "meter/\(user)/" }

    /// Where this user's meter listens: the runtime folder, else `.meter` in the home folder (made when
    /// missing), else the abstract name. `home` is the `HOME` variable.
    package static func place(home: String?) -> Place {
        let user = ProcessQueries.userID
        if let folder = ControlFolder.runtime(of: user) { return Place(folder: folder, problem: nil) }
        guard let folder = ControlFolder.inHome(home, of: user) else {
            return Place(folder: nil, problem: Unprotected(folder: "~/.meter", problem: .noHome))
        }
        if let problem = ControlFolder.prepare(folder, of: user) {
            return Place(folder: nil, problem: Unprotected(folder: folder, problem: problem))
        }
        return Place(folder: folder, problem: nil)
    }

    /// Listens for the requests of process `process` (this one) at `place`: in its folder, or on the abstract
    /// name when it has none or its folder cannot hold a socket.
    package static func listen(at place: Place, process: Int32) -> Listening {
        var problem = place.problem
        if let folder = place.folder {
            let address = ControlAddress.file(socket(of: process, in: folder))
            do {
                return Listening(listener: try ControlSocket.listen(address))
            } catch where error == .addressInUse {
                return Listening(taken: address)
            } catch {
                problem = Unprotected(folder: folder, problem: .system(error))
            }
        }
        let address = ControlAddress.abstract(abstractName(user: ProcessQueries.userID, process: process))
        do {
            return Listening(listener: try ControlSocket.listen(address), unprotected: problem)
        } catch where error == .addressInUse {
            return Listening(unprotected: problem, taken: address)
        } catch {
            // No socket at all (out of descriptors): the meter runs without remote control, as pv without its
            // directory.
            return Listening()
        }
    }

    /// Where a client looks for the meter `process` of this user, in the order a meter chooses: each private
    /// folder that is there (none is made), then the abstract name.
    package static func addresses(of process: Int32, home: String?) -> [ControlAddress] {
        folders(home: home).map { .file(socket(of: process, in: $0)) }
            + [.abstract(abstractName(user: ProcessQueries.userID, process: process))]
    }

    /// The private folders of this user's meters that are there (none is made), in the order a meter
    /// chooses them.
    static func folders(home: String?) -> [FilePath] {
        let user = ProcessQueries.userID
        let inHome = ControlFolder.inHome(home, of: user).flatMap { ControlFolder.check($0, of: user) == nil ? $0 : nil }
        return [ControlFolder.runtime(of: user), inHome].compactMap { $0 }
    }
}
