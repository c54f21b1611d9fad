import MeterKit

/// One word of the command line as `argv` gave it: bytes, which need not be valid UTF-8.
///
/// A path, a wrapped command's argument or a `-N` name reaches `open(2)`, `execve(2)` or the display as these
/// bytes (`path`, `bytes`, `name`); only the values that are numbers, choices or formats are read as text,
/// where an invalid byte becomes U+FFFD and the value is then refused or shown as the rest of the text is.
struct Argument: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The word's bytes.
    let bytes: [UInt8]

    init(bytes: some Sequence<UInt8>) { self.bytes = Array(bytes) }

    init(_ text: String) { bytes = Array(text.utf8) }

    init(stringLiteral text: String) { self.init(text) }

    /// The words `argv` holds after the program's name, as their bytes.
    static func fromProcess() -> [Argument] {
        let argv = CommandLine.unsafeArgv
        return (1..<Int(CommandLine.argc)).compactMap { index in
            argv[index].map { pointer in
                var length = 0
                while pointer[length] != 0 { length += 1 }
                return Argument(bytes: UnsafeRawBufferPointer(start: pointer, count: length))
            }
        }
    }

    /// The word as text, each invalid UTF-8 sequence replaced by U+FFFD: for values read as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    var description: String { text }

    /// The word as a path: its bytes.
    var path: FilePath { FilePath(bytes: bytes) }

    /// The word made safe to show as a name (`\xE9` for a byte that is not UTF-8, a backslash doubled).
    var name: SafeText { SafeText(name: bytes) }

    var isEmpty: Bool { bytes.isEmpty }

    /// Whether the word starts with `prefix`'s bytes.
    func hasPrefix(_ prefix: String) -> Bool { bytes.starts(with: prefix.utf8) }

    /// The two words' bytes, one after the other.
    static func + (first: Argument, second: Argument) -> Argument { Argument(bytes: first.bytes + second.bytes) }

    /// The word without its first `count` bytes.
    func dropFirst(_ count: Int = 1) -> Argument { Argument(bytes: bytes.dropFirst(count)) }
}
