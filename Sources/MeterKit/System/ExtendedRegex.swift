import Glibc

/// A POSIX extended regular expression, compiled once by the C library (`regcomp(3)` with `REG_EXTENDED`,
/// as `pgrep` compiles its pattern) and freed with the value. It only says whether it matches, anywhere
/// in a text, unless anchored by `^` or `$`.
///
/// meter sets no locale, so the expression and the texts are taken byte by byte, as in the C locale.
package struct ExtendedRegex: ~Copyable {
    /// Why the C library refused an expression, in its words (`regerror(3)`: "Unmatched ( or \(").
    package struct Invalid: Error, Equatable, Sendable {
        package let reason: String
    }

    private let compiled: UnsafeMutablePointer<regex_t>

    /// Compiles `pattern`; throws what is wrong with it.
    package init(_ pattern: String) throws(Invalid) {
        let compiled = UnsafeMutablePointer<regex_t>.allocate(capacity: 1)
        let status = regcomp(compiled, pattern, REG_EXTENDED | REG_NOSUB)
        guard status == 0 else {
            // regcomp has freed what it built; regerror needs only the code.
            let reason = Self.reason(for: status, compiled)
            compiled.deallocate()
            throw Invalid(reason: reason)
        }
        self.compiled = compiled
    }

    deinit {
        regfree(compiled)
        compiled.deallocate()
    }

    /// Whether the expression matches somewhere in `text` (bytes without a NUL; the rest is cut at one).
    package func matches(_ text: some Collection<UInt8>) -> Bool {
        var terminated = Array(text.prefix { $0 != 0 })
        terminated.append(0)
        return terminated.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { regexec(compiled, $0.baseAddress, 0, nil, 0) == 0 }
        }
    }

    /// Whether the expression matches somewhere in `text`.
    package func matches(_ text: String) -> Bool {
        matches(text.utf8)
    }

    /// The C library's sentence for `status`, the code regcomp returned.
    private static func reason(for status: Int32, _ compiled: UnsafeMutablePointer<regex_t>) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        _ = regerror(status, compiled, &buffer, buffer.count)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
