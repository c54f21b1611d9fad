/// The last bytes written, as many as a frame shows (`%A`), in a ring allocated once: noting a chunk copies
/// at most that many bytes and allocates nothing.
struct LastBytes: Sendable {
    private var ring: [UInt8]
    /// Where the next byte goes.
    private var next = 0
    /// How many bytes the ring holds (until it is full for the first time).
    private var held = 0

    /// A ring for the last `capacity` bytes.
    init(capacity: Int) {
        ring = Array(repeating: 0, count: max(0, capacity))
    }

    /// Notes `bytes`, written after those noted before.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        let capacity = ring.count
        guard capacity > 0, bytes.count > 0 else { return }
        var tail = bytes.count > capacity ? UnsafeRawBufferPointer(rebasing: bytes[(bytes.count - capacity)...]) : bytes
        held = min(capacity, held + tail.count)
        ring.withUnsafeMutableBytes { storage in
            while !tail.isEmpty {
                let room = min(capacity - next, tail.count)
                UnsafeMutableRawBufferPointer(rebasing: storage[next..<(next + room)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: tail[0..<room]))
                tail = UnsafeRawBufferPointer(rebasing: tail[room...])
                next = (next + room) % capacity
            }
        }
    }

    /// The bytes held, oldest first.
    var bytes: [UInt8] {
        guard held == ring.count else { return Array(ring[0..<held]) }
        return Array(ring[next...] + ring[..<next])
    }
}
