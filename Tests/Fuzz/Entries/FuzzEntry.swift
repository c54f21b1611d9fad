@testable import MeterKit

/// Entry points for the fuzz targets in `Tests/Fuzz`, one function a target: each hands bytes to one
/// parser (or the renderer, or the counter) and checks what must hold for every input.
///
/// They exist for the fuzzers and for the tests that replay the fuzzers' corpora and crash inputs; nothing
/// else calls them, and they stay thin so that the code they reach can change under them. Each returns
/// what the input broke, one sentence a property, empty when everything held. A crash is a finding too:
/// the fuzzer sees it, and the replaying test dies of it.
package enum FuzzEntry {
    /// What is wrong with `text` as something shown on a terminal: a C0 control, DEL, a C1 control or a
    /// reordering control in it, or bytes that are not UTF-8. Empty when it is safe to show.
    package static func unsafeParts(of text: String, _ what: String) -> [String] {
        var violations: [String] = []
        if String(validating: Array(text.utf8), as: UTF8.self) == nil {
            violations.append("\(what) is not valid UTF-8: \(text.debugDescription)")
        }
        if let scalar = text.unicodeScalars.first(where: { SafeText.mustEscape($0.value) }) {
            let value = "U+" + String(scalar.value, radix: 16, uppercase: true)
            violations.append("\(what) holds \(value), which must not reach a terminal: \(text.debugDescription)")
        }
        return violations
    }

    /// The input as text, as the parsers get files and arguments: invalid UTF-8 becomes U+FFFD.
    static func text(_ input: UnsafeRawBufferPointer) -> String {
        String(decoding: input, as: UTF8.self)
    }
}
