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

    /// Appends the next `count` bytes to `buffer`.
    mutating func appendBytes(_ count: Int, to buffer: inout [UInt8]) {
        var left = count
        while left > 0 {
            let take = min(left, line.count - position)
            buffer.append(contentsOf: line[position..<(position + take)])
            position += take
            left -= take
            if position == line.count { advanceLine() }
        }
    }

    /// Appends the rest of the current line and then whole lines, `count` line ends in all.
    mutating func appendLines(_ count: Int, to buffer: inout [UInt8]) {
        for _ in 0..<count {
            buffer.append(contentsOf: line[position...])
            advanceLine()
        }
    }
}
