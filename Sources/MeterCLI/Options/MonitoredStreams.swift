/// What of a wrapped command `-M` meters: what it reads, what it writes, or both.
enum MonitoredStreams: String, CaseIterable, Sendable {
    /// Its standard input, which meter fills from its own.
    case input = "in"
    /// Its standard output, on its way to meter's (`--exec` alone).
    case output = "out"
    /// Both, the input's meter first.
    case both
}
