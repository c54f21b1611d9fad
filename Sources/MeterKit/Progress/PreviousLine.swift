/// The last complete line of the data, for `%L` on a copy: pv's previous line.
///
/// Each chunk is looked at from its end (`memrchr`), so following a fast stream costs a few hundred bytes
/// a chunk however large the chunk is, and nothing is allocated once the two lines have grown to their
/// capacity. A line still being written is not shown until it ends (a chunk often ends in the middle of
/// one); empty lines are skipped, so the last line with text stays shown.
struct PreviousLine: Sendable {
    /// The start of the last complete line, at most ``LatestLine/capacity`` bytes of it.
    private var line: [UInt8] = []
    /// The start of the line being written.
    private var pending: [UInt8] = []
    private var hasLine = false

    /// Notes `bytes`, written after those noted before.
    mutating func observe(_ bytes: UnsafeRawBufferPointer) {
        let newline = UInt8(ascii: "\n")
        guard let last = ByteSearch.lastIndex(of: newline, in: bytes, before: bytes.count) else {
            PreviousLine.keep(bytes, after: &pending)
            return
        }
        // The lines that end in this chunk, from the last one back, up to the first with text.
        var stop = last
        while let previous = ByteSearch.lastIndex(of: newline, in: bytes, before: stop), previous + 1 == stop {
            stop = previous
        }
        if let previous = ByteSearch.lastIndex(of: newline, in: bytes, before: stop) {
            line.removeAll(keepingCapacity: true)
            PreviousLine.keep(UnsafeRawBufferPointer(rebasing: bytes[(previous + 1)..<stop]), after: &line)
            hasLine = true
        } else if stop > 0 || !pending.isEmpty {
            // The first line of the chunk ends the line begun in the chunks before.
            swap(&line, &pending)
            PreviousLine.keep(UnsafeRawBufferPointer(rebasing: bytes[0..<stop]), after: &line)
            hasLine = true
        }
        pending.removeAll(keepingCapacity: true)
        PreviousLine.keep(UnsafeRawBufferPointer(rebasing: bytes[(last + 1)...]), after: &pending)
    }

    /// The line as it may be shown (escape sequences removed, control characters and invalid UTF-8 made
    /// visible, as ``LatestLine`` shows a command's lines), or `nil` before the first line ends.
    var text: String? { hasLine ? LatestLine.printable(line) : nil }

    /// Appends what fits of `bytes` to `kept`.
    private static func keep(_ bytes: UnsafeRawBufferPointer, after kept: inout [UInt8]) {
        let room = LatestLine.capacity - kept.count
        guard room > 0, bytes.count > 0 else { return }
        kept.append(contentsOf: bytes.prefix(room))
    }
}
