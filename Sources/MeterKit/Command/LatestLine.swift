import CSystem

/// The start of the latest line a wrapped command wrote, on either stream, for `%L`.
///
/// Each chunk is looked at from its end (`memrchr`), so following a fast stream costs a few hundred bytes
/// per chunk however large the chunk is. Empty lines are skipped: the last line with text stays shown.
/// A line still being written (a prompt, a line cut across two reads) counts as the latest.
struct LatestLine {
    /// Bytes kept of a line's start: more than any indicator shows.
    static let capacity = 256

    private var lines: [[UInt8]] = [[], []]
    private var complete: [Bool] = [true, true]
    private var latestStream: Int?
    /// Whether ``text`` may have changed since ``takeChange()`` was last called.
    private(set) var changed = false

    /// Notes `bytes` written by the command on `stream` (0 standard output, 1 standard error).
    mutating func observe(_ bytes: UnsafeRawBufferPointer, stream: Int) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        let newline = Int32(UInt8(ascii: "\n"))
        guard let last = csystem_memrchr(base, newline, bytes.count) else {
            // No newline: the chunk continues the current line, or starts one after a finished line.
            if complete[stream] {
                lines[stream].removeAll(keepingCapacity: true)
                complete[stream] = false
            }
            append(UnsafeRawBufferPointer(rebasing: bytes[0..<bytes.count]), to: stream)
            if !lines[stream].isEmpty { noteLatest(stream) }
            return
        }
        let lastOffset = UnsafeRawPointer(last) - base
        if lastOffset + 1 < bytes.count {
            // A line after the last newline: it is being written now.
            lines[stream].removeAll(keepingCapacity: true)
            complete[stream] = false
            append(UnsafeRawBufferPointer(rebasing: bytes[(lastOffset + 1)...]), to: stream)
            noteLatest(stream)
            return
        }
        // The chunk ends with a newline: find its last line with text, looking back past empty ones.
        var stop = lastOffset
        while true {
            let previous = stop > 0 ? csystem_memrchr(base, newline, stop).map { UnsafeRawPointer($0) - base } : nil
            let start = previous.map { $0 + 1 } ?? 0
            if start < stop {
                if previous == nil, !complete[stream] {
                    // The first line of the chunk ends a line begun in an earlier chunk.
                    append(UnsafeRawBufferPointer(rebasing: bytes[0..<stop]), to: stream)
                } else {
                    lines[stream].removeAll(keepingCapacity: true)
                    append(UnsafeRawBufferPointer(rebasing: bytes[start..<stop]), to: stream)
                }
                complete[stream] = true
                noteLatest(stream)
                return
            }
            guard let previous else {
                // Only empty lines, and perhaps the end of a line begun earlier.
                if !complete[stream] {
                    complete[stream] = true
                    if !lines[stream].isEmpty { noteLatest(stream) }
                }
                return
            }
            stop = previous
        }
    }

    /// The latest line as text to show: escape sequences and control characters removed, tabs as spaces,
    /// only what follows a carriage return, trimmed. `nil` before any line.
    var text: String? {
        guard let latestStream else { return nil }
        return LatestLine.printable(lines[latestStream])
    }

    /// Returns whether the text changed since the last call, and resets that.
    mutating func takeChange() -> Bool {
        defer { changed = false }
        return changed
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer, to stream: Int) {
        let room = LatestLine.capacity - lines[stream].count
        guard room > 0 else { return }
        lines[stream].append(contentsOf: bytes.prefix(room))
    }

    private mutating func noteLatest(_ stream: Int) {
        latestStream = stream
        changed = true
    }

    /// What a terminal would show of `bytes` as one line, without anything that could move the cursor or
    /// change colours in the indicator.
    static func printable(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        var afterReturn = false
        var iterator = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch scalar.value {
            case 0x1B:
                // ESC: CSI (ESC [ … final byte), OSC (ESC ] … BEL or ESC \), or a two-character sequence.
                guard let kind = iterator.next() else { break }
                if kind == "[" {
                    while let next = iterator.next(), !(0x40...0x7E).contains(next.value) {}
                } else if kind == "]" {
                    while let next = iterator.next(), next.value != 0x07 {
                        if next.value == 0x1B { _ = iterator.next(); break }
                    }
                }
            case 0x0D:
                afterReturn = true
            case 0x09:
                if afterReturn { scalars.removeAll(); afterReturn = false }
                scalars.append(" ")
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                break
            default:
                if afterReturn { scalars.removeAll(); afterReturn = false }
                scalars.append(scalar)
            }
        }
        var text = Substring(String(scalars))
        while let first = text.first, first == " " { text = text.dropFirst() }
        while let last = text.last, last == " " { text = text.dropLast() }
        return String(text)
    }
}
