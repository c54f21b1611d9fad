/// Another running meter, mirrored here (`-Q`, `--meters`): each of its meters shown by one of this run's,
/// made on first sight, and, once it has answered, a connection kept open on which it sends its final state
/// as it ends, so that the last frame here is its last, not the one asked for before.
struct MirroredMeter {
    let client: ControlClient
    private(set) var meters: [Meter] = []
    /// Whether it has answered once.
    private(set) var answered = false
    /// The connection on which it sends its final state.
    private(set) var following: FileDescriptor?

    init(client: ControlClient) { self.client = client }

    /// Asks for the state of its meters and mirrors them; `makeMeter` makes the one for its meter at an
    /// index first seen. Throws why it did not answer.
    mutating func ask(makeMeter: (Int, ControlMessage.MeterState) -> Meter) throws(ControlClient.Failure) {
        let states = try client.send(.query, timeout: 2)
        answered = true
        mirror(states, makeMeter: makeMeter)
        if following == nil { following = try? client.follow(timeout: 2) }
    }

    /// It has ended: its final state, when it sent one, is mirrored.
    mutating func end(makeMeter: (Int, ControlMessage.MeterState) -> Meter) {
        guard let connection = following else { return }
        following = nil
        if let states = try? ControlClient.finalState(from: connection) { mirror(states, makeMeter: makeMeter) }
    }

    /// Closes the connection it would send its final state on.
    mutating func close() {
        following?.close()
        following = nil
    }

    private mutating func mirror(_ states: [ControlMessage.MeterState], makeMeter: (Int, ControlMessage.MeterState) -> Meter) {
        for (index, state) in states.enumerated() {
            if index == meters.count { meters.append(makeMeter(index, state)) }
            meters[index].mirror(count: state.count, total: state.total, elapsed: state.elapsed, unit: state.unit)
        }
    }
}
