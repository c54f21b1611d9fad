/// The fields of a `/proc/PID/fdinfo/FD` text that `meter -d` reads, taken from its bytes in one pass (no
/// `String` is made: the text is read ten times a second for every watched file). Each field is the first
/// line that starts with its name, its value after spaces and tabs, digits to the end of the line; a value
/// that is anything else is no value.
struct FdinfoFields: Equatable {
    /// Which open file a descriptor holds: the mount and the inode (Linux 5.14 on shows `ino:`), so that a
    /// descriptor closed and opened again on another file is told apart without a `stat(2)`.
    struct OpenFile: Equatable, Sendable {
        var mountID: UInt64
        var inode: UInt64
    }

    /// `pos:`, the offset (decimal).
    var position: UInt64?
    /// `flags:`, the open flags (octal).
    var flags: Int32?
    /// `mnt_id:` (decimal).
    var mountID: UInt64?
    /// `ino:` (decimal).
    var inode: UInt64?

    /// The file's mount and inode, where the kernel shows both.
    var openFile: OpenFile? {
        guard let mountID, let inode else { return nil }
        return OpenFile(mountID: mountID, inode: inode)
    }

    init(_ text: UnsafeRawBufferPointer) {
        var seen: UInt8 = 0
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            take(UnsafeRawBufferPointer(rebasing: text[start..<end]), seen: &seen)
            start = end + 1
        }
    }

    /// The field a line holds, if it is one of the four and the first of its name.
    private mutating func take(_ line: UnsafeRawBufferPointer, seen: inout UInt8) {
        for (index, name) in FdinfoFields.names.enumerated() where seen & (1 << index) == 0 {
            guard let value = FdinfoFields.value(of: name, in: line) else { continue }
            seen |= 1 << index
            switch index {
            case 0: position = FdinfoFields.number(value, radix: 10)
            case 1: flags = FdinfoFields.number(value, radix: 8).flatMap { Int32(exactly: $0) }
            case 2: mountID = FdinfoFields.number(value, radix: 10)
            default: inode = FdinfoFields.number(value, radix: 10)
            }
            return
        }
    }

    private static let names: [StaticString] = ["pos:", "flags:", "mnt_id:", "ino:"]

    /// What follows `name` and the spaces and tabs after it, when `line` starts with `name`.
    private static func value(of name: StaticString, in line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        let length = name.utf8CodeUnitCount
        guard line.count >= length else { return nil }
        let prefix = UnsafeRawBufferPointer(start: name.utf8Start, count: length)
        for index in 0..<length where line[index] != prefix[index] { return nil }
        var start = length
        while start < line.count, line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t") { start += 1 }
        return UnsafeRawBufferPointer(rebasing: line[start...])
    }

    /// The digits of `text` as a number in `radix` (10 or 8); nil for no digits, anything else, or too large.
    private static func number(_ text: UnsafeRawBufferPointer, radix: UInt64) -> UInt64? {
        guard !text.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in text {
            let digit = UInt64(byte) &- UInt64(UInt8(ascii: "0"))
            guard digit < radix else { return nil }
            let (scaled, overflow) = value.multipliedReportingOverflow(by: radix)
            let (sum, carry) = scaled.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }
}

extension FdinfoFields {
    /// The fields of `text` (tests, and the fuzz target, hand a `String`).
    init(text: String) {
        var text = text
        self = text.withUTF8 { FdinfoFields(UnsafeRawBufferPointer($0)) }
    }
}
