/// Where a wrapped command's output says how far it is (`--progress-from`): a POSIX extended regular
/// expression, as `grep -E` reads one, whose captures are read as a percentage, an amount done or a total.
///
/// ERE has no named groups, so each capture's role comes from how many there are, or from a prefix of
/// role letters and a colon, one letter a capture in the order of their opening parentheses:
/// - one capture: a percentage (`([0-9]+)%`); two: done, then total (`([0-9]+) of ([0-9]+)`);
/// - `ROLES:EXPRESSION`: `p` a percentage, `d` done, `t` total, `D` and `T` the same where a number without
///   a unit is bytes (rsync's `1,238,099,968`), `-` a capture that is not read
///   (`-p:(copying|moving) ([0-9]+)%`, `t:^Total: (.*)$`). A `:` alone before the expression keeps the roles
///   by number (`:d:([0-9]+)` matches `d:` and reads a percentage).
///
/// Each of `p`, done (`d` or `D`) and total (`t` or `T`) is named at most once. A total read by itself is kept for the done amounts of
/// later lines (ffmpeg's `Duration:` header against its `time=`); a percentage and a done amount without a
/// total make one (rsync's bytes and percentage).
package struct ProgressPattern: Sendable, Equatable {
    /// What one capture of the expression is.
    package enum Role: Character, Sendable, Equatable {
        case percentage = "p"
        case done = "d"
        case total = "t"
        /// Done, a number without a unit being bytes (rsync's `1,238,099,968`).
        case doneBytes = "D"
        /// The total, a number without a unit being bytes.
        case totalBytes = "T"
        case unread = "-"

        /// What the capture is, whatever its unit: `p`, `d`, `t` or `-`.
        package var kind: Role {
            switch self {
            case .doneBytes: return .done
            case .totalBytes: return .total
            default: return self
            }
        }
    }

    /// Why a pattern cannot be used; each is a usage error before the command starts.
    package enum Problem: Error, Sendable, Equatable {
        /// The C library refused the expression, for this reason (`regerror(3)`).
        case invalid(reason: String)
        /// The expression refers back to a capture (`\1`): not an extended expression, and one the C library
        /// can take minutes to match on a line (see ``ExtendedRegex/backReference(in:)``).
        case backReference(String)
        /// The expression has no parenthesised capture: nothing to read.
        case noCapture
        /// More than two captures and no roles to say which is which.
        case unnamedCaptures(count: Int)
        /// The roles name a different number of captures than the expression has.
        case rolesMismatch(roles: String, captures: Int)
        /// The roles name a percentage, done or total twice, or name none of them.
        case invalidRoles(String)
    }

    /// What a preset knows of its command's lines beyond what its expression and roles say; a pattern
    /// written on the command line follows none of these.
    package struct Rules: OptionSet, Sendable, Equatable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// The first total the pattern reads by itself stays: later ones are other inputs' (ffmpeg prints
        /// a `Duration:` for each input, the first being the one it transcodes). A total that says nothing
        /// yet (`N/A`) is the first as much as any.
        package static let firstTotal = Rules(rawValue: 1 << 0)
        /// A done amount above its line's total is no progress: `N/M` is then a ratio or a version, not a
        /// step of a count.
        package static let doneWithinTotal = Rules(rawValue: 1 << 1)
        /// Sizes are in powers of 1024 whatever `-k` says (curl's `28.6M`).
        package static let binarySizes = Rules(rawValue: 1 << 2)
    }

    /// The expression, as given after its roles.
    package let expression: String
    /// One role per capture of the expression, in order.
    package let roles: [Role]
    /// What the pattern's command is known to print (a preset's); none for a pattern given.
    package private(set) var rules: Rules = []

    /// The pattern `text` says: `[ROLES:]EXPRESSION`, checked by compiling it.
    package init(_ text: String) throws(Problem) {
        let (given, expression) = Self.split(text)
        if let reference = ExtendedRegex.backReference(in: expression) { throw .backReference(reference) }
        let captures: Int
        do throws(ExtendedRegex.Invalid) {
            captures = try ExtendedRegex(expression, captures: true).captureCount
        } catch {
            throw .invalid(reason: error.reason)
        }
        guard captures > 0 else { throw .noCapture }
        if let given {
            roles = try Self.roles(given, captures: captures)
        } else {
            roles = try Self.defaultRoles(captures: captures)
        }
        self.expression = expression
    }

    /// The pattern `text` says, following `rules` (a preset's).
    init(_ text: String, rules: Rules) throws(Problem) {
        try self.init(text)
        self.rules = rules
    }

    /// The patterns of the option's value: a preset's, when it is a preset's name, else the one it is.
    package static func patterns(from text: String) throws(Problem) -> [ProgressPattern] {
        if let preset = ProgressPreset(rawValue: text) { return preset.patterns }
        return [try ProgressPattern(text)]
    }

    /// A byte that every text the expression matches holds, when one is plain to see: a literal outside
    /// any group, bracket expression, interval or escape, repeated at least once, in an expression without a `|`
    /// outside its groups; punctuation before letters and digits, a space last. A line without it needs no
    /// matching. `nil` when none is certain.
    package var requiredByte: UInt8? {
        // The C library reads the expression up to a NUL.
        let bytes = Array(expression.utf8.prefix { $0 != 0 })
        var candidates: [UInt8] = []
        var depth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): index = Self.bracketEnd(in: bytes, from: index)
            case UInt8(ascii: "{"): index = bytes[index...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(depth - 1, 0)
            case UInt8(ascii: "|") where depth == 0: return nil
            default:
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                let optional = next == UInt8(ascii: "*") || next == UInt8(ascii: "?") || next == UInt8(ascii: "{")
                if depth == 0, !optional, byte < 0x80, !Self.special.contains(byte) { candidates.append(byte) }
            }
            index += 1
        }
        return candidates.min { Self.rank($0) < Self.rank($1) }
    }

    /// The bytes ERE gives a meaning of their own outside a bracket expression.
    private static let special = Set(".[]()*+?{}|^$\\".utf8)

    /// Which literal to look for first: punctuation is rarer in text than letters and digits, a space is
    /// everywhere.
    private static func rank(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"): return 2
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): return 1
        default: return 0
        }
    }

    /// The index of the `]` that closes the bracket expression opened at `start`: a `]` first (after an
    /// optional `^`) is a member, and so are `[:class:]`, `[=x=]` and `[.x.]`.
    private static func bracketEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "^") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            if bytes[index] == UInt8(ascii: "["), index + 1 < bytes.count, ":=.".utf8.contains(bytes[index + 1]) {
                let delimiter = bytes[index + 1]
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == delimiter && bytes[index + 1] == UInt8(ascii: "]")) { index += 1 }
                index += 1
            }
            index += 1
        }
        return index
    }

    /// The roles before the first colon, when what comes before it is role letters only; the expression.
    private static func split(_ text: String) -> (roles: String?, expression: String) {
        guard let colon = text.firstIndex(of: ":") else { return (nil, text) }
        let prefix = text[..<colon]
        guard prefix.allSatisfy({ Role(rawValue: $0) != nil }) else { return (nil, text) }
        let expression = String(text[text.index(after: colon)...])
        return (prefix.isEmpty ? nil : String(prefix), expression)
    }

    /// Roles by number: one capture is a percentage, two are done and total.
    private static func defaultRoles(captures: Int) throws(Problem) -> [Role] {
        switch captures {
        case 1: return [.percentage]
        case 2: return [.done, .total]
        default: throw .unnamedCaptures(count: captures)
        }
    }

    /// `letters` as roles, one for each of `captures`.
    private static func roles(_ letters: String, captures: Int) throws(Problem) -> [Role] {
        let roles = letters.compactMap(Role.init(rawValue:))
        guard roles.count == captures else { throw .rolesMismatch(roles: letters, captures: captures) }
        let read = roles.map(\.kind).filter { $0 != .unread }
        guard !read.isEmpty, Set(read.map(\.rawValue)).count == read.count else { throw .invalidRoles(letters) }
        return roles
    }
}

/// The patterns meter knows by name, each for the output of one kind of command.
package enum ProgressPreset: String, CaseIterable, Sendable {
    /// The last `N%` or `N.N%` on a line (`45%`, `12.5%`, `12,5%`).
    case percent
    /// `N/M` in brackets (`[ 37/120]`, `(12/15)`) or at the start of a line (`37/120 done`), with N at most
    /// M, not part of a date, a path or a decimal (`2024/05/01`, `1/2/3`, `3/4.5`).
    case count
    /// `rsync --info=progress2`: the bytes so far and the percentage (`1,238,099,968  45%  57.73MB/s ...`).
    case rsync
    /// ffmpeg: its first input's `Duration: 00:05:00.00` against the `time=00:01:23.45` of its stats line;
    /// a time of `N/A` or below zero (before the first frame is out) is a stats line that says nothing yet.
    case ffmpeg
    /// curl: the percentage after the bar of `-#` (`######   45.2%`), or the first column of its default
    /// meter (`% Total % Received % Xferd ...`) with the total beside it, or what it received of a size it
    /// does not know.
    case curl

    /// The preset's roles and expressions, as a user would write them.
    package var definitions: [String] {
        switch self {
        case .percent: return ["-p-:^(.*[^0-9.,]|.*[^0-9],)?([0-9]+([.,][0-9]+)?)%"]
        case .count:
            return ["dt:[[(] *([0-9]+) ?/ ?([0-9]+) *[])]", "dt-:^ *([0-9]+) ?/ ?([0-9]+)($|[^0-9/.]|[.]$|[.][^0-9])"]
        case .rsync: return ["Dp:^ *([0-9][0-9,.']*[KMGTkmgt]?) +([0-9]+)% "]
        case .ffmpeg:
            let time = "(-?[0-9]+:[0-9]+:[0-9]+([.][0-9]+)?|N/A)"
            return ["t-:Duration: " + time, "d-:time=" + time]
        case .curl:
            // Its default meter's columns: percentages, and amounts of bytes, whole or with a unit (`4608k`,
            // `28.6M`): total, received, sent, then the two average speeds.
            let amount = "[0-9.]+[kMGTP]?"
            let rest = " +[0-9]{1,3} +\(amount) +[0-9]{1,3} +\(amount) +\(amount) +\(amount) "
            return [
                "p:^#* +([0-9]+[.,][0-9])%",
                // A total it knows (not 0): the percentage done of it.
                "pT:^ *([0-9]{1,3}) +(0*[1-9][0-9]*|[0-9.]+[kMGTP])" + rest,
                // A total it does not know: the bytes received so far.
                "D:^ *0 +0 +0 +(\(amount)) +0 +0 +\(amount) +\(amount) ",
            ]
        }
    }

    /// What the preset's command is known to print beyond its expressions.
    private var rules: ProgressPattern.Rules {
        switch self {
        case .percent, .rsync: return []
        case .count: return .doneWithinTotal
        case .ffmpeg: return .firstTotal
        case .curl: return .binarySizes
        }
    }

    /// The preset's patterns.
    package var patterns: [ProgressPattern] {
        // Each definition is fixed and tested: one that failed would read nothing, never stop a run.
        definitions.compactMap { try? ProgressPattern($0, rules: rules) }
    }
}
