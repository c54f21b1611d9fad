extension ExtendedRegex {
    /// The most states an expression may compile to (about 15 MB in the C library), by ``compiledSize(of:)``.
    package static let largestSize = 20_000

    /// About how many states the C library builds for `pattern`: it copies what a repeat applies to once
    /// for each time it may match (`x{2,5}` is five copies of `x`, `x+` two, `x*` and `x?` one), so that
    /// repeats of repeats multiply: `p` followed by twenty `+`, or twenty nested `(…)+`, takes a million
    /// states and most of a gigabyte before `regcomp` returns. POSIX leaves adjacent repeats undefined;
    /// meter refuses any expression whose count passes ``largestSize`` instead of compiling it.
    ///
    /// The count reads the expression as the C library does, leniently: a `{` that starts no interval, a
    /// `)` without its `(`, a group or a bracket left open count as what the C library makes of them or as
    /// one state; `regcomp` then says what is wrong with them. The count stops growing past the bound.
    package static func compiledSize(of pattern: String) -> Int {
        var scanner = SizeScanner(bytes: Array(pattern.utf8))
        return scanner.alternatives(nested: false)
    }
}

/// ``ExtendedRegex/compiledSize(of:)``'s reader: one pass over the bytes, a group at a time.
private struct SizeScanner {
    let bytes: [UInt8]
    var index = 0
    /// Past it, sizes are not counted further (they could overflow).
    let ceiling = ExtendedRegex.largestSize + 1

    /// `a|b|…` up to the end, or to the `)` that closes the group when `nested`.
    mutating func alternatives(nested: Bool) -> Int {
        var size = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ")"), nested { return size }
            index += 1
            let atom: Int
            switch byte {
            case UInt8(ascii: "|"): size = add(size, 1); continue
            case UInt8(ascii: "("):
                atom = add(alternatives(nested: true), 1)
                if index < bytes.count { index += 1 }  // the `)`
            case UInt8(ascii: "["): skipBracket(); atom = 1
            case UInt8(ascii: "\\"): if index < bytes.count { index += 1 }; atom = 1
            default: atom = 1
            }
            size = add(size, repeated(atom))
        }
        return size
    }

    /// `size` times every repeat that follows the atom just read.
    mutating func repeated(_ size: Int) -> Int {
        var size = size
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "*"), UInt8(ascii: "?"): index += 1
            case UInt8(ascii: "+"): index += 1; size = multiply(size, 2)
            case UInt8(ascii: "{"):
                guard let copies = interval() else { return size }
                size = multiply(size, copies)
            default: return size
            }
        }
        return size
    }

    /// At a `{`: the copies of `{m}`, `{m,}` (m + 1) or `{m,n}` (n), past its `}`; `nil`, with nothing read,
    /// when it starts no interval (the C library takes the `{` as itself then).
    mutating func interval() -> Int? {
        var position = index + 1
        func number() -> Int? {
            var value: Int?
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                value = min((value ?? 0) * 10 + Int(bytes[position] - UInt8(ascii: "0")), 1_000_000)
                position += 1
            }
            return value
        }
        let least = number()
        var most = least
        var bounded = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
            position += 1
            most = number()
            bounded = most != nil
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "}"), least != nil || most != nil else { return nil }
        index = position + 1
        return max(bounded ? (most ?? 0) : (least ?? 0) + 1, 1)
    }

    /// Past a bracket expression: a `]` first (after `^`) is itself, `[:…:]`, `[=…=]` and `[.….]` hold
    /// their own `]`.
    mutating func skipBracket() {
        if index < bytes.count, bytes[index] == UInt8(ascii: "^") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "]") { return }
            if byte == UInt8(ascii: "["), index < bytes.count,
                let close = [UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: ".")].first(where: { $0 == bytes[index] })
            {
                index += 1
                while index + 1 < bytes.count, !(bytes[index] == close && bytes[index + 1] == UInt8(ascii: "]")) { index += 1 }
                index = min(index + 2, bytes.count)
            }
        }
    }

    func add(_ a: Int, _ b: Int) -> Int { min(a + b, ceiling) }
    func multiply(_ a: Int, _ b: Int) -> Int { a > ceiling / max(b, 1) ? ceiling : min(a * b, ceiling) }
}
