extension ExtendedRegex {
    /// The most states an expression may compile to (about 15 MB in the C library), by ``compiledSize(of:)``.
    package static let largestSize = 20_000
    /// The most steps an expression may take to compile, by ``compileSteps(of:)``: an expression at the
    /// bound, `x{0,2000}`, compiles in about a tenth of a second.
    package static let mostSteps = 4_000_000

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
        return scanner.alternatives(nested: false).states
    }

    /// About how much work the C library does to compile `pattern`, beyond one step a state: working out
    /// where each state can go without reading a byte grows with the square of a chain of optional
    /// copies. `x{0,n}` nests n optional copies of `x` (n² steps: `x{0,20000}` compiles for ten seconds),
    /// and a repeat of something that can match nothing (`(x?){0,n}`, `x*+++`) is ten times as slow again
    /// for every state its copies make. meter refuses an expression past ``mostSteps``.
    package static func compileSteps(of pattern: String) -> Int {
        var scanner = SizeScanner(bytes: Array(pattern.utf8))
        return scanner.alternatives(nested: false).steps
    }

    /// The first back-reference in `pattern` (`\1` to `\9`, outside bracket expressions), or `nil`. POSIX
    /// extended expressions have none; the C library takes them, and matches them by trying every way
    /// the groups could have matched: `(a*)*\1` takes 10 s on a line of 600 bytes, 139 s on 1,000.
    package static func backReference(in pattern: String) -> String? {
        var scanner = SizeScanner(bytes: Array(pattern.utf8))
        _ = scanner.alternatives(nested: false)
        return scanner.backReference.map { "\\" + String(UnicodeScalar($0)) }
    }

    /// Whether `pattern` repeats a repeat with nothing between (`x+*`, `x{2}{3}`, `x??`), which POSIX leaves
    /// undefined and the C library compiles, for some, for minutes: `()?{6}{4}*` takes seconds, each more
    /// copy ten times as long. A group between (`(x+)*`) makes it defined.
    package static func repeatsARepeat(_ pattern: String) -> Bool {
        var scanner = SizeScanner(bytes: Array(pattern.utf8))
        _ = scanner.alternatives(nested: false)
        return scanner.repeatsARepeat
    }
}

/// ``ExtendedRegex/compiledSize(of:)``'s and ``ExtendedRegex/compileSteps(of:)``'s reader: one pass over
/// the bytes, a group at a time.
private struct SizeScanner {
    /// What a part of the expression costs to compile.
    struct Part {
        var states: Int
        var steps: Int
        /// In how many ways it can match the empty text: none for `x`, one for `x?`, `(a|)` or `^`, two for
        /// `x??` or `()?`. Repeating a part that can match nothing is dearer, and looping over one that can
        /// in several ways is dearest (see ``SizeScanner/repeated(_:)``).
        var emptyPaths: Int
        var matchesEmpty: Bool { emptyPaths > 0 }
    }

    let bytes: [UInt8]
    var index = 0
    /// Whether a repeat followed a repeat.
    var repeatsARepeat = false
    /// The digit of the first back-reference (`\1` to `\9`).
    var backReference: UInt8?
    /// Past them, states and steps are not counted further (they could overflow).
    let stateCeiling = ExtendedRegex.largestSize + 1
    let stepCeiling = ExtendedRegex.mostSteps + 1

    /// `a|b|…` up to the end, or to the `)` that closes the group when `nested`.
    mutating func alternatives(nested: Bool) -> Part {
        var whole = Part(states: 0, steps: 0, emptyPaths: 0)
        var branch = Part(states: 0, steps: 0, emptyPaths: 1)
        func close(_ branch: Part) {
            whole.states = add(whole.states, branch.states, stateCeiling)
            whole.steps = add(whole.steps, branch.steps, stepCeiling)
            whole.emptyPaths = add(whole.emptyPaths, branch.emptyPaths, stepCeiling)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ")"), nested { break }
            index += 1
            var atom = Part(states: 1, steps: 0, emptyPaths: 0)
            switch byte {
            case UInt8(ascii: "|"):
                close(branch)
                whole.states = add(whole.states, 1, stateCeiling)
                branch = Part(states: 0, steps: 0, emptyPaths: 1)
                continue
            case UInt8(ascii: "("):
                atom = alternatives(nested: true)
                atom.states = add(atom.states, 1, stateCeiling)
                if index < bytes.count { index += 1 }  // the `)`
            case UInt8(ascii: "["): skipBracket()
            case UInt8(ascii: "^"), UInt8(ascii: "$"): atom.emptyPaths = 1
            case UInt8(ascii: "\\"):
                // `\b`, `\B`, `\<`, `\>`, `` \` `` and `\'` are anchors in the C library: they match nothing.
                if index < bytes.count {
                    atom.emptyPaths = Array("bB<>`'".utf8).contains(bytes[index]) ? 1 : 0
                    if backReference == nil, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index]) {
                        backReference = bytes[index]
                    }
                    index += 1
                }
            default: break
            }
            let part = repeated(atom)
            branch.states = add(branch.states, part.states, stateCeiling)
            branch.steps = add(branch.steps, part.steps, stepCeiling)
            branch.emptyPaths = multiply(branch.emptyPaths, part.emptyPaths, stepCeiling)
        }
        close(branch)
        return whole
    }

    /// `atom` under every repeat that follows it: its states times the copies each makes, the steps of
    /// their chains of optional copies, and those of each loop (`*`, `+`, `{m,}`) over a part that can
    /// match nothing: the C library works out where each state in it can go without reading a byte along
    /// every way the part matches nothing, again and again for a loop, so `()?{24}*`, with 2²⁴ such ways,
    /// compiles for seconds.
    mutating func repeated(_ atom: Part) -> Part {
        var part = atom
        var repeats = 0
        while index < bytes.count {
            let copies: Int, optional: Int, least: Int, loops: Bool
            switch bytes[index] {
            case UInt8(ascii: "*"): index += 1; (copies, optional, least, loops) = (1, 1, 0, true)
            case UInt8(ascii: "?"): index += 1; (copies, optional, least, loops) = (1, 1, 0, false)
            case UInt8(ascii: "+"): index += 1; (copies, optional, least, loops) = (2, 1, 1, true)
            case UInt8(ascii: "{"):
                guard let interval = interval() else { return part }
                (copies, optional, least, loops) = interval
            default: return part
            }
            repeats += 1
            if repeats > 1 { repeatsARepeat = true }
            let states = multiply(part.states, copies, stateCeiling)
            var chain = part.matchesEmpty
                ? multiply(10, multiply(states, states, stepCeiling), stepCeiling)
                : multiply(part.states, multiply(optional, optional, stepCeiling), stepCeiling)
            if loops { chain = add(chain, multiply(part.emptyPaths, part.states, stepCeiling), stepCeiling) }
            part.steps = add(multiply(part.steps, copies, stepCeiling), chain, stepCeiling)
            part.states = states
            part.emptyPaths = emptyPaths(of: part.emptyPaths, least: least, optional: optional)
        }
        return part
    }

    /// The ways to match nothing of `least` copies of a part that has `paths` of them, then `optional`
    /// copies nested each in the one before, as the C library builds `x{2,5}`: `x x (x (x (x)?)?)?`.
    func emptyPaths(of paths: Int, least: Int, optional: Int) -> Int {
        var total = 1
        for _ in 0..<least {
            total = multiply(total, paths, stepCeiling)
            if paths <= 1 || total == stepCeiling { break }
        }
        var chain = 1
        if paths == 1 {
            chain = add(optional, 1, stepCeiling)
        } else if paths > 1 {
            for _ in 0..<optional {
                chain = add(1, multiply(paths, chain, stepCeiling), stepCeiling)
                if chain == stepCeiling { break }
            }
        }
        return multiply(total, chain, stepCeiling)
    }

    /// At a `{`: the copies of `{m}`, `{m,}` (m + 1) or `{m,n}` (n), how many of them are optional, m,
    /// and whether it has no upper bound (a loop), past its `}`; `nil`, with nothing read, when it starts no interval (the C library takes the `{`
    /// as itself then).
    mutating func interval() -> (copies: Int, optional: Int, least: Int, loops: Bool)? {
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
        let copies = max(bounded ? (most ?? 0) : (least ?? 0) + 1, 1)
        return (copies, bounded ? max(copies - (least ?? 0), 0) : 1, least ?? 0, !bounded)
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

    func add(_ a: Int, _ b: Int, _ ceiling: Int) -> Int { min(a + b, ceiling) }
    func multiply(_ a: Int, _ b: Int, _ ceiling: Int) -> Int { a > ceiling / max(b, 1) ? ceiling : min(a * b, ceiling) }
}
