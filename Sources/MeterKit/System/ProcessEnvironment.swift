import Glibc

/// The process environment as a dictionary, read once.
package enum ProcessEnvironment {
    /// Every `NAME=value` of `environ`.
    ///
    /// Built from the raw bytes (`memchr` for the `=`, strings decoded from buffers, the dictionary sized
    /// once): splitting `String`s by `Character` made this a sixth of meter's start-up instructions.
    package static func current() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        var result: [String: String] = [:]
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = environ[index] else { continue }
            let length = strlen(entry)
            let bytes = UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self)
            guard let equals = memchr(entry, Int32(UInt8(ascii: "=")), length) else { continue }
            let nameLength = UnsafeRawPointer(equals) - UnsafeRawPointer(entry)
            let name = String(decoding: UnsafeBufferPointer(start: bytes, count: nameLength), as: UTF8.self)
            let value = String(
                decoding: UnsafeBufferPointer(start: bytes + nameLength + 1, count: length - nameLength - 1), as: UTF8.self)
            result[name] = value
        }
        return result
    }
}
