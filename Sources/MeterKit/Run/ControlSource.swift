/// A running meter's control channel, as a source of the run loop: it answers `-Q` with the state of the
/// meters and hands `-R`'s settings to the host, one request at a time, between the copy's chunks. A request
/// never pauses the transfer; a client of another user, one that sends garbage, or one that takes longer
/// than a second is dropped, and the transfer goes on as if it had never come.
///
/// A client that asks to follow (`-Q`) is kept, up to ``followerLimit`` of them, and told the meters' final
/// state when the run ends, so that its last frame is this meter's last.
package final class ControlSource: RunSource {
    /// How long a client has to send its request.
    static let patience = 1.0
    /// How many followers are kept at most; more are refused.
    static let followerLimit = 16

    private let channel: ControlListener
    private var listener: FileDescriptor { channel.descriptor }
    private let clock: any MeterClock
    private let handle: (ControlMessage.Request) -> ControlMessage.Reply
    private let language: Language
    private var client: FileDescriptor?
    private var received: [UInt8] = []
    private var clientDeadline = Instant(nanoseconds: 0)
    /// The clients told the final state when the run ends.
    private var followers: [FileDescriptor] = []

    /// Answers the requests that come to `listener` (see ``ControlChannel/listen(at:process:)``), which it
    /// closes, its socket file removed, when the run ends.
    /// - Parameters:
    ///   - language: the language of the refusal of a request that is not one.
    ///   - handle: answers a request that came whole and well formed.
    package init(
        listener: ControlListener, clock: any MeterClock, language: Language = .english,
        handle: @escaping (ControlMessage.Request) -> ControlMessage.Reply
    ) {
        self.channel = listener
        self.clock = clock
        self.handle = handle
        self.language = language
    }

    package var keepsRunAlive: Bool { false }

    /// Stops listening, and removes the socket file, on a way out that never reaches ``finish(in:)`` (an
    /// early exit, or before meter dies of a signal). Closing twice is harmless.
    package func close() { channel.close() }

    package func step(_ ready: Readiness, in session: Session) -> SourceState {
        if client != nil {
            if ready.alsoReadable { receive() }
            if client != nil, clock.now() >= clientDeadline { drop() }
        }
        if client == nil, ready.readable { take() }
        return .waiting(Wait(readable: client == nil ? listener : nil, alsoReadable: client, until: client == nil ? nil : clientDeadline))
    }

    package func finish(in session: Session) {
        drop()
        channel.close()
        // The run is over, and the meters hold their final counts: each follower gets them, and a follower
        // that has gone loses them (SIGPIPE is ignored or blocked while a run ends).
        guard !followers.isEmpty else { return }
        let final = ControlMessage.text(of: handle(.query))
        for follower in followers {
            try? follower.writeAll(final)
            follower.close()
        }
        followers.removeAll()
    }

    /// Takes the next connection, if it comes from a process of this user.
    private func take() {
        guard let connection = ControlSocket.accept(listener) else { return }
        guard ControlSocket.peerUserID(connection) == ProcessQueries.userID else {
            connection.close()
            return
        }
        client = connection
        received.removeAll(keepingCapacity: true)
        clientDeadline = clock.now().advanced(by: ControlSource.patience)
    }

    /// Reads what the client sent; once the request is whole, answers it.
    private func receive() {
        guard let connection = client else { return }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let got = chunk.withUnsafeMutableBytes { (try? connection.read(into: $0)) ?? -1 }
        guard got > 0 else {
            if got == 0 { drop() }  // gone before its request was whole
            return
        }
        received += chunk[0..<got]
        if received.count > ControlMessage.sizeLimit { return drop() }
        guard ControlMessage.isComplete(received) else { return }
        let request = ControlMessage.request(from: String(decoding: received, as: UTF8.self))
        if request == .follow, followers.count < ControlSource.followerLimit, let connection = client {
            followers.append(connection)
            client = nil
            received.removeAll(keepingCapacity: true)
            return
        }
        let reply = request.map(handle) ?? .refused(Message.notARequest.text(in: language))
        // The reply is small: it fits the socket's buffer, and a client that does not read it loses it.
        try? connection.writeAll(ControlMessage.text(of: reply))
        drop()
    }

    private func drop() {
        client?.close()
        client = nil
        received.removeAll(keepingCapacity: true)
    }
}
