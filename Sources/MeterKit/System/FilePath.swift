/// A path as the kernel takes it: bytes, which need not be valid UTF-8.
///
/// A file name on Linux is any bytes but `/` and NUL, in no promised encoding: `café` written by a program
/// in a Latin-1 locale is the bytes `63 61 66 E9`, which no Swift `String` can hold. A path from the
/// command line, a link in `/proc` or a folder's listing is kept as its bytes, so that it reaches `open(2)`
/// and `execve(2)` exactly as it was given; only its display is made safe (`SafeText(_:)` of a path shows
/// the byte `E9` as `\xE9`).
///
/// ```swift
/// let latin1 = FilePath(bytes: [0x63, 0x61, 0x66, 0xE9])   // caf\xE9
/// let copy = Copier(inputs: [.file(latin1)], destination: .standardOutput)
/// ```
public struct FilePath: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public let bytes: [UInt8]

    /// The path whose bytes are `text`'s UTF-8.
    public init(_ text: String) { bytes = Array(text.utf8) }

    /// The path of these bytes, as they are. The kernel reads a path up to its first NUL, as it reads a C
    /// string.
    public init(bytes: some Sequence<UInt8>) { self.bytes = Array(bytes) }

    /// The path written as a string literal.
    public init(stringLiteral text: String) { self.init(text) }

    /// The path written as a string literal with interpolations.
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// The path as text, each invalid UTF-8 sequence replaced by U+FFFD: for logs a person reads, never for
    /// opening the file again (``bytes`` are the path).
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// The path as text when its bytes are valid UTF-8, else nil.
    public var string: String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var text = ""
        text.reserveCapacity(bytes.count)
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: return text
            case .error: return nil
            }
        }
    }

    /// Whether the path has no bytes.
    package var isEmpty: Bool { bytes.isEmpty }

    /// Whether the path starts with `/`.
    package var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

    /// The path with `suffix`'s bytes after its own: `x.pid` and `.tmp` make `x.pid.tmp`.
    package func appending(_ suffix: String) -> FilePath { FilePath(bytes: bytes + suffix.utf8) }

    /// The path of `name` in this folder: a `/` between them unless the folder ends with one.
    package func appendingComponent(_ name: FilePath) -> FilePath {
        if bytes.last == UInt8(ascii: "/") || bytes.isEmpty { return FilePath(bytes: bytes + name.bytes) }
        return FilePath(bytes: bytes + [UInt8(ascii: "/")] + name.bytes)
    }

    /// The folder the path names its last part in: `a/b` gives `a`, `/b` gives `/`, and a path without a `/`
    /// gives `.`.
    package var folder: FilePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == 0 ? "/" : FilePath(bytes: bytes[..<slash])
    }

    /// Calls `body` with the path as a NUL-terminated C string, for a system call.
    package func withCString<Result, Failure: Error>(
        _ body: (UnsafePointer<CChar>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let terminated = bytes + [0]
        let result: Swift.Result<Result, Failure> = terminated.withUnsafeBufferPointer { buffer in
            // A buffer of UInt8 seen as the CChar the C library's declarations take: the same bytes.
            let pointer = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            do throws(Failure) {
                return .success(try body(pointer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
