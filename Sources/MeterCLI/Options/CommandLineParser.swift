import MeterKit

/// Splits argv into options (with their values) and operands, getopt-style: short options combine
/// (`-ptebf`), values attach or follow (`-s10M`, `-s 10M`, `--size=10M`, `--size 10M`), options and operands
/// may be mixed, `--` ends options and `-` is an operand. Every word is kept as its bytes: an operand or a
/// value reaches what it names exactly as given.
struct ParsedCommandLine: Sendable {
    var options: [(spec: OptionSpec, value: Argument?)] = []
    var operands: [Argument] = []
    /// Everything after `--exec`: the command and its arguments.
    var command: [Argument]?
}

enum CommandLineParser {
    static func parse(_ arguments: [Argument], table: [OptionSpec] = optionTable) throws(UsageError) -> ParsedCommandLine {
        var reader = ArgumentReader(arguments: arguments, table: table)
        while let argument = reader.next() {
            if argument == "--" {
                reader.result.operands.append(contentsOf: reader.rest())
                break
            }
            if argument.hasPrefix("--") {
                if try reader.long(argument.dropFirst(2)) { break }
            } else if argument.hasPrefix("-"), argument.bytes.count > 1 {
                try reader.shorts(argument.dropFirst())
            } else {
                reader.result.operands.append(argument)
            }
        }
        return reader.result
    }

    /// The words of `arguments` as their UTF-8 bytes: for tests, and for words that were text already.
    static func parse(_ arguments: [String], table: [OptionSpec] = optionTable) throws(UsageError) -> ParsedCommandLine {
        try parse(arguments.map { Argument($0) }, table: table)
    }
}

/// What a long option's name means, as getopt_long reads it in pv, with meter's options beside pv's: a full
/// name always means itself; an abbreviation that is unique among pv's options means that option of pv's (so
/// that no option meter adds changes what a pv command line means: `--prog` is `--progress`, though meter
/// also has `--progress-from`); any other abbreviation works when it is unique among all of meter's options,
/// and is otherwise ambiguous, with the candidates named. Two names of one option (`--sparse`,
/// `--sparse-output`) are one candidate.
enum LongOptionName {
    static func resolve(_ name: String, shown: ArraySlice<UInt8>, table: [OptionSpec]) throws(UsageError) -> OptionSpec {
        func spec(_ long: String) -> OptionSpec? {
            let canonical = longOptionAliases[long] ?? long
            return table.first { $0.long == canonical }
        }
        if let exact = spec(name) { return exact }
        let unknown = UsageError(.unknownOption(SafeText(name: Array("--".utf8) + shown)))
        guard !name.isEmpty else { throw unknown }
        func candidates(_ names: [String]) -> [OptionSpec] {
            var found: [OptionSpec] = []
            for long in names where long.hasPrefix(name) {
                if let match = spec(long), !found.contains(where: { $0.id == match.id }) { found.append(match) }
            }
            return found
        }
        let pv = candidates(pvLongOptions)
        if pv.count == 1 { return pv[0] }
        let all = candidates(table.map(\.long) + longOptionAliases.keys.sorted())
        if all.count == 1 { return all[0] }
        guard !all.isEmpty else { throw unknown }
        throw UsageError(.ambiguousOption(SafeText(name: Array("--".utf8) + shown), candidates: all.map { "--" + $0.long }))
    }
}

/// The arguments being read, and what they said so far.
private struct ArgumentReader {
    let arguments: [Argument]
    let table: [OptionSpec]
    var index = 0
    var result = ParsedCommandLine()

    init(arguments: [Argument], table: [OptionSpec]) {
        self.arguments = arguments
        self.table = table
    }

    mutating func next() -> Argument? {
        guard index < arguments.count else { return nil }
        index += 1
        return arguments[index - 1]
    }

    mutating func rest() -> ArraySlice<Argument> {
        defer { index = arguments.count }
        return arguments[index...]
    }

    /// `--name`, `--name=value` or `--name value`. Returns true after `--exec`, which takes the rest.
    mutating func long(_ body: Argument) throws(UsageError) -> Bool {
        let equals = body.bytes.firstIndex(of: UInt8(ascii: "="))
        let name = String(decoding: body.bytes[..<(equals ?? body.bytes.endIndex)], as: UTF8.self)
        let attached = equals.map { Argument(bytes: body.bytes[($0 + 1)...]) }
        let spec = try LongOptionName.resolve(name, shown: body.bytes[..<(equals ?? body.bytes.endIndex)], table: table)
        if spec.id == .exec {
            // Everything after --exec belongs to the command, as with env, nice and timeout.
            if attached != nil { throw UsageError(.execTakesNoValue) }
            var command = Array(rest())
            if command.first == "--" { command.removeFirst() }
            result.command = command
            return true
        }
        guard let placeholder = spec.value else {
            if attached != nil { throw UsageError(.takesNoValue("--\(name)")) }
            result.options.append((spec, nil))
            return false
        }
        if let attached {
            result.options.append((spec, attached))
        } else {
            guard let value = next() else { throw UsageError(.needsValue("--\(name)", placeholder: placeholder)) }
            result.options.append((spec, value))
        }
        return false
    }

    /// `-abc`: switches combined, the first one that takes a value taking the rest (`-s10M`) or the next
    /// argument.
    mutating func shorts(_ letters: Argument) throws(UsageError) {
        var rest = letters.bytes[...]
        while let byte = rest.first {
            let spec = byte < 0x80 ? table.first(where: { $0.short == Character(Unicode.Scalar(byte)) }) : nil
            guard let spec, let letter = spec.short else {
                throw UsageError(.unknownOption(SafeText(name: Array("-".utf8) + Self.firstCharacter(rest))))
            }
            rest = rest.dropFirst()
            guard let placeholder = spec.value else {
                result.options.append((spec, nil))
                continue
            }
            if !rest.isEmpty {
                result.options.append((spec, Argument(bytes: rest)))
            } else {
                guard let value = next() else { throw UsageError(.needsValue("-\(letter)", placeholder: placeholder)) }
                result.options.append((spec, value))
            }
            return
        }
    }

    /// The first character of `bytes` as given: its whole UTF-8 sequence, or its first byte when that starts
    /// none.
    private static func firstCharacter(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        for length in stride(from: min(4, bytes.count), to: 1, by: -1) {
            let part = bytes.prefix(length)
            if let text = FilePath(bytes: part).string, text.unicodeScalars.count == 1 { return part }
        }
        return bytes.prefix(1)
    }
}
