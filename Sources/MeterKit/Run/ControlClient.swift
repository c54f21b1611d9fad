/// The other end of a running meter's control channel: what `-R` and `-Q` send, and what they read back. It
/// looks for the meter where a meter of this user listens (``ControlChannel/addresses(of:home:)``), and talks
/// only to a process of this user.
package struct ControlClient: Sendable {
    /// Why a request went unanswered.
    package enum Failure: Error, Equatable {
        /// No meter of this user runs with that process ID (another user's meter is never reached).
        case noMeter
        /// Something that is not this user's answered on the meter's name.
        case notYours
        /// The meter ended, or stopped answering, before its reply was whole.
        case noReply
        /// The meter refused the request, and why.
        case refused(String)
        /// Anything else the system said.
        case system(Errno)
    }

    /// The meter's process ID.
    package let process: Int32
    /// Where it may listen, in the order tried.
    let addresses: [ControlAddress]

    /// The client of the meter with process ID `process`; `home` is the `HOME` variable, which says where
    /// the user's folder for control sockets is.
    package init(process: Int32, home: String?) {
        self.process = process
        addresses = ControlChannel.addresses(of: process, home: home)
    }

    /// Sends `request` to the meter and returns its reply, giving up after `timeout` seconds.
    package func send(_ request: ControlMessage.Request, timeout: Double = 5) throws(Failure) -> [ControlMessage.MeterState] {
        let connection = try connect(timeout: timeout)
        defer { connection.close() }
        guard ControlSocket.peerUserID(connection) == ProcessQueries.userID else { throw .notYours }
        do {
            try connection.writeAll(ControlMessage.text(of: request))
        } catch {
            throw .noReply
        }
        switch ControlMessage.reply(from: String(decoding: try ControlClient.readReply(connection), as: UTF8.self)) {
        case .ok(let meters)?: return meters
        case .refused(let reason)?: throw .refused(reason)
        case nil: throw .noReply
        }
    }

    /// A connection to the meter's control channel: at the first of its addresses where something listens.
    /// An address with no socket, or none listening (a file left by a meter that was killed), is passed
    /// over; when none answers, the first other failure is thrown, else `noMeter`.
    private func connect(timeout: Double) throws(Failure) -> FileDescriptor {
        var failure: Errno?
        for address in addresses {
            do {
                return try ControlSocket.connect(address, timeout: timeout)
            } catch {
                let absent: [Errno] = [.noSuchEntry, .connectionRefused, .nameTooLong, .notADirectory]
                if !absent.contains(error), failure == nil { failure = error }
            }
        }
        throw failure.map { .system($0) } ?? .noMeter
    }

    /// Asks the meter to tell its final state when it ends, and returns the connection to read it from with
    /// ``finalState(from:)``.
    package func follow(timeout: Double) throws(Failure) -> FileDescriptor {
        let connection = try connect(timeout: timeout)
        guard ControlSocket.peerUserID(connection) == ProcessQueries.userID,
            (try? connection.writeAll(ControlMessage.text(of: .follow))) != nil
        else {
            connection.close()
            throw .notYours
        }
        return connection
    }

    /// The final state a followed meter sent on `connection` as it ended; `noReply` when it ended without
    /// (killed) or `refused` when it does not take followers. The connection is closed.
    package static func finalState(from connection: FileDescriptor) throws(Failure) -> [ControlMessage.MeterState] {
        defer { connection.close() }
        switch ControlMessage.reply(from: String(decoding: try readReply(connection), as: UTF8.self)) {
        case .ok(let meters)?: return meters
        case .refused(let reason)?: throw .refused(reason)
        case nil: throw .noReply
        }
    }

    /// Everything the meter sends until its reply is whole, the connection closes, or it stops answering.
    private static func readReply(_ connection: FileDescriptor) throws(Failure) -> [UInt8] {
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !ControlMessage.isComplete(reply), reply.count <= ControlMessage.sizeLimit {
            let got = chunk.withUnsafeMutableBytes { (try? connection.read(into: $0)) ?? -1 }
            guard got > 0 else { throw .noReply }
            reply += chunk[0..<got]
        }
        return reply
    }
}
