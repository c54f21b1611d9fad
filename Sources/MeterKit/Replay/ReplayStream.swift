/// The bytes of a replayed stream: the text `1\n2\n3\n…`, as `seq 1 N` would print it (with NULs in
/// place of newlines for records), cut after the requested bytes or lines. So a byte replay and a line
/// replay of the same script produce the same text, and a test can predict every byte.
struct ReplayStream {
    private let delimiter: UInt8
    /// The current line: its decimal digits, then the delimiter. Counted up in place, without `String`.
    private var line: [UInt8]
    private var position = 0

    init(delimiter: UInt8 = UInt8(ascii: "\n")) {
        self.delimiter = delimiter
        self.line = [UInt8(ascii: "1"), delimiter]
    }

    /// Moves on to the next number's line.
    private mutating func advanceLine() {
        position = 0
        var index = line.count - 2
        while index >= 0 {
            if line[index] < UInt8(ascii: "9") {
                line[index] += 1
                return
            }
            line[index] = UInt8(ascii: "0")
            index -= 1
        }
        line.insert(UInt8(ascii: "1"), at: 0)
    }

    /// Writes the next `count` bytes at the start of `buffer` (which holds at least that many).
    mutating func write(bytes count: Int, into buffer: UnsafeMutableRawBufferPointer) {
        var offset = 0
        while offset < count {
            let take = min(count - offset, line.count - position)
            copyLine(take, into: buffer, at: offset)
            position += take
            offset += take
            if position == line.count { advanceLine() }
        }
    }

    /// Writes up to `limit` line ends at the start of `buffer`, as far as they fit: the rest of the current
    /// line and whole lines after it, or, when not even the rest of the current line fits, as much of it as
    /// does. Returns the bytes written and the line ends among them.
    mutating func write(lines limit: UInt64, into buffer: UnsafeMutableRawBufferPointer) -> (bytes: Int, lines: UInt64) {
        var offset = 0
        var lines: UInt64 = 0
        while lines < limit, offset < buffer.count {
            let take = min(line.count - position, buffer.count - offset)
            copyLine(take, into: buffer, at: offset)
            offset += take
            position += take
            guard position == line.count else { break }
            advanceLine()
            lines += 1
            if offset + line.count > buffer.count, offset > 0 { break }
        }
        return (offset, lines)
    }

    /// Copies `count` bytes of the current line, from the position, into `buffer` at `offset`.
    private func copyLine(_ count: Int, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) {
        line.withUnsafeBytes { bytes in
            UnsafeMutableRawBufferPointer(rebasing: buffer[offset..<(offset + count)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)]))
        }
    }
}
