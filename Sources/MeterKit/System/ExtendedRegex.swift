import Glibc

/// A POSIX extended regular expression, compiled once by the C library (`regcomp(3)` with `REG_EXTENDED`,
/// as `pgrep` and `grep -E` compile their patterns) and freed with the value. It says whether it matches,
/// anywhere in a text unless anchored by `^` or `$`, and, compiled with its captures, where it matched and
/// what each parenthesised subexpression took (`regmatch_t`): leftmost, then longest, as POSIX matches.
///
/// meter sets no locale, so the expression and the texts are taken byte by byte, as in the C locale.
package struct ExtendedRegex: ~Copyable {
    /// Why the C library refused an expression, in its words (`regerror(3)`: "Unmatched ( or \(").
    package struct Invalid: Error, Equatable, Sendable {
        package let reason: String
    }

    private let compiled: UnsafeMutablePointer<regex_t>
    /// How many parenthesised subexpressions the expression has; 0 when compiled without its captures.
    package let captureCount: Int

    /// Compiles `pattern`; throws what is wrong with it, and refuses one whose repeats would take more
    /// memory or time than a pattern of a process name or a progress line ever needs (see
    /// ``compiledSize(of:)``, ``repeatsARepeat(_:)`` and ``compileSteps(of:)``).
    /// - Parameter captures: whether ``firstMatch(in:)`` will be asked where the subexpressions matched;
    ///   without, the C library keeps no track of them (`REG_NOSUB`), which is faster.
    package init(_ pattern: String, captures: Bool = false) throws(Invalid) {
        guard Self.compiledSize(of: pattern) <= Self.largestSize else {
            throw Invalid(reason: "too complex: its repeats would make more than \(Self.largestSize) states")
        }
        guard !Self.repeatsARepeat(pattern) else {
            throw Invalid(reason: "a repeat of a repeat (such as 'x+*') is undefined; put the first in parentheses")
        }
        guard Self.compileSteps(of: pattern) <= Self.mostSteps else {
            throw Invalid(reason: "too complex: its optional repeats would take more than \(Self.mostSteps) steps to compile")
        }
        let compiled = UnsafeMutablePointer<regex_t>.allocate(capacity: 1)
        let status = regcomp(compiled, pattern, REG_EXTENDED | (captures ? 0 : REG_NOSUB))
        guard status == 0 else {
            // regcomp has freed what it built; regerror needs only the code.
            let reason = Self.reason(for: status, compiled)
            compiled.deallocate()
            throw Invalid(reason: reason)
        }
        self.compiled = compiled
        captureCount = captures ? Int(compiled.pointee.re_nsub) : 0
    }

    /// The C library's compiled expression, for ``MatchingProcess``, which hands it to the process it starts.
    var compiledExpression: UnsafeMutablePointer<regex_t> { compiled }

    deinit {
        regfree(compiled)
        compiled.deallocate()
    }

    /// Whether the expression matches somewhere in `text` (bytes without a NUL; the rest is cut at one).
    package func matches(_ text: some Collection<UInt8>) -> Bool {
        Self.terminated(text).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { regexec(compiled, $0.baseAddress, 0, nil, 0) == 0 }
        }
    }

    /// Whether the expression matches somewhere in `text`.
    package func matches(_ text: String) -> Bool {
        matches(text.utf8)
    }

    /// Where the expression first matches in `text` (bytes without a NUL; the rest is cut at one), as
    /// offsets into it: the whole match first, then each subexpression in the order of its opening
    /// parenthesis, `nil` for one that took no part in the match (the other side of an `|`). `nil` when it
    /// does not match. Needs an expression compiled with its captures.
    package func firstMatch(in text: some Collection<UInt8>) -> [Range<Int>?]? {
        var slots = [regmatch_t](repeating: regmatch_t(), count: captureCount + 1)
        let status = Self.terminated(text).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { regexec(compiled, $0.baseAddress, slots.count, &slots, 0) }
        }
        guard status == 0 else { return nil }
        return slots.map { slot in
            slot.rm_so < 0 || slot.rm_eo < slot.rm_so ? nil : Int(slot.rm_so)..<Int(slot.rm_eo)
        }
    }

    /// `text` up to its first NUL, with one after it, as `regexec` reads a string.
    private static func terminated(_ text: some Collection<UInt8>) -> [UInt8] {
        var terminated = Array(text.prefix { $0 != 0 })
        terminated.append(0)
        return terminated
    }

    /// The C library's sentence for `status`, the code regcomp returned.
    private static func reason(for status: Int32, _ compiled: UnsafeMutablePointer<regex_t>) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        _ = regerror(status, compiled, &buffer, buffer.count)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
